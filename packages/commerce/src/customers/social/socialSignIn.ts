/**
 * Social sign-in with OpenID Connect (issue 15 item 4; decision 0756) through openid-client: the authorization
 * code flow with PKCE (S256), `state` and `nonce` checked, the ID token's `sub` as the identity. The sign-in
 * under way lives in the database (signInState.ts), so any server process can finish it, once, within 10
 * minutes. Outcomes of a callback:
 * - a known identity: signed in (a new session, as a password sign-in makes);
 * - an unknown identity whose verified e-mail has no account: waits for the CGV, then a new account;
 * - an unknown identity whose e-mail has an account: waits for THAT account's password before linking
 *   (ASVS V6.3.4: the social path never bypasses the account's own proof);
 * - anything else (consent denied, bad, replayed or expired state, an e-mail the provider did not verify): refused.
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';

import { isSiteLocale, type SiteLocale } from '../../config';
import { selectRows, type Database } from '../../db/database';
import { inTransaction } from '../../orders/transaction';
import { currentCgvVersion, type CustomerDeps, nowOf } from '../context';
import { findCustomerByEmail, timestampOf } from '../customerRecord';
import { customerMessage } from '../messages';
import { recordNewsletterChoice } from '../newsletter';
import { hashPassword } from '../password';
import { createSession, endSession, type NewSession } from '../sessions';
import { signIn } from '../signIn';
import { newToken } from '../tokens';
import type { SocialProvider } from './providers';
import { peekSignIn, saveSignIn, takeSignIn } from './signInState';

export interface SocialSignInDeps extends CustomerDeps {
  /** The providers that are on (providers.ts). */
  providers: readonly SocialProvider[];
  /**
   * Any plain-HTTP issuer is accepted (development); a loopback one always is (the tests' local provider).
   * @defaultValue false
   */
  allowInsecureIssuer?: boolean;
}

export type SocialFailure =
  'unknownProvider' | 'denied' | 'badState' | 'expired' | 'unverifiedEmail' | 'providerError';

/** What waits for the customer after the provider's answer. */
export type Awaiting = 'link' | 'terms';

export type SocialCallbackOutcome =
  | { kind: 'signedIn'; session: NewSession; returnTo: string | null; locale: SiteLocale }
  | { kind: 'awaiting'; awaiting: Awaiting; pendingToken: string; locale: SiteLocale }
  | { kind: 'failed'; reason: SocialFailure; locale: SiteLocale | null };

const configurations = new WeakMap<SocialProvider, Promise<oidc.Configuration>>();

/** The provider's configuration by discovery (`/.well-known/openid-configuration`), kept while it works. */
function configurationOf(deps: SocialSignInDeps, provider: SocialProvider) {
  let found = configurations.get(provider);
  if (!found) {
    found = oidc.discovery(
      provider.issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      deps.allowInsecureIssuer || isLoopbackHttp(provider.issuer)
        ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
        : { timeout: 10 },
    );
    found.catch(() => configurations.delete(provider));
    configurations.set(provider, found);
  }
  return found;
}

/** A plain-HTTP issuer on this machine (the tests' provider): nobody between us can read or change it. */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

function providerOf(deps: SocialSignInDeps, id: string) {
  return deps.providers.find((provider) => provider.id === id) ?? null;
}

const localeOf = (value: string | null | undefined): SiteLocale =>
  value && isSiteLocale(value) ? value : 'fr-FR';

/**
 * Starts a sign-in: answers the provider's authorization URL and the `state`, which the caller also keeps in
 * the browser (a cookie) so that only the browser that started a sign-in can finish it.
 */
export async function startSocialSignIn(
  deps: SocialSignInDeps,
  providerId: string,
  options: { redirectUri: string; returnTo: string | null; locale: SiteLocale },
): Promise<{ url: URL; state: string } | null> {
  const provider = providerOf(deps, providerId);
  if (!provider) return null;
  const config = await configurationOf(deps, provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await saveSignIn(
    deps.db,
    state,
    {
      provider: provider.id,
      nonce,
      codeVerifier,
      returnTo: options.returnTo,
      locale: options.locale,
    },
    nowOf(deps),
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state };
}

interface VerifiedIdentity {
  subject: string;
  email: string;
  firstname: string;
  lastname: string;
}

function identityOf(claims: oidc.IDToken): VerifiedIdentity | null {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  // Only an address the provider verified may name an account (Apple sends the flag as a string).
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified || email.length > 254) return null;
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, 255) : fallback;
  const local = email.split('@')[0] ?? email;
  return {
    subject: claims.sub,
    email,
    firstname: text(claims.given_name, text(claims.name, local)),
    lastname: text(claims.family_name, '-'),
  };
}

async function customerOfIdentity(db: Database, provider: string, subject: string) {
  const [row] = await selectRows<{ customerId: number }>(
    db,
    sql`SELECT customer_id AS "customerId" FROM customer_identity
      WHERE provider = ${provider} AND subject = ${subject}`,
  );
  return row?.customerId ?? null;
}

/**
 * Finishes a sign-in at the provider's callback: `callbackUrl` is the request's full URL (code and state, or
 * the provider's error), `boundState` the state the browser kept.
 */
export async function finishSocialSignIn(
  deps: SocialSignInDeps,
  providerId: string,
  callbackUrl: URL,
  request: { boundState: string | undefined; redirectUri: string; previousSessionToken?: string },
): Promise<SocialCallbackOutcome> {
  const now = nowOf(deps);
  const state = callbackUrl.searchParams.get('state') ?? '';
  const provider = providerOf(deps, providerId);
  if (!provider) return { kind: 'failed', reason: 'unknownProvider', locale: null };
  // Taken (deleted) first: whatever happens next, this state cannot be used again.
  const { row, expired } = state
    ? await takeSignIn(deps.db, state, now)
    : { row: null, expired: false };
  const locale = row ? localeOf(row.locale) : null;
  if (!row || row.provider !== provider.id || row.nonce.startsWith('awaiting:'))
    return { kind: 'failed', reason: expired ? 'expired' : 'badState', locale };
  if (!request.boundState || request.boundState !== state)
    return { kind: 'failed', reason: 'badState', locale };
  if (callbackUrl.searchParams.has('error')) return { kind: 'failed', reason: 'denied', locale };

  let identity: VerifiedIdentity | null;
  try {
    const config = await configurationOf(deps, provider);
    // openid-client takes the redirect URI from the URL it is given: the registered one, with the answer.
    const answered = new URL(request.redirectUri);
    answered.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(config, answered, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return { kind: 'failed', reason: 'providerError', locale };
    identity = identityOf(claims);
    const known = await customerOfIdentity(deps.db, provider.id, claims.sub);
    if (known !== null) {
      const session = await inTransaction(deps.db, async (tx: Database) => {
        await endSession(deps, request.previousSessionToken, tx);
        return createSession(deps, known, { db: tx });
      });
      return { kind: 'signedIn', session, returnTo: row.returnTo, locale: locale! };
    }
  } catch {
    return { kind: 'failed', reason: 'providerError', locale };
  }
  if (!identity) return { kind: 'failed', reason: 'unverifiedEmail', locale };
  const existing = await findCustomerByEmail(deps.db, identity.email);
  const awaiting: Awaiting = existing ? 'link' : 'terms';
  const pendingToken = newToken();
  await saveSignIn(
    deps.db,
    pendingToken,
    {
      provider: provider.id,
      nonce: `awaiting:${awaiting}`,
      codeVerifier: JSON.stringify(identity),
      returnTo: row.returnTo,
      locale: locale!,
    },
    now,
  );
  return { kind: 'awaiting', awaiting, pendingToken, locale: locale! };
}

/** What a waiting sign-in shows its page: the provider's name and the verified address. */
export async function pendingSocialSignIn(
  deps: SocialSignInDeps,
  pendingToken: string | undefined,
) {
  if (!pendingToken) return null;
  const { row } = await peekSignIn(deps.db, pendingToken, nowOf(deps));
  if (!row?.nonce.startsWith('awaiting:')) return null;
  const identity = JSON.parse(row.codeVerifier) as VerifiedIdentity;
  return {
    awaiting: row.nonce.slice('awaiting:'.length) as Awaiting,
    providerName: providerOf(deps, row.provider)?.name ?? row.provider,
    email: identity.email,
  };
}

export type SocialCompletion =
  | { ok: true; session: NewSession; returnTo: string | null }
  | { ok: false; reason: 'expired' | 'refused'; message: string };

async function waiting(
  deps: SocialSignInDeps,
  pendingToken: string | undefined,
  awaiting: Awaiting,
) {
  if (!pendingToken) return null;
  const { row } = await peekSignIn(deps.db, pendingToken, nowOf(deps));
  if (row?.nonce !== `awaiting:${awaiting}`) return null;
  return { row, identity: JSON.parse(row.codeVerifier) as VerifiedIdentity };
}

const expiredCompletion = (locale: SiteLocale): SocialCompletion => ({
  ok: false,
  reason: 'expired',
  message: customerMessage(locale, 'socialSignInExpired'),
});

/**
 * Links the identity to the account of its e-mail once that account's password is given: a password sign-in
 * in every respect (same throttle, same refusal, a new session), then the identity is recorded and the waiting
 * row taken. A wrong password leaves the row for another try (the throttle bounds them).
 */
export async function linkSocialIdentity(
  deps: SocialSignInDeps,
  pendingToken: string | undefined,
  input: { password: string; locale: SiteLocale },
  request: { clientAddress?: string; previousSessionToken?: string },
): Promise<SocialCompletion> {
  const found = await waiting(deps, pendingToken, 'link');
  if (!found) return expiredCompletion(input.locale);
  const { row, identity } = found;
  const result = await signIn(
    deps,
    { email: identity.email, password: input.password, locale: input.locale },
    request,
  );
  if (!result.ok) return { ok: false, reason: 'refused', message: result.message };
  await inTransaction(deps.db, async (tx: Database) => {
    await takeSignIn(tx, pendingToken!, nowOf(deps));
    await tx.execute(
      sql`INSERT INTO customer_identity (customer_id, provider, subject, email)
        VALUES (${result.customer.id}, ${row.provider}, ${identity.subject}, ${identity.email})
        ON CONFLICT (provider, subject) DO NOTHING`,
    );
  });
  return { ok: true, session: result.session, returnTo: row.returnTo };
}

/**
 * Creates the account of a new identity once the CGV are accepted: the provider verified the e-mail, the
 * account has no password anyone knows (a random one; "forgotten password" sets one), the identity is linked,
 * and the customer is signed in.
 */
export async function completeSocialRegistration(
  deps: SocialSignInDeps,
  pendingToken: string | undefined,
  input: { acceptCgv: boolean; newsletter: boolean; locale: SiteLocale },
  request: { previousSessionToken?: string },
): Promise<SocialCompletion> {
  const found = await waiting(deps, pendingToken, 'terms');
  if (!found) return expiredCompletion(input.locale);
  if (!input.acceptCgv)
    return { ok: false, reason: 'refused', message: customerMessage(input.locale, 'cgvRequired') };
  const { row, identity } = found;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = nowOf(deps);
  const session = await inTransaction(deps.db, async (tx: Database) => {
    const { row: taken } = await takeSignIn(tx, pendingToken!, now);
    if (!taken) return null;
    const [created] = await selectRows<{ id: number }>(
      tx,
      sql`INSERT INTO customer (email, firstname, lastname, password_hash, locale, email_verified_at,
          created_at, updated_at)
        VALUES (${identity.email}, ${identity.firstname}, ${identity.lastname}, ${passwordHash},
          ${localeOf(row.locale)}, ${timestampOf(now)}, ${timestampOf(now)}, ${timestampOf(now)})
        ON CONFLICT (lower(email)) DO NOTHING
        RETURNING id`,
    );
    // The address got an account meanwhile: the identity must prove it with a password like any other.
    if (!created) return null;
    await tx.execute(
      sql`INSERT INTO terms_acceptance (customer_id, terms, version, accepted_at)
        VALUES (${created.id}, 'cgv', ${currentCgvVersion}, ${timestampOf(now)})`,
    );
    if (input.newsletter) await recordNewsletterChoice(tx, created.id, true, 'registration', now);
    await tx.execute(
      sql`INSERT INTO customer_identity (customer_id, provider, subject, email)
        VALUES (${created.id}, ${row.provider}, ${identity.subject}, ${identity.email})`,
    );
    await endSession(deps, request.previousSessionToken, tx);
    return createSession(deps, created.id, { db: tx });
  });
  if (!session) return expiredCompletion(input.locale);
  return { ok: true, session, returnTo: row.returnTo };
}
