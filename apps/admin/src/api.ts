/**
 * The admin JSON API (apps/storefront/server/admin/adminApp.ts), same origin, the staff cookie sent by the
 * browser. Refusals come back translated in the staff member's language (`X-Admin-Locale`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: { field?: string; code?: string } = {},
  ) {
    super(message);
  }
}

let locale = 'fr';

export function setApiLocale(value: string) {
  locale = value;
}

export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'x-admin-locale': locale,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as T & {
    error?: string;
    field?: string;
    code?: string;
  };
  if (!response.ok)
    throw new ApiError(response.status, data.error ?? response.statusText, {
      field: data.field,
      code: data.code,
    });
  return data;
}
