/**
 * What every resolver receives. The storefront server builds it per request from `Store.createContext`
 * (@truffe/commerce) and adds its own members; the index signature keeps it open because `graphql` never
 * imports `commerce`.
 *
 * Two collectors travel with each request so that a yoga plugin (packages/graphql/src/server) can turn what
 * the resolvers touched into response metadata:
 * - `contentMetadata`: every cacheable entity a response contains (spec §7 `extensions.contentMetadata`,
 *   also the `Cache-Tag` header). The plugin emits `contentMetadata.list()` — already de-duplicated by hash.
 * - `cacheControl`: the cache-control hint of each cacheable type a response contains (spec §3 "cache
 *   control exists on product, category and CMS page"). The plugin emits `cacheControl.get()`: the most
 *   restrictive of the hints (smallest ages, `private` wins), or `undefined` when nothing cacheable was read.
 */
export interface GraphQLContext {
  /** Locale of the request's site: 'fr-FR' or 'en-GB'. */
  locale: string;
  /** Entities the response contains; resolvers `add` them, the server plugin reads `list()`. */
  contentMetadata?: ContentMetadataCollector;
  /** Cache-control hints of the response; resolvers `hint`, the server plugin reads `get()`. */
  cacheControl?: CacheControlCollector;
  /**
   * An editor in preview mode (spec §4 contribution): unpublished CMS pages and blocks are read too, and a
   * response that shows them is private. The storefront server sets it from the editor session only.
   */
  previewContent?: boolean;
  [key: string]: unknown;
}

/** Kinds of content whose changes purge cached pages. */
export type ContentType = 'product' | 'category' | 'cms-page' | 'cms-block';

/** One entry of `extensions.contentMetadata`. */
export interface ContentMetadataEntry {
  type: ContentType;
  id: string;
  /** Stable tag of the entity (`<type>:<id>` hashed); equal entries have equal hashes. */
  hash: string;
}

export interface ContentMetadataCollector {
  add(entry: ContentMetadataEntry): void;
  /** Entries in first-seen order, one per hash. */
  list(): ContentMetadataEntry[];
}

export interface CacheHint {
  /** Shared-cache lifetime in seconds (`s-maxage`). */
  maxAge: number;
  /** `stale-while-revalidate` in seconds. */
  staleWhileRevalidate: number;
  scope: 'public' | 'private';
}

export interface CacheControlCollector {
  hint(hint: CacheHint): void;
  /** The most restrictive hint seen, or `undefined` when no cacheable type was resolved. */
  get(): CacheHint | undefined;
}

/** A fresh content-metadata collector for one request. */
export function createContentMetadataCollector(): ContentMetadataCollector {
  const entries = new Map<string, ContentMetadataEntry>();
  return {
    add(entry) {
      if (!entries.has(entry.hash)) entries.set(entry.hash, entry);
    },
    list: () => [...entries.values()],
  };
}

/** A fresh cache-control collector for one request. */
export function createCacheControlCollector(): CacheControlCollector {
  let current: CacheHint | undefined;
  return {
    hint(hint) {
      current = current
        ? {
            maxAge: Math.min(current.maxAge, hint.maxAge),
            staleWhileRevalidate: Math.min(current.staleWhileRevalidate, hint.staleWhileRevalidate),
            scope: current.scope === 'private' || hint.scope === 'private' ? 'private' : 'public',
          }
        : { ...hint };
    },
    get: () => (current ? { ...current } : undefined),
  };
}

/**
 * What resolvers return for the types whose fields are loaded lazily (codegen `mappers`): the keys only.
 * Every other type is returned as a partial object (codegen `defaultMapper: Partial<{T}>`).
 */
export interface ProductParentModel {
  __typename?: 'Product';
  /** Internal product id. */
  id: string;
  sku: string;
  identifier: string;
}

export interface CategoryParentModel {
  __typename?: 'Category';
  id: string;
  identifier: string;
  /** Query string of the URL the category was routed from (listing parameters). */
  routeQuery?: string;
}
