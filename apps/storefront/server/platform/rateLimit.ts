/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Requests allowed per key and window. */
  limit: number;
  /** Window length in ms. */
  windowMs: number;
  /** Most keys remembered; the oldest window is forgotten first. @defaultValue 10,000 */
  maxKeys?: number;
  /** @defaultValue Date.now */
  now?: () => number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the key's window ends (for `Retry-After`). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitDecision;
}

/**
 * A fixed-window counter per key, in memory and bounded (decision 0352): it protects one process from a
 * flood of browser logs; it is not a quota shared across processes.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = options;
  // Map keeps insertion order: re-inserting a key on a new window makes the first key the oldest.
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.startedAt >= windowMs) {
        windows.delete(key);
        window = { startedAt: time, count: 0 };
        windows.set(key, window);
        while (windows.size > maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest === undefined) break;
          windows.delete(oldest);
        }
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000)),
      };
    },
  };
}
