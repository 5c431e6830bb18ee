import type { CampaignList } from '../../../api/schemas/campaign.ts';
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
import type { ListState, ListView } from './list-url-state.ts';

/** The list query as the results need it. */
interface ResultsQuery {
  data: CampaignList | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  retry: () => void;
}

interface CampaignResultsProps {
  state: ListState;
  query: ResultsQuery;
  /** The page after My campaigns, search and sort, ready to show. */
  rows: readonly CampaignRow[];
  hasFilters: boolean;
  onClearFilters: () => void;
  onClearPageFilters: () => void;
  onFirstPage: () => void;
}

/** Loading, error, empty and the campaigns themselves, in the chosen view; rows left out are named. */
export function CampaignResults(props: CampaignResultsProps) {
  return (
    <>
      <SkippedRowsNotice rejected={props.query.data?.rejected} noun={['campaign', 'campaigns']} />
      <CampaignResultsBody {...props} />
    </>
  );
}

function CampaignResultsBody({ state, query, rows, ...actions }: CampaignResultsProps) {
  if (query.error != null && query.data === undefined) {
    const { message, code } = errorDetails(query.error);
    return (
      <ErrorState
        title="Campaigns could not be loaded"
        message={message}
        code={code}
        onRetry={query.retry}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) {
    return <CampaignListSkeleton view={state.view} count={Math.min(state.pageSize, 6)} />;
  }
  const { data, total } = query.data;
  if (total === 0) {
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
  if (data.length === 0) {
    return (
      <EmptyState
        title="This page is past the last one"
        actions={
          <Button variant="secondary" onClick={actions.onFirstPage}>
            Go to the first page
          </Button>
        }
      >
        {formatCount(total)} campaigns match, fewer than this page would start at.
      </EmptyState>
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        title="Nothing on this page matches"
        actions={
          <Button variant="secondary" onClick={actions.onClearPageFilters}>
            {state.search === '' ? 'Show every campaign on this page' : 'Clear the search'}
          </Button>
        }
      >
        {state.mine ? 'My campaigns and search look' : 'Search looks'} only at the {formatCount(data.length)} campaigns
        on this page; other pages may have matches.
      </EmptyState>
    );
  }
  return (
    <CampaignRows
      view={state.view}
      rows={rows}
      caption={`Campaigns ${formatCount(rows.length)} of ${formatCount(total)}`}
    />
  );
}

/** Campaigns in the chosen view: cards, or a table with `caption` for screen readers. */
export function CampaignRows({
  view,
  rows,
  caption,
}: {
  view: ListView;
  rows: readonly CampaignRow[];
  caption: string;
}) {
  return (
    <>
      {/* Cards title themselves with h3; this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">Campaigns on this page</h2>
      {view === 'table' ? (
        <CampaignTable rows={rows} caption={caption} />
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
