/** The helpdesk queue: the tickets, a conversation, a reply (the customer is e-mailed) and closing. */
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  useLocale,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { ListTable } from './ListTable';
import { LocalDateField } from './LocalDateField';
import { useAction } from './useAction';
import { RecordLinkField } from './RecordLinkField';
import { CodeField, codeChoices } from './codes';

export function TicketList() {
  return (
    <List
      filters={[
        <SelectInput key="status" source="status" alwaysOn choices={codeChoices('ticketStatus')} />,
      ]}
      exporter={false}
      empty={false}
    >
      <ListTable rowClick="show" bulkActionButtons={false}>
        <RaTextField source="id" sortable={false} />
        <RecordLinkField source="subject" type="show" sortable={false} />
        <CodeField source="status" kind="ticketStatus" sortable={false} />
        <RaTextField source="email" sortable={false} />
        <RaTextField source="orderNumber" sortable={false} emptyText="—" />
        <LocalDateField source="lastMessageAt" showTime sortable={false} />
      </ListTable>
    </List>
  );
}

interface Ticket {
  id: number;
  status: string;
  messages: {
    id: number;
    author: string;
    staffName: string | null;
    body: string;
    createdAt: string;
  }[];
}

function Conversation() {
  const record = useRecordContext<Ticket>();
  const locale = useLocale();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 1 }}
      aria-label={translate('truffe.names.messages')}
    >
      {record.messages.map((message) => (
        <Paper component="li" key={message.id} sx={{ p: 2 }}>
          <Typography variant="caption" component="p">
            {message.staffName ?? message.author} —{' '}
            {new Date(message.createdAt).toLocaleString(locale)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

function TicketActions() {
  const record = useRecordContext<Ticket>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, pending, outcome } = useAction();
  const [message, setMessage] = useState('');
  if (!record || !permissions?.includes('helpdesk.reply')) return null;
  const reply = async (event: FormEvent) => {
    event.preventDefault();
    if (await run('tickets', record.id, 'reply', { message })) setMessage('');
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {outcome}
      <Paper
        component="form"
        onSubmit={(event) => void reply(event)}
        sx={{ p: 2, display: 'grid', gap: 2 }}
        aria-label={translate('truffe.action.reply')}
      >
        <TextField
          label={translate('truffe.field.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={4}
          required
        />
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('truffe.action.reply')}
        </Button>
      </Paper>
      {record.status !== 'closed' ? (
        <Button
          variant="outlined"
          disabled={pending}
          onClick={() => void run('tickets', record.id, 'close')}
        >
          {translate('truffe.action.close')}
        </Button>
      ) : null}
    </Box>
  );
}

export function TicketShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="id" />
        <RaTextField source="subject" />
        <CodeField source="status" kind="ticketStatus" />
        <RaTextField source="email" />
        <RaTextField source="orderNumber" emptyText="—" />
        <Conversation />
        <TicketActions />
      </SimpleShowLayout>
    </Show>
  );
}
