/**
 * An e-mail change confirmed by a link to the new address (decision 0923, replacing 0757's immediate change).
 * The request asks the password (credentials.ts, throttled with the sign-ins), writes nothing to
 * `customer.email`, records the pending change (one per customer, a new request replaces it) and mails the new
 * address, and a notice to the current one. The answer, the page and the pending address shown to the customer
 * are the same whether the new address is free or another account's; only the mail to that address differs (it
 * says an account exists there, and carries no link that changes anything). At most five requests a day that
 * mail someone, per customer (decision 0926). The button of the link's page (opening the link spends nothing,
 * decision 0926) makes the change in one transaction, re-checking that the address is still free.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { inTransaction, sqlStateOf } from '../orders/transaction';
import { hitRateLimit, type RateLimitRule } from '../platform/rateLimits';
import { type CustomerDeps, emailChangeLifetimeMs, nowOf, siteLink } from './context';
import { confirmPassword } from './credentials';
import { type CustomerView, timestampOf, toCustomerView } from './customerRecord';
import { emailChangeEmail, emailChangeNoticeEmail, emailChangeTakenEmail } from './emails';
import { emailInput, parseCustomerInput, passwordInput } from './input';
import { CustomerError } from './messages';
import { endOtherSessions, type SessionInfo } from './sessions';
import { hashToken, newToken, presentedToken } from './tokens';

const requestSchema = z.object({ password: passwordInput, email: emailInput });

/**
 * Change requests that mail someone, per customer and 24 hours (decision 0926): each one mails the address
 * typed, so without a cap a customer could make the shop mail any address without end.
 */
export const emailChangeRequestLimit: RateLimitRule = { limit: 5, windowMs: 24 * 3_600_000 };

/**
 * Counts a change request that will mail someone, in the shared `rate_limit_window` (one atomic upsert: the
 * processes agree), and refuses it past {@link emailChangeRequestLimit}: `emailChangeLimit` on the e-mail
 * field, nothing recorded, nothing mailed. Counted after the password check, so a wrong password costs the
 * owner nothing of the day's requests.
 */
async function countEmailChangeRequest(deps: CustomerDeps, customerId: number): Promise<void> {
  const decision = await hitRateLimit(
    deps.db,
    `email-change:customer:${customerId}`,
    emailChangeRequestLimit,
  );
  if (decision.allowed) return;
  const values = {
    max: emailChangeRequestLimit.limit,
    hours: Math.max(1, Math.ceil(decision.retryAfterSeconds / 3600)),
  };
  throw new CustomerError(
    'emailChangeLimit',
    [{ field: 'email', id: 'emailChangeLimit', values }],
    values,
  );
}

/** The path of the link that confirms an e-mail change (apps/storefront/server/emailConfirmation.ts). */
export const emailChangePath = '/account/email-change';

/**
 * Asks for the e-mail of the session's customer to become `email`. `outcome` is for the caller's tests and
 * logs, never for the customer: `pending` (the link went to the new address), `taken` (another account has
 * it: the mail there says so, nothing can change), `same` (the customer's own address: any pending change is
 * dropped, nothing is mailed). A wrong password or a malformed address is refused as usual, naming the field.
 */
export async function requestEmailChange(
  deps: CustomerDeps,
  session: Pick<SessionInfo, 'customerId'>,
  input: { password: string; email: string },
): Promise<{ customer: CustomerView; outcome: 'pending' | 'taken' | 'same' }> {
  const { password, email } = parseCustomerInput(requestSchema, input);
  const customer = await confirmPassword(deps, session.customerId, password, 'password');
  if (customer.email.toLowerCase() !== email.toLowerCase())
    await countEmailChangeRequest(deps, customer.id);
  const now = nowOf(deps);
  const outcome = await inTransaction(deps.db, async (tx: Database) => {
    if (customer.email.toLowerCase() === email.toLowerCase()) {
      await tx.execute(sql`DELETE FROM customer_email_change WHERE customer_id = ${customer.id}`);
      return 'same' as const;
    }
    const [taken] = await selectRows<{ id: number; email: string; locale: string }>(
      tx,
      sql`SELECT id, email, locale FROM customer WHERE lower(email) = lower(${email})`,
    );
    // Recorded in both cases, so that the account page shows the same pending address; when the address is
    // taken, the token is never sent anywhere, so the change can never be made.
    const token = newToken();
    await tx.execute(
      sql`INSERT INTO customer_email_change (customer_id, new_email, token_hash, requested_at, expires_at)
        VALUES (${customer.id}, ${email}, ${hashToken(token)}, ${timestampOf(now)},
          ${timestampOf(new Date(now.getTime() + emailChangeLifetimeMs))})
        ON CONFLICT (customer_id) DO UPDATE SET new_email = excluded.new_email,
          token_hash = excluded.token_hash, requested_at = excluded.requested_at,
          expires_at = excluded.expires_at`,
    );
    if (taken) {
      const locale = taken.locale === 'en-GB' ? 'en-GB' : 'fr-FR';
      await queueEmail(
        tx,
        emailChangeTakenEmail(taken.email, locale, {
          link: siteLink(deps, locale, '/account/password-request'),
          dedupeKey: `email-change-taken:${taken.id}:${now.toISOString().slice(0, 10)}`,
        }),
      );
    } else {
      await queueEmail(
        tx,
        emailChangeEmail(email, customer.locale, {
          firstname: customer.firstname,
          link: siteLink(
            deps,
            customer.locale,
            `${emailChangePath}?token=${encodeURIComponent(token)}`,
          ),
        }),
      );
    }
    await queueEmail(
      tx,
      emailChangeNoticeEmail(customer.email, customer.locale, {
        firstname: customer.firstname,
        link: siteLink(deps, customer.locale, '/account/password-request'),
      }),
    );
    return taken ? ('taken' as const) : ('pending' as const);
  });
  return { customer: toCustomerView(customer), outcome };
}

/** The address waiting for its link, if any (shown to its owner on the account page). */
export async function pendingEmailChange(
  deps: CustomerDeps,
  customerId: number,
): Promise<{ newEmail: string; expiresAt: Date } | null> {
  const [row] = await selectRows<{ newEmail: string; expiresAt: Date | string }>(
    deps.db,
    sql`SELECT new_email AS "newEmail", expires_at AS "expiresAt" FROM customer_email_change
      WHERE customer_id = ${customerId} AND expires_at > ${timestampOf(nowOf(deps))}`,
  );
  return row ? { newEmail: row.newEmail, expiresAt: new Date(row.expiresAt) } : null;
}

/**
 * Whether an e-mail change link could still be used (unknown, used, replaced or expired: no), without spending
 * it: the link's page asks for a button press before {@link confirmEmailChange}, and says at once when it cannot
 * work. An address taken meanwhile is only found by the confirmation itself.
 */
export async function emailChangeLinkIsLive(
  deps: CustomerDeps,
  input: { token: string },
): Promise<boolean> {
  const token = presentedToken(input?.token);
  if (token === null) return false;
  const rows = await selectRows<{ live: number }>(
    deps.db,
    sql`SELECT 1 AS live FROM customer_email_change
      WHERE token_hash = ${hashToken(token)} AND expires_at > ${timestampOf(nowOf(deps))}`,
  );
  return rows.length > 0;
}

interface EmailChanged {
  customerId: number;
  email: string;
  endedSessions: number;
}
type Confirmation =
  EmailChanged | { refused: 'emailChangeTokenInvalid' | 'emailChangeAddressTaken' };

/**
 * Makes the change of an e-mail change link: single use, within its lifetime (else `emailChangeTokenInvalid`),
 * and only while no other account has the address (else `emailChangeAddressTaken`, the link spent). The new
 * address is confirmed by the link itself; links mailed to the old address die with it; every session of the
 * account ends but `keepSessionId` (the browser that opened the link, when it is signed in to this account).
 */
export async function confirmEmailChange(
  deps: CustomerDeps,
  input: { token: string; keepSessionId?: string | null },
): Promise<EmailChanged> {
  const token = presentedToken(input?.token);
  if (token === null) throw new CustomerError('emailChangeTokenInvalid');
  const now = nowOf(deps);
  const result = await inTransaction(deps.db, async (tx: Database): Promise<Confirmation> => {
    // Taken under the row's lock: of two concurrent uses, only one finds it.
    const [pending] = await selectRows<{ customerId: number; newEmail: string }>(
      tx,
      sql`DELETE FROM customer_email_change
        WHERE token_hash = ${hashToken(token)} AND expires_at > ${timestampOf(now)}
        RETURNING customer_id AS "customerId", new_email AS "newEmail"`,
    );
    if (!pending) return { refused: 'emailChangeTokenInvalid' as const };
    const taken = await selectRows<{ id: number }>(
      tx,
      sql`SELECT id FROM customer WHERE lower(email) = lower(${pending.newEmail})
        AND id <> ${pending.customerId}`,
    );
    // Committed as refused: the link is spent, the account unchanged.
    if (taken.length > 0) return { refused: 'emailChangeAddressTaken' as const };
    await tx.execute(
      sql`UPDATE customer SET email = ${pending.newEmail}, email_verified_at = ${timestampOf(now)},
          updated_at = ${timestampOf(now)}
        WHERE id = ${pending.customerId}`,
    );
    // Links e-mailed to the old address die with it: a confirmation link kept from the old address would
    // otherwise "verify" it again, and a reset link there would still open the account.
    await tx.execute(
      sql`DELETE FROM customer_token WHERE customer_id = ${pending.customerId} AND used_at IS NULL`,
    );
    const endedSessions = await endOtherSessions(
      deps,
      pending.customerId,
      input.keepSessionId ?? null,
      tx,
    );
    return { customerId: pending.customerId, email: pending.newEmail, endedSessions };
  }).catch((error: unknown): Confirmation => {
    // Another account took the address between the check and the update (unique index on lower(email)):
    // rolled back, the link stays usable until the address is free again or it expires.
    if (sqlStateOf(error) === '23505') return { refused: 'emailChangeAddressTaken' as const };
    throw error;
  });
  if ('refused' in result) throw new CustomerError(result.refused);
  return result;
}
