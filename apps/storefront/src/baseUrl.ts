/**
 * The mount path of the app, from the BASE_URL setting: always with a leading and a trailing slash
 * ('/' or '/shop/').
 */
export function normalizeBaseUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** React Router's `basename` for a mount path: '/' or '/shop' (no trailing slash). */
export function routerBasename(baseUrl: string): string {
  return baseUrl === '/' ? '/' : baseUrl.replace(/\/+$/, '');
}
