import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { campaignsQueryOptions } from '../../../api/endpoints/get-campaigns.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useWalletLayer, useWalletSession } from '../../../wallet/wallet-session.ts';
import { useNow } from '../use-now.ts';
import { toCampaignRow } from './campaign-row.ts';
import { CampaignResults } from './campaign-results.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { describeFilters } from './filter-summary.ts';
import { CampaignListSkeleton } from './list-skeleton.tsx';
import { ListSummary } from './list-summary.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { Pagination } from './pagination.tsx';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  formFiltersKey,
  parseListState,
  serializeListState,
  toListRequest,
  type ListFilters,
  type ListState,
} from './list-url-state.ts';
import { hasPosition, searchCampaigns, sortCampaigns } from './sort-and-search.ts';
import { UrlProblems } from './url-problems.tsx';

/**
 * The campaign list: filters sent to the service, then My campaigns, search and sort over the
 * fetched page. Everything the user chooses is kept in the URL (see list-url-state.ts).
 */
export default function CampaignBrowser() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, problems } = useMemo(() => parseListState(searchParams), [searchParams]);
  const wallet = useWalletSession();
  const { openConnectModal } = useWalletLayer();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const filterPanelId = useId();
  const now = useNow(60_000);

  const request = toListRequest(state, wallet.address);
  const query = useQuery({
    ...campaignsQueryOptions(request.kind === 'ready' ? request.query : {}),
    enabled: request.kind === 'ready',
    // Keep the previous page on screen while the next one loads, rather than flashing skeletons.
    placeholderData: keepPreviousData,
  });

  const update = (patch: Partial<ListState>, options: { replace?: boolean } = {}) => {
    setSearchParams(serializeListState({ ...state, ...patch }), { replace: options.replace ?? false });
  };
  const applyFilters = (filters: ListFilters) => {
    // New filters mean a new result set: start again from its first page.
    update({ ...filters, page: 1 });
    setFiltersOpen(false);
    // The form (or the Clear filters button) that had focus is about to go; keep keyboard users
    // where they were rather than at the top of the page.
    filtersButtonRef.current?.focus();
  };

  // A page of cards is the biggest render here. Deferring the data lets React render it in
  // slices between frames (a transition) instead of one long task that would block input.
  // A disabled query (no address yet) may still hold another view's cache entry: show nothing.
  // The page's first row number travels with its data, so the summary never pairs one page's
  // range with another page's rows; placeholder data (the previous page, kept on screen while
  // the next loads) is marked so the summary does not claim a range at all.
  const first = (state.page - 1) * state.pageSize + 1;
  const view = useMemo(
    () => ({
      data: request.kind === 'ready' ? query.data : undefined,
      first,
      previousPage: query.isPlaceholderData,
    }),
    [request.kind, query.data, first, query.isPlaceholderData],
  );
  const shownView = useDeferredValue(view);
  const data = shownView.data;
  const fetched = data?.data;
  const rows = useMemo(() => {
    const page = fetched ?? [];
    const mine = state.mine ? page.filter(hasPosition) : page;
    return sortCampaigns(searchCampaigns(mine, state.search), state.sort).map((campaign) =>
      toCampaignRow(campaign, now),
    );
  }, [fetched, state.mine, state.search, state.sort, now]);

  const filterCount = activeFilterCount(state);
  const total = data?.total;

  return (
    <div className="mt-6 flex flex-col gap-4">
      <UrlProblems
        problems={problems}
        onClean={() => {
          update({}, { replace: true });
        }}
      />
      <ListToolbar
        state={state}
        filterCount={filterCount}
        filtersOpen={filtersOpen}
        filterPanelId={filterPanelId}
        filtersButtonRef={filtersButtonRef}
        canShowMine={wallet.isConnected || state.address !== undefined}
        onToggleFilters={() => {
          setFiltersOpen((open) => !open);
        }}
        onChange={update}
      />
      {filtersOpen && (
        <FilterPanel
          // Remount when the filters the form edits change in the URL (Back, Clear), so the form
          // shows what applies; other controls (My campaigns, page size) leave what is typed alone.
          key={formFiltersKey(state)}
          id={filterPanelId}
          filters={state}
          walletConnected={wallet.isConnected}
          onApply={applyFilters}
        />
      )}
      {filterCount > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">Filtered by:</span>
          {describeFilters(state).map((phrase) => (
            <span key={phrase} className="rounded-full bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800">
              {phrase}
            </span>
          ))}
          <button
            type="button"
            className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
            onClick={() => {
              applyFilters(EMPTY_FILTERS);
            }}
          >
            Clear filters
          </button>
        </div>
      )}
      <ListSummary
        first={shownView.first}
        fetched={shownView.previousPage ? undefined : fetched?.length}
        total={total}
        shown={rows.length}
        mine={state.mine}
        updating={query.isFetching}
      />
      <section aria-label="Campaign results" aria-busy={query.isFetching}>
        {request.kind === 'needs-address' ? (
          wallet.ready ? (
            <EmptyState
              title="Connect a wallet to see your campaigns"
              actions={
                <>
                  <Button onClick={openConnectModal}>Connect wallet</Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      update({ claimableOnly: false, mine: false, page: 1 });
                    }}
                  >
                    Show all campaigns
                  </Button>
                </>
              }
            >
              Claimable only and My campaigns need an address: connect a wallet, or enter an address in Filters.
            </EmptyState>
          ) : (
            <CampaignListSkeleton view={state.view} count={Math.min(state.pageSize, 6)} />
          )
        ) : (
          <CampaignResults
            state={state}
            query={{
              data,
              error: query.error,
              isPending: query.isPending,
              isFetching: query.isFetching,
              retry: () => {
                void query.refetch();
              },
            }}
            rows={rows}
            hasFilters={filterCount > 0}
            onClearFilters={() => {
              applyFilters(EMPTY_FILTERS);
            }}
            onClearPageFilters={() => {
              update({ search: '', mine: false });
            }}
            onFirstPage={() => {
              update({ page: 1 });
            }}
          />
        )}
      </section>
      {total !== undefined && total > 0 && request.kind === 'ready' && (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          onPage={(next) => {
            update({ page: next });
          }}
          onPageSize={(pageSize) => {
            update({ pageSize, page: 1 });
          }}
        />
      )}
    </div>
  );
}
