import { sql } from 'drizzle-orm';

import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';

/** Most suggestions of the quick-order grid. */
export const maxQuickOrderSuggestions = 8;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Ids of the products the quick-order grid suggests for what the shopper types: simple products that can be
 * ordered as they are (active, searchable, in stock, no required option), SKUs starting with the text first,
 * then names containing it. Fewer than 2 or more than 64 characters suggest nothing.
 */
export async function quickOrderSuggestionIds(
  db: Database,
  locale: SiteLocale,
  query: string,
): Promise<number[]> {
  const text = query.trim();
  if (text.length < 2 || text.length > 64) return [];
  const pattern = likeLiteral(text.toLowerCase());
  const found = await selectRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM product p
      JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
      JOIN stock_item s ON s.product_id = p.id AND s.is_in_stock AND s.qty > 0
      WHERE p.is_active AND p.type IN ('simple', 'virtual', 'downloadable') AND p.visibility <> 1
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
        AND (lower(p.sku) LIKE ${`${pattern}%`} OR lower(pl.name) LIKE ${`%${pattern}%`})
      ORDER BY (lower(p.sku) LIKE ${`${pattern}%`}) DESC, p.sku
      LIMIT ${maxQuickOrderSuggestions}`,
  );
  return found.map((row) => row.id);
}
