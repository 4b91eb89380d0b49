import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { serviceWorkerSource, shellAssets, shellBuildId } from './serviceWorker';

function manifestFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'truffe-sw-')), 'assets.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('service worker configuration', () => {
  const manifest = manifestFile({
    entry: { file: 'assets/entries/app.1.js', css: ['assets/static/app.2.css'], isEntry: true },
    messages: { file: 'assets/chunks/fr-FR.3.js', isDynamicEntry: true },
    font: { file: 'assets/static/inter.4.woff2' },
  });

  it('precaches every script and stylesheet of the build, under the base URL', () => {
    expect(shellAssets(manifest, '/shop/')).toEqual([
      '/shop/assets/chunks/fr-FR.3.js',
      '/shop/assets/entries/app.1.js',
      '/shop/assets/static/app.2.css',
    ]);
    expect(shellAssets(null, '/')).toEqual([]);
    expect(shellAssets('/nowhere/assets.json', '/')).toEqual([]);
  });

  it('names the cache after the build, so that a new build drops the old cache', () => {
    const first = shellBuildId(manifest, '2.9.9');
    expect(first).toMatch(/^2\.9\.9-[0-9a-f]{12}$/);
    expect(shellBuildId(manifestFile({ other: { file: 'assets/x.js' } }), '2.9.9')).not.toBe(first);
    expect(shellBuildId(null, '2.9.9')).toBe('2.9.9-dev');
  });

  it('prepends its configuration to the worker script', () => {
    const source = serviceWorkerSource({ baseUrl: '/shop/', buildId: 'b1', shell: ['/shop/a.js'] });
    const config = JSON.parse(/^const swConfig = (.*);\n/.exec(source)?.[1] ?? 'null') as unknown;
    expect(config).toEqual({
      baseUrl: '/shop/',
      cacheName: 'truffe-shell-b1',
      offlinePages: ['/shop/offline.html', '/shop/en/offline.html'],
      shell: ['/shop/a.js'],
    });
    // Never touches what must not be cached.
    expect(source).toContain("if (request.method !== 'GET') return;");
  });
});
