import type { QueryClient } from '@tanstack/react-query';
import { within } from '../lib/within.ts';

// Whether a client's kept answers (src/app/query-persistence.ts) are being restored: the app's
// provider says so while its restore is on its way (src/app/providers.tsx), and a read that
// continues its kept answer waits for it.

/** The longest a read that continues a kept answer waits for the restore (see keptAnswersRestored). */
export const RESTORE_WAIT_MS = 3_000;

const restores = new WeakMap<QueryClient, Promise<void>>();

/**
 * Says that `client`'s kept answers are being restored until `restored` settles (the app's own
 * client, src/app/providers.tsx). Returns what forgets it.
 */
export function restoringKeptAnswers(client: QueryClient, restored: Promise<void>): () => void {
  restores.set(client, restored);
  return () => {
    if (restores.get(client) === restored) restores.delete(client);
  };
}

/**
 * Resolves once the answers kept from the last visit are back in `client`, or at once where there
 * are none to wait for (a first visit, a client that keeps none); never later than RESTORE_WAIT_MS.
 * A read that continues its kept answer (a wallet's chain history reads only the blocks after it)
 * waits for this: started before the restore, it would read everything again from the start.
 */
export async function keptAnswersRestored(client: QueryClient): Promise<void> {
  const restored = restores.get(client);
  if (restored === undefined) return;
  await within(restored, RESTORE_WAIT_MS);
}
