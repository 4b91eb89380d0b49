/**
 * A signed-in customer's checkout starts filled in (issue 15 item 5): the account's e-mail, and its default
 * shipping and billing addresses, wherever the checkout has nothing yet. What the customer already typed in
 * this checkout is never replaced.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import type { StoredAddress } from './schema';

interface DefaultsRow {
  email: string;
  shipping: StoredAddress | null;
  billing: StoredAddress | null;
}

const storedAddress = (alias: string) =>
  sql.raw(`json_build_object('firstname', ${alias}.firstname, 'lastname', ${alias}.lastname,
    'company', ${alias}.company, 'street', ${alias}.street, 'postcode', ${alias}.postcode,
    'city', ${alias}.city, 'countryCode', ${alias}.country_code, 'telephone', ${alias}.telephone)`);

/** Fills the empty parts of the cart's checkout from the customer's account (in the caller's transaction). */
export async function prefillCheckout(
  db: Database,
  cartId: number,
  customerId: number,
): Promise<void> {
  const [defaults] = await selectRows<DefaultsRow>(
    db,
    sql`SELECT c.email,
        (SELECT ${storedAddress('a')} FROM customer_address a
          WHERE a.customer_id = c.id AND a.is_default_shipping) AS shipping,
        (SELECT ${storedAddress('a')} FROM customer_address a
          WHERE a.customer_id = c.id AND a.is_default_billing) AS billing
      FROM customer c WHERE c.id = ${customerId}`,
  );
  if (!defaults) return;
  const shipping = defaults.shipping ?? defaults.billing;
  const billing = defaults.billing ?? shipping;
  const same = JSON.stringify(shipping) === JSON.stringify(billing);
  await db.execute(
    sql`INSERT INTO checkout_state (cart_id, email, shipping_address, billing_address, billing_same_as_shipping)
      VALUES (${cartId}, ${defaults.email}, ${shipping ? JSON.stringify(shipping) : null}::jsonb,
        ${same || !billing ? null : JSON.stringify(billing)}::jsonb, ${same})
      ON CONFLICT (cart_id) DO UPDATE SET
        email = coalesce(checkout_state.email, excluded.email),
        billing_address = CASE WHEN checkout_state.shipping_address IS NULL
          THEN excluded.billing_address ELSE checkout_state.billing_address END,
        billing_same_as_shipping = CASE WHEN checkout_state.shipping_address IS NULL
          THEN excluded.billing_same_as_shipping ELSE checkout_state.billing_same_as_shipping END,
        shipping_address = coalesce(checkout_state.shipping_address, excluded.shipping_address)`,
  );
}

/** An address of the customer's book as the checkout stores it, or null (not theirs, not a number, a visitor). */
export async function savedAddress(
  db: Database,
  customerId: number | null,
  addressId: unknown,
): Promise<StoredAddress | null> {
  const id =
    typeof addressId === 'string' && /^\d{1,9}$/.test(addressId) ? Number(addressId) : null;
  if (customerId === null || id === null) return null;
  const [row] = await selectRows<{ address: StoredAddress }>(
    db,
    sql`SELECT ${storedAddress('a')} AS address FROM customer_address a
      WHERE a.id = ${id} AND a.customer_id = ${customerId}`,
  );
  return row?.address ?? null;
}
