import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  NavLink,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';

import { serverLinksForTests } from './routerLinks';

const { ServerLink, ServerNavLink } = serverLinksForTests;

/** The markup of `element` rendered as the shop's server renders a page: a static data router at `url`. */
async function render(element: ReactNode, url: string, basename = '/') {
  const routes = [{ path: '*', element }];
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

type To = string | { pathname?: string; search?: string; hash?: string };

const linkCases: { to: To; props?: Record<string, unknown> }[] = [
  { to: '/' },
  { to: '/alimentation' },
  { to: '/alimentation/croquettes?page=2&sort=price#liste' },
  { to: '/alimentation?' },
  { to: '/alimentation#' },
  { to: '/en/food/' },
  { to: '/search/croquettes', props: { className: 'x', 'aria-label': 'Rechercher', tabIndex: -1 } },
  { to: '/cart', props: { discover: 'none', target: '_self', 'data-testid': 'cart-entry' } },
  { to: '/cart', props: { reloadDocument: true, replace: true, preventScrollReset: true } },
  // Not app-absolute: React Router's own link renders it.
  { to: 'relative/path' },
  { to: '//other.example/x' },
  { to: 'https://other.example/x' },
  // Path objects (the language switch's link).
  { to: { pathname: '/en/food', search: '?page=2', hash: '#list' } },
  { to: { pathname: '/en/food', search: 'page=2', hash: 'list' } },
  { to: { pathname: '/en/food', search: '?', hash: '#' } },
  { to: { pathname: '/en/food/' }, props: { hrefLang: 'en', lang: 'en' } },
  { to: { pathname: 'relative', search: '?a=1' } },
  { to: { search: '?a=1' } },
  { to: { pathname: '//other.example/x' } },
];

describe('RouterLink / RouterNavLink on the server (decision 0920)', () => {
  for (const basename of ['/', '/boutique']) {
    for (const { to, props } of linkCases) {
      it(`writes React Router's Link markup for ${JSON.stringify(to)} (basename ${basename})`, async () => {
        const url = basename === '/' ? '/alimentation' : `${basename}/alimentation`;
        const ours = await render(
          <ServerLink to={to} {...props}>
            text
          </ServerLink>,
          url,
          basename,
        );
        const theirs = await render(
          <Link to={to} {...props}>
            text
          </Link>,
          url,
          basename,
        );
        expect(ours).toBe(theirs);
        expect(ours).toContain('<a');
      });
    }
  }

  const navCases: { to: To; at: string; end?: boolean; caseSensitive?: boolean }[] = [
    { to: '/alimentation', at: '/alimentation' },
    { to: '/alimentation', at: '/alimentation/croquettes' },
    { to: '/alimentation', at: '/alimentation/croquettes', end: true },
    { to: '/alimentation/', at: '/alimentation' },
    { to: '/alimentation/', at: '/alimentation/croquettes' },
    { to: '/Alimentation', at: '/alimentation' },
    { to: '/Alimentation', at: '/alimentation', caseSensitive: true },
    { to: '/alimentationx', at: '/alimentation' },
    { to: '/', at: '/alimentation' },
    { to: '/', at: '/', end: true },
    { to: '/alimentation?page=2#x', at: '/alimentation' },
    // A path a URL encodes or resolves: React Router's own NavLink decides.
    { to: '/caf\u00e9', at: '/caf%C3%A9' },
    { to: '/a/../alimentation', at: '/alimentation' },
    { to: { pathname: '/alimentation', search: '?page=2', hash: '#x' }, at: '/alimentation' },
    { to: { pathname: '/en/food', search: 'page=2' }, at: '/alimentation' },
  ];

  for (const { to, at, end, caseSensitive } of navCases) {
    it(`writes React Router's NavLink markup for ${JSON.stringify(to)} at ${at}${end ? ' (end)' : ''}${caseSensitive ? ' (case sensitive)' : ''}`, async () => {
      for (const className of [
        'plain',
        ({ isActive }: { isActive: boolean }) => (isActive ? 'on link--active' : 'off'),
      ]) {
        const props = { to, end, caseSensitive, className };
        const ours = await render(<ServerNavLink {...props}>text</ServerNavLink>, at);
        const theirs = await render(<NavLink {...props}>text</NavLink>, at);
        expect(ours).toBe(theirs);
      }
      const style = ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 });
      expect(
        await render(
          <ServerNavLink to={to} end={end} style={style} aria-current="true">
            {({ isActive }) => (isActive ? 'ici' : 'ailleurs')}
          </ServerNavLink>,
          at,
        ),
      ).toBe(
        await render(
          <NavLink to={to} end={end} style={style} aria-current="true">
            {({ isActive }) => (isActive ? 'ici' : 'ailleurs')}
          </NavLink>,
          at,
        ),
      );
    });
  }

  it('marks the active link as React Router does', async () => {
    const html = await render(
      <ServerNavLink to="/alimentation">Alimentation</ServerNavLink>,
      '/alimentation/croquettes',
    );
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('class="active"');
  });
});
