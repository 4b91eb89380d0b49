import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Database time of one unit of work (a page request, a GraphQL request): the wall-clock time during which
 * at least one SQL statement of that work was in flight, and the number of statements. Overlapping
 * statements (DataLoaders of one request running together on a pool) count once, so `durationMs` is never
 * more than the work's own duration and can be read as a share of it (Server-Timing `db`).
 */
export interface DatabaseTiming {
  readonly durationMs: number;
  readonly statements: number;
}

/** One statement as a trace listener sees it (benchmarks and debugging; never logged by default). */
export interface StatementTrace {
  sql: string;
  params: readonly unknown[];
  durationMs: number;
}

class TimingAccumulator implements DatabaseTiming {
  durationMs = 0;
  statements = 0;
  private inFlight = 0;
  private since = 0;
  readonly traces: ((trace: StatementTrace) => void)[] = [];

  begin(): void {
    this.statements += 1;
    if (this.inFlight === 0) this.since = performance.now();
    this.inFlight += 1;
  }

  end(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) this.durationMs += performance.now() - this.since;
  }
}

const storage = new AsyncLocalStorage<TimingAccumulator>();

/**
 * Runs `work` and measures the database time of every statement it sends (through `openDatabase`'s
 * engines), however deeply nested in promises. Measurements nest: an inner `measureDatabase` counts its
 * own statements; they are not added to the outer one's.
 */
export async function measureDatabase<T>(
  work: () => Promise<T>,
  options: { trace?: (trace: StatementTrace) => void } = {},
): Promise<{ result: T; timing: DatabaseTiming }> {
  const accumulator = new TimingAccumulator();
  if (options.trace) accumulator.traces.push(options.trace);
  const result = await storage.run(accumulator, work);
  return {
    result,
    timing: { durationMs: accumulator.durationMs, statements: accumulator.statements },
  };
}

/**
 * A live view of the current work's database time (e.g. for a `Server-Timing` header written before the
 * work has ended), or `undefined` outside {@link measureDatabase} / {@link runWithDatabaseTiming}.
 */
export function currentDatabaseTiming(): DatabaseTiming | undefined {
  return storage.getStore();
}

/**
 * Starts measuring for the rest of the current synchronous call and everything it starts (an Express
 * middleware calls it before `next()`): returns the live timing to read when the response is written.
 */
export function runWithDatabaseTiming<T>(work: () => T): { result: T; timing: DatabaseTiming } {
  const accumulator = new TimingAccumulator();
  const result = storage.run(accumulator, work);
  return { result, timing: accumulator };
}

/** Wraps a driver's query function so that each statement is timed for the current work, if any. */
export function timedQuery<Args extends unknown[], Result>(
  query: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const accumulator = storage.getStore();
    if (!accumulator) return query(...args);
    accumulator.begin();
    const started = accumulator.traces.length > 0 ? performance.now() : 0;
    try {
      return await query(...args);
    } finally {
      accumulator.end();
      if (accumulator.traces.length > 0) {
        const [text, params] = args as unknown as [unknown, unknown];
        const trace: StatementTrace = {
          sql: typeof text === 'string' ? text : String((text as { text?: string })?.text ?? ''),
          params: Array.isArray(params) ? params : [],
          durationMs: performance.now() - started,
        };
        for (const listener of accumulator.traces) listener(trace);
      }
    }
  };
}
