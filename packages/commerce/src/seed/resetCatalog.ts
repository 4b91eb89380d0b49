import { sql } from 'drizzle-orm';

import type { Database } from '../db/database';

/** Empties every catalogue and content table (the seed command reloads them). */
export async function resetCatalog(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE TABLE
    review, downloadable_link, bundle_selection, bundle_option, custom_option_value, custom_option,
    product_super_attribute, product_link, stock_item, product_tier_price, product_media, product_category,
    product_attribute_value, product_locale, product, attribute_option, attribute, category_locale, category,
    customer_group, config_entry, cms_page, cms_block, url_rewrite, faq_entry
    RESTART IDENTITY CASCADE`);
}
