import { useDeferredValue, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { campaignsQueryOptions } from '../../../api/endpoints/get-campaigns.ts';
import { useWalletSession } from '../../../wallet/wallet-session.ts';
import { useNow } from '../use-now.ts';
import { useWatchedCampaigns } from '../watchlist/use-watched-campaigns.ts';
import { useWatchlist } from '../watchlist/use-watchlist.ts';
import { toCampaignRow } from './campaign-row.ts';
import {
  activeFilterCount,
  parseListState,
  serializeListState,
  toListRequest,
  type ListState,
} from './list-url-state.ts';
import { hasPosition, searchCampaigns, sortCampaigns } from './sort-and-search.ts';

/** How a view change lands in history: replace for keystrokes and clean-ups, push otherwise. */
type UpdateListState = (patch: Partial<ListState>, options?: { replace?: boolean }) => void;

/**
 * Everything the campaign list shows, from the URL: the decoded view (and the parameters it had to
 * drop), the service page or the watchlist, the rows after My campaigns, search and sort, and the
 * one way to change the view (`update`, which writes the URL).
 */
export function useCampaignListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, problems } = useMemo(() => parseListState(searchParams), [searchParams]);
  const wallet = useWalletSession();
  const now = useNow(60_000);
  const watchlist = useWatchlist();

  const request = toListRequest(state, wallet.address);
  const listReady = request.kind === 'ready' && !state.watchlist;
  const query = useQuery({
    ...campaignsQueryOptions(request.kind === 'ready' ? request.query : {}),
    enabled: listReady,
    // Keep the previous page on screen while the next one loads, rather than flashing skeletons.
    placeholderData: keepPreviousData,
  });
  const watched = useWatchedCampaigns(state.watchlist ? watchlist.ids : []);

  const update: UpdateListState = (patch, options = {}) => {
    setSearchParams(serializeListState({ ...state, ...patch }), { replace: options.replace ?? false });
  };

  // A page of cards is the biggest render here. Deferring the data lets React render it in
  // slices between frames (a transition) instead of one long task that would block input.
  // A disabled query (no address yet, or the watchlist shown) may still hold another view's cache
  // entry: show nothing from it. The page's first row number travels with its data, so the
  // summary never pairs one page's range with another page's rows; placeholder data (the previous
  // page, kept on screen while the next loads) is marked so the summary does not claim a range.
  const first = (state.page - 1) * state.pageSize + 1;
  const view = useMemo(
    () => ({ data: listReady ? query.data : undefined, first, previousPage: query.isPlaceholderData }),
    [listReady, query.data, first, query.isPlaceholderData],
  );
  const shown = useDeferredValue(view);
  const source = state.watchlist ? watched.campaigns : shown.data?.data;
  // One row per campaign object and clock tick: searching or sorting reuses every row, so the
  // memoised cards and table rows re-render none of them; only the order and the set change.
  const rowOf = useMemo(
    () => new Map((source ?? []).map((campaign) => [campaign, toCampaignRow(campaign, now)])),
    [source, now],
  );
  // The search box and the sort select answer at once; the page of up to 100 campaigns follows in
  // an interruptible render, so typing never waits for the list.
  const search = useDeferredValue(state.search);
  const sort = useDeferredValue(state.sort);
  const rows = useMemo(() => {
    const campaigns = source ?? [];
    const mine = state.mine && !state.watchlist ? campaigns.filter(hasPosition) : campaigns;
    return sortCampaigns(searchCampaigns(mine, search), sort).map(
      (campaign) => rowOf.get(campaign) ?? toCampaignRow(campaign, now),
    );
  }, [source, state.mine, state.watchlist, search, sort, rowOf, now]);

  return {
    state,
    problems,
    update,
    wallet,
    request,
    /** The service's page, as last shown (deferred), and the live query behind it. */
    page: shown,
    query,
    /** The starred campaigns, when the watchlist is shown. */
    watched,
    watchlistSize: watchlist.ids.length,
    rows,
    filterCount: activeFilterCount(state),
  };
}
