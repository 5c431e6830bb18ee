import { useLingui } from '@lingui/react';
import { useDeferredValue, useMemo, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { campaignsQueryOptions } from '../../../api/endpoints/get-campaigns.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import type { CampaignListQuery } from '../../../api/schemas/requests.ts';
import { useWalletSession } from '../../../wallet/wallet-session.ts';
import { appConfig } from '../../../config/env.ts';
import { useNow } from '../use-now.ts';
import { useWatchedCampaigns } from '../watchlist/use-watched-campaigns.ts';
import { useWatchlist } from '../watchlist/use-watchlist.ts';
import { toCampaignRow, type CampaignRow } from './campaign-row.ts';
import { useHiddenMatches } from './hidden-matches.ts';
import {
  activeFilterCount,
  parseListState,
  patchListState,
  serializeListState,
  toListRequest,
  type ListState,
} from './list-url-state.ts';
import { scopedListQuery } from './partner-scope.ts';
import { useWholeSet } from './use-whole-set.ts';
import type { CampaignDirectoryFilters, WholeSetView } from './whole-set-protocol.ts';
import { matchWholeSet, needsWholeSet, wholeSetPurpose, type WholeSetPurpose } from './whole-set.ts';

/** How a view change lands in history: replace for keystrokes and clean-ups, push otherwise. */
type UpdateListState = (patch: Partial<ListState>, options?: { replace?: boolean }) => void;

/** How far the whole-set answer has read the filtered list. */
interface SearchProgress {
  searched: number;
  /** Campaigns matching the service's filters; undefined before the first page. */
  of: number | undefined;
  complete: boolean;
  /** What the reading is for, so the progress says so ("Searched", "Ranking", "Checking"). */
  purpose: WholeSetPurpose;
}

/**
 * What the results show, whichever way it was answered: one service page (filters the service
 * takes, in its order) or a page of the matching set (My campaigns, search, or a local order).
 */
export interface Listing {
  /** `page` asks the service for the page on screen; `whole-set` pages the matches here. */
  mode: 'page' | 'whole-set';
  /** An answer has arrived (rows may still be empty). */
  loaded: boolean;
  /** The filtered list is empty: nothing matches the service's filters at all. */
  emptyList: boolean;
  /** Campaigns in the answer: the service's total, or the matches found (so far). */
  total: number;
  /** The whole-set reading's progress; undefined in page mode. */
  progress: SearchProgress | undefined;
  /** The previous answer is still on screen while a new one loads. */
  previous: boolean;
  rejected: readonly { index: number; reason: string }[] | undefined;
  error: unknown;
  isFetching: boolean;
  retry: () => void;
}

/**
 * Everything the campaign list shows, from the URL: the decoded view (and the parameters it had to
 * drop), the service page, the whole filtered set or the watchlist, the rows to show, and the one
 * way to change the view (`update`, which writes the URL).
 */
export function useCampaignListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The problems and the rows are worded in the reader's language: made again when it changes.
  const { locale } = useLingui().i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale`: the problems are worded in it.
  const { state, problems } = useMemo(() => parseListState(searchParams), [searchParams, locale]);
  const wallet = useWalletSession();
  const now = useNow(60_000);
  const watchlist = useWatchlist();

  const request = toListRequest(state, wallet.address);
  // The partner's scope: what the service can filter goes into the request; the rest is applied
  // to the whole filtered set below (partner-scope.ts).
  const scoped =
    request.kind === 'ready' && !state.watchlist
      ? scopedListQuery(request.query, appConfig.partner.campaigns)
      : undefined;
  const listQuery = scoped?.query;
  const listReady = listQuery !== undefined;
  const wholeSet = listReady && (needsWholeSet(state) || scoped?.narrowHere === true);
  const query = useQuery({
    ...campaignsQueryOptions(listQuery ?? {}),
    enabled: listReady && !wholeSet,
    // Keep the previous page on screen while the next one loads, rather than flashing skeletons.
    placeholderData: keepPreviousData,
  });
  // The whole filtered set is read, matched, ordered and paged in a worker (use-whole-set.ts): the
  // page receives the rows on screen and the counts. Asked with the view as typed: the work is off
  // the main thread, and the answer comes back as a new state like any other.
  const wholeSetView: WholeSetView | undefined = wholeSet
    ? {
        filters: directoryFilters(listQuery),
        narrowHere: scoped?.narrowHere === true,
        scope: appConfig.partner.campaigns,
        mine: state.mine,
        search: state.search,
        sort: state.sort,
        page: state.page,
        pageSize: state.pageSize,
      }
    : undefined;
  const whole = useWholeSet(wholeSetView);
  // The watchlist is no list request, so the scope above does not reach it: useWatchedCampaigns
  // applies the same scope to the stars, keeping those outside it in the browser but not shown.
  const watched = useWatchedCampaigns(state.watchlist ? watchlist.ids : []);

  // The router renders a new URL in a transition, which a busy page may hold back: a second change
  // made before it renders (My campaigns, then a page size) comes from the view before the first,
  // and would undo it. So a change builds on the last one written while the URL this render read is
  // still the one that write was made from.
  const lastWrite = useRef<{ from: URLSearchParams; view: typeof state } | null>(null);
  const update: UpdateListState = (patch, options = {}) => {
    const base = lastWrite.current?.from === searchParams ? lastWrite.current.view : state;
    const view = patchListState(base, patch);
    lastWrite.current = { from: searchParams, view };
    setSearchParams(serializeListState(view), { replace: options.replace ?? false });
  };

  // A page of cards is the biggest render here. Deferring the data lets React render it in
  // slices between frames (a transition) instead of one long task that would block input.
  // The search box and the sort select answer at once; the watchlist's matching follows in an
  // interruptible render, so typing never waits for the list.
  const search = useDeferredValue(state.search);
  const sort = useDeferredValue(state.sort);
  const answer = whole.answer;
  const purpose = wholeSetPurpose({ mine: state.mine, search: state.search, sort: state.sort });
  // A disabled query (no address yet, or another mode) may still hold another view's cache entry:
  // show nothing from it. The first row number travels with its rows (deferred together), so the
  // summary never pairs one page's range with another page's rows; a whole-set answer carries the
  // page it answers.
  const first =
    wholeSet && answer !== undefined
      ? (answer.view.page - 1) * answer.view.pageSize + 1
      : (state.page - 1) * state.pageSize + 1;
  // The watchlist is short and all in hand: searched and sorted as it is, not deferred (its
  // campaigns arrive as a new array on each render, which a deferred value would chase).
  const watchedShown = useMemo(
    () => (state.watchlist ? matchWholeSet(watched.campaigns, { mine: false, search, sort }) : undefined),
    [state.watchlist, watched.campaigns, search, sort],
  );
  const pending = answer === undefined || answer.pending;
  const source: readonly Campaign[] | undefined = wholeSet
    ? pending
      ? undefined
      : whole.campaigns
    : listReady
      ? query.data?.data
      : undefined;
  // What the results say travels with the rows it describes (deferred together): a page's range,
  // "past the last page" or "nothing matches" is never judged on rows that have not rendered yet.
  const directoryTotal = answer?.total;
  const searched = answer?.searched ?? 0;
  const complete = answer?.complete ?? false;
  const matchCount = answer?.matches ?? 0;
  const rejected = answer?.rejected;
  const { error, retry } = whole;
  const { data: pageData, error: pageError, isFetching: pageFetching, isPlaceholderData, refetch } = query;
  const listing = useMemo<Listing>(
    () =>
      wholeSet
        ? {
            mode: 'whole-set',
            loaded: !pending && directoryTotal !== undefined,
            emptyList: directoryTotal === 0,
            total: matchCount,
            progress: { searched, of: directoryTotal, complete, purpose },
            previous: false,
            rejected,
            error,
            isFetching: !complete && error === null,
            retry,
          }
        : {
            mode: 'page',
            loaded: listReady && pageData !== undefined,
            emptyList: pageData?.total === 0,
            total: pageData?.total ?? 0,
            progress: undefined,
            // Placeholder data (the previous page, kept on screen while the next loads) is marked,
            // so the summary does not claim the new page's range over the old page's rows.
            previous: isPlaceholderData,
            rejected: pageData?.rejected,
            error: pageError,
            isFetching: pageFetching,
            retry: () => {
              void refetch();
            },
          },
    [
      wholeSet,
      pending,
      directoryTotal,
      matchCount,
      searched,
      complete,
      purpose,
      rejected,
      error,
      retry,
      listReady,
      pageData,
      isPlaceholderData,
      pageError,
      pageFetching,
      refetch,
    ],
  );
  const view = useMemo(() => ({ source, first, listing }), [source, first, listing]);
  const shown = useDeferredValue(view);
  // One row per campaign object and clock tick: searching or sorting reuses every row, so the
  // memoised cards and table rows re-render none of them; only the order and the set change.
  // Rows are made on first show and kept for the clock tick (a directory holds thousands of
  // campaigns; only the ones on screen need words).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale`: the rows are worded in it.
  const rowCache = useMemo(() => ({ now, rows: new Map<Campaign, CampaignRow>() }), [now, locale]);
  const rows = useMemo(
    () =>
      ((state.watchlist ? watchedShown : shown.source) ?? []).map((campaign) => {
        const known = rowCache.rows.get(campaign);
        if (known !== undefined) return known;
        const row = toCampaignRow(campaign, rowCache.now);
        rowCache.rows.set(campaign, row);
        return row;
      }),
    [state.watchlist, watchedShown, shown.source, rowCache],
  );

  // Nothing to show, and the answer is whole: what wider filters would show is worth saying.
  const answeredNothing =
    shown.listing.loaded &&
    shown.listing.error == null &&
    (shown.listing.emptyList ||
      (shown.listing.mode === 'whole-set' && shown.listing.progress?.complete === true && shown.listing.total === 0));
  const hidden = useHiddenMatches(state, request.kind === 'ready' && answeredNothing, wallet.address);

  return {
    state,
    problems,
    /** Matches the filters hide when the view shows none, and how to show them. */
    hidden,
    update,
    wallet,
    request,
    /** What the results and summary say, as of the rows shown. */
    listing: shown.listing,
    /** The first row number of the rows shown (1-based). */
    first: shown.first,
    /** The starred campaigns this deployment shows (its partner's scope), when the watchlist is shown. */
    watched,
    /** The starred campaigns the watchlist shows: not the stars outside the scope, kept for other builds. */
    watchlistSize: watched.size,
    rows,
    filterCount: activeFilterCount(state),
  };
}

/** The service filters of a list request, without its paging: what the directory reads in full. */
function directoryFilters(query: CampaignListQuery): CampaignDirectoryFilters {
  const filters = { ...query };
  delete filters.limit;
  delete filters.offset;
  return filters;
}
