/** Customers and pros: search, pending pros with SIRET and VAT number, approve or refuse, change group. */
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

export function CustomerList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          aria-label={translate('resources.customers.fields.q')}
        />,
        <SelectInput
          key="proStatus"
          source="proStatus"
          alwaysOn
          choices={codeChoices('proStatus')}
        />,
        <SelectInput
          key="group"
          source="group"
          choices={['general', 'professional'].map((id) => ({ id, name: id }))}
        />,
      ]}
      exporter={false}
      empty={false}
    >
      <ListTable rowClick="show" bulkActionButtons={false}>
        <RecordLinkField source="email" type="show" sortable={false} />
        <RaTextField source="firstname" sortable={false} />
        <RaTextField source="lastname" sortable={false} />
        <RaTextField source="group" sortable={false} />
        <CodeField source="proStatus" kind="proStatus" sortable={false} />
        <RaTextField source="company" sortable={false} emptyText="—" />
        <RaTextField source="siret" sortable={false} emptyText="—" />
        <RaTextField source="vatNumber" sortable={false} emptyText="—" />
        <LocalDateField source="createdAt" sortable={false} />
      </ListTable>
    </List>
  );
}

function CustomerActions() {
  const record = useRecordContext<{ id: number; proStatus: string; group: string }>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, pending, outcome } = useAction();
  const [group, setGroup] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  if (!record) return null;
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    void run('customers', record.id, 'refuse-pro', { reason });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {outcome}
      {record.proStatus === 'pending' && permissions?.includes('customers.approvePro') ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Button
              variant="contained"
              disabled={pending}
              onClick={() => void run('customers', record.id, 'approve-pro')}
            >
              {translate('truffe.action.approvePro')}
            </Button>
          </Box>
          {/* The reason goes to the customer by e-mail (the server refuses an empty one). */}
          <Paper
            component="form"
            onSubmit={refuse}
            sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
            aria-label={translate('truffe.action.refusePro')}
          >
            <TextField
              label={translate('truffe.field.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              sx={{ minWidth: 'min(360px, 100%)' }}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <Button type="submit" variant="outlined" color="error" disabled={pending}>
              {translate('truffe.action.refusePro')}
            </Button>
          </Paper>
        </Box>
      ) : null}
      {permissions?.includes('customers.changeGroup') ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            label={translate('resources.customers.fields.group')}
            value={group ?? record.group}
            onChange={(event) => setGroup(event.target.value)}
            sx={{ minWidth: 'min(200px, 100%)' }}
          >
            <MenuItem value="general">general</MenuItem>
            <MenuItem value="professional">professional</MenuItem>
          </TextField>
          <Button
            variant="outlined"
            disabled={pending || !group || group === record.group}
            onClick={() => void run('customers', record.id, 'group', { group })}
          >
            {translate('truffe.action.changeGroup')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

export function CustomerShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="email" />
        <RaTextField source="firstname" />
        <RaTextField source="lastname" />
        <RaTextField source="group" />
        <CodeField source="proStatus" kind="proStatus" />
        <RaTextField source="company" emptyText="—" />
        <RaTextField source="siret" emptyText="—" />
        <RaTextField source="vatNumber" emptyText="—" />
        <RaTextField source="activity" emptyText="—" />
        <CustomerActions />
      </SimpleShowLayout>
    </Show>
  );
}
