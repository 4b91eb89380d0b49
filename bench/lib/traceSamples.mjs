/**
 * V8's CPU samples of one thread in a Chromium trace (`disabled-by-default-v8.cpu_profiler`), for the browser
 * benches (bench/lighthouse/tasks.mjs, throttled.mjs): `samples` as [timestamp µs, node id, ms since the
 * previous sample] and the profile's `nodes` by id. The thread's `Profile` event is on the thread itself; its
 * chunks come from V8's profiler thread and share its id.
 * @param {any[]} events the trace's events
 * @param {{ pid: number, tid: number }} thread
 */
export function v8Samples(events, thread) {
  const nodes = new Map();
  const samples = [];
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  );
  if (!profile) return { nodes, samples };
  const chunks = events.filter(
    (event) => event.name === 'ProfileChunk' && event.pid === thread.pid && event.id === profile.id,
  );
  for (const chunk of chunks)
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of chunks) {
    const { cpuProfile, timeDeltas = [] } = chunk.args?.data ?? {};
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += timeDeltas[index] ?? 0;
      samples.push([ts, id, (timeDeltas[index] ?? 0) / 1000]);
    });
  }
  return { nodes, samples };
}
