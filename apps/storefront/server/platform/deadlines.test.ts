import { GCProfiler } from 'node:v8';

import { describe, expect, it } from 'vitest';

import { DeadlineError, startDeadline } from './deadlines';

/** Bytes the old generation grew by per call of `work` (no major GC subtracts), and the scavenges. */
async function oldGrowthPerCall(work: () => Promise<void>, calls: number) {
  for (let warmUp = 0; warmUp < 30; warmUp += 1) await work();
  const oldGeneration = (spaces: { spaceName: string; spaceUsedSize: number }[]) =>
    spaces
      .filter((space) => ['old_space', 'large_object_space'].includes(space.spaceName))
      .reduce((sum, space) => sum + space.spaceUsedSize, 0);
  const profiler = new GCProfiler();
  profiler.start();
  for (let call = 0; call < calls; call += 1) await work();
  const statistics = profiler.stop()?.statistics ?? [];
  // What scavenges promoted, and what was allocated in the old generation directly between two collections (V8
  // pretenures an allocation site whose objects keep surviving): both bring the next major GC closer.
  let grown = 0;
  let previous: number | undefined;
  for (const gc of statistics) {
    const before = oldGeneration(gc.beforeGC.heapSpaceStatistics);
    if (previous !== undefined) grown += Math.max(0, before - previous);
    if (gc.gcType === 'Scavenge')
      grown += Math.max(0, oldGeneration(gc.afterGC.heapSpaceStatistics) - before);
    previous = oldGeneration(gc.afterGC.heapSpaceStatistics);
  }
  const scavenges = statistics.filter((gc) => gc.gcType === 'Scavenge');
  return { bytes: grown / calls, scavenges: scavenges.length };
}

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
    const oneRender = (ballastLength: number) => async () => {
      // What only a listener of the deadline's signal reaches (4,000 small objects: ~100 kB).
      const ballast = Array.from({ length: ballastLength }, (_, index) => ({ index }));
      const deadline = startDeadline('page render', 10_000);
      deadline.signal.addEventListener('abort', () => ballast.push({ index: -1 }));
      await deadline.race(new Promise((resolve) => setImmediate(resolve)));
      deadline.clear();
    };
    const without = await oldGrowthPerCall(oneRender(0), 1500);
    const withBallast = await oldGrowthPerCall(oneRender(4000), 1500);
    expect(withBallast.scavenges).toBeGreaterThan(2);
    // Kept until a major GC, each render's ballast was promoted whole (~100 kB more per render).
    expect(withBallast.bytes - without.bytes).toBeLessThan(10_000);
  });
});
