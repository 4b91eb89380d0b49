/**
 * The server build's React Router (decision 0916): bundled, from the package's production build, once. An
 * external import would load `dist/development` (the package's exports point every condition there), whose
 * dev warnings cost server CPU on every uncached render; two copies would break its contexts. Reads the
 * production build (`pnpm build`): without it the test is skipped with the reason, and fails in CI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { appRoot } from './settings';
import { needsProductionBuild } from '../test/productionBuild';

const built = needsProductionBuild('serverBuild');

/** Every JavaScript file of dist/server, by its path from there. */
function serverFiles(): Map<string, string> {
  const root = join(appRoot, 'dist/server');
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (/\.m?js$/.test(entry)) files.set(entry, readFileSync(join(root, entry), 'utf8'));
  }
  return files;
}

/** Text that React Router's `dist/development` has and its `dist/production` leaves out (a dev warning). */
const developmentOnly = 'You rendered descendant <Routes>';
/** Text of both builds (an invariant of `useNavigate`). */
const bothBuilds = 'useNavigate() may be used only in the context of a <Router> component.';

describe.skipIf(!built)('the server build', () => {
  it('bundles React Router’s production build once, and imports no React Router package', () => {
    const files = serverFiles();
    const imports = [...files].filter(([, code]) =>
      /(?:from\s*|import\s*\(\s*|require\(\s*)["']react-router(?:\/[^"']*)?["']/.test(code),
    );
    expect(imports.map(([path]) => path)).toEqual([]);
    const withRouter = [...files].filter(([, code]) => code.includes(bothBuilds));
    expect(withRouter, 'one copy of React Router').toHaveLength(1);
    expect(withRouter[0]![1]).not.toContain(developmentOnly);
  });

  it('has the server-only React Router shortcuts, and the browser build does not (decision 0929)', () => {
    // The literal-segment pattern of `branchMayMatch` (src/render/serverRouterMatch.ts) and the edited loop.
    const shortcut = 'A-Za-z0-9\\-._~';
    const withRouter = [...serverFiles()].filter(([, code]) => code.includes(bothBuilds));
    expect(withRouter[0]![1]).toContain(shortcut);
    const clientRoot = join(appRoot, 'dist/client/assets');
    const clientFiles = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
      .filter((entry) => entry.endsWith('.js'))
      .map((entry) => readFileSync(join(clientRoot, entry), 'utf8'));
    expect(clientFiles.some((code) => code.includes(bothBuilds))).toBe(true);
    expect(clientFiles.filter((code) => code.includes(shortcut))).toEqual([]);
  });

  it('answers vanilla-extract recipes from a memo, and the browser build does not (decision 0934)', () => {
    const withMemo = [...serverFiles()].filter(([, code]) =>
      code.includes('memoizedRecipe(createRuntimeFn(config), config)'),
    );
    expect(withMemo, 'the recipe runtime wrapped once').toHaveLength(1);
    const clientRoot = join(appRoot, 'dist/client/assets');
    const clientFiles = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
      .filter((entry) => entry.endsWith('.js'))
      .map((entry) => readFileSync(join(clientRoot, entry), 'utf8'));
    expect(clientFiles.filter((code) => code.includes('\\u0002t'))).toEqual([]);
  });

  it('gives product cards the idle server fetcher, and the browser React Router’s (decision 0935)', () => {
    const marker = 'runs in the browser only';
    expect([...serverFiles()].filter(([, code]) => code.includes(marker))).toHaveLength(1);
    const clientRoot = join(appRoot, 'dist/client/assets');
    const clientFiles = readdirSync(clientRoot, { recursive: true, encoding: 'utf8' })
      .filter((entry) => entry.endsWith('.js'))
      .map((entry) => readFileSync(join(clientRoot, entry), 'utf8'));
    expect(clientFiles.filter((code) => code.includes(marker))).toEqual([]);
  });
});
