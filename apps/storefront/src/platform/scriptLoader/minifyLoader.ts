/**
 * Writes the inline loader `deferScripts` (deferredScripts.ts) minified, for every page's HTML (decision 0903:
 * its source text, tabs and long names included, was 1.9 kB of each page). Build-time only: the build runs it
 * first (the storefront's `build` script), the test (`deferredScripts.test.ts`) checks the committed file is
 * current, `pnpm --filter @truffe/storefront loader:minify` writes it by hand; the app never imports it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { minifySync, transformWithOxc } from 'vite';

// Paths, not `new URL(…, import.meta.url)`: the test runs under happy-dom, whose URL is not Node's.
const here = dirname(fileURLToPath(import.meta.url));
const sourceFile = join(here, 'deferredScripts.ts');
/** The generated module the server reads (`minifiedLoader.ts`). */
export const minifiedLoaderFile = join(here, 'minifiedLoader.ts');

/** `deferScripts`'s declaration, cut out of its module's source text. */
export function loaderSource(text: string = readFileSync(sourceFile, 'utf8')): string {
  const start = text.indexOf('export function deferScripts(');
  const end = text.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error('deferScripts not found in deferredScripts.ts');
  return text.slice(start, end + 2);
}

/** The loader as a minified function expression (`function e(e,t,…){…}`). */
export async function minifyLoader(source: string = loaderSource()): Promise<string> {
  const { code } = await transformWithOxc(source, 'deferScripts.ts', { lang: 'ts' });
  const exported = code.replace('export function deferScripts(', 'export default function (');
  const minified = minifySync('deferScripts.js', exported, { compress: true, mangle: true });
  const prefix = 'export default ';
  if (!minified.code.startsWith(prefix))
    throw new Error(`Unexpected minifier output: ${minified.code}`);
  return minified.code.slice(prefix.length).trim().replace(/;$/, '');
}

/** The text of `minifiedLoader.ts` for a minified loader (as Prettier writes it: one single-quoted string). */
export function minifiedLoaderModule(minified: string): string {
  if (/['\\\n]/.test(minified))
    throw new Error('The minified loader needs escaping: write it another way');
  return [
    '// Generated from `deferScripts` in deferredScripts.ts by `pnpm --filter @truffe/storefront loader:minify`',
    '// (minifyLoader.ts, decision 0903), which the build runs first: do not edit. deferredScripts.test.ts fails when',
    '// it is stale.',
    `export const minifiedDeferScripts =\n  '${minified}';`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(minifiedLoaderFile, minifiedLoaderModule(await minifyLoader()));
  console.log(`wrote ${minifiedLoaderFile}`);
}
