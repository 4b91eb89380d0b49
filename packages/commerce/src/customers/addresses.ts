/**
 * The address book (issue 15 item 6): every read and change is scoped by the customer's id, so a customer can
 * never read or change another's address (an address of someone else is "not found", like one that does not
 * exist). Addresses follow the checkout's rules (checkout/address.ts: FR/GB, 38-character street lines,
 * postcodes); one default billing and one default shipping address per customer.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { validateAddress } from '../checkout/address';
import type { StoredAddress } from '../checkout/schema';
import { selectRows, type Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import type { CustomerDeps } from './context';
import { parseCustomerInput } from './input';
import { CustomerError } from './messages';

/** Most addresses of one address book. */
export const maxAddresses = 50;

export interface CustomerAddressView extends StoredAddress {
  id: number;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

export interface AddressInput {
  firstname?: unknown;
  lastname?: unknown;
  company?: unknown;
  street?: unknown;
  postcode?: unknown;
  city?: unknown;
  countryCode?: unknown;
  telephone?: unknown;
  isDefaultBilling?: boolean;
  isDefaultShipping?: boolean;
}

const defaultsSchema = z.object({
  isDefaultBilling: z.boolean({ error: 'required' }).optional(),
  isDefaultShipping: z.boolean({ error: 'required' }).optional(),
});

const idSchema = z
  .number({ error: 'addressNotFound' })
  .int()
  .positive()
  .max(2 ** 31 - 1);

const addressColumns = sql`id, firstname, lastname, company, street, postcode, city,
  country_code AS "countryCode", telephone, is_default_billing AS "isDefaultBilling",
  is_default_shipping AS "isDefaultShipping"`;

function parseAddress(
  input: unknown,
): { address: StoredAddress } & z.output<typeof defaultsSchema> {
  const defaults = parseCustomerInput(defaultsSchema, input ?? {});
  const { address, problems } = validateAddress('address', input);
  if (!address)
    throw new CustomerError(
      'fixFields',
      problems.map((problem) => ({ ...problem, field: problem.field.replace(/^address\./, '') })),
    );
  return { address, ...defaults };
}

function parseId(addressId: unknown): number {
  const result = idSchema.safeParse(addressId);
  if (!result.success) throw new CustomerError('addressNotFound');
  return result.data;
}

/** The customer's addresses, defaults first. */
export function listAddresses(
  deps: CustomerDeps,
  customerId: number,
  db: Database = deps.db,
): Promise<CustomerAddressView[]> {
  return selectRows<CustomerAddressView>(
    db,
    sql`SELECT ${addressColumns} FROM customer_address WHERE customer_id = ${customerId}
      ORDER BY is_default_shipping DESC, is_default_billing DESC, id`,
  );
}

/** One address of the customer; `addressNotFound` when it is not theirs or does not exist. */
export async function getAddress(
  deps: CustomerDeps,
  customerId: number,
  addressId: unknown,
  db: Database = deps.db,
): Promise<CustomerAddressView> {
  const id = parseId(addressId);
  const [row] = await selectRows<CustomerAddressView>(
    db,
    sql`SELECT ${addressColumns} FROM customer_address WHERE id = ${id} AND customer_id = ${customerId}`,
  );
  if (!row) throw new CustomerError('addressNotFound');
  return row;
}

/** Clears the customer's other defaults that this address takes over. */
async function takeDefaults(
  db: Database,
  customerId: number,
  defaults: { billing: boolean; shipping: boolean },
) {
  if (defaults.billing)
    await db.execute(
      sql`UPDATE customer_address SET is_default_billing = false
        WHERE customer_id = ${customerId} AND is_default_billing`,
    );
  if (defaults.shipping)
    await db.execute(
      sql`UPDATE customer_address SET is_default_shipping = false
        WHERE customer_id = ${customerId} AND is_default_shipping`,
    );
}

/** Adds an address; the first one of the book becomes the default billing and shipping address. */
export async function createAddress(
  deps: CustomerDeps,
  customerId: number,
  input: AddressInput,
): Promise<CustomerAddressView> {
  const { address, isDefaultBilling, isDefaultShipping } = parseAddress(input);
  return inTransaction(deps.db, async (tx: Database) => {
    // The customer's row is locked: two concurrent additions cannot both pass the limit or both be "first".
    const [owner] = await selectRows<{ count: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM customer_address WHERE customer_id = c.id) AS count
        FROM customer c WHERE c.id = ${customerId} FOR UPDATE`,
    );
    if (!owner) throw new CustomerError('notSignedIn');
    if (owner.count >= maxAddresses)
      throw new CustomerError('tooManyAddresses', [], { max: maxAddresses });
    const first = owner.count === 0;
    const billing = isDefaultBilling ?? first;
    const shipping = isDefaultShipping ?? first;
    await takeDefaults(tx, customerId, { billing, shipping });
    const [created] = await selectRows<CustomerAddressView>(
      tx,
      sql`INSERT INTO customer_address (customer_id, firstname, lastname, company, street, postcode, city,
          country_code, telephone, is_default_billing, is_default_shipping)
        VALUES (${customerId}, ${address.firstname}, ${address.lastname}, ${address.company},
          ${JSON.stringify(address.street)}::jsonb, ${address.postcode}, ${address.city},
          ${address.countryCode}, ${address.telephone}, ${billing}, ${shipping})
        RETURNING ${addressColumns}`,
    );
    return created!;
  });
}

/** Replaces an address of the customer (defaults kept unless given); `addressNotFound` when not theirs. */
export async function updateAddress(
  deps: CustomerDeps,
  customerId: number,
  addressId: unknown,
  input: AddressInput,
): Promise<CustomerAddressView> {
  const id = parseId(addressId);
  const { address, isDefaultBilling, isDefaultShipping } = parseAddress(input);
  return inTransaction(deps.db, async (tx: Database) => {
    const current = await selectRows<{ id: number }>(
      tx,
      sql`SELECT id FROM customer_address WHERE id = ${id} AND customer_id = ${customerId} FOR UPDATE`,
    );
    if (current.length === 0) throw new CustomerError('addressNotFound');
    await takeDefaults(tx, customerId, {
      billing: isDefaultBilling === true,
      shipping: isDefaultShipping === true,
    });
    const [updated] = await selectRows<CustomerAddressView>(
      tx,
      sql`UPDATE customer_address SET firstname = ${address.firstname}, lastname = ${address.lastname},
          company = ${address.company}, street = ${JSON.stringify(address.street)}::jsonb,
          postcode = ${address.postcode}, city = ${address.city}, country_code = ${address.countryCode},
          telephone = ${address.telephone},
          is_default_billing = ${isDefaultBilling === undefined ? sql`is_default_billing` : isDefaultBilling},
          is_default_shipping = ${isDefaultShipping === undefined ? sql`is_default_shipping` : isDefaultShipping},
          updated_at = now()
        WHERE id = ${id} AND customer_id = ${customerId}
        RETURNING ${addressColumns}`,
    );
    return updated!;
  });
}

/** Deletes an address of the customer; `addressNotFound` when not theirs. */
export async function deleteAddress(
  deps: CustomerDeps,
  customerId: number,
  addressId: unknown,
): Promise<void> {
  const id = parseId(addressId);
  const deleted = await selectRows<{ id: number }>(
    deps.db,
    sql`DELETE FROM customer_address WHERE id = ${id} AND customer_id = ${customerId} RETURNING id`,
  );
  if (deleted.length === 0) throw new CustomerError('addressNotFound');
}
