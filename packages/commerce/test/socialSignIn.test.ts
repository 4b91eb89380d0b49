/**
 * Social sign-in against a REAL OpenID provider (oidc-provider on a local port; issue 15 item 4, decision
 * 0756): authorization code + PKCE, state and nonce, the ID token's `sub` as the identity. A new identity
 * creates an account after the CGV; a returning one signs in; one whose e-mail has an account is linked only
 * with that account's password; a wrong, replayed or expired state, a refused consent and an unverified
 * e-mail sign nobody in.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { register } from '../src/customers/registration';
import { readSession } from '../src/customers/sessions';
import {
  completeSocialRegistration,
  finishSocialSignIn,
  linkSocialIdentity,
  pendingSocialSignIn,
  type SocialSignInDeps,
  startSocialSignIn,
} from '../src/customers/social/socialSignIn';
import { selectRows } from '../src/db/database';
import type { Store } from '../src/store/openStore';
import { followAuthorization } from '../src/testing/oidcAuthorize';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../src/testing/oidcProvider';
import { openTestStore } from '../src/testing/testStore';
import { type Clock, strongPassword, testClock, uniqueEmail } from './customersHarness';

const redirectUri = 'http://127.0.0.1:9/login/social/test/callback';

let store: Store;
let op: TestOpenIdProvider;
let clock: Clock;
let deps: SocialSignInDeps;

beforeAll(async () => {
  store = await openTestStore();
  op = await startTestOpenIdProvider({ redirectUris: [redirectUri] });
  clock = testClock(new Date());
  deps = {
    db: store.db,
    shopUrl: store.config.url,
    now: clock.now,
    providers: [
      {
        id: 'test',
        name: 'Test OpenID',
        issuer: new URL(op.issuer),
        clientId: op.clientId,
        clientSecret: op.clientSecret,
      },
    ],
    allowInsecureIssuer: true,
  };
}, 120_000);

afterAll(async () => {
  await op?.close();
  await store?.close();
});

let subjects = 0;
function account(email = uniqueEmail('social'), extra: { email_verified?: boolean } = {}) {
  subjects += 1;
  return {
    sub: `subject-${process.pid}-${subjects}`,
    email,
    given_name: 'Lou',
    family_name: 'Martin',
    ...extra,
  };
}

/** A whole visit: start, the provider's answer, and the callback as the browser that started it. */
async function visit(options: { returnTo?: string | null } = {}) {
  const started = await startSocialSignIn(deps, 'test', {
    redirectUri,
    returnTo: options.returnTo ?? null,
    locale: 'fr-FR',
  });
  expect(started).not.toBeNull();
  const url = started!.url;
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('code_challenge')).toBeTruthy();
  expect(url.searchParams.get('nonce')).toBeTruthy();
  const callback = await followAuthorization(url, redirectUri);
  return { state: started!.state, callback };
}

const finish = (callback: URL, boundState: string | undefined) =>
  finishSocialSignIn(deps, 'test', callback, { boundState, redirectUri });

const identities = (subject: string) =>
  selectRows<{ customerId: number; email: string }>(
    store.db,
    sql`SELECT customer_id AS "customerId", email FROM customer_identity WHERE subject = ${subject}`,
  );

describe('social sign-in against a real OpenID provider', () => {
  it('creates an account for a new identity once the CGV are accepted, then signs the identity in again', async () => {
    const person = account();
    op.nextLogin(person);
    const { state, callback } = await visit({ returnTo: '/cart' });
    expect(callback.searchParams.get('code')).toBeTruthy();
    const outcome = await finish(callback, state);
    expect(outcome).toMatchObject({ kind: 'awaiting', awaiting: 'terms', locale: 'fr-FR' });
    if (outcome.kind !== 'awaiting') return;
    expect(await pendingSocialSignIn(deps, outcome.pendingToken)).toEqual({
      awaiting: 'terms',
      providerName: 'Test OpenID',
      email: person.email,
    });

    const refused = await completeSocialRegistration(
      deps,
      outcome.pendingToken,
      { acceptCgv: false, newsletter: false, locale: 'fr-FR' },
      {},
    );
    expect(refused).toMatchObject({
      ok: false,
      message: 'Vous devez accepter les conditions générales de vente.',
    });
    const done = await completeSocialRegistration(
      deps,
      outcome.pendingToken,
      { acceptCgv: true, newsletter: false, locale: 'fr-FR' },
      {},
    );
    expect(done).toMatchObject({ ok: true, returnTo: '/cart' });
    if (!done.ok) return;
    const session = await readSession(deps, done.session.token);
    expect(session?.customer.email).toBe(person.email);
    const [row] = await selectRows<{ verified: boolean; terms: number }>(
      store.db,
      sql`SELECT email_verified_at IS NOT NULL AS verified,
          (SELECT count(*)::int FROM terms_acceptance t WHERE t.customer_id = c.id) AS terms
        FROM customer c WHERE c.id = ${session!.customer.id}`,
    );
    expect(row).toEqual({ verified: true, terms: 1 });
    expect(await identities(person.sub)).toEqual([
      { customerId: session!.customer.id, email: person.email },
    ]);
    // The waiting sign-in was used: a second completion finds nothing.
    expect(
      await completeSocialRegistration(
        deps,
        outcome.pendingToken,
        { acceptCgv: true, newsletter: false, locale: 'fr-FR' },
        {},
      ),
    ).toMatchObject({ ok: false, reason: 'expired' });

    // The same identity again: signed in at once, a new session for the same customer.
    op.nextLogin(person);
    const again = await visit();
    const returning = await finish(again.callback, again.state);
    expect(returning.kind).toBe('signedIn');
    if (returning.kind !== 'signedIn') return;
    expect(returning.session.customerId).toBe(session!.customer.id);
    expect(returning.session.token).not.toBe(done.session.token);
  });

  it('links an identity to the account of its e-mail only with that account’s password', async () => {
    const email = uniqueEmail('owner');
    await register(deps, {
      email,
      password: strongPassword,
      firstname: 'Noa',
      lastname: 'Petit',
      acceptCgv: true,
    });
    const person = account(email.toUpperCase());
    op.nextLogin(person);
    const { state, callback } = await visit();
    const outcome = await finish(callback, state);
    expect(outcome).toMatchObject({ kind: 'awaiting', awaiting: 'link' });
    if (outcome.kind !== 'awaiting') return;
    // Not a new account, not signed in, nothing linked yet.
    expect(
      await completeSocialRegistration(
        deps,
        outcome.pendingToken,
        { acceptCgv: true, newsletter: false, locale: 'fr-FR' },
        {},
      ),
    ).toMatchObject({ ok: false, reason: 'expired' });
    const wrong = await linkSocialIdentity(
      deps,
      outcome.pendingToken,
      { password: 'not the password at all', locale: 'en-GB' },
      { clientAddress: '192.0.2.50' },
    );
    expect(wrong).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Incorrect e-mail or password.',
    });
    expect(await identities(person.sub)).toEqual([]);

    const linked = await linkSocialIdentity(
      deps,
      outcome.pendingToken,
      { password: strongPassword, locale: 'en-GB' },
      { clientAddress: '192.0.2.50' },
    );
    expect(linked.ok).toBe(true);
    if (!linked.ok) return;
    expect(linked.session.customerId).toBeGreaterThan(0);
    expect(await identities(person.sub)).toEqual([
      { customerId: linked.session.customerId, email: person.email },
    ]);
    // Used once.
    expect(
      await linkSocialIdentity(
        deps,
        outcome.pendingToken,
        { password: strongPassword, locale: 'en-GB' },
        {},
      ),
    ).toMatchObject({ ok: false, reason: 'expired' });

    // From now on the identity signs in without the password.
    op.nextLogin(person);
    const again = await visit();
    expect(await finish(again.callback, again.state)).toMatchObject({
      kind: 'signedIn',
      session: { customerId: linked.session.customerId },
    });
  });

  it('refuses a wrong state, a state of another browser, and a replayed callback', async () => {
    const person = account();
    op.nextLogin(person);
    const first = await visit();
    const forged = new URL(first.callback);
    forged.searchParams.set('state', 'a-state-nobody-issued');
    expect(await finish(forged, 'a-state-nobody-issued')).toMatchObject({
      kind: 'failed',
      reason: 'badState',
    });
    // The right callback in a browser that did not start it (no binding cookie, or another one).
    expect(await finish(first.callback, undefined)).toMatchObject({
      kind: 'failed',
      reason: 'badState',
    });

    op.nextLogin(person);
    const second = await visit();
    expect(await finish(second.callback, second.state)).toMatchObject({ kind: 'awaiting' });
    expect(await finish(second.callback, second.state)).toMatchObject({
      kind: 'failed',
      reason: 'badState',
    });
  });

  it('refuses a sign-in finished after 10 minutes, a refused consent, and an e-mail the provider did not verify', async () => {
    op.nextLogin(account());
    const late = await visit();
    clock.advance(10 * 60_000 + 1000);
    expect(await finish(late.callback, late.state)).toMatchObject({
      kind: 'failed',
      reason: 'expired',
    });

    op.nextLogin('deny');
    const denied = await visit();
    expect(denied.callback.searchParams.get('error')).toBe('access_denied');
    expect(await finish(denied.callback, denied.state)).toMatchObject({
      kind: 'failed',
      reason: 'denied',
      locale: 'fr-FR',
    });

    op.nextLogin(account(uniqueEmail('unverified'), { email_verified: false }));
    const unverified = await visit();
    expect(await finish(unverified.callback, unverified.state)).toMatchObject({
      kind: 'failed',
      reason: 'unverifiedEmail',
    });
  });

  it('knows only the configured providers', async () => {
    expect(
      await startSocialSignIn(deps, 'google', { redirectUri, returnTo: null, locale: 'fr-FR' }),
    ).toBeNull();
    const unknown = await finish(new URL(`${redirectUri}?state=x&code=y`), 'x');
    expect(unknown.kind).toBe('failed');
  });
});
