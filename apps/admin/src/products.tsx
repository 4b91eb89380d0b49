/**
 * Products: names and descriptions in both languages, price, special price and tier prices (euros, stored in
 * cents), stock and status. The server refreshes the category listings and purges the shop's pages on every save.
 */
import { Box, Button, TextField as MuiTextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  DateInput,
  Edit,
  List,
  NumberField,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleFormIterator,
  TextField as RaTextField,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { ListTable } from './ListTable';
import { api } from './api';
import { RefusalFocusingForm } from './RefusalFocusingForm';
import { MoneyField } from './money';
import { useAction } from './useAction';
import { RecordLinkField } from './RecordLinkField';

const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : cents / 100;
const cents = (value: string | number | null) =>
  value === '' || value === null || value === undefined ? null : Math.round(Number(value) * 100);

export function ProductList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn aria-label="SKU" />]}
      exporter={false}
      empty={false}
    >
      <ListTable rowClick="edit" bulkActionButtons={false}>
        <RecordLinkField source="sku" type="edit" sortable={false} />
        <RaTextField source="name" sortable={false} />
        <RaTextField source="type" sortable={false} />
        <MoneyField source="price" />
        <MoneyField source="specialPrice" />
        <NumberField source="qty" sortable={false} />
        <BooleanField source="isActive" sortable={false} />
      </ListTable>
    </List>
  );
}

/** Sends only what the form edits (not the list's computed columns). */
const transform = (data: Record<string, unknown>) => ({
  texts: data.texts,
  price: data.price,
  specialPrice: data.specialPrice ?? null,
  specialFrom: data.specialFrom || null,
  specialTo: data.specialTo || null,
  qty: data.qty ?? undefined,
  isActive: data.isActive,
  tierPrices: ((data.tierPrices as Record<string, unknown>[] | undefined) ?? []).map((tier) => ({
    groupId: tier.groupId === '' || tier.groupId === undefined ? null : tier.groupId,
    qty: tier.qty,
    price: tier.price,
  })),
});

interface Image {
  id: number;
  path: string;
  label: { 'fr-FR'?: string; 'en-GB'?: string } | null;
}

/** The file as base64 (the admin API takes JSON only). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * The product's images: each with its path below the media root (the shop serves it resized at /media/…),
 * removable; an upload is checked by the server (PNG, JPEG or WebP by content, 5 MB at most).
 */
function ProductImages() {
  const record = useRecordContext<{ id: number; images?: Image[] }>();
  const translate = useTranslate();
  const { run, perform, pending, outcome } = useAction();
  const [file, setFile] = useState<File | null>(null);
  const [labelFr, setLabelFr] = useState('');
  const [labelEn, setLabelEn] = useState('');
  // The list's row comes first (react-admin fills getOne's cache from getList): no images yet.
  if (!record?.images) return null;
  const images = record.images;
  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const data = await base64Of(file);
    const done = await run('products', record.id, 'images', {
      data,
      label: { 'fr-FR': labelFr, 'en-GB': labelEn },
    });
    if (done) {
      setFile(null);
      setLabelFr('');
      setLabelEn('');
    }
  };
  // Said beside the form with the focus on it, as every operation (decision 0936): the button goes with the
  // image, and the focus fell to the page's body.
  const remove = (image: Image) =>
    perform(() => api(`/products/${record.id}/images/${image.id}`, { method: 'DELETE' }));
  return (
    <Box component="section" aria-labelledby="product-images" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="product-images" component="h2" variant="h6">
        {translate('truffe.image.heading')}
      </Typography>
      <ul aria-label={translate('truffe.image.heading')}>
        {images.map((image) => (
          <li key={image.id}>
            {image.path} {image.label?.['fr-FR'] ?? ''} {image.label?.['en-GB'] ?? ''}{' '}
            <Button size="small" color="error" onClick={() => void remove(image)}>
              {translate('truffe.image.remove', { path: image.path })}
            </Button>
          </li>
        ))}
      </ul>
      {outcome}
      <Box
        component="form"
        onSubmit={(event: FormEvent) => void upload(event)}
        aria-label={translate('truffe.image.add')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <label>
          {translate('truffe.image.file')}{' '}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <MuiTextField
          size="small"
          label={translate('truffe.image.labelFr')}
          value={labelFr}
          onChange={(event) => setLabelFr(event.target.value)}
        />
        <MuiTextField
          size="small"
          label={translate('truffe.image.labelEn')}
          value={labelEn}
          onChange={(event) => setLabelEn(event.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={pending || !file}>
          {translate('truffe.image.add')}
        </Button>
      </Box>
    </Box>
  );
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={transform}>
      <RefusalFocusingForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <RaTextField source="sku" />
        <TextInput source="texts.fr-FR.name" fullWidth />
        <TextInput source="texts.en-GB.name" fullWidth />
        <TextInput source="texts.fr-FR.shortDescription" fullWidth multiline />
        <TextInput source="texts.en-GB.shortDescription" fullWidth multiline />
        <TextInput source="texts.fr-FR.description" fullWidth multiline minRows={4} />
        <TextInput source="texts.en-GB.description" fullWidth multiline minRows={4} />
        <TextInput source="price" format={euros} parse={cents} inputMode="decimal" />
        <TextInput source="specialPrice" format={euros} parse={cents} inputMode="decimal" />
        <DateInput source="specialFrom" />
        <DateInput source="specialTo" />
        {/* Tier prices: from a quantity, for everyone or one group; at quantity 1, a group's own price. */}
        <ArrayInput source="tierPrices">
          <SimpleFormIterator inline disableReordering>
            {/* The customer groups of the store (customer_group); the server refuses any other. */}
            <SelectInput
              source="groupId"
              label="truffe.tier.group"
              emptyText="truffe.tier.allGroups"
              emptyValue=""
              choices={[
                { id: 0, name: 'truffe.tier.notLoggedIn' },
                { id: 1, name: 'truffe.tier.general' },
                { id: 2, name: 'truffe.tier.professional' },
              ]}
            />
            <NumberInput source="qty" label="truffe.tier.qty" step={1} min={1} />
            <TextInput
              source="price"
              label="truffe.tier.price"
              format={euros}
              parse={cents}
              inputMode="decimal"
            />
          </SimpleFormIterator>
        </ArrayInput>
        <NumberInput source="qty" step={1} min={0} />
        <BooleanInput source="isActive" />
      </RefusalFocusingForm>
      {/* Outside the form: an upload is its own operation, saved at once. */}
      <Box sx={{ p: 2 }}>
        <ProductImages />
      </Box>
    </Edit>
  );
}
