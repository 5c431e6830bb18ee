import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** How often the service is asked again while it trails the chain. */
const CATCH_UP_POLL_MS = 4_000;

/**
 * Refetches `keys` every few seconds while `waiting` holds: a screen that shows a mined claim
 * ahead of the service asks again until the service reports it, so its "catching up" note goes
 * once the service agrees rather than when the data happens to go stale.
 */
export function useRefetchWhile(waiting: boolean, keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  // The keys are stable per screen; joined, they make an effect dependency that is too.
  const keyText = JSON.stringify(keys);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      for (const queryKey of JSON.parse(keyText) as QueryKey[]) void queryClient.invalidateQueries({ queryKey });
    }, CATCH_UP_POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [waiting, keyText, queryClient]);
}
