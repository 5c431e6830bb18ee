import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkippedRowsNotice } from '../../../components/skipped-rows-notice.tsx';
import { formatCount } from '../../../lib/format.ts';
import { errorDetails } from '../../../api/error-details.ts';
import { CampaignCard } from './campaign-card.tsx';
import type { CampaignRow } from './campaign-row.ts';
import { CampaignTable } from './campaign-table.tsx';
import { CARD_GRID_CLASS, CampaignListSkeleton } from './list-skeleton.tsx';
import type { ListState, ListView, SortKey } from './list-url-state.ts';
import type { Listing } from './use-campaign-list-view.ts';

interface CampaignResultsProps {
  state: ListState;
  listing: Listing;
  /** The rows of the page on screen, after My campaigns, search and sort. */
  rows: readonly CampaignRow[];
  hasFilters: boolean;
  onClearFilters: () => void;
  onClearWholeSetFilters: () => void;
  onFirstPage: () => void;
  /** A table header was clicked: sort by its column. */
  onSort: (sort: SortKey) => void;
}

/** Loading, error, empty and the campaigns themselves, in the chosen view; rows left out are named. */
export function CampaignResults(props: CampaignResultsProps) {
  return (
    <>
      <SkippedRowsNotice rejected={props.listing.rejected} noun={['campaign', 'campaigns']} />
      <CampaignResultsBody {...props} />
    </>
  );
}

/** What the search and My campaigns asked for, in words. */
function askedFor(state: ListState): string {
  const search = state.search.trim();
  if (state.mine && search !== '') return `None of your campaigns matches “${search}”`;
  if (state.mine) return 'You have no position or rewards in these campaigns';
  return `No campaign matches “${search}”`;
}

function CampaignResultsBody({ state, listing, rows, ...actions }: CampaignResultsProps) {
  if (listing.error != null && !listing.loaded) {
    const { message, code } = errorDetails(listing.error);
    return (
      <ErrorState
        title="Campaigns could not be loaded"
        message={message}
        code={code}
        onRetry={listing.retry}
        retrying={listing.isFetching}
      />
    );
  }
  if (!listing.loaded) {
    return <CampaignListSkeleton view={state.view} count={Math.min(state.pageSize, 6)} />;
  }
  if (listing.emptyList) {
    return (
      <EmptyState
        title="No campaigns match these filters"
        actions={
          actions.hasFilters ? (
            <Button variant="secondary" onClick={actions.onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      >
        {actions.hasFilters ? 'Try fewer filters, or clear them to see every campaign.' : 'There are no campaigns yet.'}
      </EmptyState>
    );
  }
  // Still reading, and not stopped by a failed page: a stopped read shows its "Carry on" line
  // above, and a skeleton beside it would promise rows that are not coming.
  const searching = listing.progress !== undefined && !listing.progress.complete && listing.error == null;
  if (rows.length === 0 && searching) {
    // Not an answer yet: later pages of the list may hold matches.
    return <CampaignListSkeleton view={state.view} count={Math.min(state.pageSize, 6)} />;
  }
  if (rows.length === 0 && listing.progress !== undefined && !listing.progress.complete) {
    // Reading stopped at a failed page before anything matched: not "nothing matches", since the
    // rest was never read. The line above the results offers to carry on.
    const { searched, of } = listing.progress;
    return (
      <EmptyState title="No match in the campaigns read so far">
        None of the {formatCount(searched)}
        {of === undefined ? '' : ` of ${formatCount(of)}`} campaigns read matches; the rest could not be loaded yet.
      </EmptyState>
    );
  }
  if (rows.length === 0 && listing.mode === 'whole-set' && listing.total === 0) {
    return (
      <EmptyState
        title={askedFor(state)}
        actions={
          <Button variant="secondary" onClick={actions.onClearWholeSetFilters}>
            {state.search.trim() === '' ? 'Show every campaign' : 'Clear the search'}
          </Button>
        }
      >
        Every campaign of these filters was {state.search.trim() === '' ? 'checked' : 'searched'}
        {listing.progress?.of === undefined ? '' : ` (${formatCount(listing.progress.of)})`}.
      </EmptyState>
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        title="This page is past the last one"
        actions={
          <Button variant="secondary" onClick={actions.onFirstPage}>
            Go to the first page
          </Button>
        }
      >
        {formatCount(listing.total)} campaigns match, fewer than this page would start at.
      </EmptyState>
    );
  }
  return (
    <CampaignRows
      view={state.view}
      rows={rows}
      caption={`Campaigns ${formatCount(rows.length)} of ${formatCount(listing.total)}`}
      sorting={{ sort: state.sort, onSort: actions.onSort }}
    />
  );
}

/** Campaigns in the chosen view: cards, or a table with `caption` for screen readers. */
export function CampaignRows({
  view,
  rows,
  caption,
  sorting,
}: {
  view: ListView;
  rows: readonly CampaignRow[];
  caption: string;
  /** The list's order and how to change it, for the table's sortable headers. */
  sorting?: { sort: SortKey; onSort: (sort: SortKey) => void } | undefined;
}) {
  return (
    <>
      {/* Cards title themselves with h3; this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">Campaigns on this page</h2>
      {view === 'table' ? (
        <CampaignTable rows={rows} caption={caption} sorting={sorting} />
      ) : (
        <ul className={CARD_GRID_CLASS} aria-label="Campaigns">
          {rows.map((row) => (
            <li key={row.key} className="list-none">
              <CampaignCard row={row} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
