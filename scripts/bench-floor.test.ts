import { describe, expect, it } from 'vitest';
import {
  compareWithFloor,
  floorMark,
  floorTable,
  floorTargetsText,
  formatDifferenceMs,
  formatRatio,
  type FloorSide,
} from './bench-floor.ts';

// The screen-vs-floor comparison of `npm run bench`: issue 33's targets are TBT at most 1.5x the
// floor's and LCP at most the floor's + 300 ms in the default world, 2x and + 500 ms in the large one.

const one = (median: number, min = median, max = median) => ({ median, min, max });
const side = (score: number, tbtMs: number, lcpMs: number): FloorSide => ({
  score: one(score),
  tbtMs: one(tbtMs),
  lcpMs: one(lcpMs),
});

describe('compareWithFloor', () => {
  it('meets the default world at exactly 1.5x the TBT and + 300 ms of LCP', () => {
    const comparison = compareWithFloor('default', { tbtMs: 300, lcpMs: 1300 }, { tbtMs: 200, lcpMs: 1000 });
    expect(comparison).toEqual({ tbtRatio: 1.5, lcpDifferenceMs: 300, tbtWithin: true, lcpWithin: true });
    expect(floorMark(comparison)).toBe('✓');
  });

  it('misses the default world just past either target, and says which', () => {
    expect(floorMark(compareWithFloor('default', { tbtMs: 301, lcpMs: 1000 }, { tbtMs: 200, lcpMs: 1000 }))).toBe(
      '✗ TBT',
    );
    expect(floorMark(compareWithFloor('default', { tbtMs: 200, lcpMs: 1301 }, { tbtMs: 200, lcpMs: 1000 }))).toBe(
      '✗ LCP',
    );
    expect(floorMark(compareWithFloor('default', { tbtMs: 900, lcpMs: 3000 }, { tbtMs: 200, lcpMs: 1000 }))).toBe(
      '✗ TBT, LCP',
    );
  });

  it('holds the large world to 2x and + 500 ms, where the default world would fail', () => {
    const screen = { tbtMs: 400, lcpMs: 1500 };
    const floor = { tbtMs: 200, lcpMs: 1000 };
    expect(floorMark(compareWithFloor('large', screen, floor))).toBe('✓');
    expect(floorMark(compareWithFloor('default', screen, floor))).toBe('✗ TBT, LCP');
    expect(floorMark(compareWithFloor('large', { tbtMs: 401, lcpMs: 1501 }, floor))).toBe('✗ TBT, LCP');
  });

  it('counts a screen faster than its floor as within, with a negative difference', () => {
    const comparison = compareWithFloor('default', { tbtMs: 100, lcpMs: 800 }, { tbtMs: 200, lcpMs: 1000 });
    expect(comparison).toMatchObject({ tbtRatio: 0.5, lcpDifferenceMs: -200, tbtWithin: true, lcpWithin: true });
  });

  it('reads a floor without blocking time as "any blocking time is too much"', () => {
    const blocked = compareWithFloor('default', { tbtMs: 40, lcpMs: 1000 }, { tbtMs: 0, lcpMs: 1000 });
    expect(blocked.tbtRatio).toBe(Number.POSITIVE_INFINITY);
    expect(floorMark(blocked)).toBe('✗ TBT');
    const free = compareWithFloor('default', { tbtMs: 0, lcpMs: 1000 }, { tbtMs: 0, lcpMs: 1000 });
    expect(free.tbtRatio).toBe(1);
    expect(floorMark(free)).toBe('✓');
  });

  it('marks nothing in a world without targets (an older results file may name one)', () => {
    const comparison = compareWithFloor('huge', { tbtMs: 900, lcpMs: 3000 }, { tbtMs: 200, lcpMs: 1000 });
    expect(comparison.tbtWithin).toBeUndefined();
    expect(floorMark(comparison)).toBe('–');
  });
});

describe('formatting', () => {
  it('writes the ratio with two decimals, ∞ when the floor had none', () => {
    expect(formatRatio(1.5)).toBe('1.50x');
    expect(formatRatio(12.345)).toBe('12.35x');
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe('∞');
  });

  it('writes the LCP difference signed, in whole ms', () => {
    expect(formatDifferenceMs(299.6)).toBe('+300 ms');
    expect(formatDifferenceMs(-41.2)).toBe('−41 ms');
    expect(formatDifferenceMs(0.2)).toBe('±0 ms');
  });

  it('names both worlds’ targets for the note above the table', () => {
    expect(floorTargetsText()).toBe(
      "default world: TBT at most 1.5x the floor's, LCP at most the floor's + 300 ms; large world: TBT at most 2x the floor's, LCP at most the floor's + 500 ms",
    );
  });
});

describe('floorTable', () => {
  it('puts each screen beside its floor: medians with their spread, the ratio, the difference and the mark', () => {
    const markdown = floorTable([
      {
        world: 'default',
        screen: 'campaign list',
        app: { score: one(0.9, 0.88, 0.95), tbtMs: one(240, 200, 310), lcpMs: one(1450) },
        floor: side(0.98, 160, 1200),
      },
      { world: 'large', screen: 'rewards', app: side(0.6, 1200, 2600), floor: side(0.9, 300, 1500) },
    ]);
    expect(markdown.split('\n')).toEqual([
      '| world | screen | score | floor score | TBT | floor TBT | ratio | LCP | floor LCP | difference | mark |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| default | campaign list | 0.90 (0.88–0.95) | 0.98 | 240 ms (200 ms–310 ms) | 160 ms | 1.50x | 1.45 s | 1.20 s | +250 ms | ✓ |',
      '| large | rewards | 0.60 | 0.90 | 1200 ms | 300 ms | 4.00x | 2.60 s | 1.50 s | +1100 ms | ✗ TBT, LCP |',
    ]);
  });

  it('is a table with its header alone when no floor was measured', () => {
    expect(floorTable([]).split('\n')).toHaveLength(2);
  });
});
