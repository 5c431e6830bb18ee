import {
  formatCampaignId,
  parseCampaignId,
  type CampaignId,
  type CampaignIdText,
} from '../../../domain/campaign-id.ts';

// The watchlist lives in this browser only (localStorage): the service has no user accounts, and
// a wallet should not be needed to keep a list of campaigns to look at. Other tabs follow through
// the storage event. Whatever is stored is untrusted: a hand-edited or corrupt value yields the
// ids that still parse, never a crash.

/** Versioned, so a later format can move old lists over rather than misread them. */
export const WATCHLIST_STORAGE_KEY = 'campaign-watchlist:v1';

type Listener = () => void;

/** Reads a stored value: the campaign ids in it, oldest first, without repeats. */
export function parseStoredWatchlist(raw: string | null): CampaignIdText[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.warn('The stored watchlist is not JSON; starting from an empty one.', error);
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.flatMap((item) => {
    const id = typeof item === 'string' ? parseCampaignId(item) : null;
    return id === null ? [] : [formatCampaignId(id)];
  });
  return [...new Set(ids)];
}

/** Where the list is kept; `localStorage` in the app, an in-memory stand-in in tests. */
type WatchlistStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A watchlist over one storage: read, toggled, and subscribed to (this tab and others). */
export function createWatchlistStore(
  storage: WatchlistStorage | undefined,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
) {
  const listeners = new Set<Listener>();
  // Kept in memory too: when storage refuses a write (private mode, quota) the star still works
  // for this visit, and the snapshot stays referentially stable for useSyncExternalStore.
  let ids: readonly CampaignIdText[] = read();

  function read(): CampaignIdText[] {
    try {
      return parseStoredWatchlist(storage?.getItem(WATCHLIST_STORAGE_KEY) ?? null);
    } catch (error) {
      // Storage access itself can throw (blocked cookies and site data).
      console.warn('The watchlist could not be read from this browser’s storage.', error);
      return [];
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    // key null: another tab cleared all storage.
    if (event.key !== WATCHLIST_STORAGE_KEY && event.key !== null) return;
    ids = read();
    emit();
  }

  return {
    getSnapshot: (): readonly CampaignIdText[] => ids,
    subscribe: (listener: Listener): (() => void) => {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    /** Stars the campaign, or unstars it if it was starred. */
    toggle: (id: CampaignId): void => {
      const text = formatCampaignId(id);
      ids = ids.includes(text) ? ids.filter((other) => other !== text) : [...ids, text];
      try {
        storage?.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(ids));
      } catch (error) {
        console.warn('The watchlist could not be saved in this browser; it is kept for this visit only.', error);
      }
      emit();
    },
  };
}

function browserStorage(): WatchlistStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    console.warn('This browser’s storage is not available; the watchlist is kept for this visit only.', error);
    return undefined;
  }
}

/** The app's watchlist, in this browser's localStorage. */
export const watchlistStore = createWatchlistStore(
  browserStorage(),
  typeof window === 'undefined' ? undefined : window,
);
