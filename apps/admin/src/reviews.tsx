/** The review moderation queue: approve or reject (the product page shows an approved review at once). */
import { Box, Button } from '@mui/material';
import {
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField as RaTextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { ListTable } from './ListTable';
import { LocalDateField } from './LocalDateField';
import { useAction } from './useAction';
import { CodeField, codeChoices } from './codes';

/**
 * Where the focus goes once a review is moderated (decision 0936): its buttons go with the refresh (the row
 * leaves the pending queue, or stays without buttons), and the focus fell to the page's body. It goes to the
 * next review's first button, else the one before, else the search field: the queue goes on from where it was.
 */
function focusNextOnceGone(button: HTMLElement) {
  const body = button.closest('tbody');
  const row = button.closest('tr');
  if (!body || !row) return;
  const index = [...body.rows].indexOf(row as HTMLTableRowElement);
  const moveOn = () => {
    if (button.isConnected) return false;
    const rows = body.isConnected
      ? [...body.rows]
      : [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const after = rows.slice(index).find((candidate) => candidate.querySelector('button'));
    const before = rows
      .slice(0, index)
      .reverse()
      .find((candidate) => candidate.querySelector('button'));
    const target =
      (after ?? before)?.querySelector('button') ??
      document.querySelector<HTMLElement>('input[name="q"]');
    target?.focus();
    return true;
  };
  if (moveOn()) return;
  const observer = new MutationObserver(() => {
    if (moveOn()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Focuses the button once it is enabled again (disabled while its operation ran, it lost the focus). */
function focusOnceEnabled(button: HTMLButtonElement) {
  if (!button.disabled) {
    button.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (button.disabled) return;
    observer.disconnect();
    button.focus();
  });
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
}

function Moderate(_props: { label?: string }) {
  const record = useRecordContext<{ id: number; status: string; title: string }>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, pending } = useAction({ notice: true });
  if (!record || record.status !== 'pending' || !permissions?.includes('reviews.moderate'))
    return null;
  const moderate = async (button: HTMLButtonElement, status: 'approved' | 'rejected') => {
    if (await run('reviews', record.id, 'moderate', { status })) focusNextOnceGone(button);
    // Refused: the notice says why, and the focus goes back to the button.
    else focusOnceEnabled(button);
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      onClick={(event) => event.stopPropagation()}
    >
      <Button
        size="small"
        variant="contained"
        disabled={pending}
        aria-label={`${translate('truffe.action.approve')} — ${record.title}`}
        onClick={(event) => void moderate(event.currentTarget, 'approved')}
      >
        {translate('truffe.action.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={pending}
        aria-label={`${translate('truffe.action.reject')} — ${record.title}`}
        onClick={(event) => void moderate(event.currentTarget, 'rejected')}
      >
        {translate('truffe.action.reject')}
      </Button>
    </Box>
  );
}

export function ReviewList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" alwaysOn choices={codeChoices('reviewStatus')} />,
      ]}
      filterDefaultValues={{ status: 'pending' }}
      exporter={false}
      empty={false}
    >
      <ListTable bulkActionButtons={false} rowClick={false}>
        <RaTextField source="productName" sortable={false} />
        <RaTextField source="sku" sortable={false} />
        <NumberField source="rating" sortable={false} />
        <RaTextField source="authorName" sortable={false} />
        <RaTextField source="title" sortable={false} />
        <RaTextField source="comment" sortable={false} />
        <CodeField source="status" kind="reviewStatus" sortable={false} />
        <LocalDateField source="createdAt" sortable={false} />
        <Moderate label="truffe.action.moderate" />
      </ListTable>
    </List>
  );
}
