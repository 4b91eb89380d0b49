// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type ClientLogCollector, collectClientLogs, recordedEntry } from './collectClientLogs';
import { type ClientLogRecord, recordClientLogs } from './recordClientLogs';

describe('recordClientLogs (decision 0906)', () => {
  let stop: (() => void) | undefined;
  let collector: ClientLogCollector | undefined;
  afterEach(() => {
    stop?.();
    collector?.stop();
    vi.restoreAllMocks();
  });

  it('loads nothing until something is logged', () => {
    const load = vi.fn(async () => () => {});
    stop = recordClientLogs(load);
    console.info('not an error');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the collector with the first error, which takes over with what was recorded meanwhile', async () => {
    const original = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests: string[] = [];
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn(async () => {
      await arrived;
      return (records: ClientLogRecord[]) => {
        collector = collectClientLogs({
          endpoint: '/x',
          fetch: async (_url, init) => {
            requests.push(String(init?.body));
            return new Response(null, { status: 204 });
          },
        });
        for (const record of records) collector.push(recordedEntry(record));
      };
    });
    stop = recordClientLogs(load);

    console.error('Failed to load store', new TypeError('boom'));
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('out'), message: 'out' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'plain reason';
    window.dispatchEvent(rejection);
    expect(load).toHaveBeenCalledTimes(1);
    // The console still prints what the code logged.
    expect(original).toHaveBeenCalledWith('Failed to load store', expect.any(TypeError));

    arrive();
    await vi.waitFor(() => expect(collector).toBeDefined());
    // After the hand-over the collector records on its own (the recorder is gone).
    console.error('later');
    await collector!.flush();
    const { logs } = JSON.parse(requests[0]!) as {
      logs: { context: string; data: Record<string, string> }[];
    };
    expect(logs.map((entry) => [entry.context, entry.data.message])).toEqual([
      ['console.error', 'Failed to load store boom'],
      ['window.onerror', 'out'],
      ['unhandledrejection', 'plain reason'],
      ['console.error', 'later'],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again with the next error when the collector failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('chunk gone')));
    stop = recordClientLogs(load);
    console.error('first');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    console.error('second');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
