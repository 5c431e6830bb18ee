import { describe, expect, it } from 'vitest';
import { BENCH_SCREEN_KEYS, parseBenchScreens } from './bench-screens.ts';
import { spreadCell, summarise } from './bench-summary.ts';

describe('parseBenchScreens (BENCH_SCREENS)', () => {
  it('measures every screen when unset or empty', () => {
    expect([...parseBenchScreens(undefined)]).toEqual([...BENCH_SCREEN_KEYS]);
    expect([...parseBenchScreens(' ')]).toEqual([...BENCH_SCREEN_KEYS]);
  });

  it('measures only the screens named, spaces and empty entries ignored', () => {
    expect([...parseBenchScreens('list, rewards,,')]).toEqual(['list', 'rewards']);
  });

  it('refuses a name it does not know, naming the ones it does', () => {
    expect(() => parseBenchScreens('list,landing')).toThrow(
      'BENCH_SCREENS: unknown screen "landing" (known: list, detail, rewards, referrals, deposit-targets, history)',
    );
  });
});

describe('summarise', () => {
  it('gives the median of an odd and an even number of runs, and the spread', () => {
    expect(summarise([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(summarise([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
  });

  it('writes the spread only where runs differ', () => {
    const ms = (v: number) => `${String(v)} ms`;
    expect(spreadCell({ median: 5, min: 5, max: 5 }, ms)).toBe('5 ms');
    expect(spreadCell({ median: 5, min: 4, max: 9 }, ms)).toBe('5 ms (4 ms–9 ms)');
  });
});
