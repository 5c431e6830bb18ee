import { useCallback, useSyncExternalStore } from 'react';
import { serviceClockOffsetMs, subscribeServiceClock } from './server-clock.ts';

/**
 * How far the service's clock is ahead of the device's (0 before any answer), rounded to
 * `roundToMs`, followed as answers move it: on a return visit drawn from kept answers, the first
 * fresh answer corrects a deadline's state at once, even when it brings the same rows. The
 * rounding keeps answers a moment apart from redrawing the screen each time.
 */
export function useServiceClockOffset(roundToMs: number): number {
  const read = useCallback(() => Math.round((serviceClockOffsetMs() ?? 0) / roundToMs) * roundToMs, [roundToMs]);
  return useSyncExternalStore(subscribeServiceClock, read, read);
}
