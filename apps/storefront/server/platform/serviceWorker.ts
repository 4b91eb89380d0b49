import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Request, type Response } from 'express';

const source = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'service-worker.js'),
  'utf8',
);

/** The paths of the offline pages the service worker precaches (one per site). */
export function offlinePagePaths(baseUrl: string): string[] {
  return [`${baseUrl}offline.html`, `${baseUrl}en/offline.html`];
}

/**
 * A build's identity for the service worker's cache name: the hash of the client build manifest in
 * production (a new deploy installs a new worker and drops the old cache), 'dev' otherwise.
 */
export function shellBuildId(manifestPath: string | null, version: string): string {
  if (!manifestPath || !existsSync(manifestPath)) return `${version}-dev`;
  const hash = createHash('sha256').update(readFileSync(manifestPath)).digest('hex').slice(0, 12);
  return `${version}-${hash}`;
}

/**
 * The shell's code: every script and stylesheet of the client build (entries, shared chunks, and the chunks
 * loaded on demand such as the other site's messages), from the build manifest; none in development.
 */
export function shellAssets(manifestPath: string | null, baseUrl: string): string[] {
  if (!manifestPath || !existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file?: string; css?: string[] }
  >;
  const files = new Set<string>();
  for (const { file, css = [] } of Object.values(manifest)) {
    for (const path of [file, ...css]) {
      if (path && /\.(js|css)$/.test(path)) files.add(`${baseUrl}${path}`);
    }
  }
  return [...files].sort();
}

export interface ServiceWorkerOptions {
  baseUrl: string;
  buildId: string;
  /** Shell files to precache besides those the offline pages reference. @defaultValue none */
  shell?: string[];
}

/** The service worker's source with its configuration. */
export function serviceWorkerSource(options: ServiceWorkerOptions): string {
  const config = {
    baseUrl: options.baseUrl,
    cacheName: `truffe-shell-${options.buildId}`,
    offlinePages: offlinePagePaths(options.baseUrl),
    shell: options.shell ?? [],
  };
  return `const swConfig = ${JSON.stringify(config)};\n${source}`;
}

/** `GET {base}service-worker.js` (spec §7): never cached by HTTP, so that a new deploy is seen at once. */
export function serviceWorkerHandler(options: ServiceWorkerOptions) {
  const body = serviceWorkerSource(options);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return function serveServiceWorker(req: Request, res: Response) {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    res.send(body);
  };
}
