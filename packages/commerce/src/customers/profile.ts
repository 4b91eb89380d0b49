/**
 * What a signed-in customer changes in the `/user` area (issue 15 items 1 and 6): the name, the e-mail and the
 * password. The credential checks themselves are credentials.ts's; this module adds what the account screens
 * need around them: a name change, an e-mail change whose answer never tells whether the new address has an
 * account, and a password change that gives this browser a fresh session (ASVS 5.0 V7.2.4) while every other
 * session of the account ends (V7.4.3).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { type Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import { type CustomerDeps, nowOf } from './context';
import { changeEmail, changePassword } from './credentials';
import { type CustomerView, findCustomerById, timestampOf, toCustomerView } from './customerRecord';
import { nameText, parseCustomerInput } from './input';
import { CustomerError } from './messages';
import { createSession, type NewSession, type SessionInfo } from './sessions';

const nameSchema = z.object({ firstname: nameText(), lastname: nameText() });

/** Changes the first and last name of the session's customer (trimmed, 1–50 characters each). */
export async function updateName(
  deps: CustomerDeps,
  customerId: number,
  input: { firstname?: unknown; lastname?: unknown },
): Promise<CustomerView> {
  const { firstname, lastname } = parseCustomerInput(nameSchema, input);
  return inTransaction(deps.db, async (tx: Database) => {
    await tx.execute(
      sql`UPDATE customer SET firstname = ${firstname}, lastname = ${lastname},
          updated_at = ${timestampOf(nowOf(deps))}
        WHERE id = ${customerId}`,
    );
    const customer = await findCustomerById(tx, customerId);
    if (!customer) throw new CustomerError('notSignedIn');
    return toCustomerView(customer);
  });
}

/**
 * Changes the e-mail of the session's customer after checking its password (credentials.ts). When another
 * account has the new address nothing changes, and the answer is the same as for a change (`changed` is for
 * the caller's tests and logs, never for the customer): the account screens say "if this address can be used,
 * it is now yours" either way, so that even a signed-in customer cannot probe which addresses have accounts.
 * A wrong password or a malformed address is refused as usual, naming the field.
 */
export async function requestEmailChange(
  deps: CustomerDeps,
  session: Pick<SessionInfo, 'customerId'>,
  input: { password: string; email: string },
): Promise<{ customer: CustomerView; changed: boolean }> {
  try {
    return { customer: await changeEmail(deps, session, input), changed: true };
  } catch (error) {
    if (!(error instanceof CustomerError) || error.messageId !== 'emailUnavailable') throw error;
    const customer = await findCustomerById(deps.db, session.customerId);
    if (!customer) throw new CustomerError('notSignedIn');
    return { customer: toCustomerView(customer), changed: false };
  }
}

/**
 * Changes the password (the current one is asked; every other session ends) and replaces this browser's
 * session by a new one with the same "stay signed in" choice: whoever had read the old token, even this
 * session's, is signed out. Answers the new session (its token is the browser's new cookie).
 */
export async function changePasswordRenewingSession(
  deps: CustomerDeps,
  session: Pick<SessionInfo, 'id' | 'customerId' | 'remember'>,
  input: { currentPassword: string; newPassword: string },
): Promise<{ session: NewSession; endedSessions: number }> {
  const { endedSessions } = await changePassword(deps, session, input);
  const renewed = await inTransaction(deps.db, async (tx: Database) => {
    await tx.execute(sql`DELETE FROM customer_session WHERE token_hash = ${session.id}`);
    return createSession(deps, session.customerId, { remember: session.remember, db: tx });
  });
  return { session: renewed, endedSessions };
}
