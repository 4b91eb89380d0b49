/**
 * Codes the API answers that staff read as words (decision 0937): statuses, the refund's destination. The back
 * office showed them as the API spells them (`PENDING_PAYMENT`, `authorised`) in both languages, and its filters
 * offered them so (WCAG 3.1.2, decision 0936's list). The words are in i18n.ts under `truffe.code.<kind>`; a code
 * without words (one the API adds later) is shown as it is rather than hidden.
 */
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

export const codes = {
  orderStatus: ['PENDING_PAYMENT', 'PROCESSING', 'COMPLETE', 'CLOSED', 'CANCELED'],
  returnStatus: ['requested', 'authorised', 'received', 'refunded', 'credited', 'refused'],
  ticketStatus: ['open', 'answered', 'closed'],
  reviewStatus: ['pending', 'approved', 'rejected'],
  proStatus: ['none', 'pending', 'approved'],
  memoStatus: ['pending', 'refunded'],
  refundTo: ['payment', 'store_credit'],
} as const;

export type CodeKind = keyof typeof codes;

/** A filter's choices: the code as the value, its words as the label (react-admin translates `name`). */
export function codeChoices(kind: CodeKind): { id: string; name: string }[] {
  return codes[kind].map((id) => ({ id, name: `truffe.code.${kind}.${id}` }));
}

/** The words of a code, in the admin's language; the code itself when it has none. */
export function useCodeWords(): (kind: CodeKind, code: string) => string {
  const translate = useTranslate();
  return (kind, code) => translate(`truffe.code.${kind}.${code}`, { _: code });
}

export interface CodeFieldProps {
  /** The record's property holding the code; its column is named from it, as any field's. */
  source: string;
  kind: CodeKind;
  /** Read by the Datagrid for the column's header. */
  sortable?: boolean;
  label?: string;
}

/** A list's or a detail's field: the record's code in words. */
export function CodeField({ source, kind }: CodeFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const words = useCodeWords();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2" data-code={String(value as string)}>
      {words(kind, String(value as string))}
    </Typography>
  );
}
