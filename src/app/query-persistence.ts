import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { isPersistedQueryKey, PERSISTED_MAX_AGE_MS } from '../api/query-defaults.ts';
import { createIndexedDbPersister, StorageUnavailableError } from './indexed-db-persister.ts';

// Return visits paint at once: the read screens' answers are kept in IndexedDB and put back into
// the cache when the app starts, then refreshed by the screens as usual (they are stale by then).
// Which answers are kept is decided by key family in api/query-defaults.ts; claim proofs, referral
// proofs and username lookups never are, and the claim and bind flows read those with direct
// requests anyway, so a kept answer can never feed a transaction.

/**
 * The build's id: answers kept by another build may have another shape, so they are dropped.
 * Written by vite.config.ts; a dev server or a test has none and uses one fixed id.
 */
const BUILD_ID = (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'development';

/**
 * Saves wait this long after a change, so the answers of one screen (dozens of queries settling
 * within a second) cost one write, not one each.
 */
const SAVE_DELAY_MS = 1_000;

interface QueryPersistenceOptions {
  persister?: Persister;
  buster?: string;
  maxAge?: number;
  saveDelayMs?: number;
  /** Called once the restore has ended, whether it put answers back or not. */
  onRestored?: () => void;
}

/**
 * Leaves out anything that is not a read screen's answer, whatever an older copy of the app kept,
 * and anything this visit has already settled: the library would put an old answer over a failed
 * request (which has no answer time), hiding the failure behind figures that no longer refresh.
 */
function readScreensOnly(persister: Persister, queryClient: QueryClient): Persister {
  return {
    ...persister,
    async restoreClient() {
      const client = await persister.restoreClient();
      if (client === undefined) return undefined;
      const cache = queryClient.getQueryCache();
      const queries = client.clientState.queries.filter((query) => {
        const current = cache.get(query.queryHash);
        return isPersistedQueryKey(query.queryKey) && (current === undefined || current.state.status === 'pending');
      });
      return { ...client, clientState: { ...client.clientState, queries } } satisfies PersistedClient;
    },
  };
}

function warnOff(doing: string, error: unknown): void {
  console.warn(
    `Could not ${doing}; this visit goes on without keeping answers for the next one (${String(error)})`,
    error,
  );
}

/**
 * Puts the kept answers of the last visit into `queryClient`, then keeps the read screens' answers
 * as they change. Any storage failure is logged and ends persistence; the app goes on without it.
 * Returns a function that stops it (and the pending restore).
 */
export function startQueryPersistence(queryClient: QueryClient, options: QueryPersistenceOptions = {}): () => void {
  const persister = readScreensOnly(options.persister ?? createIndexedDbPersister(), queryClient);
  const buster = options.buster ?? BUILD_ID;
  const saveDelayMs = options.saveDelayMs ?? SAVE_DELAY_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    unsubscribe?.();
    document.removeEventListener('visibilitychange', saveWhenHidden);
  };
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    persistQueryClientSave({
      queryClient,
      persister,
      buster,
      dehydrateOptions: {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && isPersistedQueryKey(query.queryKey),
        shouldDehydrateMutation: () => false,
      },
    }).catch((error: unknown) => {
      warnOff('keep the answers of this screen in the browser', error);
      stop();
    });
  };
  const scheduleSave = () => {
    if (!stopped && timer === undefined) timer = setTimeout(save, saveDelayMs);
  };
  // A tab closed within a second of an answer would otherwise lose it.
  function saveWhenHidden() {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  }

  persistQueryClientRestore({ queryClient, persister, buster, maxAge: options.maxAge ?? PERSISTED_MAX_AGE_MS })
    .catch((error: unknown) => {
      if (error instanceof StorageUnavailableError) throw error;
      // The library has already discarded what it could not restore; keeping new answers still works.
      console.warn(`The answers kept from the last visit could not be restored and were discarded (${String(error)})`);
    })
    .finally(() => {
      options.onRestored?.();
    })
    .then(
      () => {
        if (stopped) return;
        // Only changes to kept families cost a save; everything settled before now is saved once.
        unsubscribe = queryClient.getQueryCache().subscribe((event) => {
          if (
            (event.type === 'added' || event.type === 'removed' || event.type === 'updated') &&
            isPersistedQueryKey(event.query.queryKey as QueryKey)
          ) {
            scheduleSave();
          }
        });
        document.addEventListener('visibilitychange', saveWhenHidden);
        scheduleSave();
      },
      (error: unknown) => {
        warnOff('open the browser storage', error);
        stop();
      },
    );
  return stop;
}
