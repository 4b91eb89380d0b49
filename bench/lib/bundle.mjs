// What the browser loads per page type, from the storefront's production build: the Vite client manifest
// (apps/storefront/dist/client/.vite/manifest.json). Shared by `pnpm bench js` and scripts/check-budgets.mjs.
//   shell: the client entry and its static imports (every page loads them);
//   a page type: the shell plus the lazy route modules under src/routes/<type>/ and their static imports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { root } from './server.mjs';

export const clientDir = join(root, 'apps/storefront/dist/client');
// Vike moves the client manifest to dist/assets.json at the end of its build; older builds keep Vite's place.
const manifestPaths = [
  join(clientDir, '.vite/manifest.json'),
  join(root, 'apps/storefront/dist/assets.json'),
];
const manifestPath = () => manifestPaths.find((path) => existsSync(path)) ?? manifestPaths[0];

/** Route folders (src/routes/<folder>/) of each page type. */
export const pageTypes = {
  home: ['home'],
  category: ['category'],
  product: ['product'],
  search: ['search'],
  cms: ['cms'],
  cart: ['cart'],
  checkout: ['checkout'],
};

export function readManifest() {
  const path = manifestPath();
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** gzip size (level 9, what a compressing server or CDN sends) of a file of the client build. */
export function gzipBytes(file) {
  return gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
}

function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  // One stylesheet for the whole app (build.cssCodeSplit false, decision 0802): every page links it.
  if (manifest['style.css']) css.add(manifest['style.css'].file);
  return { js, css };
}

/**
 * Files and gzip bytes of the shell and of each page type whose route modules exist in the build.
 * @returns {Record<string, { js: string[], css: string[], jsBytes: number, cssBytes: number, routeModules: string[] } | { missing: string }>}
 */
export function pageBundles(manifest = readManifest()) {
  if (!manifest)
    throw new Error(
      `No client manifest at ${manifestPaths.join(' or ')}: build the storefront first`,
    );
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry && key.includes('page-entry:client'),
  );
  const shellKeys = entries.length
    ? entries
    : Object.keys(manifest).filter((key) => manifest[key].isEntry);
  // Vike's runtime entry is an entry too: the page entry imports it, but count it when it does not.
  const runtime = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry && key.includes('runtime'),
  );
  const result = {};
  const measure = (files) => ({
    js: [...files.js].sort(),
    css: [...files.css].sort(),
    jsBytes: [...files.js].reduce((sum, file) => sum + gzipBytes(file), 0),
    cssBytes: [...files.css].reduce((sum, file) => sum + gzipBytes(file), 0),
  });
  const shell = closure(manifest, [...shellKeys, ...runtime]);
  result.shell = { ...measure(shell), routeModules: [] };
  for (const [type, folders] of Object.entries(pageTypes)) {
    const routeModules = Object.keys(manifest).filter((key) =>
      folders.some((folder) => key.startsWith(`src/routes/${folder}/`)),
    );
    // Route actions (`*Action.ts`) are loaded when a form is sent, not with the page (decision 0802).
    const lazy = routeModules.filter(
      (key) => manifest[key].isDynamicEntry && !/Action\.tsx?$/.test(key),
    );
    if (routeModules.length === 0) {
      // Route modules imported statically are part of the shell: the page costs what the shell costs.
      result[type] = {
        missing: `no lazy route module under src/routes/${folders.join(', ')}/ in the build`,
      };
      continue;
    }
    const page = closure(manifest, [...shellKeys, ...runtime, ...lazy]);
    result[type] = { ...measure(page), routeModules: lazy };
  }
  return result;
}
