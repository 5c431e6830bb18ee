import { useEffect, useState } from 'react';
import { serviceClockOffsetMs } from '../../api/server-clock.ts';

/**
 * "Now" by the service's clock (its answers' `Date` header), else the device's, refreshed every
 * `intervalMs`. Claim deadlines are the chain's, and the service and the chains keep the same
 * time: a device clock set a day off must not call a claim expired that the chain still pays.
 */
export function serviceTimeNow(): Date {
  return new Date(Date.now() + (serviceClockOffsetMs() ?? 0));
}

/** `serviceTimeNow`, re-rendering the caller every `intervalMs`. */
export function useServiceNow(intervalMs: number): Date {
  const [now, setNow] = useState(serviceTimeNow);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(serviceTimeNow());
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
