import { useQuery } from '@tanstack/react-query';
import { campaignsQueryOptions } from '../../../api/endpoints/get-campaigns.ts';
import { MIN_PAGE_SIZE } from '../../../api/assumptions.ts';
import type { Address } from '../../../domain/address.ts';
import { EMPTY_FILTERS, patchListState, toListRequest, type ListState } from './list-url-state.ts';
import { scopedListQuery } from './partner-scope.ts';
import { useWholeSet } from './use-whole-set.ts';
import type { CampaignDirectoryFilters } from './whole-set-protocol.ts';
import { appConfig } from '../../../config/env.ts';

// When the filters leave nothing, the empty state says whether widening them would find
// something ("3 in other statuses") and offers that in one click. Each widening is a patch of the
// view; its count is asked with exactly the request that patch would send, so the number said is
// the number the click shows.

/** How the view can be widened: every status, or no filter at all (the search and My campaigns kept). */
type WideningKind = 'statuses' | 'filters';

export interface Widening {
  kind: WideningKind;
  /** The change to the view that shows the hidden matches. */
  patch: Partial<ListState>;
}

/**
 * The ways to widen a view, narrowest first: its statuses (when it has some), then its other
 * service filters (reward chain, target, budget, claimable-only, forwarder-only campaigns left
 * out). My campaigns and its address stay: they are what the user asked about, as the search is.
 */
export function wideningsOf(state: ListState): Widening[] {
  const widenings: Widening[] = [];
  if (state.statuses.length > 0) {
    widenings.push({ kind: 'statuses', patch: { statuses: [], statusChosen: true, page: 1 } });
  }
  const otherFilters =
    state.chainId !== undefined ||
    state.target !== undefined ||
    state.budgetAddress !== undefined ||
    state.claimableOnly ||
    !state.includeForwarder;
  if (otherFilters) {
    widenings.push({
      kind: 'filters',
      patch: {
        ...EMPTY_FILTERS,
        mine: state.mine,
        address: state.address,
        page: 1,
      },
    });
  }
  return widenings;
}

/** The service filters a widened view would send, or undefined when it cannot be asked. */
function widenedFilters(
  state: ListState,
  widening: Widening | undefined,
  walletAddress: Address | undefined,
): CampaignDirectoryFilters | undefined {
  if (widening === undefined) return undefined;
  const request = toListRequest(patchListState(state, widening.patch), walletAddress);
  if (request.kind !== 'ready') return undefined;
  const filters = { ...request.query };
  delete filters.limit;
  delete filters.offset;
  return filters;
}

/**
 * How many matches one widening would show: the service's total when only filters decide (one
 * request of one row), else every campaign of the wider list read and matched here (a search, My
 * campaigns, or a partner's scope the service cannot answer). Undefined until known. The scope
 * applies as the list applies it (partner-scope.ts), so the number said is never one the click
 * would not show.
 */
function useWidenedCount(
  state: ListState,
  widening: Widening | undefined,
  walletAddress: Address | undefined,
): number | undefined {
  const filters = widenedFilters(state, widening, walletAddress);
  const scope = appConfig.partner.campaigns;
  const scoped = filters === undefined ? undefined : scopedListQuery(filters, scope);
  const readAll = state.mine || state.search.trim() !== '' || scoped?.narrowHere === true;
  // Counted over the whole wider list by the whole-set reading, off the main thread: no row is shown.
  const whole = useWholeSet(
    scoped !== undefined && readAll
      ? {
          filters: scoped.query,
          narrowHere: scoped.narrowHere,
          scope,
          mine: state.mine,
          search: state.search,
          sort: 'service',
          page: 1,
          pageSize: 0,
        }
      : undefined,
  );
  const total = useQuery({
    ...campaignsQueryOptions({ ...scoped?.query, limit: MIN_PAGE_SIZE, offset: 0 }),
    enabled: scoped !== undefined && !readAll,
  });
  if (scoped === undefined) return undefined;
  if (!readAll) return total.data?.total;
  return whole.answer?.complete === true ? whole.answer.matches : undefined;
}

/** Matches that the view's filters hide, and the widening that shows them. */
export interface HiddenMatches {
  widening: Widening;
  count: number;
}

/**
 * What the filters hide once the view has answered "nothing" (`empty`): the narrowest widening
 * that finds something, with its count. Nothing is asked until the view is empty; the wider
 * filters are asked only when the narrower widening found nothing.
 */
export function useHiddenMatches(
  state: ListState,
  empty: boolean,
  walletAddress: Address | undefined,
): HiddenMatches | undefined {
  const [statuses, filters] = ((): [Widening | undefined, Widening | undefined] => {
    if (!empty || state.watchlist) return [undefined, undefined];
    const widenings = wideningsOf(state);
    return [widenings.find((w) => w.kind === 'statuses'), widenings.find((w) => w.kind === 'filters')];
  })();
  const statusCount = useWidenedCount(state, statuses, walletAddress);
  const narrowerFoundNothing = statuses === undefined || statusCount === 0;
  const filterCount = useWidenedCount(state, narrowerFoundNothing ? filters : undefined, walletAddress);
  if (statuses !== undefined && statusCount !== undefined && statusCount > 0) {
    return { widening: statuses, count: statusCount };
  }
  if (filters !== undefined && filterCount !== undefined && filterCount > 0) {
    return { widening: filters, count: filterCount };
  }
  return undefined;
}
