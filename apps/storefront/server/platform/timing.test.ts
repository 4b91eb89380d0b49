import { describe, expect, it } from 'vitest';

import { routeKind } from './metrics';
import { createServerTiming } from './timing';

describe('createServerTiming', () => {
  it('adds up durations per metric and writes the header', async () => {
    const timing = createServerTiming();
    timing.add('graphql', 2);
    timing.add('graphql', 3.25);
    await expect(
      timing.measure('loaders', () => Promise.reject(new Error('failed'))),
    ).rejects.toThrow('failed');
    expect(timing.total('graphql')).toBe(5.25);
    expect(timing.total('render')).toBe(0);
    expect(timing.header()).toMatch(/^graphql;dur=5\.3;desc="2 calls", loaders;dur=\d+\.\d$/);
    expect(() => timing.add('bad name', 1)).toThrow(/Invalid Server-Timing metric/);
  });
});

describe('routeKind', () => {
  it('gives every request a bounded label', () => {
    expect(routeKind('/', 'GET', '/')).toBe('page');
    expect(routeKind('/en/product/abc', 'GET', '/')).toBe('page');
    expect(routeKind('/graphql', 'POST', '/')).toBe('graphql');
    expect(routeKind('/shop/en/graphql', 'GET', '/shop/')).toBe('graphql');
    expect(routeKind('/media/catalog/a.png', 'GET', '/')).toBe('media');
    expect(routeKind('/assets/entries/x.js', 'GET', '/')).toBe('asset');
    expect(routeKind('/client-log-handler', 'POST', '/')).toBe('client-log');
    expect(routeKind('/rum', 'POST', '/')).toBe('rum');
    expect(routeKind('/service-worker.js', 'GET', '/')).toBe('service-worker');
    expect(routeKind('/admin/maintenance', 'POST', '/')).toBe('admin');
    expect(routeKind('/readyz', 'GET', '/')).toBe('health');
    expect(routeKind('/metrics', 'GET', '/')).toBe('metrics');
    expect(routeKind('/elsewhere', 'GET', '/shop/')).toBe('other');
    expect(routeKind('/shop', 'GET', '/shop/')).toBe('page');
    expect(routeKind('/cart', 'POST', '/')).toBe('other');
  });
});
