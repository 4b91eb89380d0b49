/**
 * Stock changes announced to the process (decision 0852): an order that takes stock, or a canceled order that
 * gives it back, tells the listeners of its store's database which products moved and the content tags
 * (`Cache-Tag`, resolvers/contentMetadata.ts) of the pages that show them, so that the storefront's HTML cache
 * drops those pages. The announcement happens after the commit; a failing listener never fails the order.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { contentHash } from '../resolvers/contentMetadata';

export interface StockChange {
  /** Products whose stock row changed. */
  productIds: number[];
  /** Content tags of those products and of the products that show them (configurable, grouped, bundle parents). */
  tags: string[];
  /** CMS content changed (announceContentChange): every process must also drop its cached CMS block rows. */
  content?: boolean;
}

export type StockChangeListener = (change: StockChange) => void;

const listeners = new WeakMap<Database, Set<StockChangeListener>>();

/** Calls `listener` after each committed stock change of `db`'s store; returns the unsubscribe function. */
export function onStockChange(db: Database, listener: StockChangeListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * Tells `db`'s listeners that the stock of `productIds` changed (call after the commit). Parents are included:
 * a configurable, grouped or bundle page shows its children's availability.
 */
export async function announceStockChange(
  db: Database,
  productIds: Iterable<number>,
): Promise<void> {
  const set = listeners.get(db);
  const ids = [...new Set(productIds)];
  if (!set || set.size === 0 || ids.length === 0) return;
  try {
    const param = sql.param(ids);
    const rows = await selectRows<{ sku: string }>(
      db,
      sql`SELECT sku FROM product WHERE id = ANY(${param}::int[])
        OR id IN (SELECT parent_id FROM product_link
          WHERE child_id = ANY(${param}::int[]) AND kind IN ('configurable', 'grouped'))
        OR id IN (SELECT o.product_id FROM bundle_selection s JOIN bundle_option o ON o.id = s.option_id
          WHERE s.product_id = ANY(${param}::int[]))
        ORDER BY sku`,
    );
    const change: StockChange = {
      productIds: ids,
      tags: rows.map((row) => contentHash('product', row.sku)),
    };
    for (const listener of set) listener(change);
  } catch (error) {
    // The order is committed: a cache that is not purged expires with its lifetime.
    console.error('[catalog] stock change listeners failed', error);
  }
}

/**
 * Tells `db`'s listeners that content with these Cache-Tags changed (call after the commit): a CMS page or block
 * saved in the back office. The same listeners as stock changes, so the same purge (no product moved).
 */
export function announceContentChange(db: Database, tags: readonly string[]): void {
  const set = listeners.get(db);
  if (!set || set.size === 0 || tags.length === 0) return;
  const change: StockChange = { productIds: [], tags: [...new Set(tags)], content: true };
  for (const listener of set) {
    try {
      listener(change);
    } catch (error) {
      console.error('[catalog] content change listener failed', error);
    }
  }
}
