/**
 * Changes of credentials by a signed-in customer (issue 15 item 1; ASVS 5.0 V6.2.2, V7.4.3): both ask the
 * current password; a new password ends every other session of the account.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { selectRows, type Database } from '../db/database';
import { inTransaction, sqlStateOf } from '../orders/transaction';
import { type CustomerDeps, nowOf, throttlePolicyOf } from './context';
import { type CustomerView, findCustomerById, timestampOf, toCustomerView } from './customerRecord';
import { emailInput, parseCustomerInput, passwordInput } from './input';
import { CustomerError } from './messages';
import { hashPassword, verifyPassword } from './password';
import { passwordFieldProblem } from './registration';
import { endOtherSessions, type SessionInfo } from './sessions';
import { countAttempt, forgiveAttempt, throttleKeys } from './throttle';

const changePasswordSchema = z.object({
  currentPassword: passwordInput,
  newPassword: passwordInput,
});
const changeEmailSchema = z.object({ password: passwordInput, email: emailInput });

/**
 * The signed-in customer whose current password is this one, or `currentPasswordWrong`. Each check is counted
 * with the account's sign-in attempts (throttle.ts, ASVS 5.0 V6.3.1): whoever holds a session without the
 * password (a shared computer, a stolen cookie) cannot try passwords here without limit, then take the account
 * over by changing its e-mail and password. Past the limit: `passwordCheckThrottled`, and sign-in waits too.
 */
async function confirmPassword(
  deps: CustomerDeps,
  customerId: number,
  password: string,
  field: string,
) {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) throw new CustomerError('notSignedIn');
  const now = nowOf(deps);
  const keys = throttleKeys(customer.email, undefined);
  const refusedUntil = await countAttempt(deps.db, keys, now, throttlePolicyOf(deps));
  if (refusedUntil) {
    const minutes = Math.max(1, Math.ceil((refusedUntil.getTime() - now.getTime()) / 60_000));
    throw new CustomerError(
      'passwordCheckThrottled',
      [{ field, id: 'passwordCheckThrottled', values: { minutes } }],
      { minutes },
    );
  }
  if (!(await verifyPassword(password, customer.passwordHash)))
    throw new CustomerError('currentPasswordWrong', [{ field, id: 'currentPasswordWrong' }]);
  await forgiveAttempt(deps.db, keys);
  return customer;
}

/** Changes the password of the session's customer; every other session of the account ends. */
export async function changePassword(
  deps: CustomerDeps,
  session: Pick<SessionInfo, 'id' | 'customerId'>,
  input: { currentPassword: string; newPassword: string },
): Promise<{ endedSessions: number }> {
  const { currentPassword, newPassword } = parseCustomerInput(changePasswordSchema, input);
  const customer = await confirmPassword(
    deps,
    session.customerId,
    currentPassword,
    'currentPassword',
  );
  const problem = passwordFieldProblem('newPassword', newPassword, customer);
  if (problem) throw new CustomerError('fixFields', [problem]);
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(deps.db, async (tx: Database) => {
    await tx.execute(
      sql`UPDATE customer SET password_hash = ${passwordHash}, updated_at = ${timestampOf(nowOf(deps))}
        WHERE id = ${customer.id}`,
    );
    return { endedSessions: await endOtherSessions(deps, customer.id, session.id, tx) };
  });
}

/**
 * Changes the e-mail of the session's customer after checking its password; the new address is unconfirmed.
 * An address another account has is refused (`emailUnavailable`, without saying more).
 */
export async function changeEmail(
  deps: CustomerDeps,
  session: Pick<SessionInfo, 'customerId'>,
  input: { password: string; email: string },
): Promise<CustomerView> {
  const { password, email } = parseCustomerInput(changeEmailSchema, input);
  const customer = await confirmPassword(deps, session.customerId, password, 'password');
  const unavailable = () =>
    new CustomerError('emailUnavailable', [{ field: 'email', id: 'emailUnavailable' }]);
  return inTransaction(deps.db, async (tx: Database) => {
    const taken = await selectRows<{ id: number }>(
      tx,
      sql`SELECT id FROM customer WHERE lower(email) = lower(${email}) AND id <> ${customer.id}`,
    );
    if (taken.length > 0) throw unavailable();
    const sameAddress = customer.email.toLowerCase() === email.toLowerCase();
    await tx.execute(
      sql`UPDATE customer SET email = ${email}, updated_at = ${timestampOf(nowOf(deps))}
          ${sameAddress ? sql`` : sql`, email_verified_at = NULL`}
        WHERE id = ${customer.id}`,
    );
    // Links e-mailed to the old address die with it: a confirmation link kept from the old address would
    // otherwise "verify" the new one (and join that address's guest orders to this account, decision 0761),
    // and a reset link there would still open the account.
    if (!sameAddress)
      await tx.execute(
        sql`DELETE FROM customer_token WHERE customer_id = ${customer.id} AND used_at IS NULL`,
      );
    return toCustomerView((await findCustomerById(tx, customer.id))!);
  }).catch((error: unknown) => {
    // Another account took the address between the check and the update (unique index on lower(email)).
    if (sqlStateOf(error) === '23505') throw unavailable();
    throw error;
  });
}
