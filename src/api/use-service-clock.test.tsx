// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordServiceDate, resetServiceClock, serviceClockOffsetMs } from './server-clock.ts';
import { useServiceClockOffset } from './use-service-clock.ts';

const DAY_MS = 86_400_000;

describe('useServiceClockOffset', () => {
  // The reading is the module's: another file's answers may have left one.
  beforeEach(() => {
    resetServiceClock();
  });
  afterEach(() => {
    act(() => {
      resetServiceClock();
    });
  });

  it('follows a new reading at once, with nothing else drawn again (a return visit whose fresh rows are the kept ones)', () => {
    const { result } = renderHook(() => useServiceClockOffset());
    expect(result.current).toBeNull();
    const device = Date.now();
    act(() => {
      recordServiceDate(new Date(device + 11 * DAY_MS).toUTCString(), device);
    });
    expect(result.current).toBeGreaterThan(11 * DAY_MS - 1_000);
    expect(result.current).toBeLessThan(11 * DAY_MS + 1_000);
  });

  it('draws nothing again for readings a few seconds apart, while a bind still takes the newest', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useServiceClockOffset();
    });
    const device = Date.now();
    const header = new Date(device + 3_600_000).toUTCString();
    act(() => {
      recordServiceDate(header, device);
    });
    const shown = result.current;
    const drawn = renders;
    act(() => {
      // The same header, received 2 s later: the reading moves by 2 s.
      recordServiceDate(header, device + 2_000);
    });
    expect(result.current).toBe(shown);
    expect(renders).toBe(drawn);
    expect(serviceClockOffsetMs()).toBe((shown ?? 0) - 2_000);
  });
});
