/**
 * Category and search listings in one SQL statement whatever the page length: the matching products are
 * computed once (a materialized CTE: the text search of a search runs once), then the page of product ids,
 * the total, the attribute facets, the category facet and the price ranges are read from them.
 * Facets are disjunctive: a facet's counts ignore that facet's own filter, so shoppers can widen a choice.
 * A category listing reads its products from `category_listing` and, unfiltered, its facet counts from
 * `category_listing_facet` (precomputed by `refresh_category_listing()`, decision 0871) while they are fresh;
 * otherwise, and for searches, from the catalogue tables.
 */
import { type SQL, sql } from 'drizzle-orm';

import { selectRows } from '../db/database';
import type { AttributeRow, CategoryRow } from '../catalog/productRows';
import { filterBoundInclTax, rangeBoundCents } from '../money/priceFilter';
import type { RequestServices } from '../store/requestContext';
import type { ListingParams, ListingSort } from './parseListingQuery';

export type ListingScope =
  { kind: 'category'; category: CategoryRow } | { kind: 'search'; text: string };

export interface FacetBucket {
  value: string;
  label: string;
  docCount: number;
  selected: boolean;
  swatch: { type: string; value: string } | null;
}

export interface DynamicFacet {
  kind: 'attribute' | 'category';
  code: string;
  label: string;
  buckets: FacetBucket[];
}

export interface ListingResult {
  total: number;
  page: number;
  pageLength: number;
  pageCount: number;
  productIds: number[];
  facets: DynamicFacet[];
  priceRanges: { name: string; value: string; docCount: number }[];
  appliedFilters: { code: string; values: string[] }[];
  minPrice: number | null;
  maxPrice: number | null;
  /** The applied bounds as the shopper reads them (incl. tax, euros). */
  minPriceInclTax: number | null;
  maxPriceInclTax: number | null;
  sort: ListingSort | null;
}

/**
 * Price a shopper pays in listings, excluding tax, in cents: the lowest price with a current special price, of
 * the `product` row `p` or the `category_listing` row `cl` (which copies its price columns).
 */
function listingPriceOf(table: 'p' | 'cl'): SQL {
  const t = sql.raw(table);
  // `(SELECT current_date)` is evaluated once per statement; a bare `current_date` once per row and use (on
  // PGlite a time zone conversion each time: 10–30 µs, most of a 5,000-product listing's time).
  return sql`least(${t}.min_price, CASE WHEN ${t}.special_price IS NOT NULL
  AND (${t}.special_from IS NULL OR ${t}.special_from <= (SELECT current_date))
  AND (${t}.special_to IS NULL OR ${t}.special_to >= (SELECT current_date)) THEN ${t}.special_price END)`;
}

/** Fixed price ranges, in euros including tax. */
const priceRanges: [number, number | null][] = [
  [0, 10],
  [10, 20],
  [20, 50],
  [50, 100],
  [100, null],
];

function priceRangeName(locale: string, [min, max]: [number, number | null]): string {
  if (locale === 'fr-FR') {
    if (min === 0) return `Moins de ${max} €`;
    return max === null ? `${min} € et plus` : `${min} € – ${max} €`;
  }
  if (min === 0) return `Under €${max}`;
  return max === null ? `€${min} and above` : `€${min} – €${max}`;
}

const categoryFacetCode = 'category';

type AttributeInfo = AttributeRow;

interface FacetRow {
  attributeId: number;
  optionId: number;
  label: Record<string, string>;
  swatchType: string | null;
  swatchValue: string | null;
  docCount: number;
}

/** Words of a search text worth matching: lower case, at most 8. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u))]
    .filter((word) => word.length >= 2)
    .slice(0, 8);
}

/** A search word as the database compares it: accents removed, and its full-text query. */
interface SearchTerm {
  word: string;
  /** `unaccent(word)` */
  plain: string;
  /** `plainto_tsquery(config, unaccent(word))` as text (empty for a stop word). */
  tsquery: string;
}

/**
 * The match and score of a search. Each word matches by full text (stemmed, accents ignored) or by trigram word
 * similarity (typos); both predicates are indexed (GIN on the tsvector, GIN trigram on the name), so the OR
 * becomes a bitmap OR. Stop words (an empty tsquery) are left out beforehand by `searchTerms`. The unaccented
 * words and the tsqueries are constants computed once by `searchTerms` (`unaccent` is only stable: inline,
 * it would run again for every matching row).
 */
function searchCondition(terms: SearchTerm[], textQuery: string): { match: SQL; score: SQL } {
  if (terms.length === 0) return { match: sql`false`, score: sql`0` };
  const match = sql.join(
    terms.map(
      (term) => sql`(pl.search_vector @@ ${term.tsquery}::tsquery
        OR ${term.plain}::text <% pl.search_name)`,
    ),
    sql` AND `,
  );
  const score = sql`ts_rank_cd(pl.search_vector, ${textQuery}::tsquery, 1) * 10 + ${sql.join(
    terms.map((term) => sql`word_similarity(${term.plain}::text, pl.search_name)`),
    sql` + `,
  )}`;
  return { match, score };
}

/**
 * The words of a search that are not stop words of the locale's text search configuration, with their
 * unaccented form and tsquery, and the tsquery of the whole text (one statement).
 */
async function searchTerms(
  services: RequestServices,
  text: string,
  config: SQL,
): Promise<{ terms: SearchTerm[]; textQuery: string }> {
  const words = searchWords(text);
  if (words.length === 0) return { terms: [], textQuery: '' };
  const rows = await selectRows<{
    word: string;
    plain: string;
    tsquery: string;
    nodes: number;
    textQuery: string;
  }>(
    services.db,
    sql`SELECT w AS word, unaccent(w) AS plain, plainto_tsquery(${config}, unaccent(w))::text AS tsquery,
        numnode(plainto_tsquery(${config}, unaccent(w)))::int AS nodes,
        plainto_tsquery(${config}, unaccent(${text}))::text AS "textQuery"
      FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS u(w, n) ORDER BY n`,
  );
  const kept = rows.filter((row) => row.nodes > 0);
  // Only stop words ("les", "the"): match them by similarity rather than returning nothing.
  return { terms: kept.length > 0 ? kept : rows, textQuery: rows[0]?.textQuery ?? '' };
}

function orderBy(sort: ListingSort | null, scope: ListingScope): SQL {
  const direction = sort?.direction === 'desc' ? sql`DESC` : sql`ASC`;
  switch (sort?.field) {
    case 'name':
      return sql`name ${direction}, id`;
    case 'price':
      return sql`price ${direction}, id`;
    case 'newest':
      return sort.direction === 'asc' ? sql`created_at ASC, id` : sql`created_at DESC, id DESC`;
    case 'relevance':
    case 'position':
    default:
      if (scope.kind === 'search' && sort?.field !== 'position') return sql`score DESC, id`;
      return sql`position ${direction}, id`;
  }
}

export interface ListingOptions {
  /** Facets, price ranges and their counts. @defaultValue true */
  facets?: boolean;
  /**
   * Where a category listing reads from: `auto` (the precomputed tables while fresh, else the catalogue),
   * `direct` (the catalogue tables), `precomputed` (fails when they are stale; tests compare both).
   * @defaultValue 'auto'
   */
  source?: 'auto' | 'direct' | 'precomputed';
}

/** Listings already run in a request (keyed by scope, parameters and facets), see {@link listProducts}. */
const requestListings = new WeakMap<RequestServices, Map<string, Promise<ListingResult>>>();

/**
 * Runs a listing for a category or a search text. A request asking the same listing twice (a friendly URL's
 * route query, then the category screen's query, in one page request) runs it once.
 */
export function listProducts(
  services: RequestServices,
  scope: ListingScope,
  params: ListingParams,
  options: ListingOptions = {},
): Promise<ListingResult> {
  const key = JSON.stringify([
    scope.kind === 'category' ? scope.category.id : scope.text,
    scope.kind,
    { ...params, filters: [...params.filters] },
    options.facets !== false,
    options.source ?? 'auto',
  ]);
  let listings = requestListings.get(services);
  if (!listings) requestListings.set(services, (listings = new Map()));
  let listing = listings.get(key);
  if (!listing) {
    listing = runListing(services, scope, params, options).then((result) => {
      if (!result) throw new Error('The precomputed category listing is stale');
      return result;
    });
    listings.set(key, listing);
    // A failed listing is not kept: asking again runs it again.
    listing.catch(() => listings.delete(key));
  }
  return listing;
}

interface ListingRows {
  productIds: number[] | null;
  total: number;
  facetRows?: FacetRow[];
  categoryRows?: { id: number; name: string; docCount: number }[];
  rangeRow?: Record<string, number> | null;
}

/** A listing attribute option as one number: attribute id × 2^32 + option id (`category_listing`). */
const optionKeyFactor = 4_294_967_296;

async function runListing(
  services: RequestServices,
  scope: ListingScope,
  params: ListingParams,
  options: ListingOptions,
): Promise<ListingResult | null> {
  const { locale, config } = services;
  const attributes = await services.loaders.attributes.load('all');
  const attributeByCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));

  // Filters: known attribute codes with numeric option ids, and the category facet.
  const attributeFilters: { attribute: AttributeInfo; optionIds: number[] }[] = [];
  let categoryFilter: number[] = [];
  const appliedFilters: ListingResult['appliedFilters'] = [];
  for (const [code, values] of params.filters) {
    const ids = values.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
    if (ids.length === 0) continue;
    if (code === categoryFacetCode) {
      categoryFilter = ids;
      appliedFilters.push({ code, values: ids.map(String) });
      continue;
    }
    const attribute = attributeByCode.get(code);
    if (!attribute?.isFilterable) continue;
    attributeFilters.push({ attribute, optionIds: ids });
    appliedFilters.push({ code, values: ids.map(String) });
  }

  const withFacets = options.facets !== false;
  const ignored = new Set(config.productSearch.ignoredAttributeKeys);
  const facetAttributeIds = attributes
    .filter((attribute) => attribute.isFilterable && !ignored.has(attribute.code))
    .map((attribute) => attribute.id);
  const priceMatch = sql.join(
    [
      params.minPrice !== null ? sql`b.price >= ${Math.round(params.minPrice * 100)}` : sql`true`,
      params.maxPrice !== null ? sql`b.price <= ${Math.round(params.maxPrice * 100)}` : sql`true`,
    ],
    sql` AND `,
  );
  // The price ranges in cents excluding tax, and their counts over `b` (`count` is one product's weight).
  const rangeColumnsOf = (count: SQL) =>
    sql.join(
      priceRanges.map(([min, max], index) => {
        const low = rangeBoundCents(min, config);
        const high = max === null ? null : rangeBoundCents(max, config);
        return sql`coalesce(${count} FILTER (WHERE b.price >= ${low}${high === null ? sql`` : sql` AND b.price < ${high}`}), 0)::int AS ${sql.identifier(`r${index}`)}`;
      }),
      sql`, `,
    );
  const rangeColumns = rangeColumnsOf(sql`count(*)`);
  const order = orderBy(params.sort, scope);
  const offset = (params.page - 1) * params.pageLength;
  const filters = { attributeFilters, categoryFilter, priceMatch, facetAttributeIds, withFacets };
  const shared = { rangeColumns, rangeColumnsOf, order, offset, params };

  const source = options.source ?? 'auto';
  let listing: ListingRows | undefined;
  if (scope.kind === 'category' && scope.category.level >= 2 && source !== 'direct') {
    listing = await precomputedCategoryRows(services, scope.category, filters, shared);
    if (!listing && source === 'precomputed') return null;
  }
  listing ??= await directRows(services, scope, filters, shared);
  const total = listing?.total ?? 0;
  const pageIds = listing?.productIds ?? [];
  const facetRows = listing?.facetRows ?? [];
  const categoryRows = listing?.categoryRows ?? [];
  const rangeRow = listing?.rangeRow ?? undefined;

  const selectedOptions = new Map(
    attributeFilters.map((filter) => [filter.attribute.id, new Set(filter.optionIds)]),
  );
  const facets: DynamicFacet[] = [];

  // The category facet: the children of the category (top-level categories for a search).
  const facetSize = config.productSearch.dynamicFacetSize;
  if (categoryRows.length > 0) {
    facets.push({
      kind: 'category',
      code: categoryFacetCode,
      label: locale === 'fr-FR' ? 'Catégorie' : 'Category',
      buckets: categoryRows.slice(0, facetSize).map((row) => ({
        value: String(row.id),
        label: row.name,
        docCount: row.docCount,
        selected: categoryFilter.includes(row.id),
        swatch: null,
      })),
    });
  }
  for (const attribute of attributes) {
    if (!facetAttributeIds.includes(attribute.id)) continue;
    const buckets = facetRows.filter((row) => row.attributeId === attribute.id).slice(0, facetSize);
    if (buckets.length === 0) continue;
    facets.push({
      kind: 'attribute',
      code: attribute.code,
      label: attribute.label[locale] ?? attribute.code,
      buckets: buckets.map((row) => ({
        value: String(row.optionId),
        label: row.label[locale] ?? String(row.optionId),
        docCount: row.docCount,
        selected: selectedOptions.get(attribute.id)?.has(row.optionId) ?? false,
        swatch:
          row.swatchType && row.swatchValue
            ? { type: row.swatchType, value: row.swatchValue }
            : null,
      })),
    });
  }

  return {
    total,
    page: params.page,
    pageLength: params.pageLength,
    pageCount: Math.ceil(total / params.pageLength),
    productIds: pageIds,
    facets,
    priceRanges: !withFacets
      ? []
      : priceRanges.map((range, index) => ({
          name: priceRangeName(locale, range),
          value: `${range[0]}-${range[1] ?? ''}`,
          docCount: rangeRow?.[`r${index}`] ?? 0,
        })),
    appliedFilters,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    minPriceInclTax: params.minPrice === null ? null : filterBoundInclTax(params.minPrice, config),
    maxPriceInclTax: params.maxPrice === null ? null : filterBoundInclTax(params.maxPrice, config),
    sort: params.sort,
  };
}

interface ListingFilters {
  attributeFilters: { attribute: AttributeInfo; optionIds: number[] }[];
  categoryFilter: number[];
  /** `b.price` within the asked range. */
  priceMatch: SQL;
  facetAttributeIds: number[];
  withFacets: boolean;
}

interface ListingShape {
  /** The price range counts (`r0`…) over `b`. */
  rangeColumns: SQL;
  /** The same with another count (a sum of counts over a price histogram). */
  rangeColumnsOf: (count: SQL) => SQL;
  order: SQL;
  offset: number;
  params: ListingParams;
}

/** The listing read from the catalogue tables (searches; categories when the precomputed copy is stale). */
async function directRows(
  services: RequestServices,
  scope: ListingScope,
  { attributeFilters, categoryFilter, priceMatch, facetAttributeIds, withFacets }: ListingFilters,
  { rangeColumns, order, offset, params }: ListingShape,
): Promise<ListingRows> {
  const { db, locale } = services;
  const textConfig = locale === 'fr-FR' ? sql`'french'::regconfig` : sql`'english'::regconfig`;
  const search =
    scope.kind === 'search'
      ? await searchTerms(services, scope.text, textConfig).then(({ terms, textQuery }) =>
          searchCondition(terms, textQuery),
        )
      : null;
  const scopeJoin =
    scope.kind === 'category'
      ? sql`JOIN (
          SELECT pc.product_id, min(pc.position) AS position
          FROM product_category pc JOIN category c ON c.id = pc.category_id
          WHERE c.is_active AND (c.id = ${scope.category.id} OR c.path LIKE ${`${scope.category.path}/%`})
          GROUP BY pc.product_id
        ) scope ON scope.product_id = p.id`
      : sql``;
  const base = sql`
    SELECT p.id, ${listingPriceOf('p')} AS price, pl.name, coalesce(p.news_from, DATE '2000-01-01') AS created_at,
      ${scope.kind === 'category' ? sql`scope.position` : sql`0`} AS position,
      ${search ? search.score : sql`0`} AS score
    FROM product p
    JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
    ${scopeJoin}
    WHERE p.is_active
      AND p.visibility IN (${scope.kind === 'category' ? sql`2, 4` : sql`3, 4`})
      ${search ? sql`AND ${search.match}` : sql``}`;

  const attributeMatch = (filter: { attribute: AttributeInfo; optionIds: number[] }) =>
    sql`EXISTS (SELECT 1 FROM product_attribute_value f WHERE f.product_id = b.id
      AND f.attribute_id = ${filter.attribute.id} AND f.option_id = ANY(${sql.param(filter.optionIds)}::int[]))`;
  const categoryMatch =
    categoryFilter.length > 0
      ? sql`EXISTS (SELECT 1 FROM product_category fc JOIN category fcc ON fcc.id = fc.category_id
          JOIN category sel ON sel.id = ANY(${sql.param(categoryFilter)}::int[])
          WHERE fc.product_id = b.id AND (fcc.id = sel.id OR fcc.path LIKE sel.path || '/%'))`
      : sql`true`;
  const allAttributeMatches =
    attributeFilters.length > 0
      ? sql.join(attributeFilters.map(attributeMatch), sql` AND `)
      : sql`true`;

  // Attribute facets: each attribute's counts apply every filter but its own.
  const disjunctive =
    attributeFilters.length > 0
      ? sql.join(
          attributeFilters.map(
            (filter) => sql`(v.attribute_id = ${filter.attribute.id} OR ${attributeMatch(filter)})`,
          ),
          sql` AND `,
        )
      : sql`true`;
  const parentCategory = scope.kind === 'category' ? scope.category.id : 2;

  // One statement: the matching products (`b`, the text search runs once) are materialized, then the page of
  // ids, the total, the attribute facets, the category facet and the price ranges are read from them.
  const facetParts = withFacets
    ? sql`,
      (SELECT coalesce(json_agg(x ORDER BY x."docCount" DESC, x.position, x."optionId"), '[]'::json) FROM (
        -- Counted on ids first (a product has one row per option in the primary key: count(*) is the number
        -- of products), then labelled: sorting groups by a jsonb label would cost more than the counting.
        SELECT f."attributeId", f."optionId", o.label, o.swatch_type AS "swatchType",
          o.swatch_value AS "swatchValue", o.position, f."docCount"
        FROM (
          SELECT v.attribute_id AS "attributeId", v.option_id AS "optionId", count(*)::int AS "docCount"
          -- Each matching product's values from the primary key (product_id first): a few index lookups per
          -- product rather than a scan of every product's values (OFFSET 0 keeps the lateral a loop).
          FROM b CROSS JOIN LATERAL (
            SELECT v.attribute_id, v.option_id FROM product_attribute_value v
            WHERE v.product_id = b.id AND v.attribute_id = ANY(${sql.param(facetAttributeIds)}::int[])
            OFFSET 0) v
          WHERE ${disjunctive} AND ${categoryMatch} AND ${priceMatch}
          GROUP BY v.attribute_id, v.option_id) f
        JOIN attribute_option o ON o.id = f."optionId") x) AS "facetRows",
      (SELECT coalesce(json_agg(x ORDER BY x.position, x.id), '[]'::json) FROM (
        SELECT ch.id, chl.name, ch.position, count(DISTINCT b.id)::int AS "docCount"
        FROM bc b
        JOIN category ch ON ch.id = b.child_id AND ch.parent_id = ${parentCategory} AND ch.is_active
        JOIN category_locale chl ON chl.category_id = ch.id AND chl.locale = ${locale}
        WHERE ${allAttributeMatches} AND ${priceMatch}
        GROUP BY ch.id, chl.name, ch.position) x) AS "categoryRows",
      (SELECT row_to_json(x) FROM (
        SELECT ${rangeColumns} FROM b WHERE ${allAttributeMatches} AND ${categoryMatch}) x) AS "rangeRow"`
    : sql``;
  const [listing] = await selectRows<ListingRows>(
    db,
    sql`WITH b AS MATERIALIZED (${base})
      ${
        withFacets
          ? sql`, bc AS MATERIALIZED (
        -- Each matching product with the child of the facet's parent category it belongs to (the id one level
        -- below the parent in the path of each of its categories): joined from the matching products first.
        SELECT b.id, b.price, nullif(split_part(c.path, '/', (
            SELECT array_length(string_to_array(parent.path, '/'), 1) + 1
            FROM category parent WHERE parent.id = ${parentCategory})), '')::int AS child_id
        FROM b JOIN product_category pc ON pc.product_id = b.id
        JOIN category c ON c.id = pc.category_id)`
          : sql``
      }
      SELECT
        (SELECT json_agg(page.id ORDER BY page.rank) FROM (
          SELECT b.id, row_number() OVER (ORDER BY ${order}) AS rank FROM b
          WHERE ${allAttributeMatches} AND ${categoryMatch} AND ${priceMatch}
          ORDER BY ${order} LIMIT ${params.pageLength} OFFSET ${offset}) page) AS "productIds",
        (SELECT count(*)::int FROM b
          WHERE ${allAttributeMatches} AND ${categoryMatch} AND ${priceMatch}) AS total
        ${facetParts}`,
  );
  return listing ?? { productIds: null, total: 0 };
}

/**
 * The listing of a category read from `category_listing` (its products with their prices, attribute options and
 * categories) and, without filters, its facet counts from `category_listing_facet`; `undefined` when they are
 * stale (a catalogue write since the last `refresh_category_listing()`). Same results as {@link directRows}:
 * the rows hold what its matching computes (active, visible, in an active category at or below, lowest
 * position, a text in the locale), options as attribute id × 2^32 + option id, and the categories at or above
 * each of the product's categories (`sel` at or above `fcc` is `fcc.path LIKE sel.path || '/%'` or equal).
 */
async function precomputedCategoryRows(
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
