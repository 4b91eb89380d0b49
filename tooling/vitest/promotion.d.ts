/** Bytes the old generation grew by per call of `work`, after a full collection, and the scavenges seen. */
export declare function oldGrowthPerCall(
  work: () => Promise<unknown>,
  calls: number,
): Promise<{ bytes: number; scavenges: number }>;

/**
 * What a ~100 kB ballast reached only by `work(ballastLength)` adds to the old generation per call: the least
 * of up to `attempts` measurements, stopping at the first below `below` bytes.
 */
export declare function ballastPromotedPerCall(
  work: (ballastLength: number) => Promise<unknown>,
  options?: { calls?: number; attempts?: number; below?: number },
): Promise<{ bytes: number; scavenges: number }>;

/** Whether V8 allocated `value` in the young generation (`%InYoungGeneration`). */
export declare function inYoungGeneration(value: unknown): boolean;
