import type { MockContextOptions } from '../src/mock/context.ts';

/**
 * The worlds the benchmark measures. `default` is the fixture world every test uses; a larger
 * world (many campaigns, a wallet with rewards in hundreds of them) is added here once the mock
 * can build one, so the same screens are measured as the data grows.
 */
export const BENCH_WORLDS = ['default'] as const;
export type BenchWorld = (typeof BENCH_WORLDS)[number];

/** The mock service's options for a world: a frozen clock, and no rate limit to skew timings. */
export function benchWorldOptions(world: BenchWorld): MockContextOptions {
  const common: MockContextOptions = { clockMode: 'frozen', rateLimitPerMinute: 1_000_000 };
  const byWorld: Record<BenchWorld, MockContextOptions> = { default: common };
  return byWorld[world];
}
