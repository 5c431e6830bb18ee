import type { MockContextOptions } from '../src/mock/context.ts';

/**
 * The worlds the benchmark measures: `default` is the fixture world every test uses; `large` has
 * 10,000 campaigns and a wallet with rewards in 300 of them (src/mock/world/large-world.ts), so
 * the same screens are measured as the data grows.
 */
export const BENCH_WORLDS = ['default', 'large'] as const;
export type BenchWorld = (typeof BENCH_WORLDS)[number];

/** The mock service's options for a world: a frozen clock, and no rate limit to skew timings. */
export function benchWorldOptions(world: BenchWorld): MockContextOptions {
  const common: MockContextOptions = { clockMode: 'frozen', rateLimitPerMinute: 1_000_000 };
  const byWorld: Record<BenchWorld, MockContextOptions> = { default: common, large: { ...common, world: 'large' } };
  return byWorld[world];
}
