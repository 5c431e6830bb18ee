import { useCallback, useSyncExternalStore } from 'react';
import { formatCampaignId, type CampaignId, type CampaignIdText } from '../../../domain/campaign-id.ts';
import { watchlistStore } from './watchlist-store.ts';

/** The starred campaigns (oldest first), whether one is starred, and the star toggle. */
export function useWatchlist() {
  const ids: readonly CampaignIdText[] = useSyncExternalStore(
    watchlistStore.subscribe,
    watchlistStore.getSnapshot,
    watchlistStore.getSnapshot,
  );
  const isWatched = useCallback((id: CampaignId) => ids.includes(formatCampaignId(id)), [ids]);
  return { ids, isWatched, toggle: watchlistStore.toggle };
}
