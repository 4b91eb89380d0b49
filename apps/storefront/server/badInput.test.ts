/**
 * Bad input over real HTTP (issue 19 item 5): the five request shapes a fuzz once answered 500 — a NUL byte
 * in a path, a form field or a GraphQL variable; CR/LF in a path; a query string over 2 KB on a friendly URL;
 * `?page=1000000` on a listing; malformed `variables` JSON on `GET /graphql` — now answer 4xx (or a clean
 * page), with the branded page in the site's language for pages and a GraphQL error for /graphql.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';

const graphqlHeaders = {
  'content-type': 'application/json',
  'x-truffe-graphql-client': 'web',
};

describe('bad input answers 4xx, never 5xx (real HTTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'development' });
  }, 240_000);
  afterAll(async () => server?.close());

  const get = (path: string, init?: RequestInit) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  it('refuses a NUL byte in a path with the branded 400 page, in the site language', async () => {
    for (const path of ['/foo%00bar', '/cgv%00', '/alimentation%00/croquettes']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('Demande invalide');
      expect(html).toContain('Truffe');
    }
    const english = await get('/en/foo%00');
    expect(english.status).toBe(400);
    expect(await english.text()).toContain('Invalid request');
  });

  it('refuses an address that reads as another origin (`//host`, `/\\host`)', async () => {
    for (const path of ['//evil.example/x', '//%22%23%26U', '/%5Cevil.example']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
  });

  it('refuses CR / LF in a path (no header injection, no renderer error)', async () => {
    for (const path of ['/foo%0D%0Abar', '/%0D%0ALocation:%20http://evil.example', '/en/a%0Ab']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).not.toMatch(/at .+\.(ts|js):\d+/);
    }
  });

  it('refuses a NUL byte in a form field and changes nothing', async () => {
    const response = await get('/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: 'intent=add&sku=CRQ-001%00&quantity=1',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('Demande invalide');
  });

  it('answers a form larger than any of ours with the branded 413 page in the site language, not a bare 415', async () => {
    const text = await get('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ subject: 'order', message: 'x'.repeat(100_000) }).toString(),
    });
    expect(text.status).toBe(413);
    expect(text.headers.get('cache-control')).toBe('no-store');
    expect(text.headers.get('set-cookie')).toBeNull();
    const french = await text.text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Formulaire trop volumineux');
    // Quick order's form carries a file: posted as multipart, a CSV over 256 KiB.
    const form = new FormData();
    form.set('intent', 'csv');
    form.set(
      'csv',
      new Blob(['sku,qty\n', 'CRQ-001,1\n'.repeat(30_000)], { type: 'text/csv' }),
      'big.csv',
    );
    const file = await get('/en/quick-order', {
      method: 'POST',
      headers: { origin: server.url },
      body: form,
    });
    expect(file.status).toBe(413);
    expect(await file.text()).toContain('Form too large');
  });

  it('refuses a NUL byte in a GraphQL variable with a GraphQL error and no suggestion', async () => {
    const response = await get('/graphql', {
      method: 'POST',
      headers: graphqlHeaders,
      body: JSON.stringify({
        query: 'mutation ($i: AddToCartInput!) { addToCart(input: $i) { success } }',
        variables: { i: { sku: 'CRQ-001\u0000', quantity: 1 } },
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toBe(
      'Saisie invalide : le texte ne peut pas contenir le caractère nul (U+0000).',
    );
    expect(JSON.stringify(body)).not.toContain('Did you mean');
    const english = await get('/en/graphql?query=%7Bshop%7Bname%7D%7D&operationName=a%00', {
      headers: graphqlHeaders,
    });
    expect(english.status).toBe(400);
  });

  it('answers 414 to a query string over 2 KB on a friendly URL', async () => {
    const response = await get(`/cgv?x=${'a'.repeat(2100)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toContain('Adresse trop longue');
    // A whole address over 2 KB, even one that looks like a file.
    const longPath = await get(`/${'%C3%A9'.repeat(400)}/x.png`);
    expect(longPath.status).toBe(414);
    // Just under the limit: a normal page (once the development server has built it).
    await (await get('/cgv')).text();
    expect((await get(`/cgv?x=${'a'.repeat(1500)}`)).status).toBe(200);
  });

  it('answers a clean page to ?page=1000000 on a listing', async () => {
    for (const path of [
      '/alimentation/croquettes?page=1000000',
      '/search/os?page=1000000',
      // Price bounds past integer cents, reviews far past the last page (found by `pnpm fuzz`).
      '/alimentation/croquettes?minPrice=1086457293&maxPrice=99999999999',
      '/cgv?reviewsPage=1000000',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.status, path).not.toBe(302);
    }
  });

  it('answers 400 to malformed variables JSON on GET /graphql', async () => {
    for (const query of [
      'query=%7Bshop%7Bname%7D%7D&variables=%7Bbad',
      'query=%7Bshop%7Bname%7D%7D&variables=%5B1%5D',
      'query=%7Bshop%7Bname%7D%7D&extensions=nope',
    ]) {
      const response = await get(`/graphql?${query}`, { headers: graphqlHeaders });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message).toContain('variables');
    }
  });

  it('caps /graphql bodies at 64 KiB (413), like the route actions', async () => {
    const response = await get('/graphql', {
      method: 'POST',
      headers: graphqlHeaders,
      body: JSON.stringify({ query: '{ shop { name } }', variables: { q: 'x'.repeat(70_000) } }),
    });
    expect(response.status).toBe(413);
    const small = await get('/graphql', {
      method: 'POST',
      headers: graphqlHeaders,
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(small.status).toBe(200);
  });
});
