/**
 * Vike, patched where it did per-request work that grew with the traffic or the page's assets
 * (patches/vike@0.4.266.patch, decision 0929); each patched function must still do its job:
 * - the infinite-loop guard kept one tracker per request and scanned all trackers of the last 5 seconds on every
 *   request; it now drops outdated trackers at most once a second. A function called more than 99 times within 5
 *   seconds under one name still fails, with the warning at half of that, and distinct requests never add up;
 * - a font's fallback (the same font in another format) was found by splitting every font URL of the page for
 *   each font, on every request; the split URL is now kept per URL;
 * - a page's assets were rebuilt from the build's manifest on every request; they are now computed once per page
 *   and base, and each request gets copies (decision 0933);
 * - the assets handed to our `injectFilter` got a getter and a setter per property on every request; they are now
 *   checked after the hook, with the same refusals (decision 0933).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it, vi } from 'vitest';

// `vike/package.json` is not exported: resolve an export, then walk up to the package's folder.
const vikeRoot = (() => {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('vike/server'));
  while (!dir.endsWith('/node_modules/vike')) dir = dirname(dir);
  return dir;
})();

async function loadGuard(): Promise<(name: string) => void> {
  vi.resetModules();
  const file = pathToFileURL(join(vikeRoot, 'dist/utils/catchInfiniteLoop.js')).href;
  const module = (await import(/* @vite-ignore */ `${file}?fresh=${Math.random()}`)) as {
    catchInfiniteLoop: (name: string) => void;
  };
  return module.catchInfiniteLoop;
}

describe('Vike’s infinite-loop guard (patched)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is the patched version', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(vikeRoot, 'dist/utils/catchInfiniteLoop.js'), 'utf8')).toContain(
      'Truffe patch',
    );
  });

  it('still fails a function called 100 times within 5 seconds, and warns at half', async () => {
    const guard = await loadGuard();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let call = 1; call <= 99; call += 1) guard('[request-1] renderPageServerEntryRecursive()');
    expect(warn).toHaveBeenCalled();
    expect(() => guard('[request-1] renderPageServerEntryRecursive()')).toThrow(/infinite loop/);
  });

  it('counts each request apart, and forgets a name after its 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T08:00:00Z'));
    const guard = await loadGuard();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let request = 0; request < 20_000; request += 1)
      guard(`[request-${request}] renderPageServerEntryRecursive()`);
    expect(warn).not.toHaveBeenCalled();

    for (let call = 0; call < 60; call += 1) guard('[request-7] renderPageServerEntryRecursive()');
    vi.setSystemTime(new Date('2026-11-28T08:00:07Z'));
    // 60 calls 7 seconds ago no longer count: 60 more stay under the limit.
    for (let call = 0; call < 60; call += 1) guard('[request-7] renderPageServerEntryRecursive()');
  });

  it('still tells a font’s fallback apart from other fonts', async () => {
    const file = pathToFileURL(
      join(vikeRoot, 'dist/server/runtime/renderPageServer/isFontFallback.js'),
    ).href;
    const { isFontFallback } = (await import(/* @vite-ignore */ file)) as {
      isFontFallback: (asset: object, assets: object[]) => boolean;
    };
    const woff2 = { assetType: 'font', src: '/assets/inter-latin.Bq3kTZ2a.woff2' };
    const woff = { assetType: 'font', src: '/assets/inter-latin.C9dx01Fe.woff' };
    const greek = { assetType: 'font', src: '/assets/inter-greek.D1hGq0aa.woff' };
    const style = { assetType: 'style', src: '/assets/app.B1.css' };
    for (let round = 0; round < 2; round += 1) {
      expect(isFontFallback(woff, [woff2, style])).toBe(true);
      expect(isFontFallback(greek, [woff2, style])).toBe(false);
      expect(isFontFallback(style, [woff2, woff])).toBe(false);
    }
  });
});

const vikeModule = async <T>(path: string): Promise<T> =>
  (await import(/* @vite-ignore */ pathToFileURL(join(vikeRoot, 'dist', path)).href)) as T;

describe('Vike’s page assets and their filter (patched, decision 0933)', () => {
  const production = (assetsManifest: object) => ({
    _globalContext: { _isProduction: true, assetsManifest, config: {} },
    _baseServer: '/',
  });

  it('gives each request its own copy of a page’s assets, read from the manifest once', async () => {
    const { getPageAssets } = await vikeModule<{
      getPageAssets: (
        pageContext: object,
        dependencies: object[],
        entries: string[],
      ) => Promise<{ src: string; assetType: string | null }[]>;
    }>('server/runtime/renderPageServer/getPageAssets.js');
    const manifest: Record<string, { file: string; isEntry: boolean; src: string }> = {
      'src/entry.js': { file: 'assets/entry.B1.js', isEntry: true, src: 'src/entry.js' },
    };
    const first = await getPageAssets(production(manifest), [], ['/src/entry.js']);
    expect(first).toEqual([
      {
        src: '/assets/entry.B1.js',
        assetType: 'script',
        mediaType: 'text/javascript',
        isEntry: true,
      },
    ]);
    first[0]!.src = '/changed.js';
    // The manifest is not read again for the same page: a change to it (never made in production) shows that.
    manifest['src/entry.js']!.file = 'assets/entry.B2.js';
    const second = await getPageAssets(production(manifest), [], ['/src/entry.js']);
    expect(second[0]!.src).toBe('/assets/entry.B1.js');
    // Another build (another manifest object) has its own assets.
    const other = await getPageAssets(production({ ...manifest }), [], ['/src/entry.js']);
    expect(other[0]!.src).toBe('/assets/entry.B2.js');
  });

  it('keeps what injectFilter drops out of the HTML, and still refuses what it may not change', async () => {
    type Entry = { src: string; inject: unknown };
    const { getHtmlTags } = await vikeModule<{
      getHtmlTags: (...args: unknown[]) => Promise<{ htmlTag: string | (() => string) }[]>;
    }>('server/runtime/renderPageServer/html/injectAssets/getHtmlTags.js');
    const assets = [
      { src: '/assets/app.C2.css', assetType: 'style', mediaType: 'text/css', isEntry: true },
      {
        src: '/assets/inter-latin.B1.woff2',
        assetType: 'font',
        mediaType: 'font/woff2',
        isEntry: false,
      },
      {
        src: '/assets/inter-greek.B2.woff2',
        assetType: 'font',
        mediaType: 'font/woff2',
        isEntry: false,
      },
    ];
    const pageContext = {
      pageId: '/src/pages/app',
      _isHtmlOnly: true,
      _globalContext: { _isProduction: true, _pageConfigs: [] },
    };
    const tags = (filter: (entries: Entry[]) => void) =>
      getHtmlTags(pageContext, null, filter, assets, '', false);
    const kept = await tags((entries) => {
      for (const entry of entries) if (entry.src.includes('greek')) entry.inject = false;
    });
    const html = kept.map(({ htmlTag }) => (typeof htmlTag === 'string' ? htmlTag : htmlTag()));
    expect(html.join('\n')).toContain('href="/assets/inter-latin.B1.woff2"');
    expect(html.join('\n')).not.toContain('greek');
    expect(html.join('\n')).toContain('href="/assets/app.C2.css"');
    await expect(
      tags((entries) => {
        entries[1]!.src = '/elsewhere.woff2';
      }),
    ).rejects.toThrow(/allowed to mutate property .*src/);
    await expect(
      tags((entries) => {
        entries[1]!.inject = 'HTML_STREAM';
      }),
    ).rejects.toThrow(/wrong value .*HTML_STREAM.* for property .*inject/);
    await expect(
      tags((entries) => {
        entries.push({ src: '/more.js', inject: 'HTML_END' });
      }),
    ).rejects.toThrow();
  });
});
