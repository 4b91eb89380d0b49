/**
 * Per-request `Server-Timing` (decision 0352): loaders, GraphQL operations and the render, so that a
 * browser's devtools and RUM see where the server spent its time. Loaders reach the recorder through their
 * request context (`ServerLoaderContext.timing`); the page handler writes the header.
 */
export interface ServerTimingRecorder {
  /** Adds `durationMs` to the metric `name` (metrics with the same name add up, and count). */
  add(name: string, durationMs: number): void;
  /** Runs `work` and adds its duration to `name`, also when it throws. */
  measure<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Total recorded for `name` in ms (0 when none). */
  total(name: string): number;
  /** The `Server-Timing` header value, e.g. `loaders;dur=12.3, graphql;dur=8.1;desc="2 calls"`. */
  header(): string;
}

const metricName = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

export function createServerTiming(): ServerTimingRecorder {
  const metrics = new Map<string, { durationMs: number; count: number }>();
  const recorder: ServerTimingRecorder = {
    add(name, durationMs) {
      if (!metricName.test(name)) throw new Error(`Invalid Server-Timing metric name "${name}"`);
      const entry = metrics.get(name) ?? { durationMs: 0, count: 0 };
      entry.durationMs += Math.max(0, durationMs);
      entry.count += 1;
      metrics.set(name, entry);
    },
    async measure(name, work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        recorder.add(name, performance.now() - started);
      }
    },
    total: (name) => metrics.get(name)?.durationMs ?? 0,
    header() {
      return [...metrics]
        .map(([name, { durationMs, count }]) => {
          const description = count > 1 ? `;desc="${count} calls"` : '';
          return `${name};dur=${durationMs.toFixed(1)}${description}`;
        })
        .join(', ');
    },
  };
  return recorder;
}
