/**
 * The Varnish purge adapter's pure parts: the listeners of VARNISH_PURGE_URL and the xkey headers (batched under
 * Varnish's header limit, only the shop's tag characters). The purge itself is tested against a real varnishd in
 * test/multiProcess/behindVarnish.multiprocess.ts.
 */
import { describe, expect, it } from 'vitest';

import { createVarnishPurger, purgeVarnishTags, varnishPurgeUrls, xkeyHeaders } from './varnish';

describe('VARNISH_PURGE_URL', () => {
  it('lists comma-separated http(s) listeners and nothing when unset', () => {
    expect(varnishPurgeUrls(undefined)).toEqual([]);
    expect(varnishPurgeUrls(' ')).toEqual([]);
    expect(varnishPurgeUrls('http://127.0.0.1:6081, https://cache.example/')).toEqual([
      'http://127.0.0.1:6081/',
      'https://cache.example/',
    ]);
    expect(createVarnishPurger({})).toBeUndefined();
  });

  it('refuses anything but http(s), so that a typo stops the start', () => {
    expect(() => varnishPurgeUrls('ftp://127.0.0.1')).toThrow(/VARNISH_PURGE_URL/);
    expect(() => varnishPurgeUrls('not a url')).toThrow();
  });
});

describe('xkey headers', () => {
  it('joins the tags with spaces, once each, without characters that could split a header', () => {
    expect(xkeyHeaders(['p:ab12', 'c:cd34', 'p:ab12', 'bad tag', 'x\r\nInjected: 1'])).toEqual([
      'p:ab12 c:cd34',
    ]);
    expect(xkeyHeaders([])).toEqual([]);
  });

  it('batches many tags under 4 KB per header', () => {
    const tags = Array.from({ length: 1000 }, (_, index) => `product:${index.toString(16)}abcdef`);
    const headers = xkeyHeaders(tags);
    expect(headers.length).toBeGreaterThan(1);
    for (const header of headers) expect(header.length).toBeLessThanOrEqual(4000);
    expect(headers.join(' ').split(' ')).toEqual(tags);
  });

  it('reports an unreachable Varnish instead of throwing', async () => {
    const result = await purgeVarnishTags(['p:1'], ['http://127.0.0.1:9/']);
    expect(result.purged).toBe(0);
    expect(result.failures).toHaveLength(1);
  });
});
