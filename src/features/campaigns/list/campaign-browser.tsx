import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useWalletLayer } from '../../../wallet/wallet-session.ts';
import { ActiveFilters } from './active-filters.tsx';
import { CampaignResults } from './campaign-results.tsx';
import { CampaignListSkeleton } from './list-skeleton.tsx';
import { ListSummary } from './list-summary.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { EMPTY_FILTERS, formFiltersKey, type ListFilters } from './list-url-state.ts';
import { Pagination } from './pagination.tsx';
import { UrlProblems } from './url-problems.tsx';
import { useCampaignListView } from './use-campaign-list-view.ts';
import { WatchlistResults, WatchlistSummary } from './watchlist-results.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';

// The filter form (its fields, draft and validation) is opened by a click, not needed to show the
// list: its code loads on the first open, and the list's first load stays without it.
const FilterPanel = lazy(() => import('./filter-panel.tsx').then((module) => ({ default: module.FilterPanel })));

/**
 * The campaign list: filters sent to the service, then My campaigns, search and sort over every
 * campaign of those filters (the campaign directory), or the campaigns starred in this browser. Everything the user chooses is kept in
 * the URL (see list-url-state.ts); useCampaignListView turns it into what is shown.
 */
export default function CampaignBrowser() {
  const { t } = useLingui();
  const list = useCampaignListView();
  const { state, update, wallet, request, listing, rows, filterCount } = list;
  const { openConnectModal } = useWalletLayer();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const filterPanelId = useId();

  const applyFilters = (filters: ListFilters) => {
    // New filters start again from the first page (patchListState).
    update(filters);
    setFiltersOpen(false);
    // The form (or the Clear filters button) that had focus is about to go; keep keyboard users
    // where they were rather than at the top of the page.
    filtersButtonRef.current?.focus();
  };
  const clearFilters = () => {
    applyFilters(EMPTY_FILTERS);
  };

  return (
    <div className="mt-6 flex flex-col gap-4">
      <UrlProblems
        problems={list.problems}
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
        <Suspense fallback={<Skeleton className="h-64 rounded-2xl" />}>
          <FilterPanel
            // Remount when the filters the form edits change in the URL (Back, Clear), so the form
            // shows what applies; other controls (My campaigns, page size) leave what is typed alone.
            key={formFiltersKey(state)}
            id={filterPanelId}
            filters={state}
            walletConnected={wallet.isConnected}
            onApply={applyFilters}
          />
        </Suspense>
      )}
      {!state.watchlist && <ActiveFilters filters={state} onClear={clearFilters} />}
      {state.watchlist ? (
        <WatchlistSummary size={list.watchlistSize} outside={list.watched.outside} updating={list.watched.isFetching} />
      ) : (
        <ListSummary listing={listing} first={list.first} shown={rows.length} />
      )}
      <section
        aria-label={t`Campaign results`}
        aria-busy={state.watchlist ? list.watched.isFetching : listing.isFetching}
      >
        {state.watchlist ? (
          <WatchlistResults
            state={state}
            watched={list.watched}
            size={list.watchlistSize}
            rows={rows}
            onShowAll={() => {
              update({ watchlist: false });
            }}
            onClearSearch={() => {
              update({ search: '' });
            }}
          />
        ) : request.kind === 'needs-address' ? (
          wallet.ready ? (
            <EmptyState
              title={t`Connect a wallet to see your campaigns`}
              actions={
                <>
                  <Button onClick={openConnectModal}>
                    <Trans>Connect wallet</Trans>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      update({ claimableOnly: false, mine: false });
                    }}
                  >
                    <Trans>Show all campaigns</Trans>
                  </Button>
                </>
              }
            >
              <Trans>
                Claimable only and My campaigns need an address: connect a wallet, or enter an address in Filters.
              </Trans>
            </EmptyState>
          ) : (
            <CampaignListSkeleton view={state.view} count={Math.min(state.pageSize, 6)} />
          )
        ) : (
          <CampaignResults
            state={state}
            listing={listing}
            rows={rows}
            hasFilters={filterCount > 0}
            hidden={list.hidden}
            onWiden={(patch) => {
              update(patch);
            }}
            onClearFilters={clearFilters}
            onClearWholeSetFilters={() => {
              update({ search: '', mine: false });
            }}
            onFirstPage={() => {
              update({ page: 1 });
            }}
            onSort={(sort) => {
              update({ sort });
            }}
          />
        )}
      </section>
      {listing.loaded && listing.total > 0 && request.kind === 'ready' && !state.watchlist && (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={listing.total}
          onPage={(next) => {
            update({ page: next });
          }}
          onPageSize={(pageSize) => {
            update({ pageSize });
          }}
        />
      )}
    </div>
  );
}
