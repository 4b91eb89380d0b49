import { sql } from 'drizzle-orm';

import type { Database } from '../db/database';

/**
 * Rebuilds the precomputed category listings (`category_listing`, `category_listing_facet`, decision 0871) from
 * the catalogue and marks them fresh. Call it after catalogue writes (the seed does, last): until then, a
 * write to products, their texts, categories or attribute values has marked them stale (triggers) and
 * listings are computed from the catalogue tables, slower but never wrong. Stock is not part of them.
 */
export async function refreshCategoryListing(db: Database): Promise<void> {
  await db.execute(sql`SELECT refresh_category_listing()`);
}

/** Whether the precomputed category listings reflect the catalogue (no catalogue write since the refresh). */
export async function isCategoryListingFresh(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT fresh FROM category_listing_state WHERE id = 1`,
  )) as unknown as { rows: { fresh: boolean }[] };
  return result.rows[0]?.fresh === true;
}
