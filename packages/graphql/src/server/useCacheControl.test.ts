import { afterEach, describe, expect, it } from 'vitest';

import { startYogaServer, type TestServer } from '../client/testing/startYogaServer';
import { cacheControlHeader, useCacheControl } from './useCacheControl';

async function cacheControlOf(server: TestServer, body: unknown): Promise<string | null> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.text();
  return response.headers.get('cache-control');
}

describe('cacheControlHeader', () => {
  it('makes public hints shared-cacheable and everything else no-store', () => {
    expect(cacheControlHeader({ maxAge: 300, staleWhileRevalidate: 60, scope: 'public' })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=60',
    );
    expect(cacheControlHeader({ maxAge: 300, staleWhileRevalidate: 60, scope: 'private' })).toBe(
      'no-store',
    );
    expect(cacheControlHeader({ maxAge: 0, staleWhileRevalidate: 60, scope: 'public' })).toBe(
      'no-store',
    );
    expect(cacheControlHeader(undefined)).toBe('no-store');
  });
});

describe('useCacheControl against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('sends the hint of the resolvers, no-store without one, on error, or for private data', async () => {
    server = await startYogaServer({ plugins: [useCacheControl()], batching: { limit: 10 } });
    expect(
      await cacheControlOf(server, { query: '{ testHint(maxAge: 120, private: false) }' }),
    ).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=30');
    expect(await cacheControlOf(server, { query: '{ shop { id } }' })).toBe('no-store');
    expect(
      await cacheControlOf(server, { query: '{ testHint(maxAge: 120, private: true) }' }),
    ).toBe('no-store');
    expect(
      await cacheControlOf(server, {
        query: '{ testHint(maxAge: 120, private: false) testFlaky(key: "x", failures: 1) }',
      }),
    ).toBe('no-store');
  });

  it('gives a batch the most restrictive hint of its operations', async () => {
    server = await startYogaServer({ plugins: [useCacheControl()], batching: { limit: 10 } });
    const batch = [
      { query: '{ testHint(maxAge: 120, private: false) }' },
      { query: '{ testHint(maxAge: 60, private: false) }' },
    ];
    expect(await cacheControlOf(server, batch)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    expect(await cacheControlOf(server, [...batch, { query: '{ shop { id } }' }])).toBe('no-store');
  });
});
