import type { Database } from '../db/database';

/** SQLSTATEs worth a new attempt: serialization failure, deadlock detected. */
const retryableStates = new Set(['40001', '40P01']);

/** The SQLSTATE of a driver error, looking through Drizzle's wrapping (`cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Thrown when every attempt of a transaction met a serialization failure or a deadlock. */
export class TransactionContentionError extends Error {
  constructor(cause: unknown) {
    super('The transaction kept failing on contention.', { cause });
    this.name = 'TransactionContentionError';
  }
}

/**
 * Runs `work` in a transaction and runs it again (a bounded number of times, with a short random back-off)
 * when PostgreSQL aborts it for a serialization failure or a deadlock: such an abort wrote nothing.
 */
export async function inTransaction<Result>(
  db: Database,
  work: (tx: Database) => Promise<Result>,
  attempts = 5,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Database));
    } catch (error) {
      const state = sqlStateOf(error);
      if (!state || !retryableStates.has(state)) throw error;
      if (attempt >= attempts) throw new TransactionContentionError(error);
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * Math.random()));
    }
  }
}
