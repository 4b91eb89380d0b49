/**
 * Forgotten password (issue 15 item 1; ASVS 5.0 V6.4): the request answers the same whether the e-mail has an
 * account or not; the e-mailed link carries a single-use token (stored as its SHA-256) valid for one hour; the
 * reset ends every session of the account.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { inTransaction } from '../orders/transaction';
import { type CustomerDeps, nowOf, passwordResetLifetimeMs, siteLink } from './context';
import { findCustomerByEmail, findCustomerById, timestampOf } from './customerRecord';
import { passwordResetEmail } from './emails';
import { emailInput, localeInput, parseCustomerInput, passwordInput } from './input';
import { CustomerError, customerMessage } from './messages';
import { hashPassword } from './password';
import { passwordFieldProblem } from './registration';
import { endAllSessions } from './sessions';
import { clearAccountThrottle } from './throttle';
import { hashToken, newToken, presentedToken } from './tokens';

const requestSchema = z.object({ email: emailInput, locale: localeInput.default('fr-FR') });
const resetSchema = z.object({
  token: z.string({ error: 'resetTokenInvalid' }).min(1, { error: 'resetTokenInvalid' }).max(100),
  password: passwordInput,
});

/** The same for every request, whether the e-mail has an account or not. */
export interface PasswordResetRequested {
  accepted: true;
  message: string;
}

/** Queues the reset e-mail when the address has an account (a newer request replaces an older link). */
export async function requestPasswordReset(
  deps: CustomerDeps,
  input: { email: string; locale?: string },
): Promise<PasswordResetRequested> {
  const { email, locale } = parseCustomerInput(requestSchema, input);
  const now = nowOf(deps);
  await inTransaction(deps.db, async (tx: Database) => {
    const customer = await findCustomerByEmail(tx, email);
    if (!customer) return;
    await tx.execute(
      sql`DELETE FROM customer_token WHERE customer_id = ${customer.id} AND purpose = 'password_reset'`,
    );
    const token = newToken();
    await tx.execute(
      sql`INSERT INTO customer_token (token_hash, customer_id, purpose, created_at, expires_at)
        VALUES (${hashToken(token)}, ${customer.id}, 'password_reset', ${timestampOf(now)},
          ${timestampOf(new Date(now.getTime() + passwordResetLifetimeMs))})`,
    );
    await queueEmail(
      tx,
      passwordResetEmail(customer.email, customer.locale, {
        firstname: customer.firstname,
        link: siteLink(
          deps,
          customer.locale,
          `/account/password-reset?token=${encodeURIComponent(token)}`,
        ),
      }),
    );
  });
  return { accepted: true, message: customerMessage(locale, 'passwordResetRequested') };
}

/**
 * Sets a new password with a reset token: refused (`resetTokenInvalid`) for an unknown, used or expired token;
 * uses it up, ends every session of the account and forgets its failed sign-ins.
 */
export async function resetPassword(
  deps: CustomerDeps,
  input: { token: string; password: string },
): Promise<{ customerId: number }> {
  const { token, password } = parseCustomerInput(resetSchema, input);
  const now = nowOf(deps);
  const tokenHash = hashToken(token);
  const [pending] = await selectRows<{ customerId: number }>(
    deps.db,
    sql`SELECT customer_id AS "customerId" FROM customer_token
      WHERE token_hash = ${tokenHash} AND purpose = 'password_reset' AND used_at IS NULL
        AND expires_at > ${timestampOf(now)}`,
  );
  if (!pending) throw new CustomerError('resetTokenInvalid');
  const owner = await findCustomerById(deps.db, pending.customerId);
  if (!owner) throw new CustomerError('resetTokenInvalid');
  const problem = passwordFieldProblem('password', password, owner);
  if (problem) throw new CustomerError('fixFields', [problem]);
  const passwordHash = await hashPassword(password);
  return inTransaction(deps.db, async (tx: Database) => {
    // Taken under the row's lock: of two concurrent uses, only one finds it unused.
    const [used] = await selectRows<{ customerId: number }>(
      tx,
      sql`UPDATE customer_token SET used_at = ${timestampOf(now)}
        WHERE token_hash = ${tokenHash} AND purpose = 'password_reset' AND used_at IS NULL
          AND expires_at > ${timestampOf(now)}
        RETURNING customer_id AS "customerId"`,
    );
    if (!used) throw new CustomerError('resetTokenInvalid');
    await tx.execute(
      sql`UPDATE customer SET password_hash = ${passwordHash}, updated_at = ${timestampOf(now)}
        WHERE id = ${used.customerId}`,
    );
    await endAllSessions(deps, used.customerId, tx);
    // Whoever asked a change of the e-mail (decision 0923) knew the old password: the reset cancels it.
    await tx.execute(sql`DELETE FROM customer_email_change WHERE customer_id = ${used.customerId}`);
    await clearAccountThrottle(tx, owner.email);
    return { customerId: used.customerId };
  });
}

/** Confirms the e-mail address of an account with the link of its welcome e-mail (single use). */
export async function verifyEmail(
  deps: CustomerDeps,
  input: { token: string },
): Promise<{ customerId: number }> {
  const token = presentedToken(input?.token);
  if (token === null) throw new CustomerError('verificationTokenInvalid');
  const now = nowOf(deps);
  return inTransaction(deps.db, async (tx: Database) => {
    const [used] = await selectRows<{ customerId: number }>(
      tx,
      sql`UPDATE customer_token SET used_at = ${timestampOf(now)}
        WHERE token_hash = ${hashToken(token)} AND purpose = 'email_verification' AND used_at IS NULL
          AND expires_at > ${timestampOf(now)}
        RETURNING customer_id AS "customerId"`,
    );
    if (!used) throw new CustomerError('verificationTokenInvalid');
    await tx.execute(
      sql`UPDATE customer SET email_verified_at = coalesce(email_verified_at, ${timestampOf(now)})
        WHERE id = ${used.customerId}`,
    );
    return used;
  });
}

/**
 * Whether a confirmation link could still confirm its address (unknown, used or expired: no), without spending
 * it: the link's page asks for a button press before {@link verifyEmail}, and says at once when it cannot work.
 */
export async function verificationLinkIsLive(
  deps: CustomerDeps,
  input: { token: string },
): Promise<boolean> {
  const token = presentedToken(input?.token);
  if (token === null) return false;
  const rows = await selectRows<{ live: number }>(
    deps.db,
    sql`SELECT 1 AS live FROM customer_token
      WHERE token_hash = ${hashToken(token)} AND purpose = 'email_verification' AND used_at IS NULL
        AND expires_at > ${timestampOf(nowOf(deps))}`,
  );
  return rows.length > 0;
}
