/**
 * The listing read from the catalogue tables (searches, and categories when their precomputed copy is stale):
 * the matching products in a materialized CTE (the text search runs once), then page, total, facets and price
 * ranges from them.
 */
import { type SQL, sql } from 'drizzle-orm';

import { selectRows } from '../db/database';
import { correctSearchWords } from './searchLexicon';
import type { RequestServices } from '../store/requestContext';
import {
  type AttributeInfo,
  type ListingFilters,
  listingPriceOf,
  type ListingRows,
  type ListingScope,
  type ListingShape,
} from './listingRows';

/**
 * How many matching products a search ranks, counts and facets (decision 0897). A common word matches a large
 * share of a big catalogue ("croquettes": 16,667 products at the large profile), and ranking, counting and
 * faceting every one of them is most of the search's time; beyond the cap the listing covers the first matches
 * the text indexes give (`cap + 1` of them: one more tells that there are more), ranked among themselves, and
 * says "more than …". At or under the cap nothing changes. `SEARCH_MATCH_CAP` overrides it (tests, benches).
 */
export const defaultSearchMatchCap = 1000;

/** The cap in force: `SEARCH_MATCH_CAP` (a positive integer), else {@link defaultSearchMatchCap}. */
export function searchMatchCap(): number {
  const value = Number(process.env.SEARCH_MATCH_CAP);
  return Number.isInteger(value) && value > 0 ? value : defaultSearchMatchCap;
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
  /** The catalogue word a misspelt word stands for (searchLexicon.ts), matched as well: null when none. */
  corrected: string | null;
  /** Its tsquery. */
  correctedTsquery: string | null;
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
        OR ${term.plain}::text <% pl.search_name${
          term.corrected
            ? sql` OR pl.search_vector @@ ${term.correctedTsquery}::tsquery
          OR ${term.corrected}::text <% pl.search_name`
            : sql``
        })`,
    ),
    sql` AND `,
  );
  const score = sql`ts_rank_cd(pl.search_vector, ${textQuery}::tsquery, 1) * 10 + ${sql.join(
    terms.map((term) =>
      term.corrected
        ? sql`greatest(word_similarity(${term.plain}::text, pl.search_name), word_similarity(${term.corrected}::text, pl.search_name))`
        : sql`word_similarity(${term.plain}::text, pl.search_name)`,
    ),
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
  // Accents off as the database's unaccent takes them off (é → e; œ is spelt out by the names already).
  const plainWords = words.map((word) => word.normalize('NFD').replace(/\p{M}/gu, ''));
  const corrections = await correctSearchWords(services.db, services.locale, plainWords);
  const rows = await selectRows<{
    word: string;
    plain: string;
    tsquery: string;
    nodes: number;
    textQuery: string;
    corrected: string | null;
    correctedTsquery: string | null;
  }>(
    services.db,
    sql`SELECT w AS word, unaccent(w) AS plain, plainto_tsquery(${config}, unaccent(w))::text AS tsquery,
        numnode(plainto_tsquery(${config}, unaccent(w)))::int AS nodes,
        plainto_tsquery(${config}, unaccent(${text}))::text AS "textQuery",
        nullif(c, unaccent(w)) AS corrected,
        CASE WHEN c <> unaccent(w) THEN plainto_tsquery(${config}, c)::text END AS "correctedTsquery"
      FROM unnest(${sql.param(words)}::text[], ${sql.param(corrections)}::text[]) WITH ORDINALITY AS u(w, c, n)
      ORDER BY n`,
  );
  const kept = rows.filter((row) => row.nodes > 0);
  // Only stop words ("les", "the"): match them by similarity rather than returning nothing.
  return { terms: kept.length > 0 ? kept : rows, textQuery: rows[0]?.textQuery ?? '' };
}

/** The listing read from the catalogue tables (searches; categories when the precomputed copy is stale). */
export async function directRows(
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
  const cap = scope.kind === 'search' ? searchMatchCap() : null;
  const matching = sql`
    FROM product p
    JOIN product_locale pl ON pl.product_id = p.id AND ${
      // A search's locale as an expression, not an index condition: at the large profile (decision 0894) the
      // planner otherwise ANDs the text indexes' bitmap with a scan of the whole primary key for the locale
      // (500,000 entries, 1.5 s) to save rechecking rows it must read anyway.
      scope.kind === 'search' ? sql`(pl.locale || '') = ${locale}` : sql`pl.locale = ${locale}`
    }
    ${scopeJoin}
    WHERE p.is_active
      AND p.visibility IN (${scope.kind === 'category' ? sql`2, 4` : sql`3, 4`})
      ${search ? sql`AND ${search.match}` : sql``}`;
  const base = search
    ? // A search: the first `cap + 1` matches in the order the text indexes give them (no sort of every
      // match), then the score of those only (ts_rank_cd reads each product's whole tsvector).
      sql`
    SELECT pl.id, pl.price, pl.name, pl.created_at, 0 AS position, ${search.score} AS score
    FROM (
      SELECT p.id, ${listingPriceOf('p')} AS price, pl.name,
        coalesce(p.news_from, DATE '2000-01-01') AS created_at, pl.search_vector, pl.search_name
      ${matching}
      LIMIT ${cap! + 1}) pl`
    : sql`
    SELECT p.id, ${listingPriceOf('p')} AS price, pl.name, coalesce(p.news_from, DATE '2000-01-01') AS created_at,
      ${scope.kind === 'category' ? sql`scope.position` : sql`0`} AS position, 0 AS score
    ${matching}`;

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
        ${cap === null ? sql`` : sql`, (SELECT count(*) > ${cap} FROM b) AS capped`}
        ${facetParts}`,
  );
  if (!listing) return { productIds: null, total: 0 };
  // Past the cap, every figure covers the first matches only: the listing says so.
  return listing.capped ? { ...listing, matchCap: cap! } : listing;
}
