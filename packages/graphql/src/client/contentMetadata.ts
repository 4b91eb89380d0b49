import { createBoundedMemo, defaultMemoLimit } from './boundedMemo';

/**
 * One piece of content a response shows (spec §7: `extensions.contentMetadata` entries; the server's
 * shape is `ContentMetadataEntry` in `@truffe/graphql/context`). The storefront turns the hashes into
 * a `Cache-Tag` header so that a CDN can purge exactly the pages showing it.
 */
export interface ContentMetadata {
  /** Kind of content, e.g. 'product', 'category', 'cms-page'. */
  type: string;
  /** Identity of the content within its type. */
  id: string;
  /** Short, stable tag naming this content; entries are de-duplicated by it. */
  hash: string;
}

/**
 * Collects content metadata, de-duplicated by `hash`. Satisfies the context's
 * `ContentMetadataCollector` (`add`, `list`), so one collector serves the resolvers and the client.
 */
export interface ContentMetadataCollector {
  /** Adds one entry; a known hash or a malformed entry is ignored. */
  add(entry: unknown): void;
  /** Adds every entry of a response's `extensions.contentMetadata`. */
  addAll(entries: Iterable<unknown> | undefined | null): void;
  /** Every entry collected so far, oldest first. */
  list(): ContentMetadata[];
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

/** Creates a {@link ContentMetadataCollector}, for a request's context on the server or for the client. */
export function createContentMetadataCollector(
  options: ContentMetadataCollectorOptions = {},
): ContentMetadataCollector {
  const byHash = createBoundedMemo<string, ContentMetadata>(options.limit ?? defaultMemoLimit);
  const add = (entry: unknown) => {
    if (isContentMetadata(entry) && !byHash.has(entry.hash)) {
      byHash.set(entry.hash, { type: entry.type, id: entry.id, hash: entry.hash });
    }
  };
  return {
    add,
    addAll(entries) {
      if (!entries) return;
      for (const entry of entries) add(entry);
    },
    list: () => [...byHash.values()],
    hashes: () => [...byHash.values()].map((entry) => entry.hash),
    clear: () => byHash.clear(),
    get size() {
      return byHash.size;
    },
  };
}
