import { useMemo } from 'react';
import { useServiceClockOffset } from '../../api/use-service-clock.ts';
import { useTicking } from '../../components/published-ago.tsx';

const MINUTE_MS = 60_000;

/**
 * "Now" by the service's clock (its answers' `Date` header), else the device's, moving every
 * `intervalMs`. Claim deadlines are the chain's, and the service and the chains keep the same
 * time: a device clock set a day off must not call a claim expired that the chain still pays.
 * The offset is to the minute, so answers a second apart do not make a new "now" (and redraw
 * every row) each time.
 */
export function useServiceNow(intervalMs: number): Date {
  const device = useTicking(intervalMs).getTime();
  const offset = useServiceClockOffset(MINUTE_MS);
  return useMemo(() => new Date(device + offset), [device, offset]);
}
