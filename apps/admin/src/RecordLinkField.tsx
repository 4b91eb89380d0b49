/**
 * A list's cell that links to its record. react-admin's `rowClick` makes the whole row clickable with the
 * mouse only: the row is not focusable and Enter does nothing, so a keyboard user could not open an order, a
 * return, a customer, a ticket, a product or a CMS page (decision 0936). The link is in the tab order, says
 * where it goes, and opens in a new tab like any link; the row's click still works with the mouse.
 */
import type { MouseEvent } from 'react';
import {
  Link,
  useCreatePath,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';

export interface RecordLinkFieldProps {
  source: string;
  /** The record's screen: its detail (`show`) or its form (`edit`). */
  type: 'show' | 'edit';
  /** Read by the Datagrid for the column's header. */
  sortable?: boolean;
  label?: string;
}

export function RecordLinkField({ source, type }: RecordLinkFieldProps) {
  const record = useRecordContext<Record<string, unknown> & { id: string | number }>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  const value = record[source];
  const text =
    value === null || value === undefined || value === ''
      ? translate('truffe.list.open')
      : String(value as string | number);
  return (
    <Link
      to={createPath({ resource, id: record.id, type })}
      // The row's own click would navigate a second time.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
}
