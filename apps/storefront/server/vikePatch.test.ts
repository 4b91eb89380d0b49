/**
 * Vike, patched where it did per-request work that grew with the traffic or the page's assets
 * (patches/vike@0.4.266.patch, decision 0929); each patched function must still do its job:
 * - the infinite-loop guard kept one tracker per request and scanned all trackers of the last 5 seconds on every
 *   request; it now drops outdated trackers at most once a second. A function called more than 99 times within 5
 *   seconds under one name still fails, with the warning at half of that, and distinct requests never add up;
 * - a font's fallback (the same font in another format) was found by splitting every font URL of the page for
 *   each font, on every request; the split URL is now kept per URL.
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
