/**
 * "Use as my default billing / delivery address" from the address book (issue 15 item 6), without sending the
 * whole address again: the address must be the customer's own (another customer's is "not found" and nothing
 * changes); the customer's previous default of that kind stops being one, in the same transaction.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import { type CustomerAddressView, getAddress } from './addresses';
import type { CustomerDeps } from './context';
import { CustomerError } from './messages';

/** The two defaults of an address book. */
export const addressDefaultKinds = ['billing', 'shipping'] as const;
export type AddressDefaultKind = (typeof addressDefaultKinds)[number];

/** Makes an address of the customer its default of that kind; `addressNotFound` when it is not theirs. */
export async function setDefaultAddress(
  deps: CustomerDeps,
  customerId: number,
  addressId: unknown,
  kind: AddressDefaultKind,
): Promise<CustomerAddressView> {
  if (!addressDefaultKinds.includes(kind)) throw new CustomerError('addressNotFound');
  return inTransaction(deps.db, async (tx: Database) => {
    // getAddress checks the id's shape and the owner: an id of someone else stops here.
    const address = await getAddress(deps, customerId, addressId, tx);
    // The customer's row is locked, as createAddress does: two concurrent changes of a default queue up.
    await selectRows(tx, sql`SELECT id FROM customer WHERE id = ${customerId} FOR UPDATE`);
    const column = kind === 'billing' ? sql`is_default_billing` : sql`is_default_shipping`;
    await tx.execute(
      sql`UPDATE customer_address SET ${column} = false, updated_at = now()
        WHERE customer_id = ${customerId} AND ${column} AND id <> ${address.id}`,
    );
    await tx.execute(
      sql`UPDATE customer_address SET ${column} = true, updated_at = now()
        WHERE id = ${address.id} AND customer_id = ${customerId}`,
    );
    return getAddress(deps, customerId, address.id, tx);
  });
}
