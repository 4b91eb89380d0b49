/**
 * Every request ends (issue 13, decision 0853), over real HTTP against the real store: a client that goes away
 * at any moment of a page render never leaves the page's HTML-cache key waiting on a render that does not
 * settle, and a render that never finishes answers its deadline to its leader and its waiters.
 */
import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';
import { sessionCookieName } from './customerSession';

/** The reporter's phone: the HTML cache keys on the device class. */
const phone =
  'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';

type Abort =
  | { at: 'ms'; ms: number }
  /** Once the status line and headers arrived. */
  | { at: 'headers' }
  /** Once the first chunk of the body arrived. */
  | { at: 'body' };

/** A GET that the client gives up on at `abort`; resolves once its socket is closed. */
function abortedGet(url: string, abort: Abort, headers: Record<string, string> = {}) {
  return new Promise<void>((resolve) => {
    const req = httpRequest(url, {
      headers: { 'user-agent': phone, 'accept-encoding': 'identity', ...headers },
    });
    req.on('close', () => resolve());
    req.on('error', () => undefined);
    if (abort.at === 'ms') setTimeout(() => req.destroy(), abort.ms);
    req.on('response', (res) => {
      if (abort.at === 'headers') req.destroy();
      res.on('data', () => {
        if (abort.at === 'body') req.destroy();
      });
      res.on('error', () => undefined);
    });
    req.end();
  });
}

/** `count` concurrent phone GETs of `url`, each given at most `ms`: their statuses (0 when cut). */
async function concurrentStatuses(url: string, count: number, ms: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      try {
        const response = await fetch(url, {
          headers: { 'user-agent': phone },
          signal: AbortSignal.timeout(ms),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      }
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a client that goes away mid-render (real HTTP, real store)', () => {
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    server = await startServer(
      {
        NODE_ENV: 'development',
        HTML_CACHE_MB: '16',
        PAGE_RENDER_TIMEOUT_MS: '8000',
        // The no-cache refresh case below renders afresh as the bench server's do.
        HTML_CACHE_CLIENT_NO_CACHE: '1',
      },
      { pageCacheClock: () => now },
    );
    // Warm the dev server's module graph so that every case below renders in its usual time.
    for (const path of ['/', '/collier-rembourre-alpinea-prestige', '/en/'])
      await fetch(`${server.url}${path}?warm=1`, { headers: { 'user-agent': phone } });
  }, 240_000);
  afterAll(() => server?.close());

  const aborts: [string, Abort][] = [
    ['at 5 ms', { at: 'ms', ms: 5 }],
    ['at 20 ms', { at: 'ms', ms: 20 }],
    ['after the headers', { at: 'headers' }],
    ['mid-stream', { at: 'body' }],
  ];
  const pages = ['/collier-rembourre-alpinea-prestige', '/', '/en/'];

  describe.each(aborts)('disconnecting %s', (name, abort) => {
    it.each(pages)('leaves a fresh page %s answering the next 20 phones in 2 s', async (page) => {
      const url = `${server.url}${page}?fresh=${encodeURIComponent(name)}`;
      await abortedGet(url, abort);
      const statuses = await concurrentStatuses(url, 20, 2_000);
      expect(statuses).toEqual(Array(20).fill(200));
    });

    it('leaves a stale page under revalidation answering the next 20 phones in 2 s', async () => {
      const url = `${server.url}/collier-rembourre-alpinea-prestige?stale=${encodeURIComponent(name)}`;
      expect(await concurrentStatuses(url, 1, 10_000)).toEqual([200]);
      now += 24 * 3600_000; // past the page's fresh lifetime, inside stale-while-revalidate or beyond
      await abortedGet(url, abort);
      const statuses = await concurrentStatuses(url, 20, 2_000);
      expect(statuses).toEqual(Array(20).fill(200));
    });

    it('leaves a no-cache refresh of a page answering the next 20 phones in 2 s', async () => {
      const url = `${server.url}/?refresh=${encodeURIComponent(name)}`;
      expect(await concurrentStatuses(url, 1, 10_000)).toEqual([200]);
      await abortedGet(url, abort, { 'cache-control': 'no-cache' });
      const statuses = await concurrentStatuses(url, 20, 2_000);
      expect(statuses).toEqual(Array(20).fill(200));
    });
  });

  it('finishes a render whose leader left for the requests waiting on it, and stores it', async () => {
    const url = `${server.url}/__test/slow?left=1`;
    const leader = abortedGet(url, { at: 'ms', ms: 50 }, { 'x-test-delay': '400' });
    await sleep(20);
    // These arrive while the leader's render is in flight: they wait for it rather than render.
    const waiters = Array.from({ length: 5 }, () =>
      fetch(url, { headers: { 'user-agent': phone }, signal: AbortSignal.timeout(10_000) }),
    );
    await leader;
    const responses = await Promise.all(waiters);
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
    expect(responses.map((response) => response.headers.get('x-cache'))).toEqual(
      Array(5).fill('HIT'),
    );
    expect(await responses[0]!.text()).toContain('waited: 400');
  });
});

describe('deadlines (real HTTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'development',
      HTML_CACHE_MB: '16',
      // Renders of this test route take ~0.1 s on a quiet machine, ~1.3 s on a loaded one.
      PAGE_RENDER_TIMEOUT_MS: '4000',
      HTML_CACHE_WAIT_MS: '8000',
      SHOP_NAME: 'Truffe test',
    });
    for (const warm of ['1', '2']) await fetch(`${server.url}/__test/slow?warm=${warm}`);
  }, 240_000);
  afterAll(() => server?.close());

  const metric = async (name: string) => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith(name))
      .join('\n');
  };

  it('answers a render that never finishes with its deadline, to the leader and its waiters', async () => {
    const url = `${server.url}/__test/slow?stuck=1`;
    const hang = { 'x-test-delay': 'forever', 'accept-language': 'fr' };
    const started = Date.now();
    const leader = fetch(url, { headers: hang, signal: AbortSignal.timeout(12_000) });
    await sleep(200);
    // Waiters send the header too: had they rendered for themselves they would hang as well, and answer
    // only at 4 s (their own deadline) after the leader's.
    const waiters = Array.from({ length: 5 }, () =>
      fetch(url, { headers: hang, signal: AbortSignal.timeout(12_000) }),
    );
    const responses = await Promise.all([leader, ...waiters]);
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(504));
    const page = await responses[0]!.text();
    expect(page).toContain('La boutique met trop de temps à répondre');
    expect(page).toContain('Truffe test');
    expect(responses[0]!.headers.get('cache-control')).toBe('no-store');
    expect(responses[0]!.headers.get('retry-after')).toBe('5');
    expect(responses[3]!.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await metric('truffe_deadlines_total{kind="render"}')).toMatch(/ [1-9]\d*$/);
    expect(await metric('truffe_html_cache_waits_total{outcome="deadline"}')).toMatch(/ 5$/);

    // The key is free again: the next request renders (and the page enters the cache).
    const next = await fetch(url, { signal: AbortSignal.timeout(8_000) });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-cache')).toBe('MISS');
    expect(await next.text()).toContain('waited: no');
    expect((await fetch(url)).headers.get('x-cache')).toBe('HIT');
  });

  it('answers the English site in English', async () => {
    const response = await fetch(`${server.url}/en/__test/slow?stuck=en`, {
      headers: { 'x-test-delay': 'forever' },
      signal: AbortSignal.timeout(12_000),
    });
    expect(response.status).toBe(504);
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('The shop is taking too long to answer');
    expect(page).toContain('href="/en/"');
  });

  it('stops a render whose client left when nobody else needs it, and counts it', async () => {
    expect(await metric('truffe_page_renders_abandoned_total{outcome="stopped"}')).toBe('');
    // A signed-in caller never shares a cache key: when it leaves, its render has no use. (This server has
    // no store to check the session with, so any session cookie counts as signed in.)
    await abortedGet(
      `${server.url}/__test/slow?alone=1`,
      { at: 'ms', ms: 100 },
      { cookie: `${sessionCookieName}=someone`, 'x-test-delay': '600' },
    );
    // The server learns of the closed connection when it next reads the socket: soon, later on a busy machine.
    await expect
      .poll(() => metric('truffe_page_renders_abandoned_total{outcome="stopped"}'), {
        timeout: 5_000,
      })
      .toMatch(/ 1$/);
  });
});

describe('the request deadline (real HTTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'development',
      HTML_CACHE_MB: '16',
      PAGE_RENDER_TIMEOUT_MS: '20000',
      HTML_CACHE_WAIT_MS: '500',
      REQUEST_TIMEOUT_MS: '4000',
    });
    for (const warm of ['1', '2']) await fetch(`${server.url}/__test/slow?warm=${warm}`);
  }, 240_000);
  afterAll(() => server?.close());

  it('lets a waiter that waited past its bound render for itself', async () => {
    const url = `${server.url}/__test/slow?bounded=1`;
    const leader = fetch(url, { headers: { 'x-test-delay': '6000' } });
    await sleep(200);
    const started = Date.now();
    const waiter = await fetch(url, { signal: AbortSignal.timeout(8_000) });
    // Served by its own render, long before the leader's (6 s): it did not wait to the end.
    expect(waiter.status).toBe(200);
    expect(waiter.headers.get('x-cache')).toBe('BYPASS');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await waiter.text()).toContain('waited: no');
    await leader;
  });

  it('answers 504 to a request still open at the request deadline, and keeps serving', async () => {
    const started = Date.now();
    const slow = await fetch(`${server.url}/__test/slow?late=1`, {
      headers: { 'x-test-delay': '6000' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(slow.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_800);
    expect(await slow.text()).toContain('La boutique met trop de temps à répondre');
    // The render ends later, into a response already answered: the server stays up and serves.
    await sleep(6_000 - (Date.now() - started) + 500);
    const after = await fetch(`${server.url}/__test/slow?late=1`, {
      signal: AbortSignal.timeout(8_000),
    });
    expect(after.status).toBe(200);
  });
});
