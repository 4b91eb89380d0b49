/**
 * Changes of credentials by a signed-in customer (issue 15 item 1; ASVS 5.0 V6.2.2, V7.4.3): both ask the
 * current password; a new password ends every other session of the account and cancels a pending e-mail
 * change (the e-mail change itself waits for a link to the new address: emailChange.ts, decision 0923).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { type Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import { type CustomerDeps, nowOf, throttlePolicyOf } from './context';
import { findCustomerById, timestampOf } from './customerRecord';
import { parseCustomerInput, passwordInput } from './input';
import { CustomerError } from './messages';
import { hashPassword, verifyPassword } from './password';
import { passwordFieldProblem } from './registration';
import { endOtherSessions, type SessionInfo } from './sessions';
import { countAttempt, forgiveAttempt, throttleKeys } from './throttle';

const changePasswordSchema = z.object({
  currentPassword: passwordInput,
  newPassword: passwordInput,
});

/**
 * The signed-in customer whose current password is this one, or `currentPasswordWrong`. Each check is counted
 * with the account's sign-in attempts (throttle.ts, ASVS 5.0 V6.3.1): whoever holds a session without the
 * password (a shared computer, a stolen cookie) cannot try passwords here without limit, then take the account
 * over by changing its e-mail and password. Past the limit: `passwordCheckThrottled`, and sign-in waits too.
 */
export async function confirmPassword(
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
    // The old address's notice of an e-mail change says "change your password: that cancels it".
    await tx.execute(sql`DELETE FROM customer_email_change WHERE customer_id = ${customer.id}`);
    return { endedSessions: await endOtherSessions(deps, customer.id, session.id, tx) };
  });
}
