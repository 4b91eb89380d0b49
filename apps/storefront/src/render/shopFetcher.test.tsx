import { type ReactNode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useFetcher,
} from 'react-router';
import { describe, expect, it } from 'vitest';

import { useShopFetcher as useServerFetcher } from './shopFetcher.server';

/** The markup of `element` rendered as the shop's server renders a page: a static data router at `url`. */
async function render(element: ReactNode, url: string, basename = '/') {
  const routes = [{ id: 'page', path: '*', element }];
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** Ids that React derives from the tree, after the fetcher as before it: they must not move. */
function IdProbe() {
  return <span id={useId()} />;
}

type FormCase = Record<string, unknown>;

const formCases: FormCase[] = [
  { method: 'post', action: '/cart', className: 'rows', discover: 'none' },
  { method: 'post', action: '/en/user/wishlist', className: 'heart', preventScrollReset: true },
  { method: 'POST', action: '/cart?index', 'aria-label': 'Panier', id: 'f' },
  { method: 'get', action: '/search/', discover: 'render' },
  { action: '/cart', reloadDocument: true, replace: true, navigate: true, state: { a: 1 } },
  { method: 'post', action: '/' },
  // Not a plain app path: React Router's own form renders it.
  { method: 'post', action: 'relative' },
  { method: 'post', action: '.' },
  { method: 'post' },
  { method: 'post', action: '/a/../cart' },
  { method: 'post', action: '/cart#top' },
  { method: 'post', action: '//other.example/x' },
  { method: 'post', action: 'https://other.example/x' },
  { method: 'post', action: '/cart', relative: 'path' },
];

function cards(useHook: typeof useFetcher, props: FormCase) {
  function Card() {
    const fetcher = useHook();
    return (
      <li>
        <fetcher.Form {...props}>
          <input type="hidden" name="sku" value="CRQ-001" />
          <button type="submit">{fetcher.state}</button>
          <IdProbe />
        </fetcher.Form>
        <IdProbe />
      </li>
    );
  }
  return (
    <ul>
      <IdProbe />
      <Card />
      <Card />
      <IdProbe />
    </ul>
  );
}

describe('the server build’s fetcher (decision 0935)', () => {
  for (const basename of ['/', '/boutique']) {
    for (const props of formCases) {
      it(`writes React Router's fetcher form for ${JSON.stringify(props)} (basename ${basename})`, async () => {
        const url = basename === '/' ? '/alimentation?page=2' : `${basename}/alimentation?page=2`;
        const ours = await render(cards(useServerFetcher, props), url, basename);
        const theirs = await render(cards(useFetcher, props), url, basename);
        expect(ours).toBe(theirs);
        expect(ours).toContain('<form');
      });
    }
  }

  it('is idle with no data, and refuses to submit on the server', async () => {
    const seen: ReturnType<typeof useFetcher>[] = [];
    function Probe() {
      seen.push(useServerFetcher());
      return null;
    }
    await render(<Probe />, '/');
    expect(seen[0]?.state).toBe('idle');
    expect(seen[0]?.data).toBeUndefined();
    expect(() => seen[0]?.submit({})).toThrow(/browser only/);
  });
});
