import { describe, expect, it } from 'vitest';

import { createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` hits per key and window, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: () => now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    const refused = limiter.hit('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.hit('b').allowed).toBe(true);
    now += 4_500;
    expect(limiter.hit('a').retryAfterSeconds).toBe(6);
    now += 5_500;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets the oldest keys beyond maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c'); // 'a' is forgotten
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });
});
