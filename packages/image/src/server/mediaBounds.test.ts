/**
 * The image route bounded (issue 19 item 4, decision 0881), over real HTTP: `bg` from a small palette (else
 * 400), focal points rounded to a grid, a size cap on the derivative cache with least-recently-used eviction,
 * and a bounded queue of cold renders (503 with Retry-After beyond it).
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backgroundPalette, buildImageUrl, focalPointGrid } from '../url';
import { createMediaHandler, type RenderReport } from './createMediaHandler';
import { listFiles, startTestServer } from './testServer';

let folder: string;
let mediaRoot: string;

/** A small deterministic generator (mulberry32): the same 1,000 values on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const query = (search: string) => `/media/photo.png?width=60&height=60&size=small${search}`;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'truffe-media-bounds-'));
  mediaRoot = join(folder, 'media');
  await mkdir(mediaRoot, { recursive: true });
  await writeFile(
    join(mediaRoot, 'photo.png'),
    await sharp({ create: { width: 160, height: 80, channels: 3, background: '#2060C0' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('media route bounds', () => {
  it('1,000 new bg values produce at most one cache file per palette colour', async () => {
    const cacheDir = join(folder, 'cache-bg');
    const server = await startTestServer(createMediaHandler({ mediaRoot, cacheDir }));
    try {
      const random = seeded(19);
      const statuses = new Map<number, number>();
      for (let index = 0; index < 1000; index += 1) {
        // Every tenth value is a palette colour in another spelling (lower case).
        const bg =
          index % 10 === 0
            ? `${backgroundPalette[(index / 10) % backgroundPalette.length]!.toLowerCase()}`
            : Math.floor(random() * 0x1000000)
                .toString(16)
                .padStart(6, '0');
        const response = await server.get(query(`&bg=${bg}`));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      expect([...statuses.keys()].sort()).toEqual([200, 400]);
      const files = await listFiles(cacheDir);
      expect(files.length).toBeGreaterThan(0);
      expect(files.length).toBeLessThanOrEqual(backgroundPalette.length);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('1,000 focal points produce at most one cache file per grid position', async () => {
    const cacheDir = join(folder, 'cache-focal');
    const renders: RenderReport[] = [];
    const server = await startTestServer(
      createMediaHandler({ mediaRoot, cacheDir, onRender: (render) => renders.push(render) }),
    );
    try {
      const random = seeded(4);
      for (let index = 0; index < 1000; index += 1) {
        const x = (Math.floor(random() * 1001) / 1000).toString();
        const y = (Math.floor(random() * 1001) / 1000).toString();
        const response = await server.get(query(`&cover=1&focalPoint=${x}x${y}`));
        expect(response.status).toBe(200);
      }
      const positions = (1 / focalPointGrid + 1) ** 2;
      expect(renders.length).toBeLessThanOrEqual(positions);
      expect((await listFiles(cacheDir)).length).toBeLessThanOrEqual(positions);
      // 0.333 and 0.34 round to the same grid position: one derivative, one ETag.
      const a = await server.get(query('&cover=1&focalPoint=0.333x0.5'));
      const b = await server.get(query('&cover=1&focalPoint=0.34x0.5'));
      expect(a.headers.etag).toBe(b.headers.etag);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('keeps the disk cache under its size cap, evicting the least recently used', async () => {
    const cacheDir = join(folder, 'cache-lru');
    const renders: RenderReport[] = [];
    const measureDir = join(folder, 'cache-measure');
    // The size of one derivative, to set a cap of about three of them.
    const probe = await startTestServer(createMediaHandler({ mediaRoot, cacheDir: measureDir }));
    await probe.get(query('&bg=FFFFFF&format=png'));
    await probe.close();
    const [probeFile] = await listFiles(measureDir);
    const oneFile = (await stat(probeFile!)).size;
    const maxCacheBytes = Math.floor(oneFile * 3.5);
    const handler = () =>
      createMediaHandler({
        mediaRoot,
        cacheDir,
        maxCacheBytes,
        memoryCacheBytes: 0,
        onRender: (render) => renders.push(render),
      });
    let server = await startTestServer(handler());
    try {
      const colours = backgroundPalette.slice(0, 6);
      for (const bg of colours) {
        expect((await server.get(query(`&bg=${bg}&format=png`))).status).toBe(200);
        // The first colour stays in use: never the least recently used.
        expect((await server.get(query(`&bg=${colours[0]}&format=png`))).status).toBe(200);
      }
      const sizes = await Promise.all(
        (await listFiles(cacheDir)).map(async (file) => (await stat(file)).size),
      );
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(maxCacheBytes);
      expect(sizes.length).toBe(3);
      // The first colour (recently used) is served from the disk; the second was evicted and renders again.
      const before = renders.length;
      await server.get(query(`&bg=${colours[0]}&format=png`));
      expect(renders.length).toBe(before);
      await server.get(query(`&bg=${colours[1]}&format=png`));
      expect(renders.length).toBe(before + 1);

      // After a restart the files already there are counted: the cap still holds.
      await server.close();
      server = await startTestServer(handler());
      for (const bg of backgroundPalette.slice(6)) await server.get(query(`&bg=${bg}&format=png`));
      const after = await Promise.all(
        (await listFiles(cacheDir)).map(async (file) => (await stat(file)).size),
      );
      expect(after.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(maxCacheBytes);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('bounds concurrent cold renders: beyond the queue, 503 with Retry-After, never 500', async () => {
    const server = await startTestServer(
      createMediaHandler({
        mediaRoot,
        cacheDir: join(folder, 'cache-busy'),
        concurrency: 1,
        maxPending: 2,
      }),
    );
    try {
      const responses = await Promise.all(
        backgroundPalette.map((bg) => server.get(query(`&bg=${bg}&format=webp`))),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
      const busy = responses.filter((response) => response.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const response of busy) expect(response.headers['retry-after']).toBe('1');
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('media URLs of our own pages', () => {
  it('are always inside the bounds', () => {
    const url = buildImageUrl({
      path: 'a.png',
      preset: 'small',
      cover: true,
      focalPoint: { x: 0.123, y: 0.876 },
    });
    // White is the resizer's default: left out of the URL (decision 0898), the derivative is the same.
    expect(url).not.toContain('bg=');
    expect(url).toContain('cover=1');
    expect(url).toContain('focalPoint=0.1x0.9');
  });
});
