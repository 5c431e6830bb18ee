import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatCount } from '../../../lib/format.ts';
import type { useWatchedCampaigns } from '../watchlist/use-watched-campaigns.ts';
import { CampaignRows } from './campaign-results.tsx';
import type { CampaignRow } from './campaign-row.ts';
import { CampaignListSkeleton } from './list-skeleton.tsx';
import { SUMMARY_CLASS } from './list-summary.tsx';
import type { ListState } from './list-url-state.ts';

type Watched = ReturnType<typeof useWatchedCampaigns>;

/** In place of the page summary: how many are starred, and what applies to them. */
export function WatchlistSummary({ size, updating }: { size: number; updating: boolean }) {
  return (
    <div className={SUMMARY_CLASS}>
      <p aria-live="polite" className="min-h-5 text-sm leading-5 font-medium">
        {size === 1 ? '1 campaign' : `${formatCount(size)} campaigns`} on your watchlist, kept in this browser.
        {updating && ' Updating…'}
      </p>
      <p className="text-xs leading-4 text-slate-600 dark:text-slate-400">
        Search and sort apply to them; filters and pages apply to the list of all campaigns.
      </p>
    </div>
  );
}

interface WatchlistResultsProps {
  state: ListState;
  watched: Watched;
  size: number;
  /** The starred campaigns after search and sort. */
  rows: readonly CampaignRow[];
  onShowAll: () => void;
  onClearSearch: () => void;
}

/** The starred campaigns, or how to star one; a starred campaign the service lost is named. */
export function WatchlistResults({ state, watched, size, rows, onShowAll, onClearSearch }: WatchlistResultsProps) {
  if (size === 0) {
    return (
      <EmptyState title="Your watchlist is empty" actions={<Button onClick={onShowAll}>Show all campaigns</Button>}>
        Star a campaign (the ☆ button on its card, its table row or its page) to keep it here. The watchlist is kept in
        this browser only.
      </EmptyState>
    );
  }
  if (watched.isPending && watched.campaigns.length === 0) {
    return <CampaignListSkeleton view={state.view} count={Math.min(size, 6)} />;
  }
  return (
    <div className="flex flex-col gap-4">
      {watched.failures.length > 0 && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm dark:border-amber-800 dark:bg-amber-950/40"
        >
          <ul className="min-w-0 flex-1 break-words">
            {watched.failures.map((failure) => (
              <li key={failure.idText}>
                Starred campaign {failure.idText} could not be loaded: {failure.message}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={watched.retry} loading={watched.isFetching} loadingText="Retrying…">
            Retry
          </Button>
        </div>
      )}
      {rows.length === 0 && watched.campaigns.length > 0 ? (
        <EmptyState
          title="No starred campaign matches the search"
          actions={
            <Button variant="secondary" onClick={onClearSearch}>
              Clear the search
            </Button>
          }
        />
      ) : (
        <CampaignRows
          view={state.view}
          rows={rows}
          caption={`Watchlist, ${formatCount(rows.length)} of ${formatCount(size)} campaigns`}
        />
      )}
    </div>
  );
}
