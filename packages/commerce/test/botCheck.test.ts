/**
 * The bot check on the server (issue 15 item 8; decision 0756) against a real store: an ALTCHA solution found
 * the way the widget finds it is accepted once, a replay, an expired or a forged one is refused, and forms
 * without a solution (no JavaScript) pass only within the per-address allowance kept in the database.
 */
import { sql } from 'drizzle-orm';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAltchaAdapter } from '../src/botCheck/altcha';
import { checkBot } from '../src/botCheck/check';
import { botCheckFromEnv, BotCheckConfigError } from '../src/botCheck/settings';
import { selectRows } from '../src/db/database';
import type { Store } from '../src/store/openStore';
import { openTestStore } from '../src/testing/testStore';

let store: Store;

beforeAll(async () => {
  store = await openTestStore();
}, 120_000);

afterAll(() => store?.close());

const key = 'a-test-hmac-key-of-at-least-32-characters';

/** Solves a challenge as the widget does, and encodes its payload (base64 of `{ challenge, solution }`). */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const spentRows = async () =>
  (
    await selectRows<{ n: number }>(store.db, sql`SELECT count(*)::int AS n FROM bot_check_spent`)
  )[0]!.n;

describe('ALTCHA verification', () => {
  const altcha = createAltchaAdapter({ hmacKey: key, maxCounter: 2000 });

  it('accepts a solution once and refuses its replay', async () => {
    const payload = await solved((await altcha.createChallenge()) as Challenge);
    const first = await checkBot(store.db, altcha, payload, { clientAddress: '198.51.100.1' });
    expect(first).toEqual({ ok: true, solved: true });
    const replay = await checkBot(store.db, altcha, payload, { clientAddress: '198.51.100.2' });
    expect(replay).toMatchObject({ ok: false, messageId: 'botCheckFailed', reason: 'replayed' });
  });

  it('refuses an expired challenge and purges the spent rows that expired', async () => {
    let now = new Date();
    const clocked = createAltchaAdapter({
      hmacKey: key,
      maxCounter: 2000,
      lifetimeMs: 60_000,
      now: () => now,
    });
    const payload = await solved((await clocked.createChallenge()) as Challenge);
    now = new Date(now.getTime() + 61_000);
    expect(await checkBot(store.db, clocked, payload, { now })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    // A spent row whose challenge expired is deleted when the next solution is accepted.
    await store.db.execute(
      sql`INSERT INTO bot_check_spent (solution_hash, expires_at) VALUES ('old', now() - interval '1 hour')`,
    );
    const fresh = await solved((await altcha.createChallenge()) as Challenge);
    expect(await checkBot(store.db, altcha, fresh)).toEqual({ ok: true, solved: true });
    const old = await selectRows(
      store.db,
      sql`SELECT 1 FROM bot_check_spent WHERE solution_hash = 'old'`,
    );
    expect(old).toHaveLength(0);
  });

  it('refuses forged payloads: another key, a changed solution, a changed challenge, garbage', async () => {
    const before = await spentRows();
    const other = createAltchaAdapter({
      hmacKey: 'another-key-another-key-another-key',
      maxCounter: 2000,
    });
    const foreign = await solved((await other.createChallenge()) as Challenge);
    expect(await checkBot(store.db, altcha, foreign)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });

    const challenge = (await altcha.createChallenge()) as Challenge;
    const good = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    // The derived key is the proof (its HMAC is in the signed challenge): any other key is refused.
    const flipped = good.solution.derivedKey.startsWith('0') ? '1' : '0';
    const wrongKey = {
      ...good,
      solution: { ...good.solution, derivedKey: flipped + good.solution.derivedKey.slice(1) },
    };
    const easier = {
      ...good,
      challenge: {
        ...good.challenge,
        parameters: { ...good.challenge.parameters, keyPrefix: '0' },
      },
    };
    for (const forged of [wrongKey, easier]) {
      const encoded = Buffer.from(JSON.stringify(forged)).toString('base64');
      expect(await checkBot(store.db, altcha, encoded)).toMatchObject({
        ok: false,
        messageId: 'botCheckFailed',
      });
    }
    for (const garbage of [
      'not base64 json',
      Buffer.from('{"a":1}').toString('base64'),
      'x'.repeat(5000),
    ])
      expect(await checkBot(store.db, altcha, garbage)).toMatchObject({
        ok: false,
        reason: 'malformed',
      });
    // Nothing refused was written.
    expect(await spentRows()).toBe(before);
  });

  it('never puts the key in a challenge', async () => {
    const challenge = await altcha.createChallenge();
    expect(JSON.stringify(challenge)).not.toContain(key);
  });
});

describe('forms without a solution (no JavaScript)', () => {
  const altcha = createAltchaAdapter({ hmacKey: key });

  it('accepts a few per address and hour, then refuses with botCheckRequired; other addresses unaffected', async () => {
    const now = new Date('2026-03-02T09:00:00Z');
    const request = { clientAddress: '192.0.2.10', unsolvedPerHour: 2, now };
    expect(await checkBot(store.db, altcha, '', request)).toEqual({ ok: true, solved: false });
    expect(await checkBot(store.db, altcha, undefined, request)).toEqual({
      ok: true,
      solved: false,
    });
    expect(await checkBot(store.db, altcha, '  ', request)).toMatchObject({
      ok: false,
      messageId: 'botCheckRequired',
    });
    expect(
      await checkBot(store.db, altcha, '', { ...request, clientAddress: '192.0.2.11' }),
    ).toEqual({ ok: true, solved: false });
    // An hour later the allowance is back.
    const later = new Date(now.getTime() + 2 * 3_600_000 + 1000);
    expect(await checkBot(store.db, altcha, '', { ...request, now: later })).toEqual({
      ok: true,
      solved: false,
    });
  });

  it('gives callers without an address one shared allowance, and none with an allowance of 0', async () => {
    const now = new Date('2026-03-03T09:00:00Z');
    expect(await checkBot(store.db, altcha, '', { unsolvedPerHour: 1, now })).toEqual({
      ok: true,
      solved: false,
    });
    expect(await checkBot(store.db, altcha, '', { unsolvedPerHour: 1, now })).toMatchObject({
      ok: false,
      messageId: 'botCheckRequired',
    });
    expect(
      await checkBot(store.db, altcha, '', { clientAddress: '192.0.2.12', unsolvedPerHour: 0 }),
    ).toMatchObject({ ok: false, messageId: 'botCheckRequired' });
  });
});

describe('settings', () => {
  it('refuses production without a key; development makes one; Turnstile needs its secret', () => {
    expect(() => botCheckFromEnv({ NODE_ENV: 'production' })).toThrow(BotCheckConfigError);
    expect(() =>
      botCheckFromEnv({ NODE_ENV: 'production', BOTCHECK_PRIVATE_KEY: 'short' }),
    ).toThrow(BotCheckConfigError);
    expect(
      botCheckFromEnv({ NODE_ENV: 'production', BOTCHECK_PRIVATE_KEY: key }).adapter.kind,
    ).toBe('altcha');
    const development = botCheckFromEnv({ NODE_ENV: 'development' });
    expect(development.challenges).not.toBeNull();
    expect(development.unsolvedPerHour).toBe(10);
    expect(() => botCheckFromEnv({ BOTCHECK_PROVIDER: 'turnstile' })).toThrow(BotCheckConfigError);
    const turnstile = botCheckFromEnv({
      BOTCHECK_PROVIDER: 'turnstile',
      BOTCHECK_PRIVATE_KEY: 'x',
    });
    expect(turnstile.adapter.kind).toBe('turnstile');
    expect(turnstile.challenges).toBeNull();
    expect(() => botCheckFromEnv({ BOTCHECK_UNSOLVED_PER_HOUR: '-1' })).toThrow(
      BotCheckConfigError,
    );
  });
});
