// How much of a unit of work outlives the young generation: the old generation's growth per call, which the
// "dies young" tests of decision 0911 compare with and without a ballast that only the work reaches.
import { GCProfiler, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A full collection on demand (the test process is not started with --expose-gc). */
function collector() {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
}

const oldGeneration = (spaces) =>
  spaces
    .filter((space) => space.spaceName === 'old_space' || space.spaceName === 'large_object_space')
    .reduce((sum, space) => sum + space.spaceUsedSize, 0);

/**
 * Bytes the old generation grew by per call of `work` (no major GC subtracts), and the scavenges seen. It
 * starts after a full collection: a major GC's marking still running when the calls begin keeps what they
 * allocate alive through it, so the figure depended on the machine's load (CI, session 15).
 */
export async function oldGrowthPerCall(work, calls) {
  for (let warmUp = 0; warmUp < 30; warmUp += 1) await work();
  collector()();
  const profiler = new GCProfiler();
  profiler.start();
  for (let call = 0; call < calls; call += 1) await work();
  const statistics = profiler.stop()?.statistics ?? [];
  // What scavenges promoted, and what was allocated in the old generation directly between two collections
  // (V8 pretenures an allocation site whose objects keep surviving): both bring the next major GC closer.
  let grown = 0;
  let previous;
  for (const gc of statistics) {
    const before = oldGeneration(gc.beforeGC.heapSpaceStatistics);
    if (previous !== undefined) grown += Math.max(0, before - previous);
    if (gc.gcType === 'Scavenge')
      grown += Math.max(0, oldGeneration(gc.afterGC.heapSpaceStatistics) - before);
    previous = oldGeneration(gc.afterGC.heapSpaceStatistics);
  }
  const scavenges = statistics.filter((gc) => gc.gcType === 'Scavenge').length;
  return { bytes: grown / calls, scavenges };
}

/**
 * What a ballast of ~100 kB reached only by the work adds to the old generation per call: `work(0)` and
 * `work(4000)` measured in turn, up to `attempts` times, the least figure kept. A collection the machine's
 * load delays can keep one attempt's ballast alive; work that really keeps it promotes it in every attempt.
 */
export async function ballastPromotedPerCall(
  work,
  { calls = 1500, attempts = 3, below = 10_000 } = {},
) {
  let least;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const without = await oldGrowthPerCall(() => work(0), calls);
    const withBallast = await oldGrowthPerCall(() => work(4000), calls);
    const measured = { bytes: withBallast.bytes - without.bytes, scavenges: withBallast.scavenges };
    if (least === undefined || measured.bytes < least.bytes) least = measured;
    if (least.bytes < below) break;
  }
  return least;
}

/**
 * Whether V8 allocated `value` in the young generation (V8's `%InYoungGeneration`, natives syntax allowed for
 * this one function). A deterministic check where a growth figure depends on V8's pretenuring heuristics.
 */
let youngCheck;
export function inYoungGeneration(value) {
  if (!youngCheck) {
    setFlagsFromString('--allow-natives-syntax');
    youngCheck = new Function('value', 'return %InYoungGeneration(value)');
    setFlagsFromString('--no-allow-natives-syntax');
  }
  return youngCheck(value);
}
