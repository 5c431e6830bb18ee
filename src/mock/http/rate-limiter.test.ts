import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, RateLimiter, rateLimitFromEnv } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('lets a burst of the ceiling through, then refuses with a retry time', () => {
    let now = 0;
    const limiter = new RateLimiter({ limitPerMinute: 60, now: () => now });
    for (let i = 0; i < 60; i += 1) expect(limiter.take('a').allowed).toBe(true);
    const refused = limiter.take('a');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    // Another client has its own bucket.
    expect(limiter.take('b').allowed).toBe(true);
    now += 1000; // one token per second at 60/min
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('rounds Retry-After up to whole seconds for slow ceilings', () => {
    const limiter = new RateLimiter({ limitPerMinute: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a').retryAfterSeconds).toBe(30);
  });

  it('forgets everyone on reset', () => {
    const limiter = new RateLimiter({ limitPerMinute: 1, now: () => 0 });
    limiter.take('a');
    expect(limiter.take('a').allowed).toBe(false);
    limiter.reset();
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('reads MOCK_RATE_LIMIT_PER_MINUTE and refuses garbage', () => {
    expect(rateLimitFromEnv({})).toBe(DEFAULT_RATE_LIMIT_PER_MINUTE);
    expect(rateLimitFromEnv({ MOCK_RATE_LIMIT_PER_MINUTE: '42' })).toBe(42);
    expect(() => rateLimitFromEnv({ MOCK_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/positive integer/);
    expect(() => new RateLimiter({ limitPerMinute: 0 })).toThrow(RangeError);
  });
});
