import {
  type CacheControlCollector,
  type ContentMetadataCollector,
  createCacheControlCollector,
  createContentMetadataCollector,
  type GraphQLContext,
} from '@truffe/graphql/context';
import DataLoader from 'dataloader';

import * as rows from '../catalog/productRows';
import { defaultLocale, isSiteLocale, type ShopConfig, type SiteLocale } from '../config';
import type { Database } from '../db/database';
import type { Viewer } from '../customers/viewer';
import type { Mailer } from '../email/mailer';
import type { PaymentProviderRegistry } from '../payments/types';

/** What the store adds to every request's GraphQL context. */
export interface CommerceContext extends GraphQLContext {
  locale: SiteLocale;
  contentMetadata: ContentMetadataCollector;
  cacheControl: CacheControlCollector;
  commerce: RequestServices;
}

export interface RequestServices {
  db: Database;
  config: ShopConfig;
  locale: SiteLocale;
  /** 0 visitor, 1 general customer, 2 professional (group prices). */
  customerGroupId: number;
  /** The signed-in customer (customers/viewer.ts), or null for a visitor. */
  customerId: number | null;
  /** The session read for this request; undefined until `identifyCustomer` has read it. */
  viewer?: Viewer | null;
  loaders: ReturnType<typeof createLoaders>;
  /** The store's payment providers (absent in contexts built without a store, e.g. some tests). */
  payments?: PaymentProviderRegistry;
  /** The store's outgoing e-mail (absent in contexts built without a store). */
  mailer?: Mailer;
}

function groupBy<Row, Key>(items: Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const item of items) {
    const value = key(item);
    const group = groups.get(value);
    if (group) group.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}

/** A loader of many rows per product id: one query per batch. */
function manyByProduct<Row extends { productId: number }>(
  load: (ids: readonly number[]) => Promise<Row[]>,
) {
  return new DataLoader<number, Row[]>(async (ids) => {
    const groups = groupBy(await load(ids), (row) => row.productId);
    return ids.map((id) => groups.get(id) ?? []);
  });
}

/** Per-request DataLoaders: a listing of N products runs one query per kind of data, not one per product. */
function createLoaders(db: Database, locale: SiteLocale) {
  // Product rows come with their tier prices and review summary (one statement): prime those loaders.
  const primeRows = (found: rows.ProductRowWithPricing[]) => {
    for (const row of found) {
      productById.prime(row.id, row);
      productBySku.prime(row.sku, row);
      tierPrices.prime(row.id, row.tierPrices);
      reviewSummary.prime(row.id, { productId: row.id, ...row.reviewSummary });
    }
  };
  const productById: DataLoader<number, rows.ProductRow | null> = new DataLoader(async (ids) => {
    const found = await rows.selectProductsWithPricing(db, locale, { ids });
    primeRows(found);
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const productBySku: DataLoader<string, rows.ProductRow | null> = new DataLoader(async (skus) => {
    const found = await rows.selectProductsWithPricing(db, locale, { skus });
    primeRows(found);
    const bySku = new Map(found.map((row) => [row.sku, row]));
    return skus.map((sku) => bySku.get(sku) ?? null);
  });
  const tierPrices = manyByProduct((ids) => rows.selectTierPrices(db, ids));
  const reviewSummary = new DataLoader<number, rows.ReviewSummaryRow>(async (ids) => {
    const found = new Map(
      (await rows.selectReviewSummaries(db, locale, ids)).map((row) => [row.productId, row]),
    );
    return ids.map((id) => found.get(id) ?? { productId: id, total: 0, ratingAverage: null });
  });
  const categoryById = new DataLoader<number, rows.CategoryRow | null>(async (ids) => {
    const found = new Map(
      (await rows.selectCategoriesById(db, locale, ids)).map((row) => [row.id, row]),
    );
    return ids.map((id) => found.get(id) ?? null);
  });
  const categoryChildren = new DataLoader<number, rows.CategoryRow[]>(async (ids) => {
    const groups = groupBy(
      await rows.selectCategoryChildren(db, locale, ids),
      (row) => row.parentId ?? 0,
    );
    return ids.map((id) => groups.get(id) ?? []);
  });
  const attributes = new DataLoader<'all', rows.AttributeRow[]>(async (keys) => {
    const all = await rows.selectAttributes(db);
    return keys.map(() => all);
  });
  return {
    attributes,
    productById,
    productBySku,
    reviewSummary,
    categoryById,
    categoryChildren,
    tierPrices,
    attributeValues: manyByProduct((ids) => rows.selectAttributeValues(db, ids)),
    media: manyByProduct((ids) => rows.selectMedia(db, ids)),
    productCategories: manyByProduct((ids) => rows.selectProductCategories(db, ids)),
    customOptions: manyByProduct((ids) => rows.selectCustomOptions(db, ids)),
    bundleOptions: manyByProduct((ids) => rows.selectBundleOptions(db, ids)),
    superAttributes: manyByProduct((ids) => rows.selectSuperAttributes(db, ids)),
    downloadableLinks: manyByProduct((ids) => rows.selectDownloadableLinks(db, ids)),
    links: new DataLoader<number, rows.LinkRow[]>(async (ids) => {
      const groups = groupBy(await rows.selectLinks(db, ids), (row) => row.parentId);
      return ids.map((id) => groups.get(id) ?? []);
    }),
  };
}

/** Builds the per-request context (CONTRACTS.md `Store.createContext`). */
export function createRequestContext(
  store: {
    db: Database;
    config: ShopConfig;
    payments?: PaymentProviderRegistry;
    mailer?: Mailer;
  },
  locale: string,
  _request?: Request,
  customerGroupId = 0,
): CommerceContext {
  const siteLocale = isSiteLocale(locale) ? locale : defaultLocale;
  return {
    locale: siteLocale,
    contentMetadata: createContentMetadataCollector(),
    cacheControl: createCacheControlCollector(),
    commerce: {
      db: store.db,
      config: store.config,
      locale: siteLocale,
      customerGroupId,
      customerId: null,
      loaders: createLoaders(store.db, siteLocale),
      payments: store.payments,
      mailer: store.mailer,
    },
  };
}

/** The store's services of a resolver's context; fails loudly when the server forgot to add them. */
export function servicesOf(context: GraphQLContext): RequestServices {
  const services = context.commerce as RequestServices | undefined;
  if (!services)
    throw new Error(
      'The GraphQL context has no `commerce` services: build it with Store.createContext.',
    );
  return services;
}
