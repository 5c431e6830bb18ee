import { formatCount } from '../../../lib/format.ts';
import type { Listing } from './use-campaign-list-view.ts';
import type { WholeSetPurpose } from './whole-set.ts';

/**
 * Room reserved for the summary before the data arrives (two short lines, which fit a phone's
 * width), so the results below do not move when it fills in. The first line keeps its height
 * while empty so the second does not drop when it fills in.
 */
export const SUMMARY_CLASS = 'flex min-h-10 flex-col gap-1';

/**
 * The active-filters row above the summary (active-filters.tsx): one row high, reserved by the
 * page's loading fallback too. Here, with the summary's, so the fallback imports no list code.
 */
export const ACTIVE_FILTERS_CLASS = 'flex min-h-6 flex-wrap items-center gap-2 text-sm';

interface ListSummaryProps {
  listing: Listing;
  /** The first row number of the rows shown (1-based) and how many are shown. */
  first: number;
  shown: number;
}

/** The progress line's words for what the whole-set reading is for. */
const PURPOSE_WORDS: Record<WholeSetPurpose, { reading: string; done: string }> = {
  search: { reading: 'Searched', done: 'Searched' },
  mine: { reading: 'Checking your campaigns: read', done: 'Checked' },
  rank: { reading: 'Ranking: read', done: 'Ranked' },
};

/**
 * "Showing 1–20 of 48 campaigns." and, while an answer is read over the whole filtered list, how
 * far it has read ("Searched 300 of 1,240 campaigns…", "Ranking: read 300 of 6,563 campaigns…"),
 * then that it has read them all. A ranking shows the service's order until it is whole, and says so.
 */
export function ListSummary({ listing, first, shown }: ListSummaryProps) {
  const { progress } = listing;
  const hasRows = listing.loaded && !listing.previous && shown > 0;
  const complete = progress === undefined || progress.complete;
  const range = hasRows ? `${formatCount(first)}–${formatCount(first + shown - 1)}` : undefined;
  const total = formatCount(listing.total);
  return (
    <div className={SUMMARY_CLASS}>
      <p aria-live="polite" className="min-h-5 text-sm leading-5 font-medium">
        {range !== undefined &&
          (complete
            ? `Showing ${range} of ${total} campaigns.`
            : progress.purpose === 'rank'
              ? `Showing ${range} of ${total} read so far, in the service’s order.`
              : `Showing ${range} of ${total} found so far.`)}
        {progress === undefined && listing.isFetching && ' Updating…'}
      </p>
      {progress !== undefined && <SearchProgressLine listing={listing} />}
    </div>
  );
}

/** How far the whole-set answer has read, or why it stopped. */
function SearchProgressLine({ listing }: { listing: Listing }) {
  const { progress } = listing;
  if (progress?.of === undefined) return null;
  const of = formatCount(progress.of);
  const words = PURPOSE_WORDS[progress.purpose];
  // Only the end states (complete, stopped) are announced: the count moves with every page, and
  // announcing each would drown a screen reader; the visible text says how far it has gone.
  if (progress.complete) {
    return (
      <p role="status" className="text-xs leading-4 text-slate-600 dark:text-slate-400">
        {words.done} all {of} {progress.of === 1 ? 'campaign' : 'campaigns'} of these filters.
      </p>
    );
  }
  if (listing.error != null) {
    return (
      <p role="alert" className="text-xs leading-4 text-red-700 dark:text-red-300">
        Stopped after {formatCount(progress.searched)} of {of} campaigns: the next page could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={listing.retry}>
          {progress.purpose === 'search' ? 'Carry on searching' : 'Carry on reading'}
        </button>
      </p>
    );
  }
  return (
    <p className="text-xs leading-4 text-slate-600 dark:text-slate-400">
      {words.reading} {formatCount(progress.searched)} of {of} campaigns…
    </p>
  );
}
