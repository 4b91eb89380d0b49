/**
 * Sign-in (ASVS 5.0 V6.3; decision 0750): the same answer and the same work whether the e-mail has an account
 * or not (an unknown e-mail is checked against a dummy hash), throttled per account and per client address, and
 * a new session id each time (the previous session of the browser is ended).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import type { SiteLocale } from '../config';
import type { Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import { type CustomerDeps, nowOf, throttlePolicyOf } from './context';
import { type CustomerView, findCustomerByEmail, toCustomerView } from './customerRecord';
import { emailInput, localeInput, parseCustomerInput, passwordInput } from './input';
import { customerMessage } from './messages';
import { hashPassword, needsRehash, verifyAgainstDummyHash, verifyPassword } from './password';
import { createSession, endSession, type NewSession } from './sessions';
import { countAttempt, forgiveAttempt, throttleKeys } from './throttle';

const signInSchema = z.object({
  email: emailInput,
  password: passwordInput,
  remember: z.boolean().default(false),
  locale: localeInput.default('fr-FR'),
});

export type SignInInput = z.input<typeof signInSchema>;

/** What the server knows of the request, not typed by the customer. */
export interface SignInRequest {
  /** The client's address (the server's trusted view of it): the second throttle key. */
  clientAddress?: string;
  /** The browser's current session token, ended at sign-in (a new session id every time). */
  previousSessionToken?: string;
}

export type SignInResult =
  | { ok: true; session: NewSession; customer: CustomerView }
  | {
      ok: false;
      reason: 'invalidCredentials' | 'throttled';
      /** In the input's locale; the same text for an unknown e-mail and a wrong password. */
      message: string;
      /** When throttled: seconds until sign-in is accepted again. */
      retryAfterSeconds?: number;
    };

function refusal(locale: SiteLocale): SignInResult {
  return {
    ok: false,
    reason: 'invalidCredentials',
    message: customerMessage(locale, 'signInFailed'),
  };
}

export async function signIn(
  deps: CustomerDeps,
  input: SignInInput,
  request: SignInRequest = {},
): Promise<SignInResult> {
  const { email, password, remember, locale } = parseCustomerInput(signInSchema, input);
  const now = nowOf(deps);
  const keys = throttleKeys(email, request.clientAddress);
  const refusedUntil = await countAttempt(deps.db, keys, now, throttlePolicyOf(deps));
  if (refusedUntil) {
    const retryAfterSeconds = Math.ceil((refusedUntil.getTime() - now.getTime()) / 1000);
    return {
      ok: false,
      reason: 'throttled',
      message: customerMessage(locale, 'signInThrottled', {
        minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
      }),
      retryAfterSeconds,
    };
  }

  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer) {
    await verifyAgainstDummyHash(password);
    return refusal(locale);
  }
  if (!(await verifyPassword(password, customer.passwordHash))) return refusal(locale);

  // Parameters changed since the hash was made: store one at today's cost (computed before the transaction).
  const newHash = needsRehash(customer.passwordHash) ? await hashPassword(password) : undefined;
  const session = await inTransaction(deps.db, async (tx: Database) => {
    await forgiveAttempt(tx, keys);
    await endSession(deps, request.previousSessionToken, tx);
    if (newHash)
      await tx.execute(
        sql`UPDATE customer SET password_hash = ${newHash}, updated_at = now() WHERE id = ${customer.id}`,
      );
    return createSession(deps, customer.id, { remember, db: tx });
  });
  return { ok: true, session, customer: toCustomerView(customer) };
}
