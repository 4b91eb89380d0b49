import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import type { Store } from '@truffe/commerce/store';
import { persistedOperation } from '@truffe/commerce/testing/persistedOperation';
import { graphqlClientHeader } from '@truffe/graphql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { createGraphQLServer } from './graphql';

const persistedExtension = (operationName: string) =>
  JSON.stringify({
    persistedQuery: { version: 1, sha256Hash: persistedOperation(operationName).hash },
  });

describe('/graphql with production settings (real HTTP)', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const { yoga } = createGraphQLServer({ baseUrl: '/', mode: 'production' });
    server = createServer(yoga);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('rejects an arbitrary query', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [graphqlClientHeader]: 'web' },
      body: JSON.stringify({ query: '{ shop { name defaultTitle } }' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toBe('Only persisted operations are allowed.');
  });

  it('runs a persisted operation sent by hash only, over GET', async () => {
    const query = new URLSearchParams({
      operationName: 'ShopQuery',
      extensions: persistedExtension('ShopQuery'),
    });
    const response = await fetch(`${url}?${query}`, { headers: { [graphqlClientHeader]: 'web' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { shop: { name: string } } };
    expect(body.data.shop.name).toBe('Truffe');
  });

  it('has no GraphiQL in production', async () => {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toContain('graphiql');
  });
});

describe('pages: Cache-Tag, Cache-Control, editor modes and route actions (real store, real HTTP)', () => {
  const editorToken = 'editor-token-for-tests-8d2f';
  let store: Store;
  let server: TestServer;
  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', EDITOR_TOKEN: editorToken },
      { createContext: (locale, request) => store.createContext(locale, request) },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const graphql = (body: unknown, headers: Record<string, string> = {}, site = '') =>
    fetch(`${server.url}${site}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [graphqlClientHeader]: 'web', ...headers },
      body: JSON.stringify(body),
    });

  it('tags a page with the content it shows and caches it as that content says', async () => {
    const response = await fetch(`${server.url}/en/__test/data`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="data-probe"');
    // The same blocks asked over /graphql carry their content metadata: the page's tags are their hashes.
    const direct = (await (
      await graphql({
        query: persistedOperation('FooterBlocksQuery').text,
        variables: { identifiers: ['footer-contact', 'footer-news'] },
      }).then((answer) => {
        expect(answer.status).toBe(200);
        return answer;
      })
    ).json()) as { extensions: { contentMetadata: { hash: string }[] } };
    const hashes = direct.extensions.contentMetadata.map(({ hash }) => hash);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    expect(response.headers.get('cache-tag')?.split(',').sort()).toEqual(
      expect.arrayContaining(hashes.sort()),
    );
    // The shortest lifetime of what the page shows (commerce's cache hints): the CMS blocks say 900 s and a day
    // of stale-while-revalidate, the main layout's category menu (catalogue data) 300 s and an hour.
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
  });

  it('gives a page without tagged content the shell lifetime', async () => {
    const response = await fetch(`${server.url}/__test/standalone`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  it('streams the deferred footer blocks into the page once, as a JSON data block', async () => {
    const html = await (await fetch(`${server.url}/en/`)).text();
    const carriers = html.match(
      /<script type="application\/json" id="deferred-data:footer-blocks"/g,
    );
    expect(carriers).toHaveLength(1);
    expect(html).toContain('data-cms-block="footer-contact"');
    // The hydration data holds a marker, not a second copy of the blocks.
    expect(html).toContain('{"$deferred":"footer-blocks"}');
  });

  it('refuses to turn preview on without an editor token, translated', async () => {
    const mutation = persistedOperation('SetPreviewModeMutation').text;
    const english = (await (
      await graphql({ query: mutation, variables: { enabled: true } }, {}, '/en')
    ).json()) as { data: { setPreviewMode: { success: boolean; errorMessage: string } } };
    expect(english.data.setPreviewMode).toMatchObject({
      success: false,
      errorMessage: 'Only an authorized editor session can turn this mode on.',
    });
    const french = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [graphqlClientHeader]: 'web',
        cookie: `truffe_editor=not-the-token`,
      },
      body: JSON.stringify({ query: mutation, variables: { enabled: true } }),
    });
    expect(french.headers.get('set-cookie')).toBeNull();
    expect(JSON.stringify(await french.json())).toContain('Seule une session de contribution');
  });

  it('lets an editor turn preview on; the editor then gets no-store pages', async () => {
    const response = await graphql(
      { query: persistedOperation('SetPreviewModeMutation').text, variables: { enabled: true } },
      { 'x-editor-token': editorToken },
    );
    const body = (await response.json()) as { data: { setPreviewMode: { success: boolean } } };
    expect(body.data.setPreviewMode.success).toBe(true);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^truffe_editor_modes=preview;.*HttpOnly/);
    const modes = cookie.split(';')[0]!;
    const page = await fetch(`${server.url}/`, {
      headers: { cookie: `${modes}; truffe_editor=${editorToken}` },
    });
    expect(page.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    // The modes cookie alone (without the token) is worth nothing.
    const visitor = await fetch(`${server.url}/`, { headers: { cookie: modes } });
    expect(visitor.headers.get('cache-control')).toContain('public');
  });

  it('shows unpublished CMS content to an editor in preview mode only, in a private response', async () => {
    await store.db.execute(
      sql`INSERT INTO cms_block (identifier, locale, title, content, is_active)
        VALUES ('preview-probe', 'en-GB', 'Draft block', '<p>Not published yet</p>', false)` as never,
    );
    const ask = (headers: Record<string, string> = {}) =>
      graphql(
        {
          query: persistedOperation('FooterBlocksQuery').text,
          variables: { identifiers: ['preview-probe'] },
        },
        headers,
        '/en',
      );
    const titles = async (response: Response) =>
      (
        (await response.json()) as { data: { cmsBlockList: { title: string }[] } }
      ).data.cmsBlockList.map((block) => block.title);
    const preview = `truffe_editor_modes=preview; truffe_editor=${editorToken}`;
    // A visitor, an editor without preview, and a visitor who forged the modes cookie: nothing unpublished.
    expect(await titles(await ask())).toEqual([]);
    expect(await titles(await ask({ cookie: `truffe_editor=${editorToken}` }))).toEqual([]);
    expect(await titles(await ask({ cookie: 'truffe_editor_modes=preview' }))).toEqual([]);
    const previewed = await ask({ cookie: preview });
    expect(await titles(previewed)).toEqual(['Draft block']);
    // And the shared cache never keeps it: a visitor asking next still gets nothing.
    expect(await titles(await ask())).toEqual([]);
  });

  it('runs a form post through the route action before hydration (post/redirect/get)', async () => {
    const post = (headers: Record<string, string>, enabled = 'true') =>
      fetch(`${server.url}/en/contribution/modes?mode=xray`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.url,
          ...headers,
        },
        body: new URLSearchParams({ enabled, returnTo: '/en/' }).toString(),
      });
    const refused = await post({});
    expect(refused.status).toBe(422);
    expect(refused.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    const accepted = await post({ cookie: `truffe_editor=${editorToken}` });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/en/');
    expect(accepted.headers.get('set-cookie')).toMatch(/^truffe_editor_modes=xray;/);
    const invalid = await post({ cookie: `truffe_editor=${editorToken}` }, 'maybe');
    expect(invalid.status).toBe(400);
  });

  it('refuses a cross-site form post', async () => {
    const response = await fetch(`${server.url}/en/contribution/modes?mode=xray`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'enabled=false',
    });
    expect(response.status).toBe(403);
  });
});
