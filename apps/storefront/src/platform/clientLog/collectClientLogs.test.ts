// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clientIdPattern, clientLogLimits } from './clientLogEntry';
import { clientLogId } from './clientId';
import { type ClientLogCollector, collectClientLogs, errorEntry } from './collectClientLogs';

describe('collectClientLogs (spec §7)', () => {
  let collector: ClientLogCollector | undefined;
  afterEach(() => {
    collector?.stop();
    vi.useRealTimers();
  });

  it('sends console errors, window errors and rejections every 10 s, only when there is something', async () => {
    vi.useFakeTimers();
    const requests: { url: string; body: string }[] = [];
    const transport = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(url), body: String(init?.body) });
      return new Response(null, { status: 204 });
    });
    collector = collectClientLogs({
      endpoint: '/client-log-handler?client_id=abcdefgh',
      fetch: transport,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).not.toHaveBeenCalled();

    console.error('Failed to load store', new TypeError('boom'));
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('out'), message: 'out' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'plain reason';
    window.dispatchEvent(rejection);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(transport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    const { logs } = JSON.parse(requests[0]!.body) as {
      logs: { context: string; data: Record<string, string> }[];
    };
    expect(logs.map((entry) => entry.context)).toEqual([
      'console.error',
      'window.onerror',
      'unhandledrejection',
    ]);
    expect(logs[0]?.data).toMatchObject({
      error: 'TypeError',
      message: 'Failed to load store boom',
    });
    expect(logs[1]?.data).toMatchObject({ error: 'RangeError', message: 'out' });
    expect(logs[2]?.data).toMatchObject({ error: 'Error', message: 'plain reason' });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(1);
  });

  it('keeps the latest entries within the limits', async () => {
    const bodies: string[] = [];
    collector = collectClientLogs({
      endpoint: '/x',
      fetch: async (_url, init) => {
        bodies.push(String(init?.body));
        return new Response(null, { status: 204 });
      },
    });
    for (let index = 0; index < 60; index += 1)
      collector.push(errorEntry('test', new Error(`e${index}`)));
    await collector.flush();
    const { logs } = JSON.parse(bodies[0]!) as { logs: { data: { message: string } }[] };
    expect(logs).toHaveLength(clientLogLimits.maxEntries);
    expect(logs[0]?.data.message).toBe('e10');
    const long = errorEntry('x'.repeat(500), new Error('m'.repeat(5_000)));
    expect(long.context).toHaveLength(clientLogLimits.maxContextLength);
    expect(long.level === 'error' && long.data.message.length).toBe(
      clientLogLimits.maxMessageLength,
    );
  });
});

describe('clientLogId', () => {
  it('makes a valid id once per session', () => {
    sessionStorage.clear();
    const id = clientLogId();
    expect(id).toMatch(clientIdPattern);
    expect(clientLogId()).toBe(id);
    sessionStorage.setItem('truffe.clientLogId', 'bad id!');
    expect(clientLogId()).not.toBe('bad id!');
  });
});
