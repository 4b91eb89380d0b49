/** A map that keeps at most `limit` entries, forgetting the least recently used one first. */
export interface BoundedMemo<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  has(key: K): boolean;
  delete(key: K): boolean;
  clear(): void;
  values(): IterableIterator<V>;
  readonly size: number;
  readonly limit: number;
}

/** Spec §9: "cache memo 65,536 entries". */
export const defaultMemoLimit = 65_536;

/**
 * Creates a least-recently-used memo. A `Map` keeps insertion order, so re-inserting on read moves an
 * entry to the end and the first key is always the oldest.
 *
 * @param limit - Most entries kept. @defaultValue 65,536 ({@link defaultMemoLimit})
 */
export function createBoundedMemo<K, V>(limit: number = defaultMemoLimit): BoundedMemo<K, V> {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`A memo limit must be a positive integer, got ${limit}.`);
  }
  const entries = new Map<K, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > limit) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    has: (key) => entries.has(key),
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
    values: () => entries.values(),
    get size() {
      return entries.size;
    },
    limit,
  };
}
