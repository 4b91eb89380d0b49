/**
 * The account area's GraphQL (issue 15 items 6 and 7) as the storefront runs it: the persisted documents of
 * @truffe/graphql, a browser's session cookie on the context, against a real store. Every mutation acts only
 * for the session's customer: another customer's address is "not found" and stays as it was; a password change
 * ends the other sessions and renews this one; an e-mail change with a wrong password changes nothing, and the
 * answer to a change never tells whether the new address has an account.
 */
import { typeDefs } from '@truffe/graphql/schema';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listAddresses } from '../src/customers/addresses';
import type { CustomerDeps } from '../src/customers/context';
import { findCustomerById } from '../src/customers/customerRecord';
import { accountNewsletterWording } from '../src/customers/newsletterWording';
import { register } from '../src/customers/registration';
import { readSession } from '../src/customers/sessions';
import { signIn } from '../src/customers/signIn';
import { selectRows } from '../src/db/database';
import { resolvers } from '../src/resolvers/index';
import type { Store } from '../src/store/openStore';
import { persistedOperation } from '../src/testing/persistedOperation';
import { openTestStore } from '../src/testing/testStore';
import {
  customerTableCounts,
  depsWithClock,
  strongPassword,
  testClock,
  uniqueEmail,
} from './customersHarness';

let store: Store;
let deps: CustomerDeps;

beforeAll(async () => {
  store = await openTestStore();
  deps = depsWithClock(store, testClock(new Date()));
}, 120_000);
afterAll(() => store?.close());

interface Answer {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string }[];
}

/** A browser: its session cookie (kept as the server would) and every cache hint it received. */
function browser(locale: 'fr-FR' | 'en-GB', token?: string) {
  const state = { token, hints: [] as { scope: string }[] };
  const yoga = createYoga<{ locale: string }>({
    schema: createSchema({ typeDefs, resolvers: resolvers as never }),
    logging: false,
    context: ({ locale: requested }) => {
      const context = store.createContext(requested);
      return {
        ...context,
        customerSession: {
          token: state.token,
          clientAddress: '192.0.2.10',
          issue: (issued: string) => (state.token = issued),
          clear: () => (state.token = undefined),
        },
        cacheControl: {
          ...context.cacheControl,
          hint: (hint: { scope: string }) => state.hints.push(hint),
        },
      };
    },
  });
  return {
    state,
    async run(name: string, variables: Record<string, unknown> = {}): Promise<Answer> {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: persistedOperation(name).text, variables }),
        },
        { locale },
      );
      return (await response.json()) as Answer;
    },
  };
}

/** A registered customer signed in on a new browser. */
async function signedInBrowser(name: string, locale: 'fr-FR' | 'en-GB' = 'fr-FR') {
  const email = uniqueEmail(name);
  await register(deps, {
    email,
    password: strongPassword,
    firstname: 'Camille',
    lastname: name,
    acceptCgv: true,
  });
  const result = await signIn(deps, { email, password: strongPassword });
  if (!result.ok) throw new Error(result.message);
  return {
    email,
    id: result.customer.id,
    client: browser(locale, result.session.token),
  };
}

const address = {
  firstname: 'Camille',
  lastname: 'Martin',
  street: ['3 rue des Lilas', 'Bâtiment B'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  telephone: '01 23 45 67 89',
};

type Result = {
  success: boolean;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  message?: string | null;
  address?: { id: string; city: string; isDefaultBilling: boolean; isDefaultShipping: boolean };
};

function resultOf(answer: Answer, field: string): Result {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const result = answer.data![field] as unknown as Result;
  // The documents ask for `__typename` everywhere (graphcache); the assertions compare the fields only.
  return {
    ...result,
    fieldErrors: result.fieldErrors.map(({ field, message }) => ({ field, message })),
  };
}

async function addressRow(id: string) {
  const [row] = await selectRows<{ customerId: number; city: string; isDefaultBilling: boolean }>(
    store.db,
    sql`SELECT customer_id AS "customerId", city, is_default_billing AS "isDefaultBilling"
      FROM customer_address WHERE id = ${Number(id)}`,
  );
  return row;
}

describe('the address book over GraphQL', () => {
  it('keeps customer A’s addresses out of customer B’s reach: not read, not changed, not deleted', async () => {
    const a = await signedInBrowser('owner');
    const b = await signedInBrowser('intruder');
    const created = resultOf(
      await a.client.run('CreateCustomerAddressMutation', { input: address }),
      'createCustomerAddress',
    );
    expect(created.success).toBe(true);
    const id = created.address!.id;
    expect(created.address).toMatchObject({ isDefaultBilling: true, isDefaultShipping: true });
    expect(a.client.state.hints.every((hint) => hint.scope === 'private')).toBe(true);

    const theirs = (await b.client.run('UserAddressBookQuery')).data!.me as {
      addresses: unknown[];
    };
    expect(theirs.addresses).toEqual([]);
    const before = await customerTableCounts(store.db);
    const update = resultOf(
      await b.client.run('UpdateCustomerAddressMutation', {
        id,
        input: { ...address, city: 'Lyon', postcode: '69001' },
      }),
      'updateCustomerAddress',
    );
    expect(update).toMatchObject({
      success: false,
      errorMessage: 'Cette adresse est introuvable dans votre carnet d’adresses.',
      address: null,
    });
    const removal = resultOf(
      await b.client.run('DeleteCustomerAddressMutation', { id }),
      'deleteCustomerAddress',
    );
    expect(removal.success).toBe(false);
    const takeDefault = resultOf(
      await b.client.run('SetDefaultCustomerAddressMutation', { id, kind: 'BILLING' }),
      'setDefaultCustomerAddress',
    );
    expect(takeDefault.success).toBe(false);
    expect(await addressRow(id)).toEqual({
      customerId: a.id,
      city: 'Paris',
      isDefaultBilling: true,
    });
    expect(await customerTableCounts(store.db)).toEqual(before);

    // A visitor without a session is refused, translated, and nothing is written.
    const visitor = browser('en-GB');
    expect(
      resultOf(
        await visitor.run('CreateCustomerAddressMutation', { input: address }),
        'createCustomerAddress',
      ),
    ).toMatchObject({
      success: false,
      errorMessage: 'Your session has expired: please sign in again.',
    });
    expect((await visitor.run('UserAddressBookQuery')).data!.me).toBeNull();
    expect(await customerTableCounts(store.db)).toEqual(before);
  }, 90_000);

  it('adds, edits, sets defaults and deletes the customer’s own addresses', async () => {
    const a = await signedInBrowser('book', 'en-GB');
    const first = resultOf(
      await a.client.run('CreateCustomerAddressMutation', { input: address }),
      'createCustomerAddress',
    ).address!;
    const second = resultOf(
      await a.client.run('CreateCustomerAddressMutation', {
        input: {
          ...address,
          street: ['10 Downing Street'],
          postcode: 'sw1a2aa',
          city: 'London',
          countryCode: 'GB',
        },
      }),
      'createCustomerAddress',
    ).address!;
    expect(second).toMatchObject({ isDefaultBilling: false, isDefaultShipping: false });

    const refused = resultOf(
      await a.client.run('UpdateCustomerAddressMutation', {
        id: first.id,
        input: { ...address, street: ['x'.repeat(39)], postcode: '7501' },
      }),
      'updateCustomerAddress',
    );
    expect(refused.success).toBe(false);
    expect(refused.fieldErrors).toEqual([
      {
        field: 'street.0',
        message:
          'This line has 39 characters: at most 38 fit on the parcel label. Shorten it or go on on the second line.',
      },
      { field: 'postcode', message: expect.stringMatching(/postcode/i) },
    ]);
    expect((await addressRow(first.id))!.city).toBe('Paris');

    const moved = resultOf(
      await a.client.run('SetDefaultCustomerAddressMutation', { id: second.id, kind: 'SHIPPING' }),
      'setDefaultCustomerAddress',
    );
    expect(moved.address).toMatchObject({ isDefaultShipping: true, isDefaultBilling: false });
    const me = (await a.client.run('UserAddressBookQuery')).data!.me as {
      addresses: { id: string; isDefaultShipping: boolean; isDefaultBilling: boolean }[];
    };
    expect(
      me.addresses.map((row) => [row.id, row.isDefaultBilling, row.isDefaultShipping]),
    ).toEqual([
      [second.id, false, true],
      [first.id, true, false],
    ]);

    const edited = resultOf(
      await a.client.run('UpdateCustomerAddressMutation', {
        id: first.id,
        input: { ...address, city: 'Lyon', postcode: '69001' },
      }),
      'updateCustomerAddress',
    );
    expect(edited.address).toMatchObject({ city: 'Lyon', isDefaultBilling: true });
    expect(
      resultOf(
        await a.client.run('DeleteCustomerAddressMutation', { id: second.id }),
        'deleteCustomerAddress',
      ).success,
    ).toBe(true);
    expect((await listAddresses(deps, a.id)).map((row) => String(row.id))).toEqual([first.id]);
    // A malformed id is "not found", never an internal error.
    expect(
      resultOf(
        await a.client.run('DeleteCustomerAddressMutation', { id: '1 OR 1=1' }),
        'deleteCustomerAddress',
      ).errorMessage,
    ).toBe('This address could not be found in your address book.');
  }, 90_000);
});

describe('information over GraphQL', () => {
  it('changes the name; refuses an empty one, translated, changing nothing', async () => {
    const a = await signedInBrowser('name');
    const refused = resultOf(
      await a.client.run('UpdateCustomerNameMutation', {
        input: { firstname: '  ', lastname: 'Durand' },
      }),
      'updateCustomerName',
    );
    expect(refused.fieldErrors).toEqual([
      { field: 'firstname', message: 'Ce champ est obligatoire.' },
    ]);
    expect((await findCustomerById(store.db, a.id))!.firstname).toBe('Camille');
    const done = resultOf(
      await a.client.run('UpdateCustomerNameMutation', {
        input: { firstname: ' Léa ', lastname: 'Durand' },
      }),
      'updateCustomerName',
    ) as Result & { customer: { firstname: string } };
    expect(done.customer.firstname).toBe('Léa');
    expect((await findCustomerById(store.db, a.id))!.lastname).toBe('Durand');
  }, 60_000);

  it('changes the e-mail only with the password, with the same answer whether the address is taken', async () => {
    const a = await signedInBrowser('mail');
    const other = await signedInBrowser('taken');
    const before = await customerTableCounts(store.db);
    const wrong = resultOf(
      await a.client.run('ChangeCustomerEmailMutation', {
        email: uniqueEmail('new'),
        password: 'pas le bon mot de passe',
      }),
      'changeCustomerEmail',
    );
    expect(wrong.success).toBe(false);
    expect(wrong.fieldErrors).toEqual([
      { field: 'password', message: 'Le mot de passe actuel est incorrect.' },
    ]);
    expect((await findCustomerById(store.db, a.id))!.email).toBe(a.email);
    expect(await customerTableCounts(store.db)).toEqual(before);

    const taken = resultOf(
      await a.client.run('ChangeCustomerEmailMutation', {
        email: other.email.toUpperCase(),
        password: strongPassword,
      }),
      'changeCustomerEmail',
    );
    const fresh = uniqueEmail('fresh');
    const free = resultOf(
      await a.client.run('ChangeCustomerEmailMutation', { email: fresh, password: strongPassword }),
      'changeCustomerEmail',
    );
    expect(taken.success).toBe(true);
    expect(free.success).toBe(true);
    expect(taken.message).toBe(free.message);
    expect(taken.message).toBe(
      'Demande enregistrée : ouvrez le lien envoyé à la nouvelle adresse pour confirmer le changement. D’ici là, l’adresse de votre compte ne change pas.',
    );
    expect(taken.errorMessage).toBe(free.errorMessage);
    expect((await findCustomerById(store.db, other.id))!.email).toBe(other.email);
    // Decision 0923: nothing changes until the link mailed to the new address is opened.
    expect((free as Result & { customer: { email: string } }).customer.email).toBe(a.email);
    expect((await findCustomerById(store.db, a.id))!.email).toBe(a.email);
    const information = await a.client.run('UserInformationQuery');
    expect(information.data?.me).toMatchObject({ email: a.email, pendingEmail: fresh });
  }, 90_000);

  it('shows the pending address the same way whether or not another account has it', async () => {
    const a = await signedInBrowser('pending-a');
    const b = await signedInBrowser('pending-b');
    const other = await signedInBrowser('pending-owner');
    const onTaken = resultOf(
      await a.client.run('ChangeCustomerEmailMutation', {
        email: other.email,
        password: strongPassword,
      }),
      'changeCustomerEmail',
    );
    const fresh = uniqueEmail('pending-free');
    const onFree = resultOf(
      await b.client.run('ChangeCustomerEmailMutation', { email: fresh, password: strongPassword }),
      'changeCustomerEmail',
    );
    // The same answer but for the customer itself (its own, unchanged e-mail).
    const { customer: takenCustomer, ...takenRest } = onTaken as Result & {
      customer: { email: string };
    };
    const { customer: freeCustomer, ...freeRest } = onFree as Result & {
      customer: { email: string };
    };
    expect(takenRest).toEqual(freeRest);
    expect(takenCustomer.email).toBe(a.email);
    expect(freeCustomer.email).toBe(b.email);
    const seenByA = (await a.client.run('UserInformationQuery')).data?.me;
    const seenByB = (await b.client.run('UserInformationQuery')).data?.me;
    expect(seenByA).toMatchObject({ email: a.email, pendingEmail: other.email });
    expect(seenByB).toMatchObject({ email: b.email, pendingEmail: fresh });
  }, 90_000);

  it('changes the password: the other sessions end, this browser gets a new session', async () => {
    const a = await signedInBrowser('pass');
    const elsewhere = await signIn(deps, { email: a.email, password: strongPassword });
    if (!elsewhere.ok) throw new Error(elsewhere.message);
    const oldToken = a.client.state.token!;

    const wrong = resultOf(
      await a.client.run('ChangeCustomerPasswordMutation', {
        currentPassword: 'pas le bon mot de passe',
        newPassword: 'un tout nouveau secret',
      }),
      'changeCustomerPassword',
    );
    expect(wrong.fieldErrors[0]?.field).toBe('currentPassword');
    expect(await readSession(deps, elsewhere.session.token)).not.toBeNull();

    const newPassword = 'un tout nouveau secret';
    const done = resultOf(
      await a.client.run('ChangeCustomerPasswordMutation', {
        currentPassword: strongPassword,
        newPassword,
      }),
      'changeCustomerPassword',
    );
    expect(done.success).toBe(true);
    expect(await readSession(deps, elsewhere.session.token)).toBeNull();
    expect(await readSession(deps, oldToken)).toBeNull();
    const renewed = a.client.state.token!;
    expect(renewed).not.toBe(oldToken);
    expect((await readSession(deps, renewed))?.customer.id).toBe(a.id);
    expect(((await a.client.run('MeQuery')).data!.me as { id: string }).id).toBe(String(a.id));
    expect((await signIn(deps, { email: a.email, password: newPassword })).ok).toBe(true);
  }, 120_000);
});

describe('the newsletter over GraphQL', () => {
  it('records the choice with its date, source `account` and the exact wording shown', async () => {
    const a = await signedInBrowser('news', 'en-GB');
    const shown = (await a.client.run('UserNewsletterQuery')).data!.me as {
      isSubscribed: boolean;
      newsletterChoiceAt: string | null;
      newsletterWording: string;
    };
    expect(shown).toMatchObject({ isSubscribed: false, newsletterChoiceAt: null });
    expect(shown.newsletterWording).toBe(accountNewsletterWording('en-GB'));

    expect(
      resultOf(
        await a.client.run('SubscribeCustomerNewsletterMutation'),
        'subscribeCustomerNewsletter',
      ).success,
    ).toBe(true);
    const after = (await a.client.run('UserNewsletterQuery')).data!.me as {
      isSubscribed: boolean;
      newsletterChoiceAt: string;
    };
    expect(after.isSubscribed).toBe(true);
    expect(Number.isNaN(Date.parse(after.newsletterChoiceAt))).toBe(false);
    const [record] = await selectRows<{ subscribed: boolean; source: string; wording: string }>(
      store.db,
      sql`SELECT subscribed, source, wording FROM newsletter_consent WHERE customer_id = ${a.id}
        ORDER BY id DESC LIMIT 1`,
    );
    expect(record).toEqual({
      subscribed: true,
      source: 'account',
      wording: shown.newsletterWording,
    });

    await a.client.run('UnsubscribeCustomerNewsletterMutation');
    expect(
      ((await a.client.run('UserNewsletterQuery')).data!.me as { isSubscribed: boolean })
        .isSubscribed,
    ).toBe(false);
    const visitor = browser('fr-FR');
    expect(
      resultOf(
        await visitor.run('SubscribeCustomerNewsletterMutation'),
        'subscribeCustomerNewsletter',
      ).errorMessage,
    ).toBe('Votre session a expiré : connectez-vous à nouveau.');
  }, 60_000);
});
