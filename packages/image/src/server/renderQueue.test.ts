import { describe, expect, it } from 'vitest';

import { RenderQueue } from './renderQueue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('RenderQueue', () => {
  it('runs at most `concurrency` tasks at once, in order, and refuses beyond `maxPending` waiting', async () => {
    const queue = new RenderQueue(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running += 1;
      peak = Math.max(peak, running);
      await gates[index]!.promise;
      running -= 1;
      return index;
    };
    const results = [queue.run(task(0)), queue.run(task(1)), queue.run(task(2))];
    await expect(queue.run(task(3))).rejects.toMatchObject({ code: 'busy', status: 503 });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    gates[0]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a task that failed', async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
