import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listen } from '../test/listen';
import { compressResponses, negotiateEncoding } from './compression';
import { immutableCacheControl, precompressDirectory, serveStaticAssets } from './staticAssets';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values, refusals and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });
});

describe('compressResponses (real HTTP)', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let firstChunkSeen: () => void = () => undefined;
  let partsCallbacks: (count: number) => void = () => undefined;
  const json = {
    items: Array.from({ length: 200 }, (_, index) => ({ index, name: `Produit ${index}` })),
  };
  beforeAll(async () => {
    const app = express();
    compressResponses(app);
    app.get('/json', (_req, res) => res.json(json));
    app.get('/small', (_req, res) => res.json({ ok: true }));
    app.get('/image', (_req, res) => res.type('image/png').send(Buffer.alloc(4000, 1)));
    app.get('/parts', (_req, res) => {
      // Several writes and the end in one turn, as a page sent whole or a cache hit writes them.
      res.type('html');
      let written = 0;
      for (const part of ['<p>one</p>', '<!-- padding -->'.repeat(100), '<p>two</p>'])
        res.write(part, () => (written += 1));
      res.end('<p>end</p>');
      setImmediate(() => partsCallbacks(written));
    });
    app.get('/stream', (_req, res) => {
      res.type('html');
      res.write(`<p>first</p>${'<!-- padding -->'.repeat(200)}`);
      // The rest only after the client saw the first part (or 3 s): a buffered compressor fails this.
      const seen = new Promise<boolean>((resolve) => {
        firstChunkSeen = () => resolve(true);
        setTimeout(() => resolve(false), 3000);
      });
      void seen.then((beforeTimeout) => res.end(`<p>second ${beforeTimeout}</p>`));
    });
    server = await listen(app);
  });
  afterAll(() => server?.close());

  it('compresses JSON with brotli or gzip as accepted, and varies on Accept-Encoding', async () => {
    const br = await rawGet(`${server.url}/json`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    // Sent whole: compressed at once, its length declared.
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);
    const gzip = await rawGet(`${server.url}/json`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
    const plain = await rawGet(`${server.url}/json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    expect(JSON.parse(plain.body.toString())).toEqual(json);
  });

  it('compresses what one turn writes at once, declares its length, and calls each write back', async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const called = new Promise<number>((resolve) => (partsCallbacks = resolve));
      const response = await rawGet(`${server.url}/parts`, { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe(accept);
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      expect(decode(response.body).toString()).toBe(
        `<p>one</p>${'<!-- padding -->'.repeat(100)}<p>two</p><p>end</p>`,
      );
      expect(await called).toBe(3);
    }
  });

  it('leaves small bodies, images and HEAD alone', async () => {
    const small = await rawGet(`${server.url}/small`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    const image = await rawGet(`${server.url}/image`, { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.byteLength).toBe(4000);
    const head = await rawGet(`${server.url}/json`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.byteLength).toBe(0);
  });

  it('keeps a streamed page streaming: the first part arrives before the rest is written', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      request(`${server.url}/stream`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        let decoded = '';
        const gunzip = createGunzip();
        gunzip.on('data', (chunk: Buffer) => {
          decoded += chunk.toString();
          if (decoded.includes('<p>first</p>')) firstChunkSeen();
        });
        gunzip.on('end', () => resolve(decoded));
        gunzip.on('error', reject);
        res.pipe(gunzip);
      })
        .on('error', reject)
        .end();
    });
    expect(text).toContain('<p>first</p>');
    expect(text).toContain('<p>second true</p>');
  });
});

describe('precompressed build files (real HTTP)', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof listen>>;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `mot${index % 50}`))};\n`;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'truffe-static-'));
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'assets', 'app.abc123.js'), script);
    await writeFile(join(dir, 'assets', 'tiny.js'), 'export {};\n');
    await writeFile(
      join(dir, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    );
    expect(await precompressDirectory(dir)).toBe(4); // app.js and favicon.svg, .br and .gz each
    expect(await precompressDirectory(dir)).toBe(0); // once: up-to-date siblings are kept
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    const app = express();
    compressResponses(app);
    app.use('/', serveStaticAssets({ clientDir: dir, immutableDir: join(dir, 'assets') }));
    app.use((_req, res) => {
      res.status(404).type('text').send('page handler');
    });
    server = await listen(app);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the brotli sibling with the file type, Content-Encoding, Vary and immutable caching', async () => {
    const br = await rawGet(`${server.url}/assets/app.abc123.js`, {
      'accept-encoding': 'gzip, br',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe(immutableCacheControl);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body).toEqual(await readFile(join(dir, 'assets', 'app.abc123.js.br')));
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await rawGet(`${server.url}/assets/app.abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await rawGet(`${server.url}/assets/app.abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    expect(plain.headers['cache-control']).toBe(immutableCacheControl);
    expect(plain.body.toString()).toBe(script);
  });

  it('answers 304 to a matching ETag and keeps files outside assets/ revalidated', async () => {
    const first = await rawGet(`${server.url}/assets/app.abc123.js`, { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    const again = await rawGet(`${server.url}/assets/app.abc123.js`, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    const icon = await rawGet(`${server.url}/favicon.svg`, { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['content-type']).toMatch(/svg/);
    expect(icon.headers['cache-control']).not.toContain('immutable');
    const missing = await rawGet(`${server.url}/assets/../../etc/passwd`, {
      'accept-encoding': 'br',
    });
    expect(missing.status).toBe(404);
  });

  it('passes what is not a file of the build to the next handler: a page path, a file added after start', async () => {
    await writeFile(join(dir, 'later.txt'), 'written after the server started');
    for (const path of ['/croquettes-poulet', '/assets/', '/later.txt']) {
      const answer = await rawGet(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe('page handler');
    }
    expect((await rawGet(`${server.url}/assets/tiny.js`)).body.toString()).toBe('export {};\n');
  });
});
