/**
 * The page's own route code named in its `Link` header (decision 0912): the browser fetches the files of the
 * page's lazy routes (and of the screen a friendly URL dispatches to) with the page, instead of learning of
 * them when the app starts. Unit tests of the header, then the production build over real HTTP: every named
 * file is served as JavaScript, none is already a tag of the HTML, the dispatched category's screen is
 * included, and the build's list itself is not served. Needs the production build (`pnpm build`, as
 * `npm test` runs it first): without it that part is skipped with the reason, and fails in CI.
 */
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Store } from '@truffe/commerce/store';
import { mostVariedConfigurableSku } from '@truffe/commerce/testing/catalogueSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dispatchScreenModules } from '../src/render/routePreloadKeys.server';
import { readRoutePreloads, routePreloadLinks } from './pages/routePreloads';
import { appRoot } from './settings';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

describe('routePreloadLinks', () => {
  const preloads = new Map([
    ['src/a.tsx', ['/assets/chunks/a.js', '/assets/chunks/shared.js']],
    ['src/b.ts', ['/assets/chunks/b.js', '/assets/chunks/shared.js']],
    ['src/empty.ts', []],
  ]);

  it('names every file of the keys’ modules once, in order, as modulepreload', () => {
    expect(routePreloadLinks(preloads, ['src/a.tsx src/b.ts', 'src/b.ts'])).toBe(
      '</assets/chunks/a.js>; rel=modulepreload; fetchpriority=low, ' +
        '</assets/chunks/shared.js>; rel=modulepreload; fetchpriority=low, ' +
        '</assets/chunks/b.js>; rel=modulepreload; fetchpriority=low',
    );
  });

  it('gives nothing for unknown or empty modules, or no keys', () => {
    expect(routePreloadLinks(preloads, ['src/unknown.ts', 'src/empty.ts'])).toBeUndefined();
    expect(routePreloadLinks(preloads, [])).toBeUndefined();
    expect(routePreloadLinks(new Map(), ['src/a.tsx'])).toBeUndefined();
  });

  it('encodes what a header value cannot carry', () => {
    const odd = new Map([['src/odd.ts', ['/shop dir/assets/a>b.js']]]);
    expect(routePreloadLinks(odd, ['src/odd.ts'])).toBe(
      '</shop%20dir/assets/a%3Eb.js>; rel=modulepreload; fetchpriority=low',
    );
  });
});

describe('readRoutePreloads', () => {
  it('is empty without a build, and keeps only lists of strings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-preloads-'));
    try {
      expect(readRoutePreloads(dir).size).toBe(0);
      mkdirSync(join(dir, '.vite'));
      writeFileSync(
        join(dir, '.vite', 'route-preloads.json'),
        JSON.stringify({ 'src/a.tsx': ['/a.js', 3, '/b.js'], 'src/b.ts': 'nope' }),
      );
      expect([...readRoutePreloads(dir)]).toEqual([['src/a.tsx', ['/a.js', '/b.js']]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('dispatchScreenModules', () => {
  it('names modules that exist (the build keys their files by these paths)', () => {
    for (const path of Object.values(dispatchScreenModules))
      expect(existsSync(join(appRoot, path)), path).toBe(true);
  });
});

const built = existsSync(join(appRoot, 'dist/server/entry.mjs'));
const inCi = Boolean(process.env.CI);
if (!built && !inCi) console.warn('[routePreloads] skipped: no production build (pnpm build)');

describe('the route preload test is runnable here', () => {
  it.runIf(inCi)('has the production build in CI', () => {
    expect(built, 'CI builds before the tests').toBe(true);
  });
});

/** The URLs a `Link` header names. */
function linkedFiles(header: string | null): string[] {
  return (header ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => {
      expect(entry).toMatch(/^<\/[^>]+\.js>; rel=modulepreload; fetchpriority=low$/);
      return entry.slice(1, entry.indexOf('>'));
    });
}

describe.skipIf(!built)('the page names its route code (production build, real HTTP)', () => {
  let store: Store;
  let server: TestServer;
  let sku: string;
  let built: Record<string, string[]>;
  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'test',
        BOTCHECK_PRIVATE_KEY: 'preload'.padEnd(64, '0'),
        HTML_CACHE_MB: '0',
      },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        readiness: () => store.ping(),
      },
    );
    sku = await mostVariedConfigurableSku(store);
    built = JSON.parse(
      readFileSync(join(appRoot, 'dist/client/.vite/route-preloads.json'), 'utf8'),
    ) as Record<string, string[]>;
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it.each(['/alimentation', '/', '/cart', '/en/cart', 'product'])(
    '%s: each named file is served as JavaScript and is not a tag of the page already',
    async (path) => {
      const url = path === 'product' ? `/product/${encodeURIComponent(sku)}` : path;
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const files = linkedFiles(response.headers.get('link'));
      expect(files.length).toBeGreaterThan(0);
      expect(new Set(files).size).toBe(files.length);
      for (const file of files) {
        expect(html).not.toContain(`"${file}"`);
        const asset = await fetch(`${server.url}${file}`);
        expect(asset.status, file).toBe(200);
        expect(asset.headers.get('content-type')).toMatch(/javascript/);
        await asset.arrayBuffer();
      }
    },
    60_000,
  );

  it("names the dispatched category's screen with the dispatch route's code", async () => {
    const response = await fetch(`${server.url}/alimentation`);
    await response.text();
    const files = new Set(linkedFiles(response.headers.get('link')));
    const screen = built[dispatchScreenModules.category];
    expect(screen?.length).toBeGreaterThan(0);
    for (const file of screen!) expect(files.has(file), file).toBe(true);
  });

  it('keeps the build’s own records private', async () => {
    const response = await fetch(`${server.url}/.vite/route-preloads.json`);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
  });
});
