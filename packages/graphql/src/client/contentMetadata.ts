import { createBoundedMemo, defaultMemoLimit } from './boundedMemo';

/**
 * One piece of content a response shows (spec §7: `extensions.contentMetadata` entries). The storefront
 * turns the hashes into a `Cache-Tag` header so that a CDN can purge exactly the pages showing it.
 */
export interface ContentMetadata {
  /** Kind of content, e.g. 'Product', 'Category', 'CmsPage'. */
  type: string;
  /** Identity of the content within its type (sku, category id, CMS identifier). */
  id: string;
  /** Short, stable tag naming this content; entries are de-duplicated by it. */
  hash: string;
}

/** Collects content metadata across responses, de-duplicated by `hash`. */
export interface ContentMetadataCollector {
  /** Adds entries; an entry whose hash is already known is ignored. Malformed entries are skipped. */
  add(entries: Iterable<unknown> | undefined | null): void;
  /** Every entry collected so far, oldest first. */
  entries(): ContentMetadata[];
  /** Every hash collected so far, oldest first (what a `Cache-Tag` header lists). */
  hashes(): string[];
  /** Forgets everything (e.g. on a client-side navigation). */
  clear(): void;
  readonly size: number;
}

/** Options of {@link createContentMetadataCollector}. */
export interface ContentMetadataCollectorOptions {
  /**
   * Most distinct entries kept; the oldest are forgotten first, so a long browsing session cannot grow
   * it without bound.
   * @defaultValue 65,536
   */
  limit?: number;
}

function isContentMetadata(value: unknown): value is ContentMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.type === 'string' && typeof entry.id === 'string' && typeof entry.hash === 'string'
  );
}

/** Creates a {@link ContentMetadataCollector}: used by the resolvers' context on the server and by the client. */
export function createContentMetadataCollector(
  options: ContentMetadataCollectorOptions = {},
): ContentMetadataCollector {
  const byHash = createBoundedMemo<string, ContentMetadata>(options.limit ?? defaultMemoLimit);
  return {
    add(entries) {
      if (!entries) return;
      for (const entry of entries) {
        if (isContentMetadata(entry) && !byHash.has(entry.hash)) {
          byHash.set(entry.hash, { type: entry.type, id: entry.id, hash: entry.hash });
        }
      }
    },
    entries: () => [...byHash.values()],
    hashes: () => [...byHash.values()].map((entry) => entry.hash),
    clear: () => byHash.clear(),
    get size() {
      return byHash.size;
    },
  };
}
