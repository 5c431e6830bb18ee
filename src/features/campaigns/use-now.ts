import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`. Countdowns ("3d 4h left", "updated 12s ago")
 * re-render on their own schedule; only the component that calls this re-renders.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(new Date());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
