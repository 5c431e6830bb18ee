import { useMemo } from 'react';
import { useServiceClockOffset } from '../../api/use-service-clock.ts';
import { useTicking } from '../../components/published-ago.tsx';

/**
 * "Now" by the service's clock (its answers' `Date` header), else the device's, moving every
 * `intervalMs` and whenever the service's clock is found to be elsewhere. Claim deadlines are the
 * chain's, and the service and the chains keep the same time: a device clock set a day off must
 * not call a claim expired that the chain still pays.
 */
export function useServiceNow(intervalMs: number): Date {
  const device = useTicking(intervalMs).getTime();
  const offset = useServiceClockOffset() ?? 0;
  return useMemo(() => new Date(device + offset), [device, offset]);
}
