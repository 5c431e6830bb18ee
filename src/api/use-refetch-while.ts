import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { KEEP_IN_FLIGHT } from './query-defaults.ts';

interface RefetchPace {
  /** How often the service is asked again. */
  everyMs?: number;
  /** How long to keep asking: a service that never agrees is not polled forever. */
  forMs?: number;
}

/**
 * Refetches `keys` every few seconds while `waiting` (how many rows wait for the service) is
 * above zero, for a bounded time that starts again whenever that number changes: a screen that
 * shows a mined claim ahead of the service asks again until the service reports it, so its
 * "catching up" note goes once the service agrees rather than when the data happens to go stale.
 */
export function useRefetchWhile(
  waiting: number,
  keys: readonly QueryKey[],
  { everyMs = 4_000, forMs = 2 * 60_000 }: RefetchPace = {},
): void {
  const queryClient = useQueryClient();
  // The keys are stable per screen; joined, they make an effect dependency that is too.
  const keyText = JSON.stringify(keys);
  useEffect(() => {
    if (waiting === 0) return;
    const until = Date.now() + forMs;
    const timer = setInterval(() => {
      if (Date.now() > until) {
        clearInterval(timer);
        return;
      }
      // A request still on its way when the next tick comes is kept (the demo's end-to-end test
      // caught a claim's proof cancelled and sent again).
      for (const queryKey of JSON.parse(keyText) as QueryKey[])
        void queryClient.invalidateQueries({ queryKey }, KEEP_IN_FLIGHT);
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [waiting, keyText, queryClient, everyMs, forMs]);
}
