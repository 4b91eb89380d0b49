/**
 * Products: names and descriptions in both languages, price and special price (euros, stored in cents), stock
 * and status. The server refreshes the category listings and purges the shop's pages on every save.
 */
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateInput,
  Edit,
  List,
  NumberField,
  NumberInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField as RaTextField,
  TextInput,
  Toolbar,
} from 'react-admin';

import { MoneyField } from './money';

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
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RaTextField source="sku" sortable={false} />
        <RaTextField source="name" sortable={false} />
        <RaTextField source="type" sortable={false} />
        <MoneyField source="price" />
        <MoneyField source="specialPrice" />
        <NumberField source="qty" sortable={false} />
        <BooleanField source="isActive" sortable={false} />
      </Datagrid>
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
});

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={transform}>
      <SimpleForm
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
        <NumberInput source="qty" step={1} min={0} />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
