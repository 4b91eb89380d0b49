/**
 * Orders: the list with its filters (status, dates, customer, pickup or home, payment) and a search by number
 * or e-mail; the detail with the operations of the after-sales domain (invoice, ship, cancel, refund).
 */
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  DateInput,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  TextInput,
  useLocale,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { ListTable } from './ListTable';
import { LocalDateField } from './LocalDateField';
import { formatCents, MoneyField } from './money';
import { useAction } from './useAction';
import { RecordLinkField } from './RecordLinkField';
import { CodeField, codeChoices, useCodeWords } from './codes';

export const carriers = [
  { id: 'colissimo', name: 'Colissimo' },
  { id: 'chronopost', name: 'Chronopost' },
  { id: 'mondial_relay', name: 'Mondial Relay' },
  { id: 'dpd', name: 'DPD' },
  { id: 'ups', name: 'UPS' },
];

function orderFilters(translate: (key: string) => string) {
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('truffe.filter.q')}
      aria-label={translate('truffe.filter.q')}
    />,
    <SelectInput key="status" source="status" choices={codeChoices('orderStatus')} alwaysOn />,
    <DateInput key="from" source="from" label={translate('truffe.filter.from')} />,
    <DateInput key="to" source="to" label={translate('truffe.filter.to')} />,
    <TextInput key="customer" source="customer" label={translate('truffe.filter.customer')} />,
    <SelectInput
      key="delivery"
      source="delivery"
      label={translate('truffe.filter.delivery')}
      choices={[
        { id: 'home', name: translate('truffe.delivery.home') },
        { id: 'pickup', name: translate('truffe.delivery.pickup') },
      ]}
    />,
    <SelectInput
      key="payment"
      source="payment"
      label={translate('truffe.filter.payment')}
      choices={[
        { id: 'truffe_card', name: 'Carte' },
        { id: 'paypal', name: 'PayPal' },
      ]}
    />,
  ];
}

export function OrderList() {
  const translate = useTranslate();
  return (
    <List
      filters={orderFilters(translate)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      <ListTable rowClick="show" bulkActionButtons={false}>
        <RecordLinkField source="number" type="show" sortable={false} />
        <LocalDateField source="createdAt" showTime sortable={false} />
        <CodeField source="status" kind="orderStatus" sortable={false} />
        <RaTextField source="customerName" sortable={false} />
        <RaTextField source="email" sortable={false} />
        <RaTextField source="delivery" sortable={false} />
        <RaTextField source="paymentMethod" sortable={false} />
        <MoneyField source="grandTotal" />
      </ListTable>
    </List>
  );
}

interface OrderLine {
  id: number;
  sku: string;
  name: string;
  qty: number;
  invoiced: number;
  shipped: number;
  refunded: number;
  rowTotalInclTax: number;
}

function Lines() {
  const record = useRecordContext<{ lines?: OrderLine[] }>();
  const locale = useLocale();
  const translate = useTranslate();
  // react-admin shows the list's row first (its getOne cache is filled by getList), without the lines.
  if (!record?.lines) return null;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell scope="col">{translate('truffe.lines.sku')}</TableCell>
          <TableCell scope="col">{translate('truffe.lines.product')}</TableCell>
          <TableCell scope="col" align="right">
            {translate('truffe.lines.qty')}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate('truffe.lines.invoiced')}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate('truffe.lines.shipped')}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate('truffe.lines.refunded')}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate('truffe.lines.total')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>{line.sku}</TableCell>
            <TableCell>{line.name}</TableCell>
            <TableCell align="right">{line.qty}</TableCell>
            <TableCell align="right">{line.invoiced}</TableCell>
            <TableCell align="right">{line.shipped}</TableCell>
            <TableCell align="right">{line.refunded}</TableCell>
            <TableCell align="right">{formatCents(line.rowTotalInclTax, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function History() {
  const record = useRecordContext<{
    history?: { status: string; source: string; comment: string | null; createdAt: string }[];
    shipments?: { carrier: string; trackingNumber: string }[];
    creditMemos?: { number: string; amount: number; refundTo: string; status: string }[];
  }>();
  const locale = useLocale();
  const translate = useTranslate();
  const words = useCodeWords();
  // The list's row comes first (see Lines): the detail's arrays arrive with getOne.
  if (!record?.history || !record.shipments || !record.creditMemos) return null;
  return (
    <Box>
      <ul aria-label={translate('truffe.names.history')}>
        {record.history.map((entry, index) => (
          <li key={index}>
            {new Date(entry.createdAt).toLocaleString(locale)} —{' '}
            {words('orderStatus', entry.status)} ({entry.source}) {entry.comment ?? ''}
          </li>
        ))}
      </ul>
      <ul aria-label={translate('truffe.names.shipments')}>
        {record.shipments.map((shipment, index) => (
          <li key={index}>
            {carriers.find((carrier) => carrier.id === shipment.carrier)?.name ?? shipment.carrier}{' '}
            {shipment.trackingNumber}
          </li>
        ))}
      </ul>
      <ul aria-label={translate('truffe.names.creditMemos')}>
        {record.creditMemos.map((memo) => (
          <li key={memo.number}>
            {memo.number} — {formatCents(memo.amount, locale)} — {words('refundTo', memo.refundTo)}{' '}
            — {words('memoStatus', memo.status)}
          </li>
        ))}
      </ul>
    </Box>
  );
}

function OrderActions() {
  const record = useRecordContext<{ id: string; lines?: OrderLine[] }>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, pending, outcome } = useAction();
  const [carrier, setCarrier] = useState('colissimo');
  const [tracking, setTracking] = useState('');
  const [to, setTo] = useState('payment');
  const [shipping, setShipping] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  if (!record?.lines) return null;
  const lines = record.lines;
  const may = (operation: string) => permissions?.includes(operation);

  const ship = (event: FormEvent) => {
    event.preventDefault();
    void run('orders', record.id, 'ship', { carrier, trackingNumber: tracking });
  };
  const refund = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, qty]) => qty.trim() !== '')
      .map(([orderLineId, qty]) => ({ orderLineId: Number(orderLineId), qty: Number(qty) }));
    void run('orders', record.id, 'refund', {
      to,
      shipping,
      lines: lines.length > 0 ? lines : undefined,
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {outcome}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {may('orders.invoice') ? (
          <Button
            variant="outlined"
            disabled={pending}
            onClick={() => void run('orders', record.id, 'invoice')}
          >
            {translate('truffe.action.invoice')}
          </Button>
        ) : null}
        {may('orders.cancel') ? (
          <Button
            variant="outlined"
            color="error"
            disabled={pending}
            onClick={() => void run('orders', record.id, 'cancel')}
          >
            {translate('truffe.action.cancel')}
          </Button>
        ) : null}
      </Box>
      {may('orders.ship') ? (
        <Paper
          component="form"
          onSubmit={ship}
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          aria-label={translate('truffe.action.ship')}
        >
          <TextField
            select
            label={translate('truffe.field.carrier')}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            sx={{ minWidth: 'min(180px, 100%)' }}
          >
            {carriers.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('truffe.field.trackingNumber')}
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
            required
          />
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('truffe.action.ship')}
          </Button>
        </Paper>
      ) : null}
      {may('orders.refund') ? (
        <Paper
          component="form"
          onSubmit={refund}
          sx={{ p: 2, display: 'grid', gap: 2 }}
          aria-label={translate('truffe.action.refund')}
        >
          {lines.map((line) => (
            <TextField
              key={line.id}
              type="number"
              size="small"
              label={`${line.sku} — ${translate('truffe.field.lineQty')}`}
              value={quantities[line.id] ?? ''}
              onChange={(event) => setQuantities({ ...quantities, [line.id]: event.target.value })}
              slotProps={{ htmlInput: { min: 0, max: line.qty } }}
            />
          ))}
          <TextField
            select
            label={translate('truffe.field.refundTo')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          >
            <MenuItem value="payment">{translate('truffe.field.toPayment')}</MenuItem>
            <MenuItem value="store_credit">{translate('truffe.field.toStoreCredit')}</MenuItem>
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={shipping}
                onChange={(event) => setShipping(event.target.checked)}
              />
            }
            label={translate('truffe.field.shipping')}
          />
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('truffe.action.refund')}
          </Button>
        </Paper>
      ) : null}
    </Box>
  );
}

export function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="number" />
        <CodeField source="status" kind="orderStatus" />
        <RaTextField source="email" />
        <RaTextField source="customerName" />
        <RaTextField source="delivery" />
        <RaTextField source="paymentMethod" />
        <MoneyField source="grandTotal" />
        <Lines />
        <History />
        <OrderActions />
      </SimpleShowLayout>
    </Show>
  );
}
