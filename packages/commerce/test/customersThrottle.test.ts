/**
 * Throttling of failed sign-ins (issue 15; decision 0750): the 6th failed attempt in a row for one account or
 * from one client address is refused until the cooldown ends, even with the right password; the counters live
 * in the database, so two store connections (two server processes) share them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CustomerDeps } from '../src/customers/context';
import { register } from '../src/customers/registration';
import { signIn, type SignInResult } from '../src/customers/signIn';
import { openStore, type Store } from '../src/store/openStore';
import { cloneServerDatabase } from '../src/testing/testStore';
import { openTestStore } from '../src/testing/testStore';
import {
  type Clock,
  depsWithClock,
  strongPassword,
  testClock,
  uniqueEmail,
} from './customersHarness';

let store: Store;
let clock: Clock;
let deps: CustomerDeps;

beforeAll(async () => {
  store = await openTestStore();
  clock = testClock();
  deps = depsWithClock(store, clock);
}, 120_000);

afterAll(() => store?.close());

async function registered(name: string) {
  const email = uniqueEmail(name);
  await register(deps, {
    email,
    password: strongPassword,
    firstname: 'Alex',
    lastname: name,
    acceptCgv: true,
  });
  return email;
}

const reasons = (results: SignInResult[]) =>
  results.map((result) => (result.ok ? 'ok' : result.reason)).sort();

describe('sign-in throttling', () => {
  it('refuses the 6th failed attempt in a row on an account, even with the right password, until the cooldown', async () => {
    const email = await registered('victim');
    // Five concurrent failures: each is counted before its password is checked, so none slips past.
    const failures = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        signIn(
          deps,
          { email, password: `mauvais essai ${index}` },
          { clientAddress: `198.51.100.${index}` },
        ),
      ),
    );
    expect(reasons(failures)).toEqual(Array(5).fill('invalidCredentials'));
    const sixth = await signIn(
      deps,
      { email, password: strongPassword },
      { clientAddress: '203.0.113.9' },
    );
    expect(sixth).toEqual({
      ok: false,
      reason: 'throttled',
      message: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
      retryAfterSeconds: 900,
    });
    clock.advance(14 * 60_000);
    expect((await signIn(deps, { email, password: strongPassword, locale: 'en-GB' })).ok).toBe(
      false,
    );
    clock.advance(2 * 60_000);
    const after = await signIn(deps, { email, password: strongPassword });
    expect(after.ok).toBe(true);
    // A success starts the account's count again.
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await signIn(deps, { email, password: 'encore raté' })).ok).toBe(false);
    expect((await signIn(deps, { email, password: strongPassword })).ok).toBe(true);
  }, 120_000);

  it('refuses the 6th failed attempt in a row from one client address, whatever the accounts', async () => {
    const email = await registered('shared');
    const address = '192.0.2.77';
    const failures = await Promise.all(
      Array.from({ length: 5 }, () =>
        signIn(
          deps,
          { email: uniqueEmail('stuffing'), password: 'liste volée 2024' },
          { clientAddress: address },
        ),
      ),
    );
    expect(reasons(failures)).toEqual(Array(5).fill('invalidCredentials'));
    const sixth = await signIn(
      deps,
      { email, password: strongPassword },
      { clientAddress: address },
    );
    expect(sixth).toMatchObject({ ok: false, reason: 'throttled' });
    // The account itself is not locked for other addresses.
    expect(
      (await signIn(deps, { email, password: strongPassword }, { clientAddress: '192.0.2.78' })).ok,
    ).toBe(true);
    clock.advance(15 * 60_000 + 1);
    expect(
      (await signIn(deps, { email, password: strongPassword }, { clientAddress: address })).ok,
    ).toBe(true);
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'counts the attempts of two store connections sharing one PostgreSQL database together',
    async () => {
      const database = await cloneServerDatabase();
      if (!database) throw new Error('no server database');
      const open = () =>
        openStore({
          databaseUrl: database.url,
          seedIfEmpty: false,
          reconcile: false,
          log: () => undefined,
        });
      const [first, second] = [await open(), await open()];
      try {
        const depsA = depsWithClock(first, clock);
        const depsB = depsWithClock(second, clock);
        const email = uniqueEmail('twoprocesses');
        await register(depsA, {
          email,
          password: strongPassword,
          firstname: 'Alex',
          lastname: 'Deux',
          acceptCgv: true,
        });
        // Three attempts through each connection at once: exactly five are checked, the sixth is refused.
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            signIn(index % 2 === 0 ? depsA : depsB, { email, password: `essai ${index}` }),
          ),
        );
        expect(reasons(results)).toEqual([...Array(5).fill('invalidCredentials'), 'throttled']);
        expect(await signIn(depsB, { email, password: strongPassword })).toMatchObject({
          reason: 'throttled',
        });
        expect(await signIn(depsA, { email, password: strongPassword })).toMatchObject({
          reason: 'throttled',
        });
      } finally {
        await Promise.all([first.close(), second.close()]);
        await database.drop();
      }
    },
    120_000,
  );
});
