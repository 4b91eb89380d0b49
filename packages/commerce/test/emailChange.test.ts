/**
 * An e-mail change confirmed by a link to the new address (decision 0923) against a real store: the request
 * writes nothing to the account's e-mail and answers the same whether the new address is free or another
 * account's; only the link, within 24 hours and once, makes the change, and only while the address is free.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CustomerDeps } from '../src/customers/context';
import { changePassword } from '../src/customers/credentials';
import { findCustomerById } from '../src/customers/customerRecord';
import {
  confirmEmailChange,
  emailChangeRequestLimit,
  pendingEmailChange,
  requestEmailChange,
} from '../src/customers/emailChange';
import { CustomerError } from '../src/customers/messages';
import { register } from '../src/customers/registration';
import { readSession } from '../src/customers/sessions';
import { signIn } from '../src/customers/signIn';
import { selectRows } from '../src/db/database';
import type { Store } from '../src/store/openStore';
import { openTestStore } from '../src/testing/testStore';
import {
  type Clock,
  customerTableCounts,
  depsWithClock,
  linkToken,
  outboxTo,
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

async function refusal(operation: Promise<unknown>): Promise<CustomerError> {
  const error = await operation.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CustomerError);
  return error as CustomerError;
}

/** A registered, signed-in customer (its welcome mail read, so the outbox checks see only what follows). */
async function customer(name: string, locale: 'fr-FR' | 'en-GB' = 'fr-FR') {
  const email = uniqueEmail(name);
  await register(deps, {
    email,
    password: strongPassword,
    firstname: 'Camille',
    lastname: name,
    acceptCgv: true,
    locale,
  });
  const signedIn = await signIn(deps, { email, password: strongPassword });
  if (!signedIn.ok) throw new Error(signedIn.message);
  return { email, id: signedIn.customer.id, session: signedIn.session };
}

const emailOf = async (id: number) => (await findCustomerById(store.db, id))!.email;
const changeLink = (to: string) => linkToken(store.db, to, '/account/email-change');

describe('asking for an e-mail change', () => {
  it('records a pending change and mails both addresses; the e-mail stays until the link', async () => {
    const a = await customer('free');
    const next = uniqueEmail('new-home');
    const asked = await requestEmailChange(deps, a.session, {
      password: strongPassword,
      email: ` ${next} `,
    });
    expect(asked.outcome).toBe('pending');
    expect(asked.customer.email).toBe(a.email);
    expect(await emailOf(a.id)).toBe(a.email);
    expect(await pendingEmailChange(deps, a.id)).toMatchObject({ newEmail: next });

    const [toNew, ...moreToNew] = await outboxTo(store.db, next);
    expect(moreToNew).toEqual([]);
    expect(toNew!.subject).toBe('Confirmez votre nouvelle adresse e-mail Truffe');
    expect(toNew!.text).toMatch(/https?:\/\/\S+\/account\/email-change\?token=[\w-]{43}\n/);
    const toOld = (await outboxTo(store.db, a.email)).slice(1); // after the welcome mail
    expect(toOld.map((mail) => mail.subject)).toEqual([
      'Changement d’adresse e-mail demandé sur votre compte Truffe',
    ]);
    expect(toOld[0]!.text).not.toContain('email-change');
    expect(toOld[0]!.text).toContain('/account/password-request');
    // Only the hash of the token is stored.
    const token = await changeLink(next);
    const stored = await selectRows<{ tokenHash: string }>(
      store.db,
      sql`SELECT token_hash AS "tokenHash" FROM customer_email_change WHERE customer_id = ${a.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
  }, 90_000);

  it('answers the same for another account’s address, changes nothing, mails it without a link', async () => {
    const a = await customer('asker');
    const other = await customer('owner', 'en-GB');
    const free = await customer('control');
    const before = (await outboxTo(store.db, other.email)).length;

    const onTaken = await requestEmailChange(deps, a.session, {
      password: strongPassword,
      email: other.email.toUpperCase(),
    });
    const onFree = await requestEmailChange(deps, free.session, {
      password: strongPassword,
      email: uniqueEmail('nobody'),
    });
    expect(onTaken.outcome).toBe('taken');
    // What the caller shows is the same shape: the unchanged customer, and a pending address.
    expect(onTaken.customer.email).toBe(a.email);
    expect(onFree.customer.email).toBe(free.email);
    expect(await pendingEmailChange(deps, a.id)).toMatchObject({
      newEmail: other.email.toUpperCase(),
    });
    expect(await emailOf(a.id)).toBe(a.email);
    expect(await emailOf(other.id)).toBe(other.email);

    const toTaken = (await outboxTo(store.db, other.email)).slice(before);
    expect(toTaken).toHaveLength(1);
    // In the language of the account that has the address, with no link that changes anything.
    expect(toTaken[0]!.subject).toBe('Confirm your new Truffe e-mail address');
    expect(toTaken[0]!.text).toContain('A Truffe account already exists with this address');
    expect(toTaken[0]!.text).not.toContain('email-change');
    expect(toTaken[0]!.text).toContain('/en/account/password-request');
    expect((await outboxTo(store.db, a.email)).slice(1)).toHaveLength(1);

    // Asked again the same day: the address's owner is not mailed twice.
    await requestEmailChange(deps, a.session, { password: strongPassword, email: other.email });
    expect((await outboxTo(store.db, other.email)).slice(before)).toHaveLength(1);
  }, 90_000);

  it('with a wrong password writes and mails nothing', async () => {
    const a = await customer('wrong');
    const counts = await customerTableCounts(store.db);
    const refused = await refusal(
      requestEmailChange(deps, a.session, { password: 'pas le bon', email: uniqueEmail('x') }),
    );
    expect(refused.fieldMessages('en-GB')).toEqual([
      { field: 'password', message: 'The current password is incorrect.' },
    ]);
    expect(await customerTableCounts(store.db)).toEqual(counts);
  }, 90_000);

  it('to the customer’s own address drops a pending change and mails nothing', async () => {
    const a = await customer('same');
    await requestEmailChange(deps, a.session, {
      password: strongPassword,
      email: uniqueEmail('y'),
    });
    const counts = await customerTableCounts(store.db);
    const same = await requestEmailChange(deps, a.session, {
      password: strongPassword,
      email: a.email.toUpperCase(),
    });
    expect(same.outcome).toBe('same');
    expect(await pendingEmailChange(deps, a.id)).toBeNull();
    expect(await customerTableCounts(store.db)).toEqual({
      ...counts,
      emailChanges: counts.emailChanges - 1,
    });
  }, 90_000);
});

describe('the daily cap on change requests (decision 0926)', () => {
  it('refuses the request past five a day, translated on the e-mail field, recording and mailing nothing', async () => {
    const a = await customer('capped');
    expect(emailChangeRequestLimit).toEqual({ limit: 5, windowMs: 24 * 3_600_000 });
    // A wrong password and the customer's own address mail nobody: they do not count.
    await refusal(
      requestEmailChange(deps, a.session, { password: 'pas le bon', email: uniqueEmail('no') }),
    );
    await requestEmailChange(deps, a.session, { password: strongPassword, email: a.email });
    let last = '';
    for (let request = 1; request <= 5; request += 1) {
      last = uniqueEmail(`capped-${request}`);
      const asked = await requestEmailChange(deps, a.session, {
        password: strongPassword,
        email: last,
      });
      expect(asked.outcome).toBe('pending');
    }
    const counts = await customerTableCounts(store.db);
    const pendingBefore = await pendingEmailChange(deps, a.id);
    const sixth = uniqueEmail('capped-6');
    const refused = await refusal(
      requestEmailChange(deps, a.session, { password: strongPassword, email: sixth }),
    );
    expect(refused.messageId).toBe('emailChangeLimit');
    expect(refused.translate('fr-FR')).toMatch(
      /^Vous avez déjà demandé 5 changements d’adresse e-mail en 24 heures\u202f: aucun e-mail n’a été envoyé\. Réessayez dans (?:2[0-4]|1?\d)\u00a0h, ou ouvrez le lien déjà envoyé à la nouvelle adresse\.$/,
    );
    expect(refused.fieldMessages('en-GB')).toEqual([
      {
        field: 'email',
        message: expect.stringMatching(
          /^You have already asked for 5 e-mail address changes in 24 hours: no e-mail was sent\. Try again in \d+ h, or open the link already sent to the new address\.$/,
        ) as string,
      },
    ]);
    // Nothing recorded, nothing mailed: the fifth request's link is still the pending one.
    expect(await customerTableCounts(store.db)).toEqual(counts);
    expect(await outboxTo(store.db, sixth)).toEqual([]);
    expect(await pendingEmailChange(deps, a.id)).toEqual(pendingBefore);
    expect(pendingBefore).toMatchObject({ newEmail: last });

    // The own address is still accepted (it mails nothing), and a day later requests are taken again.
    await requestEmailChange(deps, a.session, { password: strongPassword, email: a.email });
    await store.db.execute(
      sql`UPDATE rate_limit_window SET window_started_at = window_started_at - interval '24 hours'
        WHERE key = ${`email-change:customer:${a.id}`}`,
    );
    const nextDay = await requestEmailChange(deps, a.session, {
      password: strongPassword,
      email: sixth,
    });
    expect(nextDay.outcome).toBe('pending');
    expect(await outboxTo(store.db, sixth)).toHaveLength(1);
  }, 180_000);

  it('counts per customer: another customer’s requests are not refused', async () => {
    const a = await customer('capped-a');
    const b = await customer('capped-b');
    for (let request = 1; request <= 5; request += 1)
      await requestEmailChange(deps, a.session, {
        password: strongPassword,
        email: uniqueEmail(`a-${request}`),
      });
    await refusal(
      requestEmailChange(deps, a.session, { password: strongPassword, email: uniqueEmail('a-6') }),
    );
    const other = await requestEmailChange(deps, b.session, {
      password: strongPassword,
      email: uniqueEmail('b-1'),
    });
    expect(other.outcome).toBe('pending');
  }, 180_000);
});

describe('the link to the new address', () => {
  it('changes the address once, confirmed, ending the other sessions but the browser’s', async () => {
    const a = await customer('confirm');
    const elsewhere = await signIn(deps, { email: a.email, password: strongPassword });
    if (!elsewhere.ok) throw new Error(elsewhere.message);
    const next = uniqueEmail('confirmed');
    await requestEmailChange(deps, a.session, { password: strongPassword, email: next });
    const token = await changeLink(next);

    const changed = await confirmEmailChange(deps, { token, keepSessionId: a.session.id });
    expect(changed).toEqual({ customerId: a.id, email: next, endedSessions: 1 });
    const after = (await findCustomerById(store.db, a.id))!;
    expect(after.email).toBe(next);
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(await pendingEmailChange(deps, a.id)).toBeNull();
    expect(await readSession(deps, a.session.token)).not.toBeNull();
    expect(await readSession(deps, elsewhere.session.token)).toBeNull();

    // Replayed: refused, translated, nothing changes.
    const counts = await customerTableCounts(store.db);
    const replay = await refusal(confirmEmailChange(deps, { token }));
    expect(replay.messageId).toBe('emailChangeTokenInvalid');
    expect(replay.translate('fr-FR')).toBe(
      'Ce lien de changement d’adresse e-mail n’est plus valide : rien n’a changé.',
    );
    expect(await customerTableCounts(store.db)).toEqual(counts);
    expect(await emailOf(a.id)).toBe(next);
  }, 90_000);

  it('is refused after 24 hours, when replaced by a newer request, or after a password change', async () => {
    const a = await customer('expire');
    const late = uniqueEmail('late');
    await requestEmailChange(deps, a.session, { password: strongPassword, email: late });
    const lateToken = await changeLink(late);
    clock.advance(24 * 3_600_000 + 1);
    expect((await refusal(confirmEmailChange(deps, { token: lateToken }))).messageId).toBe(
      'emailChangeTokenInvalid',
    );
    expect(await pendingEmailChange(deps, a.id)).toBeNull();
    expect(await emailOf(a.id)).toBe(a.email);

    const { session } = (await signIn(deps, { email: a.email, password: strongPassword })) as {
      session: { id: string; token: string; customerId: number; remember: boolean };
    };
    const first = uniqueEmail('first');
    await requestEmailChange(deps, session, { password: strongPassword, email: first });
    const firstToken = await changeLink(first);
    const second = uniqueEmail('second');
    await requestEmailChange(deps, session, { password: strongPassword, email: second });
    expect(await pendingEmailChange(deps, a.id)).toMatchObject({ newEmail: second });
    expect((await refusal(confirmEmailChange(deps, { token: firstToken }))).messageId).toBe(
      'emailChangeTokenInvalid',
    );

    // The old address's notice says a password change cancels the change: it does.
    await changePassword(deps, session, {
      currentPassword: strongPassword,
      newPassword: 'une autre phrase secrète',
    });
    expect(await pendingEmailChange(deps, a.id)).toBeNull();
    expect(
      (await refusal(confirmEmailChange(deps, { token: await changeLink(second) }))).messageId,
    ).toBe('emailChangeTokenInvalid');
    expect(await emailOf(a.id)).toBe(a.email);
  }, 90_000);

  it('is refused cleanly when another registration took the address first', async () => {
    const a = await customer('race');
    const wanted = uniqueEmail('wanted');
    await requestEmailChange(deps, a.session, { password: strongPassword, email: wanted });
    const token = await changeLink(wanted);
    await register(deps, {
      email: wanted.toUpperCase(),
      password: strongPassword,
      firstname: 'Alex',
      lastname: 'Premier',
      acceptCgv: true,
    });
    const refused = await refusal(confirmEmailChange(deps, { token }));
    expect(refused.messageId).toBe('emailChangeAddressTaken');
    expect(refused.translate('en-GB')).toBe(
      'This e-mail address now belongs to another account: the address of your account stays the same.',
    );
    expect(await emailOf(a.id)).toBe(a.email);
    expect((await refusal(confirmEmailChange(deps, { token }))).messageId).toBe(
      'emailChangeTokenInvalid',
    );
  }, 90_000);

  it('racing a registration of the same address: exactly one account has it, no internal error', async () => {
    const a = await customer('racer');
    const wanted = uniqueEmail('contested');
    await requestEmailChange(deps, a.session, { password: strongPassword, email: wanted });
    const token = await changeLink(wanted);
    const [confirmed] = await Promise.allSettled([
      confirmEmailChange(deps, { token }),
      register(deps, {
        email: wanted,
        password: strongPassword,
        firstname: 'Alex',
        lastname: 'Rapide',
        acceptCgv: true,
      }),
    ]);
    if (confirmed.status === 'rejected') {
      expect(confirmed.reason).toBeInstanceOf(CustomerError);
      expect((confirmed.reason as CustomerError).messageId).toBe('emailChangeAddressTaken');
    }
    const owners = await selectRows<{ id: number }>(
      store.db,
      sql`SELECT id FROM customer WHERE lower(email) = lower(${wanted})`,
    );
    expect(owners).toHaveLength(1);
    expect(owners[0]!.id === a.id).toBe(confirmed.status === 'fulfilled');
  }, 90_000);
});
