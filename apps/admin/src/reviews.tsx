/** The review moderation queue: approve or reject (the product page shows an approved review at once). */
import { Box, Button } from '@mui/material';
import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField as RaTextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { LocalDateField } from './LocalDateField';
import { useAction } from './useAction';

function Moderate() {
  const record = useRecordContext<{ id: number; status: string; title: string }>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, pending } = useAction({ notice: true });
  if (!record || record.status !== 'pending' || !permissions?.includes('reviews.moderate'))
    return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }} onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        variant="contained"
        disabled={pending}
        aria-label={`${translate('truffe.action.approve')} — ${record.title}`}
        onClick={() => void run('reviews', record.id, 'moderate', { status: 'approved' })}
      >
        {translate('truffe.action.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={pending}
        aria-label={`${translate('truffe.action.reject')} — ${record.title}`}
        onClick={() => void run('reviews', record.id, 'moderate', { status: 'rejected' })}
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
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          choices={['pending', 'approved', 'rejected'].map((id) => ({ id, name: id }))}
        />,
      ]}
      filterDefaultValues={{ status: 'pending' }}
      exporter={false}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <RaTextField source="productName" sortable={false} />
        <RaTextField source="sku" sortable={false} />
        <NumberField source="rating" sortable={false} />
        <RaTextField source="authorName" sortable={false} />
        <RaTextField source="title" sortable={false} />
        <RaTextField source="comment" sortable={false} />
        <RaTextField source="status" sortable={false} />
        <LocalDateField source="createdAt" sortable={false} />
        <Moderate />
      </Datagrid>
    </List>
  );
}
