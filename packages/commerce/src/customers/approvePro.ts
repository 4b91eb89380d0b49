/**
 * Approval of a pending professional account (issue 15 item 3): it moves to the professional customer group
 * (its prices excl. tax) and gets an e-mail, in one transaction. Staff call it; until the back office exists,
 * `approvePro.cli.ts`.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { inTransaction } from '../orders/transaction';
import { type CustomerDeps, nowOf, siteLink } from './context';
import {
  type CustomerView,
  findCustomerByEmail,
  timestampOf,
  toCustomerView,
} from './customerRecord';
import { proApprovedEmail } from './emails';
import { emailInput, parseCustomerInput } from './input';
import { CustomerError } from './messages';

/** Approves the pending pro with this e-mail; refused (`proNotFound`) when there is none. */
export async function approvePro(deps: CustomerDeps, email: string): Promise<CustomerView> {
  const address = parseCustomerInput(emailInput, email);
  const now = nowOf(deps);
  return inTransaction(deps.db, async (tx: Database) => {
    const customer = await findCustomerByEmail(tx, address, { forUpdate: true });
    if (!customer || customer.proStatus !== 'pending' || !customer.proDetails)
      throw new CustomerError('proNotFound');
    await tx.execute(
      sql`UPDATE customer SET "group" = 'professional', pro_status = 'approved',
          pro_approved_at = ${timestampOf(now)}, updated_at = ${timestampOf(now)}
        WHERE id = ${customer.id}`,
    );
    await queueEmail(
      tx,
      proApprovedEmail(customer.email, customer.locale, {
        firstname: customer.firstname,
        company: customer.proDetails.company,
        link: siteLink(deps, customer.locale, '/login'),
        dedupeKey: `pro-approved:${customer.id}`,
      }),
    );
    const updated = await findCustomerByEmail(tx, address);
    return toCustomerView(updated!);
  });
}
