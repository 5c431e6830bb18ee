import {
  formatCampaignId,
  parseCampaignId,
  type CampaignId,
  type CampaignIdText,
} from '../../../domain/campaign-id.ts';
import { keptStore } from '../../../lib/kept.ts';
import * as z from '../../../lib/zod.ts';

// The watchlist lives in this browser only: the service has no user accounts, and a wallet should
// not be needed to keep a list of campaigns to look at. It is read entry by entry, so one
// hand-edited entry costs that entry (said in words), never the whole list.

/** Where the list has always been kept. */
export const WATCHLIST_STORAGE_KEY = 'campaign-watchlist:v1';

const starredIds = z.codec(z.array(z.unknown()), z.array(z.custom<CampaignIdText>()), {
  decode: (entries) => {
    const ids = entries.flatMap((entry) => {
      const id = typeof entry === 'string' ? parseCampaignId(entry) : null;
      return id === null ? [] : [formatCampaignId(id)];
    });
    const left = entries.length - ids.length;
    if (left > 0) console.warn(`Left ${String(left)} entries that are not campaign ids out of the kept watchlist.`);
    return [...new Set(ids)];
  },
  encode: (ids) => ids,
});

const kept = keptStore({
  key: WATCHLIST_STORAGE_KEY,
  name: 'the watchlist',
  version: 1,
  legacy: 'json',
  schema: starredIds,
  fallback: [] as readonly CampaignIdText[],
});

/** The app's watchlist, oldest first: read, toggled, and subscribed to (this tab and others). */
export const watchlistStore = {
  getSnapshot: kept.getSnapshot,
  subscribe: kept.subscribe,
  /** Stars the campaign, or unstars it if it was starred. */
  toggle: (id: CampaignId): void => {
    const text = formatCampaignId(id);
    kept.update((ids) => (ids.includes(text) ? ids.filter((other) => other !== text) : [...ids, text]));
  },
};
