// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordServiceDate, resetServiceClock } from './server-clock.ts';
import { useServiceClockOffset } from './use-service-clock.ts';

const DAY_MS = 86_400_000;

describe('useServiceClockOffset', () => {
  afterEach(() => {
    act(() => {
      resetServiceClock();
    });
  });

  it('follows a new reading at once, with nothing else drawn again (a return visit whose fresh rows are the kept ones)', () => {
    const { result } = renderHook(() => useServiceClockOffset(60_000));
    expect(result.current).toBe(0);
    const device = Date.now();
    act(() => {
      recordServiceDate(new Date(device + 11 * DAY_MS).toUTCString(), device);
    });
    expect(result.current).toBe(11 * DAY_MS);
  });

  it('draws nothing again for a reading that rounds to the same offset', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useServiceClockOffset(60_000);
    });
    const device = Date.now();
    act(() => {
      recordServiceDate(new Date(device + 3_600_000).toUTCString(), device);
    });
    const drawn = renders;
    act(() => {
      recordServiceDate(new Date(device + 3_600_000).toUTCString(), device + 2_000);
    });
    expect(result.current).toBe(3_600_000);
    expect(renders).toBe(drawn);
  });
});
