import { useSyncExternalStore } from 'react';
import { shownServiceClockOffsetMs, subscribeServiceClock } from './server-clock.ts';

/**
 * How far the service's clock is ahead of the device's, null before any answer, followed as
 * answers move it: on a return visit drawn from kept answers, the first fresh answer corrects a
 * deadline's state at once, even when it brings the same rows. Readings a few seconds apart (as
 * any two are) redraw nothing (`shownServiceClockOffsetMs`).
 */
export function useServiceClockOffset(): number | null {
  return useSyncExternalStore(subscribeServiceClock, shownServiceClockOffsetMs, shownServiceClockOffsetMs);
}
