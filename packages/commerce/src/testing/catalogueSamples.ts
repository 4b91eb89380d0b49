/**
 * Products of the seeded catalogue that tests outside this package need by their properties, not by a
 * hard-coded SKU: simple products any shopper can add, and one with a professional group price.
 */
import { sql } from 'drizzle-orm';

import { selectRows } from '../db/database';
import type { Store } from '../store/openStore';

/** A simple, active product with stock to spare and no required option: addable with its SKU alone. */
const orderableSimple = sql`p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 20
  AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)`;

/** `count` SKUs of orderable simple products, in id order. */
export async function orderableSimpleSkus(store: Pick<Store, 'db'>, count: number) {
  const rows = await selectRows<{ sku: string }>(
    store.db,
    sql`SELECT p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE ${orderableSimple} ORDER BY p.id LIMIT ${count}`,
  );
  return rows.map((row) => row.sku);
}

/** An orderable simple product with a professional (group 2) price and no special price: both prices in cents excl. tax. */
export async function proPricedProduct(store: Pick<Store, 'db'>) {
  const [row] = await selectRows<{ sku: string; price: number; proPrice: number }>(
    store.db,
    sql`SELECT p.sku, p.price, t.price AS "proPrice" FROM product p
      JOIN product_tier_price t ON t.product_id = p.id AND t.customer_group_id = 2 AND t.qty <= 1
      JOIN stock_item s ON s.product_id = p.id
      WHERE ${orderableSimple} AND p.special_price IS NULL ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('The seeded catalogue has no product with a professional price');
  return row;
}

/** The visible configurable product with the most variants (the heaviest product page): its SKU. */
export async function mostVariedConfigurableSku(store: Pick<Store, 'db'>): Promise<string> {
  const [row] = await selectRows<{ sku: string }>(
    store.db,
    sql`SELECT p.sku FROM product p WHERE p.visibility = 4 AND p.type = 'configurable'
      ORDER BY (SELECT count(*) FROM product_link l WHERE l.parent_id = p.id AND l.kind = 'configurable') DESC, p.id
      LIMIT 1`,
  );
  if (!row) throw new Error('The seeded catalogue has no configurable product');
  return row.sku;
}
