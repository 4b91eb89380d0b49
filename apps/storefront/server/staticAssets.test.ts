/**
 * The client build's files over real HTTP (server/staticAssets.ts): a file and its precompressed sibling are
 * served; names starting with a dot — the build's own records, dist/client/.vite — are not, precompressed or
 * not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveStaticAssets } from './staticAssets';

describe('serveStaticAssets', () => {
  let clientDir: string;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
    const write = (path: string, body: string) => {
      mkdirSync(join(clientDir, path, '..'), { recursive: true });
      writeFileSync(join(clientDir, path), body);
      writeFileSync(join(clientDir, `${path}.gz`), gzipSync(body));
    };
    write('assets/chunks/app.js', 'export const app = 1;');
    write('.vite/records.json', '{"private":true}');
    write('assets/.hidden/x.js', 'export const hidden = 1;');
    const app = express();
    app.use(serveStaticAssets({ clientDir, immutableDir: join(clientDir, 'assets') }));
    app.use((_req, res) => res.status(404).end('not found'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close?.();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['gzip', 'identity'])('serves a build file (%s)', async (encoding) => {
    const response = await fetch(`${base}/assets/chunks/app.js`, {
      headers: { 'accept-encoding': encoding },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export const app = 1;');
  });

  it.each(['gzip', 'identity'])(
    'does not serve names starting with a dot (%s)',
    async (encoding) => {
      for (const path of [
        '/.vite/records.json',
        '/assets/.hidden/x.js',
        '/.vite/records.json.gz',
      ]) {
        const response = await fetch(`${base}${path}`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain('private');
      }
    },
  );
});
