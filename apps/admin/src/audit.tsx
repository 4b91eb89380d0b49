/**
 * The audit log (read-only, `audit.read`: the manager): every staff write with its before and after, and every
 * staff sign-in, signed in or refused, and sign-out, with the address the server saw (sign-ins and sign-outs
 * are kept 12 months, decision 0931). Newest first; filtered by object or operation as the API allows.
 */
import { FunctionField, List, TextField, TextInput, useTranslate } from 'react-admin';

import { ListTable } from './ListTable';
import { LocalDateField } from './LocalDateField';

interface AuditRow {
  action: string;
  after: unknown;
}

/** The access log's actions (`staff.signIn`, `staff.signInFailed`, `staff.signOut`): they say an outcome. */
const accessAction = /^staff\.sign(In|InFailed|Out)$/;

/**
 * A sign-in's or sign-out's outcome and address in words; nothing for a data write (its before/after are in
 * the API).
 */
function AuditDetails({ row }: { row: AuditRow }) {
  const translate = useTranslate();
  if (!accessAction.test(row.action)) return null;
  const { outcome, address } = (row.after ?? {}) as { outcome?: string; address?: string | null };
  const parts = [translate(`truffe.audit.outcome.${outcome}`, { _: outcome ?? '' })];
  if (address) parts.push(translate('truffe.audit.address', { address }));
  return <>{parts.join(' — ')}</>;
}

export function AuditList() {
  return (
    <List
      filters={[
        <TextInput key="actor" source="actor" alwaysOn />,
        <TextInput key="target" source="target" />,
        <TextInput key="action" source="action" />,
      ]}
      exporter={false}
      empty={false}
    >
      <ListTable bulkActionButtons={false} rowClick={false}>
        <LocalDateField source="at" showTime sortable={false} />
        <TextField source="actor" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="target" sortable={false} />
        <FunctionField<AuditRow>
          source="details"
          sortable={false}
          render={(row) => <AuditDetails row={row} />}
        />
      </ListTable>
    </List>
  );
}
