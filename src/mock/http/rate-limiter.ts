/**
 * Per-client rate limiting with one token bucket per client IP. The spec only says "per client
 * IP, ceiling shared by all callers"; a bucket of `limitPerMinute` tokens refilled continuously
 * lets short bursts through (a page load fires several requests at once) while holding the
 * sustained rate to the ceiling. It runs on the wall clock, never the world clock: advancing the
 * world must not hand out fresh quota.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until one more request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
  remaining: number;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export interface RateLimiterOptions {
  limitPerMinute: number;
  /** Wall-clock source in milliseconds, injectable for tests. */
  now?: () => number;
}

/** Default ceiling when neither an option nor MOCK_RATE_LIMIT_PER_MINUTE sets one. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

/** Buckets idle this long are full again anyway; dropping them bounds memory. */
const IDLE_EVICT_MS = 5 * 60_000;

export class RateLimiter {
  readonly limitPerMinute: number;
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private lastSweepMs: number;

  constructor(options: RateLimiterOptions) {
    if (!Number.isInteger(options.limitPerMinute) || options.limitPerMinute < 1) {
      throw new RangeError(`limitPerMinute must be a positive integer, got ${String(options.limitPerMinute)}`);
    }
    this.limitPerMinute = options.limitPerMinute;
    this.now = options.now ?? (() => Date.now());
    this.lastSweepMs = this.now();
  }

  /** Takes one token for `clientKey` if it has one. */
  take(clientKey: string): RateLimitDecision {
    const nowMs = this.now();
    this.sweep(nowMs);
    const refillPerMs = this.limitPerMinute / 60_000;
    const bucket = this.buckets.get(clientKey) ?? { tokens: this.limitPerMinute, updatedMs: nowMs };
    bucket.tokens = Math.min(this.limitPerMinute, bucket.tokens + (nowMs - bucket.updatedMs) * refillPerMs);
    bucket.updatedMs = nowMs;
    this.buckets.set(clientKey, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0, remaining: Math.floor(bucket.tokens) };
    }
    const waitMs = (1 - bucket.tokens) / refillPerMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), remaining: 0 };
  }

  /** Forgets every client (used by the mock's reset). */
  reset(): void {
    this.buckets.clear();
  }

  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweepMs < IDLE_EVICT_MS) return;
    this.lastSweepMs = nowMs;
    for (const [key, bucket] of this.buckets) {
      if (nowMs - bucket.updatedMs > IDLE_EVICT_MS) this.buckets.delete(key);
    }
  }
}

/** Reads the ceiling from MOCK_RATE_LIMIT_PER_MINUTE, refusing garbage instead of ignoring it. */
export function rateLimitFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.MOCK_RATE_LIMIT_PER_MINUTE;
  if (raw === undefined || raw.trim() === '') return DEFAULT_RATE_LIMIT_PER_MINUTE;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`MOCK_RATE_LIMIT_PER_MINUTE must be a positive integer, got "${raw}"`);
  }
  return value;
}
