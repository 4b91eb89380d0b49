/**
 * The server's side of the bot check (decision 0756), the same for every adapter: a response is accepted once
 * (its id is written to `bot_check_spent` by one `INSERT … ON CONFLICT DO NOTHING`, so two processes cannot
 * both accept it; expired rows are purged as new ones come), and a form posted WITHOUT a response (no
 * JavaScript: the proof of work cannot run) is accepted only within a small allowance per client address and
 * hour, counted in the database like the sign-in throttle.
 */
import { createHash } from 'node:crypto';

import { sql } from 'drizzle-orm';

import { timestampOf } from '../customers/customerRecord';
import { countAttempt } from '../customers/throttle';
import { selectRows, type Database } from '../db/database';
import type { BotCheckMessageId } from './messages';
import type { BotCheckAdapter } from './types';

/** Forms posted without a solution accepted per client address and hour. @defaultValue 10 */
export const defaultUnsolvedPerHour = 10;

const hourMs = 3_600_000;

export interface BotCheckRequest {
  /** The client address as the server trusts it; callers without one share a single allowance. */
  clientAddress?: string;
  /** @defaultValue new Date() */
  now?: Date;
  /** Forms posted without a solution accepted per address and hour. @defaultValue defaultUnsolvedPerHour */
  unsolvedPerHour?: number;
}

export type BotCheckResult =
  { ok: true; solved: boolean } | { ok: false; messageId: BotCheckMessageId; reason: string };

function solutionHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Checks a form's bot-check response (the widget's field; empty or undefined when the page had no JavaScript). */
export async function checkBot(
  db: Database,
  adapter: BotCheckAdapter,
  response: string | null | undefined,
  request: BotCheckRequest = {},
): Promise<BotCheckResult> {
  const now = request.now ?? new Date();
  const value = response?.trim() ?? '';
  if (value === '') {
    const limit = request.unsolvedPerHour ?? defaultUnsolvedPerHour;
    if (limit <= 0) return { ok: false, messageId: 'botCheckRequired', reason: 'missing' };
    // The sign-in throttle's table and upsert, under a key of its own: the limit holds across processes.
    // Callers that know no address (in-process callers, never the web server) share one allowance.
    const address = request.clientAddress ?? 'unknown';
    const refusedUntil = await countAttempt(db, [`bot-unsolved:${address}`], now, {
      maxFailures: limit,
      windowMs: hourMs,
      cooldownMs: hourMs,
    });
    return refusedUntil
      ? { ok: false, messageId: 'botCheckRequired', reason: 'unsolvedLimit' }
      : { ok: true, solved: false };
  }
  const verdict = await adapter.verify(value, { clientAddress: request.clientAddress });
  if (!verdict.ok) return { ok: false, messageId: 'botCheckFailed', reason: verdict.reason };
  await db.execute(sql`DELETE FROM bot_check_spent WHERE expires_at < ${timestampOf(now)}`);
  const spent = await selectRows<{ hash: string }>(
    db,
    sql`INSERT INTO bot_check_spent (solution_hash, expires_at)
      VALUES (${solutionHash(verdict.id)}, ${timestampOf(verdict.expiresAt)})
      ON CONFLICT (solution_hash) DO NOTHING
      RETURNING solution_hash AS hash`,
  );
  if (spent.length === 0) return { ok: false, messageId: 'botCheckFailed', reason: 'replayed' };
  return { ok: true, solved: true };
}
