import { ballastPromotedPerCall } from '@truffe/vitest-config/promotion';
import { describe, expect, it } from 'vitest';

import { DeadlineError, startDeadline } from './deadlines';

describe('startDeadline', () => {
  it('rejects the raced work with a DeadlineError at the deadline, and says why', async () => {
    const deadline = startDeadline('page render', 20);
    const never = new Promise<never>(() => undefined);
    await expect(deadline.race(never)).rejects.toBeInstanceOf(DeadlineError);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.reason).toBe('deadline');
  });

  it('stops early for a client gone, and a cleared deadline never fires', async () => {
    const stopped = startDeadline('page render', 1_000);
    stopped.abort('client gone');
    expect(stopped.reason).toBe('client gone');
    expect((stopped.signal.reason as DeadlineError).why).toBe('client gone');

    const cleared = startDeadline('page render', 20);
    await expect(cleared.race(Promise.resolve('done'))).resolves.toBe('done');
    cleared.clear();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cleared.signal.aborted).toBe(false);
    expect(cleared.reason).toBeUndefined();
  });

  it('lets a finished deadline die young: scavenges do not promote what its listeners reach', async () => {
    // An object literal's getter (`get reason()`) is an accessor V8 keeps in the old generation, with the
    // getter's scope (the signal, its listeners: the page handler's render and result); scavenges kept it
    // all until the next major GC (decision 0911).
    /** A ballast item made by a constructor: V8 can pretenure an object literal's allocation site. */
    class Item {
      constructor(readonly index: number) {}
    }
    const oneRender = async (ballastLength: number) => {
      // What only a listener of the deadline's signal reaches (4,000 small objects: ~100 kB).
      const ballast = Array.from({ length: ballastLength }, (_, index) => new Item(index));
      const deadline = startDeadline('page render', 10_000);
      deadline.signal.addEventListener('abort', () => ballast.push(new Item(-1)));
      await deadline.race(new Promise((resolve) => setImmediate(resolve)));
      deadline.clear();
    };
    const promoted = await ballastPromotedPerCall(oneRender);
    expect(promoted.scavenges).toBeGreaterThan(2);
    // Kept until a major GC, each render's ballast was promoted whole (~100 kB more per render).
    expect(promoted.bytes).toBeLessThan(10_000);
  });
});
