import { describe, expect, it } from 'vitest';
import { earningPace } from './earning-pace.ts';

const day = 86_400_000;
const start = new Date('2026-03-01T00:00:00Z');
const active = { startTime: start, endTime: undefined, estimatedEndDate: undefined, status: 'active' as const };

describe('earningPace', () => {
  it('averages what was earned over the days since the position started', () => {
    const pace = earningPace(
      active,
      { accumulatedRewards: 124_000_000n, triggeredAt: new Date(start.getTime() + day) },
      new Date(start.getTime() + 11 * day),
    );
    expect(pace).toEqual({ perDay: 12_400_000n, since: new Date(start.getTime() + day) });
  });

  it('counts from the campaign start for a position held from before it', () => {
    const pace = earningPace(
      active,
      { accumulatedRewards: 30n, triggeredAt: new Date(start.getTime() - 5 * day) },
      new Date(start.getTime() + 3 * day),
    );
    expect(pace).toEqual({ perDay: 10n, since: start });
  });

  it('stops the clock at the end of a campaign that is over', () => {
    const ended = {
      startTime: start,
      endTime: new Date(start.getTime() + 2 * day),
      estimatedEndDate: undefined,
      status: 'ended' as const,
    };
    const pace = earningPace(
      ended,
      { accumulatedRewards: 20n, triggeredAt: undefined },
      new Date(start.getTime() + 40 * day),
    );
    expect(pace?.perDay).toBe(10n);
  });

  it('stops the clock when a cancelled campaign stopped paying, not at its scheduled end', () => {
    const cancelled = {
      startTime: start,
      endTime: new Date(start.getTime() + 30 * day),
      estimatedEndDate: new Date(start.getTime() + 4 * day),
      status: 'cancelled' as const,
    };
    // Eight days on, it has paid for four: 40 over 4 days, not over 8.
    const pace = earningPace(
      cancelled,
      { accumulatedRewards: 40n, triggeredAt: undefined },
      new Date(start.getTime() + 8 * day),
    );
    expect(pace?.perDay).toBe(10n);
  });

  it('gives no pace for nothing earned or under an hour of earning', () => {
    expect(earningPace(active, { accumulatedRewards: 0n, triggeredAt: start }, new Date(start.getTime() + day))).toBe(
      undefined,
    );
    expect(
      earningPace(active, { accumulatedRewards: 5n, triggeredAt: start }, new Date(start.getTime() + 59 * 60_000)),
    ).toBe(undefined);
  });
});
