/**
 * Vike's infinite-loop guard, patched (patches/vike@0.4.266.patch, decision 0929): it keeps one tracker per
 * request and scanned all trackers of the last 5 seconds on every request. The patch drops outdated trackers at
 * most once a second; the guard must still do its job: a function called more than 99 times within 5 seconds
 * under one name fails, with the warning at half of that, and distinct requests never add up.
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
});
