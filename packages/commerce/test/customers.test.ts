/**
 * Customer accounts (issue 15; decision 0750) against a real store (PGlite, or PostgreSQL with DATABASE_URL):
 * registration without enumeration, professional registration and approval, sign-in, sessions and their
 * lifetimes, password reset, changes of credentials, the address book's isolation between customers, the
 * newsletter's consent records; every refusal is translated and writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from '../src/customers/addresses';
import { approvePro } from '../src/customers/approvePro';
import type { CustomerDeps } from '../src/customers/context';
import { changePassword } from '../src/customers/credentials';
import { confirmEmailChange, requestEmailChange } from '../src/customers/emailChange';
import { findCustomerByEmail } from '../src/customers/customerRecord';
import { CustomerError } from '../src/customers/messages';
import {
  newsletterStatus,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from '../src/customers/newsletter';
import { requestPasswordReset, resetPassword, verifyEmail } from '../src/customers/passwordReset';
import { register, type RegisterProInput, registerPro } from '../src/customers/registration';
import { endOtherSessions, endSession, readSession } from '../src/customers/sessions';
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

/** The refusal an operation throws, checked to be a translated CustomerError. */
async function refusal(operation: Promise<unknown>): Promise<CustomerError> {
  const error = await operation.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CustomerError);
  return error as CustomerError;
}

async function registered(name: string, password = strongPassword) {
  const email = uniqueEmail(name);
  await register(deps, { email, password, firstname: 'Camille', lastname: name, acceptCgv: true });
  return email;
}

async function signedIn(email: string, password = strongPassword) {
  const result = await signIn(deps, { email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return result;
}

const proInput = (email: string): RegisterProInput => ({
  email,
  password: strongPassword,
  firstname: 'Jeanne',
  lastname: 'Éleveuse',
  acceptCgv: true,
  company: 'Élevage du Val',
  siret: '443 061 841 00047',
  vatNumber: 'FR 64 443061841',
  activity: 'breeder',
  phone: '+33 2 41 00 00 00',
  address: {
    street: ['12 route des Chênes'],
    postcode: '49000',
    city: 'Angers',
    countryCode: 'FR',
  },
});

describe('registration', () => {
  it('creates the account with its CGV acceptance, newsletter consent and a welcome e-mail', async () => {
    const email = uniqueEmail('new');
    const result = await register(deps, {
      email,
      password: strongPassword,
      firstname: 'Camille',
      lastname: 'Martin',
      acceptCgv: true,
      newsletter: true,
      locale: 'en-GB',
    });
    expect(result).toEqual({ accepted: true, message: expect.stringContaining('Thank you') });
    const customer = await findCustomerByEmail(store.db, email.toUpperCase());
    expect(customer).toMatchObject({
      group: 'general',
      proStatus: 'none',
      locale: 'en-GB',
      customerGroupId: 1,
    });
    expect(customer!.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    const [terms] = await selectRows<{ version: string }>(
      store.db,
      sql`SELECT version FROM terms_acceptance WHERE customer_id = ${customer!.id} AND terms = 'cgv'`,
    );
    expect(terms?.version).toBe('2025-01');
    expect(await newsletterStatus(deps, customer!.id)).toMatchObject({
      subscribed: true,
      source: 'registration',
    });
    const [welcome] = await outboxTo(store.db, email);
    expect(welcome?.subject).toContain('Welcome');
    expect(welcome?.text).toContain('/en/account/confirm?token=');

    expect(customer!.emailVerifiedAt).toBeNull();
    const token = await linkToken(store.db, email, '/account/confirm');
    await verifyEmail(deps, { token });
    expect((await findCustomerByEmail(store.db, email))!.emailVerifiedAt).not.toBeNull();
    expect((await refusal(verifyEmail(deps, { token }))).messageId).toBe(
      'verificationTokenInvalid',
    );
  }, 60_000);

  it('answers a known e-mail (in any case) exactly like a new one, and tells its owner instead', async () => {
    const email = await registered('dup');
    const before = await customerTableCounts(store.db);
    const again = await register(deps, {
      email: email.toUpperCase(),
      password: 'un tout autre mot de passe',
      firstname: 'Intrus',
      lastname: 'Inconnu',
      acceptCgv: true,
    });
    const fresh = await register(deps, {
      email: uniqueEmail('fresh'),
      password: strongPassword,
      firstname: 'Intrus',
      lastname: 'Inconnu',
      acceptCgv: true,
    });
    expect(again).toEqual(fresh);
    const after = await customerTableCounts(store.db);
    expect(after.customer).toBe(before.customer + 1);
    const messages = await outboxTo(store.db, email);
    expect(messages.map((message) => message.subject)).toEqual([
      'Bienvenue chez Truffe : confirmez votre adresse e-mail',
      'Votre compte Truffe',
    ]);
    // The account keeps its password.
    expect((await signIn(deps, { email, password: strongPassword })).ok).toBe(true);
  }, 60_000);

  it('refuses bad input with translated field messages and writes nothing', async () => {
    const before = await customerTableCounts(store.db);
    const noCgv = await refusal(
      register(deps, {
        email: uniqueEmail('nocgv'),
        password: strongPassword,
        firstname: 'A',
        lastname: 'B',
        acceptCgv: false as true,
      }),
    );
    expect(noCgv.messageId).toBe('fixFields');
    expect(noCgv.fieldMessages('fr-FR')).toEqual([
      { field: 'acceptCgv', message: 'Vous devez accepter les conditions générales de vente.' },
    ]);
    expect(noCgv.fieldMessages('en-GB')[0]?.message).toBe(
      'You must accept the terms and conditions of sale.',
    );

    const bad = await refusal(
      register(deps, {
        email: 'pas-une-adresse',
        password: 'azerty123',
        firstname: '',
        lastname: 'B',
        acceptCgv: true,
      }),
    );
    expect(bad.fieldMessages('fr-FR')).toEqual(
      expect.arrayContaining([
        { field: 'email', message: expect.stringContaining('adresse e-mail valide') },
        { field: 'firstname', message: 'Ce champ est obligatoire.' },
      ]),
    );
    const common = await refusal(
      register(deps, {
        email: uniqueEmail('common'),
        password: 'Azerty123',
        firstname: 'A',
        lastname: 'B',
        acceptCgv: true,
      }),
    );
    expect(common.fieldMessages('en-GB')).toEqual([
      { field: 'password', message: expect.stringContaining('too common') },
    ]);
    const short = await refusal(
      register(deps, {
        email: uniqueEmail('short'),
        password: 'k9!Zp2',
        firstname: 'A',
        lastname: 'B',
        acceptCgv: true,
      }),
    );
    expect(short.fieldMessages('fr-FR')[0]?.message).toBe(
      'Le mot de passe doit comporter au moins 8 caractères.',
    );
    expect(await customerTableCounts(store.db)).toEqual(before);
  });
});

describe('professional customers', () => {
  it('refuses a bad SIRET, a bad VAT key and a long street line, writing nothing', async () => {
    const before = await customerTableCounts(store.db);
    const email = uniqueEmail('badpro');
    const badSiret = await refusal(
      registerPro(deps, { ...proInput(email), siret: '443 061 841 00048' }),
    );
    expect(badSiret.fieldMessages('fr-FR')).toEqual([
      { field: 'siret', message: 'Ce numéro SIRET n’est pas valide (14 chiffres).' },
    ]);
    const badVat = await refusal(
      registerPro(deps, { ...proInput(email), vatNumber: 'FR65443061841' }),
    );
    expect(badVat.fields.map((field) => [field.field, field.id])).toEqual([
      ['vatNumber', 'invalidVatNumber'],
    ]);
    const otherSiren = await refusal(
      registerPro(deps, { ...proInput(email), siret: '73282932000074' }),
    );
    expect(otherSiren.fields.map((field) => field.id)).toEqual(['vatSirenMismatch']);
    const longLine = await refusal(
      registerPro(deps, {
        ...proInput(email),
        activity: 'kennel' as 'breeder',
        address: { street: ['x'.repeat(39)], postcode: '4900', city: 'Angers', countryCode: 'FR' },
      }),
    );
    expect(longLine.fieldMessages('en-GB')).toEqual(
      expect.arrayContaining([{ field: 'activity', message: 'Choose your line of business.' }]),
    );
    const lineProblems = await refusal(
      registerPro(deps, {
        ...proInput(email),
        address: { street: ['x'.repeat(39)], postcode: '4900', city: 'Angers', countryCode: 'FR' },
      }),
    );
    expect(lineProblems.fieldMessages('en-GB')).toEqual([
      {
        field: 'address.street.0',
        message:
          'This line has 39 characters: at most 38 fit on the parcel label. Shorten it or go on on the second line.',
      },
      { field: 'address.postcode', message: 'A French postcode has 5 digits, for example 75011.' },
    ]);
    expect(await customerTableCounts(store.db)).toEqual(before);
  });

  it('starts pending at public prices; approval moves it to the professional group and e-mails it', async () => {
    const email = uniqueEmail('pro');
    await registerPro(deps, proInput(email));
    const pending = await findCustomerByEmail(store.db, email);
    expect(pending).toMatchObject({ group: 'general', proStatus: 'pending', customerGroupId: 1 });
    expect(pending!.proDetails).toEqual({
      company: 'Élevage du Val',
      siret: '44306184100047',
      vatNumber: 'FR64443061841',
      activity: 'breeder',
      phone: '+33 2 41 00 00 00',
      address: {
        street: ['12 route des Chênes'],
        postcode: '49000',
        city: 'Angers',
        countryCode: 'FR',
      },
    });
    const signedInPending = await signedIn(email);
    expect(signedInPending.customer.customerGroupId).toBe(1);

    const approved = await approvePro(deps, email.toUpperCase());
    expect(approved).toMatchObject({
      group: 'professional',
      proStatus: 'approved',
      customerGroupId: 2,
    });
    const messages = await outboxTo(store.db, email);
    expect(messages.at(-1)).toMatchObject({
      subject: 'Votre compte professionnel Truffe est validé',
      dedupeKey: `pro-approved:${approved.id}`,
    });
    expect(messages.at(-1)!.text).toContain('Élevage du Val');
    // The session already open sees the new group on its next read.
    const read = await readSession(deps, signedInPending.session.token);
    expect(read?.customer.customerGroupId).toBe(2);

    const before = await customerTableCounts(store.db);
    expect((await refusal(approvePro(deps, email))).translate('en-GB')).toBe(
      'No pending professional account for this e-mail address.',
    );
    expect((await refusal(approvePro(deps, await registered('notpro')))).messageId).toBe(
      'proNotFound',
    );
    expect((await customerTableCounts(store.db)).outbox).toBe(before.outbox + 1); // the welcome of `notpro`
  }, 90_000);
});

describe('sign-in and sessions', () => {
  it('gives the same answer, after comparable work, for an unknown e-mail and a wrong password', async () => {
    const email = await registered('enum');
    const known = await signIn(deps, { email, password: 'pas le bon mot de passe' });
    const unknown = await signIn(deps, {
      email: uniqueEmail('nobody'),
      password: 'pas le bon mot de passe',
    });
    expect(unknown).toEqual(known);
    expect(known).toEqual({
      ok: false,
      reason: 'invalidCredentials',
      message: 'E-mail ou mot de passe incorrect.',
    });

    // The work is the process's CPU time (scrypt runs on libuv's threads, which it counts), not the wall
    // clock: other test files running beside this one on a busy machine delay a call, they do not add work.
    const work = async (address: string) => {
      const start = process.cpuUsage();
      await signIn(deps, { email: address, password: 'toujours pas le bon' });
      const { user, system } = process.cpuUsage(start);
      return user + system;
    };
    const knownWork: number[] = [];
    const unknownWork: number[] = [];
    // Three rounds: with the first attempt, four failures on the account, below its sign-in throttle.
    for (let round = 0; round < 3; round += 1) {
      knownWork.push(await work(email));
      unknownWork.push(await work(uniqueEmail('nobody')));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // An unknown e-mail runs a full scrypt verification too: without it the ratio would be far below 0.5.
    const ratio = median(unknownWork) / median(knownWork);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 120_000);

  it('opens a session with a new id at each sign-in and ends the previous one', async () => {
    const email = await registered('rotate');
    const first = await signedIn(email);
    expect(first.session.token).toMatch(/^[\w-]{43}$/);
    expect((await readSession(deps, first.session.token))?.customer.email).toBe(email);
    const second = await signIn(
      deps,
      { email, password: strongPassword },
      { previousSessionToken: first.session.token },
    );
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.session.token).not.toBe(first.session.token);
    expect(second.session.id).not.toBe(first.session.id);
    expect(await readSession(deps, first.session.token)).toBeNull();
    expect(await readSession(deps, second.session.token)).not.toBeNull();
    // Only the hash is stored.
    const stored = await selectRows<{ tokenHash: string }>(
      store.db,
      sql`SELECT token_hash AS "tokenHash" FROM customer_session WHERE customer_id = ${second.customer.id}`,
    );
    expect(stored.map((row) => row.tokenHash)).toEqual([second.session.id]);
    expect(stored[0]!.tokenHash).not.toBe(second.session.token);

    expect(await endSession(deps, second.session.token)).toBe(true);
    expect(await readSession(deps, second.session.token)).toBeNull();
    expect(await readSession(deps, 'made-up-token')).toBeNull();
  }, 60_000);

  it('ends a session after 30 idle minutes, and 12 hours after sign-in however active', async () => {
    const email = await registered('lifetime');
    const { session } = await signedIn(email);
    clock.advance(29 * 60_000);
    expect(await readSession(deps, session.token)).not.toBeNull();
    clock.advance(29 * 60_000); // 58 min after sign-in, 29 after the last request
    expect(await readSession(deps, session.token)).not.toBeNull();
    clock.advance(31 * 60_000);
    expect(await readSession(deps, session.token)).toBeNull();

    const active = (await signedIn(email)).session;
    const signedInAt = clock.now().getTime();
    while (clock.now().getTime() - signedInAt < 12 * 3_600_000 - 20 * 60_000) {
      clock.advance(20 * 60_000);
      expect(await readSession(deps, active.token)).not.toBeNull();
    }
    clock.advance(20 * 60_000);
    expect(await readSession(deps, active.token)).toBeNull();

    const remembered = await signIn(deps, { email, password: strongPassword, remember: true });
    if (!remembered.ok) throw new Error('sign-in failed');
    clock.advance(7 * 86_400_000);
    expect(await readSession(deps, remembered.session.token)).not.toBeNull();
    clock.advance(31 * 86_400_000);
    expect(await readSession(deps, remembered.session.token)).toBeNull();
  }, 60_000);

  it('ends the other sessions of an account on request', async () => {
    const email = await registered('others');
    const [a, b] = [await signedIn(email), await signedIn(email)];
    expect(await endOtherSessions(deps, a.customer.id, a.session.id)).toBe(1);
    expect(await readSession(deps, a.session.token)).not.toBeNull();
    expect(await readSession(deps, b.session.token)).toBeNull();
  }, 60_000);
});

describe('password reset', () => {
  it('answers the same for an unknown e-mail and e-mails a link only to an account', async () => {
    const email = await registered('reset');
    const nobody = uniqueEmail('nobody');
    const known = await requestPasswordReset(deps, { email, locale: 'en-GB' });
    const unknown = await requestPasswordReset(deps, { email: nobody, locale: 'en-GB' });
    expect(unknown).toEqual(known);
    expect(await outboxTo(store.db, nobody)).toEqual([]);
    expect((await outboxTo(store.db, email)).at(-1)!.text).toContain(
      '/account/password-reset?token=',
    );
  }, 60_000);

  it('resets once with the token, ends every session, and refuses the old password', async () => {
    const email = await registered('resetonce');
    const { session } = await signedIn(email);
    await requestPasswordReset(deps, { email });
    const token = await linkToken(store.db, email, '/account/password-reset');

    const before = await customerTableCounts(store.db);
    const weak = await refusal(resetPassword(deps, { token, password: 'password1' }));
    expect(weak.fields[0]).toMatchObject({ field: 'password', id: 'passwordTooCommon' });
    expect(await customerTableCounts(store.db)).toEqual(before);

    await resetPassword(deps, { token, password: 'une gamelle bien remplie' });
    expect(await readSession(deps, session.token)).toBeNull();
    const reused = await refusal(
      resetPassword(deps, { token, password: 'encore une autre phrase' }),
    );
    expect(reused.translate('fr-FR')).toBe(
      'Ce lien n’est plus valide : demandez un nouveau lien de réinitialisation.',
    );
    expect((await signIn(deps, { email, password: strongPassword })).ok).toBe(false);
    expect((await signIn(deps, { email, password: 'une gamelle bien remplie' })).ok).toBe(true);
  }, 90_000);

  it('refuses a token after its hour', async () => {
    const email = await registered('resetlate');
    await requestPasswordReset(deps, { email });
    const token = await linkToken(store.db, email, '/account/password-reset');
    clock.advance(61 * 60_000);
    expect(
      (await refusal(resetPassword(deps, { token, password: 'une gamelle bien remplie' })))
        .messageId,
    ).toBe('resetTokenInvalid');
    expect((await signIn(deps, { email, password: strongPassword })).ok).toBe(true);
  }, 60_000);
});

describe('changes of credentials', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const email = await registered('change');
    const here = await signedIn(email);
    const elsewhere = await signedIn(email);
    const wrong = await refusal(
      changePassword(deps, here.session, {
        currentPassword: 'pas celui-là du tout',
        newPassword: 'nouvelle phrase secrète',
      }),
    );
    expect(wrong.translate('en-GB')).toBe('The current password is incorrect.');
    expect(await readSession(deps, elsewhere.session.token)).not.toBeNull();

    expect(
      await changePassword(deps, here.session, {
        currentPassword: strongPassword,
        newPassword: 'nouvelle phrase secrète',
      }),
    ).toEqual({ endedSessions: 1 });
    expect(await readSession(deps, here.session.token)).not.toBeNull();
    expect(await readSession(deps, elsewhere.session.token)).toBeNull();
    expect((await signIn(deps, { email, password: 'nouvelle phrase secrète' })).ok).toBe(true);
  }, 90_000);

  it('changes the e-mail only with the password and the link, never to another account’s', async () => {
    const email = await registered('mail');
    const taken = await registered('taken');
    const { session } = await signedIn(email);
    // The confirmation link of the registration, kept unused.
    const keptLink = await linkToken(store.db, email, '/account/confirm');
    expect(
      (
        await refusal(
          requestEmailChange(deps, session, {
            password: 'mauvais mot de passe',
            email: uniqueEmail('x'),
          }),
        )
      ).messageId,
    ).toBe('currentPasswordWrong');
    // Another account's address: the same answer as a free one (decision 0923), and nothing can change.
    expect(
      (
        await requestEmailChange(deps, session, {
          password: strongPassword,
          email: taken.toUpperCase(),
        })
      ).outcome,
    ).toBe('taken');
    expect(await findCustomerByEmail(store.db, email)).toBeDefined();
    const next = uniqueEmail('moved');
    const asked = await requestEmailChange(deps, session, {
      password: strongPassword,
      email: next,
    });
    expect(asked.outcome).toBe('pending');
    expect(asked.customer.email).toBe(email);
    expect((await signIn(deps, { email: next, password: strongPassword })).ok).toBe(false);
    await confirmEmailChange(deps, {
      token: await linkToken(store.db, next, '/account/email-change'),
    });
    expect((await signIn(deps, { email: next, password: strongPassword })).ok).toBe(true);
    expect((await signIn(deps, { email, password: strongPassword })).ok).toBe(false);
    // The old address's link cannot confirm the new address (whose guest orders would join the account).
    expect((await refusal(verifyEmail(deps, { token: keptLink }))).messageId).toBe(
      'verificationTokenInvalid',
    );
  }, 90_000);
});

describe('the current password asked by a credentials change', () => {
  it('is counted with the account’s sign-in attempts: no unlimited guessing from a session', async () => {
    const email = await registered('guess');
    const { session } = await signedIn(email);
    // A right password in between gives its attempt back, as a sign-in does.
    await requestEmailChange(deps, session, { password: strongPassword, email });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const guess = {
        currentPassword: `essai numéro ${attempt}`,
        newPassword: 'ma nouvelle phrase',
      };
      const wrong = await refusal(changePassword(deps, session, guess));
      expect(wrong.messageId, `attempt ${attempt}`).toBe('currentPasswordWrong');
    }
    // Past the limit even the right password is refused, on both forms, with a translated field message…
    const throttled = await refusal(
      requestEmailChange(deps, session, {
        password: strongPassword,
        email: uniqueEmail('taken-over'),
      }),
    );
    expect(throttled.messageId).toBe('passwordCheckThrottled');
    expect(throttled.fieldMessages('fr-FR')).toEqual([
      {
        field: 'password',
        message: 'Trop de mots de passe incorrects. Réessayez dans 15 minutes.',
      },
    ]);
    expect(throttled.translate('en-GB')).toBe(
      'Too many incorrect passwords. Try again in 15 minutes.',
    );
    expect(
      (
        await refusal(
          changePassword(deps, session, {
            currentPassword: strongPassword,
            newPassword: 'ma nouvelle phrase',
          }),
        )
      ).messageId,
    ).toBe('passwordCheckThrottled');
    // …nothing changed, and sign-in waits as well; after the cooldown the owner goes on.
    expect((await signIn(deps, { email, password: strongPassword })).ok).toBe(false);
    clock.advance(16 * 60_000);
    expect((await signIn(deps, { email, password: strongPassword })).ok).toBe(true);
  }, 90_000);
});

describe('address book', () => {
  const address = {
    firstname: 'Camille',
    lastname: 'Martin',
    street: ['3 rue des Lilas', 'Bâtiment B'],
    postcode: '75011',
    city: 'Paris',
    countryCode: 'fr',
    telephone: '01 23 45 67 89',
  };

  it('keeps each customer’s addresses out of every other customer’s reach', async () => {
    const a = (await signedIn(await registered('owner'))).customer.id;
    const b = (await signedIn(await registered('other'))).customer.id;
    const first = await createAddress(deps, a, address);
    expect(first).toMatchObject({
      countryCode: 'FR',
      isDefaultBilling: true,
      isDefaultShipping: true,
    });
    const second = await createAddress(deps, a, {
      ...address,
      street: ['10 Downing Street'],
      postcode: 'sw1a2aa',
      city: 'London',
      countryCode: 'GB',
      isDefaultShipping: true,
    });
    expect(second.postcode).toBe('SW1A 2AA');
    const list = await listAddresses(deps, a);
    expect(list.map((row) => [row.id, row.isDefaultBilling, row.isDefaultShipping])).toEqual([
      [second.id, false, true],
      [first.id, true, false],
    ]);

    expect(await listAddresses(deps, b)).toEqual([]);
    expect((await refusal(getAddress(deps, b, first.id))).messageId).toBe('addressNotFound');
    expect(
      (await refusal(updateAddress(deps, b, first.id, { ...address, city: 'Lyon' }))).messageId,
    ).toBe('addressNotFound');
    expect((await refusal(deleteAddress(deps, b, first.id))).translate('fr-FR')).toBe(
      'Cette adresse est introuvable dans votre carnet d’adresses.',
    );
    expect(await getAddress(deps, a, first.id)).toEqual(list[1]);

    const updated = await updateAddress(deps, a, first.id, {
      ...address,
      city: 'Lyon',
      postcode: '69001',
      isDefaultShipping: true,
    });
    expect(updated).toMatchObject({
      city: 'Lyon',
      isDefaultBilling: true,
      isDefaultShipping: true,
    });
    expect((await getAddress(deps, a, second.id)).isDefaultShipping).toBe(false);
    await deleteAddress(deps, a, second.id);
    expect((await listAddresses(deps, a)).map((row) => row.id)).toEqual([first.id]);
  }, 90_000);

  it('refuses an address the checkout would refuse, writing nothing', async () => {
    const a = (await signedIn(await registered('badaddress'))).customer.id;
    const before = await customerTableCounts(store.db);
    const error = await refusal(
      createAddress(deps, a, { ...address, street: ['x'.repeat(39)], countryCode: 'DE' }),
    );
    expect(error.fieldMessages('fr-FR')).toEqual([
      {
        field: 'street.0',
        message:
          'Cette ligne fait 39 caractères : 38 au plus tiennent sur l’étiquette du colis. Raccourcissez-la ou continuez sur la seconde ligne.',
      },
      { field: 'countryCode', message: 'Nous livrons uniquement en France et au Royaume-Uni.' },
    ]);
    expect((await refusal(getAddress(deps, a, 'drop table' as unknown as number))).messageId).toBe(
      'addressNotFound',
    );
    expect(await customerTableCounts(store.db)).toEqual(before);
  }, 60_000);
});

describe('newsletter', () => {
  it('records every choice with its date and source; the latest counts', async () => {
    const id = (await signedIn(await registered('news'))).customer.id;
    expect(await newsletterStatus(deps, id)).toEqual({
      subscribed: false,
      since: null,
      source: null,
      wording: null,
    });
    const subscribed = await subscribeNewsletter(deps, id, { source: 'account' });
    expect(subscribed).toEqual({
      subscribed: true,
      since: clock.now(),
      source: 'account',
      wording: null,
    });
    clock.advance(60_000);
    expect(await unsubscribeNewsletter(deps, id)).toMatchObject({
      subscribed: false,
      since: clock.now(),
    });
    const records = await selectRows<{ subscribed: boolean }>(
      store.db,
      sql`SELECT subscribed FROM newsletter_consent WHERE customer_id = ${id} ORDER BY id`,
    );
    expect(records.map((row) => row.subscribed)).toEqual([true, false]);
    expect(
      (await refusal(subscribeNewsletter(deps, id, { source: 'Robert; DROP' }))).messageId,
    ).toBe('fixFields');
  }, 60_000);
});
