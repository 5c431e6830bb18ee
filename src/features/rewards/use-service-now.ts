import { useMemo } from 'react';
import { serviceClockOffsetMs } from '../../api/server-clock.ts';
import { useTicking } from '../../components/published-ago.tsx';

const MINUTE_MS = 60_000;

/**
 * "Now" by the service's clock (its answers' `Date` header), else the device's, moving every
 * `intervalMs`. Claim deadlines are the chain's, and the service and the chains keep the same
 * time: a device clock set a day off must not call a claim expired that the chain still pays.
 * The offset is read on every render, so the first answer after a visit drawn from kept answers
 * corrects it at once; it is rounded to the minute, so answers a second apart do not make a new
 * "now" (and redraw every row) each time.
 */
export function useServiceNow(intervalMs: number): Date {
  const device = useTicking(intervalMs).getTime();
  const offset = Math.round((serviceClockOffsetMs() ?? 0) / MINUTE_MS) * MINUTE_MS;
  return useMemo(() => new Date(device + offset), [device, offset]);
}
