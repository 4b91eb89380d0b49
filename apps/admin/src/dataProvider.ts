/**
 * react-admin's data provider over the admin API: lists with pagination and filters, one record, updates, and
 * `action` for the staff operations (ship, refund, approve…), which are not CRUD. Orders and returns are
 * addressed by their number (the id in the admin's URLs).
 */
import { type DataProvider, HttpError } from 'react-admin';

import { api, ApiError } from './api';
import { fieldLabel } from './fieldLabel';
import { i18nProvider } from './i18n';

type Row = Record<string, unknown>;

const keyOf: Record<string, (row: Row) => string | number> = {
  orders: (row) => row.number as string,
  returns: (row) => row.number as string,
};

const withId = (resource: string, row: Row) => ({
  ...row,
  id: keyOf[resource]?.(row) ?? (row.id as number),
});

function queryOf(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A refusal of a save that names its field becomes react-admin's server-side validation error: the input of that
 * field is marked invalid with the message under it (`aria-invalid`, its helper text), and the notice
 * (`root.serverError`) says, in the admin's language, which field to correct by the label the staff member sees
 * on the form (`fieldLabel`). The server names the field by its API key (« price »): it does not know the form's
 * labels, so its words never reach the notice with that key in them. `ProductEdit` and `ContentEdit` then move
 * the focus to the refused input (`FocusRefusedInput`).
 */
export function saveRefusal(error: unknown, resource: string): unknown {
  if (!(error instanceof ApiError) || !error.body.field) return error;
  const { field, code } = error.body;
  const translate = i18nProvider.translate;
  const label = fieldLabel(translate, resource, field);
  const named = label ?? translate('truffe.validation.markedField');
  const notice =
    code === 'invalidInput'
      ? translate('truffe.validation.refusedNotice', { field: named })
      : // A domain rule (special price above the price, an unknown widget…): its own words, with the label in
        // place of any API key.
        `${translate('truffe.validation.refusedNotice', { field: named })} ${error.message.replaceAll(field, named)}`;
  const fieldMessage =
    code === 'invalidInput' ? 'truffe.validation.refused' : error.message.replaceAll(field, named);
  return new HttpError(notice, error.status, {
    errors: { [field]: fieldMessage, root: { serverError: notice } },
  });
}

export interface AdminDataProvider extends DataProvider {
  action<T = Row>(
    resource: string,
    id: string | number,
    action: string,
    body?: unknown,
  ): Promise<T>;
}

export const dataProvider: AdminDataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { rows, total } = await api<{ rows: Row[]; total: number }>(
      `/${resource}${queryOf({ ...params.filter, offset: (page - 1) * perPage, limit: perPage })}`,
    );
    return { data: rows.map((row) => withId(resource, row)) as never, total };
  },
  async getOne(resource, params) {
    const row = await api<Row>(`/${resource}/${encodeURIComponent(String(params.id))}`);
    return { data: withId(resource, row) as never };
  },
  async getMany(resource, params) {
    const rows = await Promise.all(
      params.ids.map((id) => api<Row>(`/${resource}/${encodeURIComponent(String(id))}`)),
    );
    return { data: rows.map((row) => withId(resource, row)) as never };
  },
  async getManyReference(resource, params) {
    return this.getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
  },
  async update(resource, params) {
    const row = await api<Row>(`/${resource}/${encodeURIComponent(String(params.id))}`, {
      method: 'PATCH',
      body: params.data,
    }).catch((error: unknown) => {
      throw saveRefusal(error, resource);
    });
    return { data: withId(resource, row) as never };
  },
  async updateMany() {
    throw new Error('not supported');
  },
  async create() {
    throw new Error('not supported');
  },
  async delete() {
    throw new Error('not supported');
  },
  async deleteMany() {
    throw new Error('not supported');
  },
  action(resource, id, action, body = {}) {
    return api(`/${resource}/${encodeURIComponent(String(id))}/${action}`, {
      method: 'POST',
      body,
    });
  },
};
