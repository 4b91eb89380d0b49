/**
 * The listing of a category from its precomputed copy (`category_listing`, `category_listing_facet`, refreshed
 * by `refresh_category_listing()`, decision 0871), while it is fresh.
 */
import { type SQL, sql } from 'drizzle-orm';

import type { CategoryRow } from '../catalog/productRows';
import { selectRows } from '../db/database';
import type { RequestServices } from '../store/requestContext';
import {
  type AttributeInfo,
  type ListingFilters,
  listingPriceOf,
  type ListingRows,
  type ListingShape,
} from './listingRows';

/** A listing attribute option as one number: attribute id × 2^32 + option id (`category_listing`). */
const optionKeyFactor = 4_294_967_296;

/**
 * The listing of a category read from `category_listing` (its products with their prices, attribute options and
 * categories) and, without filters, its facet counts from `category_listing_facet`; `undefined` when they are
 * stale (a catalogue write since the last `refresh_category_listing()`). Same results as {@link directRows}:
 * the rows hold what its matching computes (active, visible, in an active category at or below, lowest
 * position, a text in the locale), options as attribute id × 2^32 + option id, and the categories at or above
 * each of the product's categories (`sel` at or above `fcc` is `fcc.path LIKE sel.path || '/%'` or equal).
 */
export async function precomputedCategoryRows(
  services: RequestServices,
  category: CategoryRow,
  { attributeFilters, categoryFilter, priceMatch, facetAttributeIds, withFacets }: ListingFilters,
  { rangeColumns, rangeColumnsOf, order, offset, params }: ListingShape,
): Promise<ListingRows | undefined> {
  const { db, locale } = services;
  const keysOf = (filter: { attribute: AttributeInfo; optionIds: number[] }) =>
    sql.param(filter.optionIds.map((id) => String(filter.attribute.id * optionKeyFactor + id)));
  const attributeMatch = (filter: { attribute: AttributeInfo; optionIds: number[] }) =>
    sql`b.attribute_options && ${keysOf(filter)}::bigint[]`;
  const categoryMatch =
    categoryFilter.length > 0
      ? sql`b.categories && ${sql.param(categoryFilter)}::int[]`
      : sql`true`;
  const unfiltered =
    attributeFilters.length === 0 &&
    categoryFilter.length === 0 &&
    params.minPrice === null &&
    params.maxPrice === null;
  const base = sql`
    SELECT cl.product_id AS id, ${listingPriceOf('cl')} AS price,
      ${
        // The name only for a sort by name: a materialized `b` would look it up for every row.
        params.sort?.field === 'name'
          ? sql`(SELECT pl.name FROM product_locale pl
              WHERE pl.product_id = cl.product_id AND pl.locale = ${locale})`
          : sql`NULL::text`
      } AS name,
      cl.created_at, cl.position, 0 AS score, cl.attribute_options, cl.categories
    FROM category_listing cl
    WHERE cl.category_id = ${category.id} AND ${locale} = ANY(cl.locales)`;
  const fresh = sql`(SELECT fresh FROM category_listing_state WHERE id = 1)`;
  const pageOf = (match: SQL) => sql`(SELECT json_agg(page.id ORDER BY page.rank) FROM (
      SELECT b.id, row_number() OVER (ORDER BY ${order}) AS rank FROM b WHERE ${match}
      ORDER BY ${order} LIMIT ${params.pageLength} OFFSET ${offset}) page) AS "productIds"`;
  const labelledFacets = (
    counts: SQL,
  ) => sql`(SELECT coalesce(json_agg(x ORDER BY x."docCount" DESC,
        x.position, x."optionId"), '[]'::json) FROM (
      SELECT f."attributeId", f."optionId", o.label, o.swatch_type AS "swatchType",
        o.swatch_value AS "swatchValue", o.position, f."docCount"
      FROM (${counts}) f JOIN attribute_option o ON o.id = f."optionId") x) AS "facetRows"`;
  const labelledCategories = (
    counts: SQL,
  ) => sql`(SELECT coalesce(json_agg(x ORDER BY x.position, x.id),
        '[]'::json) FROM (
      SELECT ch.id, chl.name, ch.position, f."docCount"
      FROM (${counts}) f
      JOIN category ch ON ch.id = f.id AND ch.parent_id = ${category.id} AND ch.is_active
      JOIN category_locale chl ON chl.category_id = ch.id AND chl.locale = ${locale}) x) AS "categoryRows"`;

  let statement: SQL;
  if (unfiltered) {
    // Without filters: the page from the (category, position, product) index, the total and the price ranges
    // over the category's rows, the facet counts as precomputed.
    // The total and the price ranges from the category's price histogram while its prices hold (no special
    // price has started or ended since the refresh), else over its rows.
    const ranges = withFacets ? sql`, ${rangeColumns}` : sql``;
    const histogramRanges = withFacets ? sql`, ${rangeColumnsOf(sql`sum(b.doc_count)`)}` : sql``;
    statement = sql`WITH b AS NOT MATERIALIZED (${base})
      SELECT ${fresh} AS fresh, ${pageOf(sql`true`)},
        CASE WHEN (SELECT current_date >= prices_from AND current_date < prices_until
            FROM category_listing_state WHERE id = 1)
          THEN (SELECT row_to_json(x) FROM (
            SELECT coalesce(sum(b.doc_count), 0)::int AS total ${histogramRanges}
            FROM (SELECT option_id AS price, doc_count FROM category_listing_facet
              WHERE locale = ${locale} AND category_id = ${category.id} AND attribute_id = -1) b) x)
          ELSE (SELECT row_to_json(x) FROM (SELECT count(*)::int AS total ${ranges} FROM b) x)
        END AS "rangeRow"
        ${
          withFacets
            ? sql`, ${labelledFacets(sql`SELECT attribute_id AS "attributeId", option_id AS "optionId",
                  doc_count AS "docCount" FROM category_listing_facet
                WHERE locale = ${locale} AND category_id = ${category.id} AND attribute_id = ANY(${sql.param(facetAttributeIds)}::int[])`)},
              ${labelledCategories(sql`SELECT option_id AS id, doc_count AS "docCount" FROM category_listing_facet
                WHERE locale = ${locale} AND category_id = ${category.id} AND attribute_id = 0`)}`
            : sql``
        }`;
  } else {
    // Each filter is evaluated once per product, as a flag of `b`; a product failing two filters counts
    // nowhere (a facet's counts apply every filter but its own) and is left out.
    const attributeFlags = attributeFilters.map((_, index) => sql.raw(`b.m${index}`));
    const flags = [
      ...attributeFilters.map(
        (filter, index) => sql`${attributeMatch(filter)} AS ${sql.identifier(`m${index}`)}`,
      ),
      sql`${categoryMatch} AS mc`,
      sql`${priceMatch} AS mp`,
    ];
    const failures = sql.join(
      [...attributeFilters.map(attributeMatch), categoryMatch, priceMatch].map(
        (match) => sql`(NOT (${match}))::int`,
      ),
      sql` + `,
    );
    const allAttributes =
      attributeFlags.length > 0 ? sql.join(attributeFlags, sql` AND `) : sql`true`;
    // Attribute facets: each attribute's counts apply every filter but its own.
    const disjunctive =
      attributeFilters.length > 0
        ? sql.join(
            attributeFilters.map(
              (filter, index) =>
                sql`(k / ${optionKeyFactor} = ${filter.attribute.id} OR ${attributeFlags[index]!})`,
            ),
            sql` AND `,
          )
        : sql`true`;
    statement = sql`WITH b AS MATERIALIZED (
        SELECT b.*, ${sql.join(flags, sql`, `)} FROM (${base} AND ${fresh}) b WHERE ${failures} <= 1)
      SELECT ${fresh} AS fresh, ${pageOf(sql`${allAttributes} AND b.mc AND b.mp`)},
        (SELECT row_to_json(x) FROM (SELECT count(*)::int AS total FROM b
          WHERE ${allAttributes} AND b.mc AND b.mp) x) AS "totalRow"
        ${
          withFacets
            ? sql`, ${labelledFacets(sql`SELECT (k / ${optionKeyFactor})::int AS "attributeId",
                  (k % ${optionKeyFactor})::int AS "optionId", count(*)::int AS "docCount"
                FROM b, unnest(b.attribute_options) AS k
                WHERE k / ${optionKeyFactor} = ANY(${sql.param(facetAttributeIds)}::bigint[])
                  AND ${disjunctive} AND b.mc AND b.mp
                GROUP BY k`)},
              ${labelledCategories(sql`SELECT c.id, count(*)::int AS "docCount"
                FROM b, unnest(b.categories) AS c(id)
                WHERE ${allAttributes} AND b.mp
                GROUP BY c.id`)},
              (SELECT row_to_json(x) FROM (
                SELECT ${rangeColumns} FROM b WHERE ${allAttributes} AND b.mc) x) AS "rangeRow"`
            : sql``
        }`;
  }
  const [row] = await selectRows<
    ListingRows & { fresh: boolean; totalRow?: { total: number }; rangeRow?: { total?: number } }
  >(db, statement);
  if (!row?.fresh) return undefined;
  const total = row.totalRow?.total ?? row.rangeRow?.total ?? 0;
  return { ...row, total };
}
