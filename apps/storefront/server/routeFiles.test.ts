/**
 * The page names its own route code to the script loader (decision 0913): the shell has no preload list for the
 * route table's imports, so the server gives the loader the files of the page's lazy routes (and of the screen a
 * friendly URL dispatches to), which it links with the entry. Unit tests of the lists, then the production
 * build over real HTTP: every named file is served as JavaScript and is not a tag of the page already, the
 * dispatched category's screen is included, the build's list itself is not served. Needs the production build
 * (`pnpm build`, as `npm test` runs it first): without it that part is skipped with the reason, and fails in CI.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Store } from '@truffe/commerce/store';
import { mostVariedConfigurableSku } from '@truffe/commerce/testing/catalogueSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compactPreloads } from '../src/platform/scriptLoader/deferredScripts';
import { routeFiles } from '../src/render/routeFiles.server';
import { dispatchScreenModules } from '../src/routes/dispatch/dispatchScreenModules';
import { appRoot } from './settings';
import { needsProductionBuild, startProductionServer } from '../test/productionBuild';
import { type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

describe('routeFiles', () => {
  const byModule = new Map([
    ['src/a.tsx', ['/assets/chunks/a.js', '/assets/chunks/shared.js']],
    ['src/b.ts', ['/assets/chunks/b.js', '/assets/chunks/shared.js']],
    ['src/empty.ts', []],
  ]);

  it('lists every file of the keys’ modules once, in order', () => {
    expect(routeFiles(['src/a.tsx src/b.ts', 'src/b.ts'], byModule)).toEqual([
      '/assets/chunks/a.js',
      '/assets/chunks/shared.js',
      '/assets/chunks/b.js',
    ]);
  });

  it('gives nothing for unknown or empty modules, or no keys, or without a build', () => {
    expect(routeFiles(['src/unknown.ts', 'src/empty.ts'], byModule)).toEqual([]);
    expect(routeFiles([], byModule)).toEqual([]);
    // The sources' own list (the build has not written it: tests, the dev server).
    expect(routeFiles(['src/routes/product/productRoute.tsx'])).toEqual([]);
  });
});

describe('dispatchScreenModules', () => {
  it('names modules that exist (the build keys their files by these paths)', () => {
    for (const path of Object.values(dispatchScreenModules))
      expect(existsSync(join(appRoot, path)), path).toBe(true);
  });
});

const built = needsProductionBuild('routeFiles');

/** The files a page's loader is told to link (its call's prefix and names). */
function namedFiles(html: string): string[] {
  const call = /, (?:true|false), ("[^"]*"), (\[[^\]]*\]), \d+\);<\/script>/.exec(html);
  expect(call, 'the loader call').not.toBeNull();
  const prefix = JSON.parse(call![1]!) as string;
  const names = JSON.parse(call![2]!) as string[];
  return names.map((name) => `${prefix}${name}.js`);
}

describe.skipIf(!built)('the page names its route code (production build, real HTTP)', () => {
  let store: Store;
  let server: TestServer;
  let sku: string;
  let byModule: Record<string, string[]>;
  beforeAll(async () => {
    store = await openTestStore();
    server = await startProductionServer(store, 'route-files');
    sku = await mostVariedConfigurableSku(store);
    byModule = JSON.parse(
      readFileSync(join(appRoot, 'dist/client/.vite/route-files-by-module.json'), 'utf8'),
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
      const files = namedFiles(html);
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

  it("names the product route's files, and the dispatched category's screen with the dispatch route's", async () => {
    const product = await (await fetch(`${server.url}/product/${encodeURIComponent(sku)}`)).text();
    expect(namedFiles(product)).toEqual(byModule['src/routes/product/productRoute.tsx']);
    const category = new Set(namedFiles(await (await fetch(`${server.url}/alimentation`)).text()));
    const screen = byModule[dispatchScreenModules.category];
    expect(screen?.length).toBeGreaterThan(0);
    for (const file of screen!) expect(category.has(file), file).toBe(true);
  });

  it('keeps the build’s own records private', async () => {
    const response = await fetch(`${server.url}/.vite/route-files-by-module.json`);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
  });
});

describe('compactPreloads on the build’s lists', () => {
  it.skipIf(!built)('writes every list back as it was', () => {
    const lists = JSON.parse(
      readFileSync(join(appRoot, 'dist/client/.vite/route-files-by-module.json'), 'utf8'),
    ) as Record<string, string[]>;
    for (const files of Object.values(lists)) {
      const { prefix, names } = compactPreloads(files);
      expect(names.map((name) => `${prefix}${name}.js`)).toEqual(files);
    }
  });
});
