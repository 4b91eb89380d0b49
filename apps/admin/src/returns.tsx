/** Returns: authorise, mark received, refund or credit, refuse with a reason (the customer is e-mailed each time). */
import { Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { ListTable } from './ListTable';
import { LocalDateField } from './LocalDateField';
import { useAction } from './useAction';
import { RecordLinkField } from './RecordLinkField';
import { CodeField, codeChoices } from './codes';

export function ReturnList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={translate('truffe.filter.q')}
          aria-label={translate('truffe.filter.q')}
        />,
        <SelectInput key="status" source="status" choices={codeChoices('returnStatus')} alwaysOn />,
      ]}
      exporter={false}
      empty={false}
    >
      <ListTable rowClick="show" bulkActionButtons={false}>
        <RecordLinkField source="number" type="show" sortable={false} />
        <RaTextField source="orderNumber" sortable={false} />
        <RaTextField source="email" sortable={false} />
        <CodeField source="status" kind="returnStatus" sortable={false} />
        <RaTextField source="resolution" sortable={false} />
        <LocalDateField source="createdAt" showTime sortable={false} />
      </ListTable>
    </List>
  );
}

function ReturnLines() {
  const record = useRecordContext<{
    lines?: {
      orderLineId: number;
      sku: string;
      name: string;
      qty: number;
      reason: string;
      condition: string;
    }[];
  }>();
  const translate = useTranslate();
  // react-admin shows the list's row first (its getOne cache is filled by getList), without the lines.
  if (!record?.lines) return null;
  return (
    <ul aria-label={translate('truffe.names.returnLines')}>
      {record.lines.map((line) => (
        <li key={line.orderLineId}>
          {line.qty} × {line.sku} {line.name} — {line.reason} / {line.condition}
        </li>
      ))}
    </ul>
  );
}

function ReturnActions() {
  const record = useRecordContext<{ id: string; status: string; lines?: unknown[] }>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, pending, outcome } = useAction();
  const [reason, setReason] = useState('');
  const [to, setTo] = useState('payment');
  // No step on the list's row shown first (see ReturnLines): the buttons would be replaced under the pointer.
  if (!record?.lines) return null;
  const canMove = permissions?.includes('returns.move');
  const canRefund = permissions?.includes('returns.refund');
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    void run('returns', record.id, 'move', { step: 'refuse', comment: reason });
  };
  const refund = (event: FormEvent) => {
    event.preventDefault();
    void run('returns', record.id, 'refund', { to });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {outcome}
      {canMove ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={pending}
            onClick={() => void run('returns', record.id, 'move', { step: 'authorise' })}
          >
            {translate('truffe.action.authorise')}
          </Button>
          <Button
            variant="outlined"
            disabled={pending}
            onClick={() => void run('returns', record.id, 'move', { step: 'receive' })}
          >
            {translate('truffe.action.receive')}
          </Button>
        </Box>
      ) : null}
      {canRefund ? (
        <Paper
          component="form"
          onSubmit={refund}
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          aria-label={translate('truffe.action.refund')}
        >
          <TextField
            select
            label={translate('truffe.field.refundTo')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            sx={{ minWidth: 'min(240px, 100%)' }}
          >
            <MenuItem value="payment">{translate('truffe.field.toPayment')}</MenuItem>
            <MenuItem value="store_credit">{translate('truffe.field.toStoreCredit')}</MenuItem>
          </TextField>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('truffe.action.refund')}
          </Button>
        </Paper>
      ) : null}
      {canMove ? (
        <Paper
          component="form"
          onSubmit={refuse}
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          aria-label={translate('truffe.action.refuse')}
        >
          <TextField
            label={translate('truffe.field.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
          />
          <Button type="submit" variant="outlined" color="error" disabled={pending}>
            {translate('truffe.action.refuse')}
          </Button>
        </Paper>
      ) : null}
    </Box>
  );
}

export function ReturnShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="number" />
        <RaTextField source="orderNumber" />
        <RaTextField source="email" />
        <CodeField source="status" kind="returnStatus" />
        <RaTextField source="resolution" />
        <RaTextField source="comment" emptyText="—" />
        <RaTextField source="refusalReason" emptyText="—" />
        <ReturnLines />
        <ReturnActions />
      </SimpleShowLayout>
    </Show>
  );
}
