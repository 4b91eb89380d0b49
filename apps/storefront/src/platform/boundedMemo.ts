/**
 * A memo of strings by string keys, bounded by the characters it keeps (keys and values), least recently used
 * first out. For values that are a pure function of their key and cost more to compute than to look up.
 */
export function boundedMemo(maxChars: number) {
  const entries = new Map<string, string>();
  let chars = 0;
  return {
    get(key: string): string | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    /** Keeps the value (unless it alone is over the bound) and returns it. */
    set(key: string, value: string): string {
      const size = key.length + value.length;
      if (size > maxChars || entries.has(key)) return value;
      entries.set(key, value);
      chars += size;
      for (const [oldKey, oldValue] of entries) {
        if (chars <= maxChars) break;
        entries.delete(oldKey);
        chars -= oldKey.length + oldValue.length;
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
