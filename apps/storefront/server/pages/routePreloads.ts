import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files that each module the app imports on demand needs and the page's entry does not load, by module
 * path: what the client build wrote to dist/client/.vite/route-preloads.json (vite.config.ts
 * `routeModulePreload`; the server build gives lazy routes a `modulePreloadKey` naming their modules). Empty
 * without a production build (the dev server, tests on sources).
 */
export type RoutePreloads = ReadonlyMap<string, readonly string[]>;

/** Reads the build's route files; an empty map when there is no such file. */
export function readRoutePreloads(clientDir: string): RoutePreloads {
  const path = join(clientDir, '.vite', 'route-preloads.json');
  if (!existsSync(path)) return new Map();
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const preloads = new Map<string, readonly string[]>();
  for (const [key, files] of Object.entries(parsed)) {
    if (Array.isArray(files))
      preloads.set(
        key,
        files.filter((file) => typeof file === 'string'),
      );
  }
  return preloads;
}

/**
 * The `Link` header that has the browser fetch the code of the page's own lazy routes with the page
 * (decision 0912): `<file>; rel=modulepreload; fetchpriority=low` for each file of the matched routes, once
 * each, or nothing.
 * Without it the browser learns of these files only when the app starts, and adding a `<link
 * rel="modulepreload">` per file then (Vite's preload helper) starts each request inside a start-up task.
 */
export function routePreloadLinks(
  preloads: RoutePreloads,
  keys: readonly string[],
): string | undefined {
  const files = new Set<string>();
  // A route's key names its modules, separated by spaces; the build lists each module's files.
  for (const key of keys)
    for (const module of key.split(' '))
      for (const file of preloads.get(module) ?? []) files.add(file);
  if (files.size === 0) return undefined;
  // Low priority: the page's stylesheet, font and pictures come first (a script preload is High otherwise,
  // and Lighthouse's simulation then counts these as render-blocking for the first paint).
  return [...files]
    .map((file) => `<${encodeURI(file)}>; rel=modulepreload; fetchpriority=low`)
    .join(', ');
}
