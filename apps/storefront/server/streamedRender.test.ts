/**
 * The render's streaming branch (src/render/renderApp.server.tsx `renderStream`, decisions 0905 and 0908), over
 * real HTTP: a page whose deferred data is still pending when its shell is ready is sent as a stream — the
 * shell with the data's fallback first, then the data and its carrier block when it settles — and a render
 * deadline ends such a stream with the fallback in place (the browser loads the data itself). Pages whose data
 * all came with the loaders are sent whole (server/dataFlow.test.ts, server/hydrationData.test.ts).
 * The test-only route `__test/slow` defers data for as long as the request's `x-test-deferred-delay` says.
 */
import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { slowProbeDeferredHeader } from '../src/testing/SlowProbe';
import { startServer, type TestServer } from '../test/startServer';

/** A GET whose body is kept chunk by chunk, as the socket delivered it. */
function chunkedGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; chunks: string[] }>((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'identity', ...headers } });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: string[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, chunks }));
      res.on('error', reject);
    });
    req.end();
  });
}

const indexOf = (chunks: string[], text: string) => chunks.findIndex((c) => c.includes(text));

describe('a page with pending deferred data (real HTTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'development',
      HTML_CACHE_MB: '0',
      // Far above the first test's 600 ms of deferred data, even on a loaded machine (a dev server's first
      // renders of a route take seconds there), and far below the second test's 20 s.
      PAGE_RENDER_TIMEOUT_MS: '8000',
    });
    // Warm the dev server's module graph.
    await (await fetch(`${server.url}/__test/slow?warm=1`)).text();
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is streamed: the shell with the fallback, then the data and its carrier', async () => {
    const { status, chunks } = await chunkedGet(`${server.url}/__test/slow?stream=1`, {
      [slowProbeDeferredHeader]: '600',
    });
    expect(status).toBe(200);
    const page = chunks.join('');
    expect(page).toContain('data-testid="slow-probe"');
    expect(page).toContain('Slow probe: deferred data after 600 ms');
    expect(page).toContain('id="deferred-data:slow-probe"');
    expect(page.trimEnd()).toMatch(/<\/html>$/);
    // The fallback left before the data existed: they came in different chunks, in that order.
    const fallback = indexOf(chunks, 'data-testid="slow-probe-pending"');
    const data = indexOf(chunks, 'data-testid="slow-probe-later"');
    expect(fallback).toBeGreaterThanOrEqual(0);
    expect(data).toBeGreaterThan(fallback);
  }, 30_000);

  it('ends at the render deadline with the fallback in place', async () => {
    const { status, chunks } = await chunkedGet(`${server.url}/__test/slow?deadline=1`, {
      [slowProbeDeferredHeader]: '20000',
    });
    expect(status).toBe(200);
    const page = chunks.join('');
    expect(page).toContain('data-testid="slow-probe-pending"');
    expect(page).not.toContain('data-testid="slow-probe-later"');
    expect(page).not.toContain('id="deferred-data:slow-probe"');
  }, 30_000);
});
