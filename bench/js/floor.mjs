// The "framework floor" (issue 8): an empty page on the storefront's stack — Vike (one catch-all page, our
// own render hooks), React 19, React Router 7 (static handler on the server, browser router in the client)
// and urql (client, provider, one paused `useQuery`) — built with the storefront's own Vite configuration
// (bench/js/floor/vite.config.ts merges apps/storefront/vite.config.ts). Its client JavaScript is what any page
// of this stack costs before the shop adds anything; the product page is measured against it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { root } from '../lib/server.mjs';

export const floorDir = join(root, 'bench/js/floor');
const manifestPath = join(floorDir, 'dist/assets.json');
const storefront = join(root, 'apps/storefront');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the floor page when its build is missing or older than its sources or the storefront's config. */
export function buildFloor() {
  const sources = Math.max(newest(floorDir), statSync(join(storefront, 'vite.config.ts')).mtimeMs);
  if (existsSync(manifestPath) && statSync(manifestPath).mtimeMs >= sources) return;
  // The floor resolves React, React Router, urql and Vike exactly as the storefront does (same versions).
  const modules = join(floorDir, 'node_modules');
  if (!existsSync(modules)) symlinkSync('../../../apps/storefront/node_modules', modules, 'dir');
  const result = spawnSync(join(storefront, 'node_modules/.bin/vike'), ['build'], {
    cwd: floorDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The framework floor build failed:\n${result.stdout}`);
}

/** gzip (level 9) bytes and files of the floor page's client JavaScript (its entries' static imports). */
export function floorBundle() {
  buildFloor();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    if (manifest[key].file.endsWith('.js')) files.add(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key].isEntry)
    .forEach(visit);
  const jsBytes = [...files].reduce(
    (sum, file) =>
      sum + gzipSync(readFileSync(join(floorDir, 'dist/client', file)), { level: 9 }).length,
    0,
  );
  return { js: [...files].sort(), jsBytes };
}
