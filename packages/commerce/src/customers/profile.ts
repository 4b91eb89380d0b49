/**
 * What a signed-in customer changes in the `/user` area (issue 15 items 1 and 6): the name, the e-mail and the
 * password (the e-mail change waits for a link to the new address: emailChange.ts). The credential checks themselves are credentials.ts's; this module adds what the account screens
 * need around them: a name change and a password change that gives this browser a fresh session (ASVS 5.0 V7.2.4) while every other
 * session of the account ends (V7.4.3).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { type Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import { type CustomerDeps, nowOf } from './context';
import { changePassword } from './credentials';
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
