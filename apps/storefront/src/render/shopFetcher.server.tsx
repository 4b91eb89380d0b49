import { use, useId } from 'react';
import { Form, UNSAFE_NavigationContext as NavigationContext, type useFetcher } from 'react-router';

/**
 * `useShopFetcher` of the server build (decision 0935): what React Router's `useFetcher` gives a server render,
 * without its work. On the server a fetcher is always idle with no data (nothing was submitted), so its only
 * output is its form's markup; yet each `useFetcher` ran ten hooks and made a form component, and each form
 * resolved its action through `useFormAction` (~0.25 ms of a 24-card category page). Here the fetcher is one
 * shared idle object, and its form writes the same `<form>` as React Router's for an app-absolute plain path
 * (`/cart`, `/en/user/wishlist`: the shop's own actions); any other action is rendered by React Router's `Form`.
 * `useId` is called as `useFetcher` calls it, so that the ids React derives from the tree (aria ids of what
 * follows) are those the browser computes when it hydrates with React Router's own. `shopFetcher.test.tsx`
 * compares the markup with React Router's.
 */

type ShopFetcher = ReturnType<typeof useFetcher>;
type FormProps = Parameters<ShopFetcher['Form']>[0] & { discover?: 'render' | 'none' };

/** React Router's `Form` props that its `<form>` does not get (`method` and `action` are written apart). */
const formOnlyProps = /* @__PURE__ */ new Set([
  'discover',
  'fetcherKey',
  'navigate',
  'reloadDocument',
  'replace',
  'state',
  'method',
  'action',
  'onSubmit',
  'relative',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
]);

/**
 * The path of an action that React Router's `useFormAction` leaves as it is (but for the basename): app-absolute,
 * of plain characters, no `.` or `..` segment, an optional query and no fragment; `null` for any other.
 */
function plainActionPath(action: unknown): { pathname: string; search: string } | null {
  if (typeof action !== 'string') return null;
  const match = /^(\/(?!\/)[\w\-.~/]*)(\?[\w\-.~=&%+]*)?$/.exec(action);
  if (!match || /\/\.\.?(\/|$)/.test(match[1]!)) return null;
  const search = match[2] ?? '';
  return { pathname: match[1]!, search: search === '?' ? '' : search };
}

function ServerFetcherForm(props: FormProps) {
  const { method = 'get', action, discover = 'render', relative } = props;
  const { basename } = use(NavigationContext);
  const path = relative === undefined ? plainActionPath(action) : null;
  if (!path) return <Form {...props} navigate={false} />;
  const kept: Record<string, unknown> = {};
  for (const key in props) {
    if (!formOnlyProps.has(key)) kept[key] = (props as Record<string, unknown>)[key];
  }
  const pathname =
    basename === '/'
      ? path.pathname
      : path.pathname === '/'
        ? basename
        : `${basename}/${path.pathname}`.replace(/\/\/+/g, '/');
  return (
    <form
      method={method.toLowerCase() === 'get' ? 'get' : 'post'}
      action={pathname + path.search}
      {...kept}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
}

const serverOnly = (name: string) => () => {
  throw new Error(`fetcher.${name}() runs in the browser only`);
};

/** The one idle fetcher of every server render (React Router's `IDLE_FETCHER` with its components). */
const idleFetcher = {
  state: 'idle',
  formMethod: undefined,
  formAction: undefined,
  formEncType: undefined,
  text: undefined,
  formData: undefined,
  json: undefined,
  data: undefined,
  Form: ServerFetcherForm,
  submit: serverOnly('submit'),
  load: serverOnly('load'),
  reset: serverOnly('reset'),
} as unknown as ShopFetcher;

export const useShopFetcher = (() => {
  useId();
  return idleFetcher;
}) as typeof useFetcher;
