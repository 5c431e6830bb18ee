import { describe, expect, it } from 'vitest';
import { createWorldClock, originClearOfCheckpoints } from './clock.ts';

describe('world clock', () => {
  it('starts at the creation time floored to the minute and moves only when advanced (frozen)', () => {
    let wall = Date.parse('2030-05-05T10:20:34.567Z');
    const clock = createWorldClock({ wallNow: () => wall });
    expect(clock.origin.toISOString()).toBe('2030-05-05T10:20:00.000Z');
    wall += 60_000;
    expect(clock.now()).toEqual(clock.origin);
    clock.advance(90);
    expect(clock.nowSeconds() - clock.origin.getTime() / 1000).toBe(90);
    expect(() => {
      clock.advance(-1);
    }).toThrow(RangeError);
    clock.reset();
    expect(clock.now()).toEqual(clock.origin);
  });

  it('follows the wall clock in running mode, on top of any advance', () => {
    let wall = Date.parse('2030-05-05T10:20:00.000Z');
    const clock = createWorldClock({ mode: 'running', wallNow: () => wall });
    wall += 5_000;
    clock.advance(60);
    expect(clock.now().getTime() - clock.origin.getTime()).toBe(65_000);
    wall += 1_000;
    expect(clock.now().getTime() - clock.origin.getTime()).toBe(66_000);
  });

  it('resets a running clock to the wall clock, dropping advances, not to its origin', () => {
    let wall = Date.parse('2030-05-05T10:20:00.000Z');
    const clock = createWorldClock({ mode: 'running', wallNow: () => wall });
    wall += 2 * 3_600_000;
    clock.advance(86_400);
    clock.reset();
    // Two hours after the start, the world says so: a bind deadline of wall clock + 55 minutes is
    // still within the hour the service allows.
    expect(clock.now().getTime()).toBe(wall);
    wall += 1_000;
    expect(clock.now().getTime()).toBe(wall);
  });
});

describe('originClearOfCheckpoints', () => {
  const at = (iso: string) => new Date(iso).getTime();

  it('keeps the current minute when the next whole hour is far enough', () => {
    expect(originClearOfCheckpoints(at('2026-11-28T12:40:59.500Z'), 15 * 60).toISOString()).toBe(
      '2026-11-28T12:40:00.000Z',
    );
    expect(originClearOfCheckpoints(at('2026-11-28T13:00:00.000Z'), 15 * 60).toISOString()).toBe(
      '2026-11-28T13:00:00.000Z',
    );
  });

  it('starts one minute past the next whole hour when that hour is too close', () => {
    expect(originClearOfCheckpoints(at('2026-11-28T12:46:01.000Z'), 15 * 60).toISOString()).toBe(
      '2026-11-28T13:01:00.000Z',
    );
    expect(originClearOfCheckpoints(at('2026-11-28T12:59:59.999Z'), 15 * 60).toISOString()).toBe(
      '2026-11-28T13:01:00.000Z',
    );
  });
});
