import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

interface WatchlistSummaryProps {
  /** The starred campaigns this deployment shows. */
  size: number;
  /** The starred campaigns its partner's scope leaves out (kept in the browser for other builds). */
  outside: number;
  updating: boolean;
}

/** In place of the page summary: how many are starred, and what applies to them. */
export function WatchlistSummary({ size, outside, updating }: WatchlistSummaryProps) {
  const { t } = useLingui();
  return (
    <div className={SUMMARY_CLASS}>
      <p aria-live="polite" className="min-h-5 text-sm leading-5 font-medium">
        {t`${plural(size, {
          one: '# campaign on your watchlist, kept in this browser.',
          other: '# campaigns on your watchlist, kept in this browser.',
        })}`}
        {updating && ` ${t`Updating…`}`}
      </p>
      <p className="text-xs leading-4 text-slate-600 dark:text-slate-400">
        <Trans>Search and sort apply to them; filters and pages apply to the list of all campaigns.</Trans>
      </p>
      {outside > 0 && (
        <p className="text-xs leading-4 text-slate-600 dark:text-slate-400">
          {t`${plural(outside, {
            one: 'Not shown: # starred campaign this site does not list.',
            other: 'Not shown: # starred campaigns this site does not list.',
          })}`}
        </p>
      )}
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
  const { t } = useLingui();
  if (size === 0) {
    return (
      <EmptyState
        title={t`Your watchlist is empty`}
        actions={
          <Button onClick={onShowAll}>
            <Trans>Show all campaigns</Trans>
          </Button>
        }
      >
        <Trans>
          Star a campaign (the ☆ button on its card, its table row or its page) to keep it here. The watchlist is kept
          in this browser only.
        </Trans>
      </EmptyState>
    );
  }
  const shownCount = formatCount(rows.length);
  const total = formatCount(size);
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
            {watched.failures.map(({ idText, message }) => (
              <li key={idText}>
                <Trans>
                  Starred campaign {idText} could not be loaded: {message}
                </Trans>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={watched.retry} loading={watched.isFetching} loadingText={t`Retrying…`}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
      {rows.length === 0 && watched.campaigns.length > 0 ? (
        <EmptyState
          title={t`No starred campaign matches the search`}
          actions={
            <Button variant="secondary" onClick={onClearSearch}>
              <Trans>Clear the search</Trans>
            </Button>
          }
        />
      ) : (
        <CampaignRows view={state.view} rows={rows} caption={t`Watchlist, ${shownCount} of ${total} campaigns`} />
      )}
    </div>
  );
}
