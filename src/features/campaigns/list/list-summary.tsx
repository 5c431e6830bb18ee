import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
 * While the whole list is read, its first line ("Showing 1–20 of 1,000 read so far, in the
 * service’s order.") takes two lines on a phone, then one once the set is whole: on narrow screens
 * that line keeps two lines' room from the start of the reading to its end (three for the summary),
 * so neither the progress line nor the cards below move as it reads, nor when it is done.
 */
const READING_SUMMARY_CLASS = `${SUMMARY_CLASS} max-sm:min-h-15`;

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

/**
 * "Showing 1–20 of 48 campaigns." and, while an answer is read over the whole filtered list, how
 * far it has read ("Searched 300 of 1,240 campaigns…", "Ranking: read 300 of 6,563 campaigns…"),
 * then that it has read them all. A ranking shows the service's order until it is whole, and says so.
 */
export function ListSummary({ listing, first, shown }: ListSummaryProps) {
  const { t } = useLingui();
  const { progress } = listing;
  const hasRows = listing.loaded && !listing.previous && shown > 0;
  const complete = progress === undefined || progress.complete;
  const range = hasRows ? `${formatCount(first)}–${formatCount(first + shown - 1)}` : undefined;
  const total = formatCount(listing.total);
  const count = listing.total;
  return (
    <div className={progress === undefined ? SUMMARY_CLASS : READING_SUMMARY_CLASS}>
      <p
        aria-live="polite"
        className={`min-h-5 text-sm leading-5 font-medium ${progress === undefined ? '' : 'max-sm:min-h-10'}`}
      >
        {range !== undefined &&
          (complete
            ? t`${plural(count, { one: `Showing the only campaign.`, other: `Showing ${range} of ${total} campaigns.` })}`
            : progress.purpose === 'rank'
              ? t`Showing ${range} of ${total} read so far, in the service’s order.`
              : t`Showing ${range} of ${total} found so far.`)}
        {progress === undefined && listing.isFetching && ` ${t`Updating…`}`}
      </p>
      {progress !== undefined && <SearchProgressLine listing={listing} />}
    </div>
  );
}

/** How far the whole-set answer has read, or why it stopped. */
function SearchProgressLine({ listing }: { listing: Listing }) {
  const { t, i18n } = useLingui();
  const { progress } = listing;
  if (progress?.of === undefined) return null;
  const of = formatCount(progress.of);
  const searched = formatCount(progress.searched);
  const count = progress.of;
  // Only the end states (complete, stopped) are announced: the count moves with every page, and
  // announcing each would drown a screen reader; the visible text says how far it has gone.
  if (progress.complete) {
    return (
      <p role="status" className="text-xs leading-4 text-slate-600 dark:text-slate-400">
        {i18n._(doneMessage(progress.purpose, count, of))}
      </p>
    );
  }
  if (listing.error != null) {
    return (
      <p role="alert" className="text-xs leading-4 text-red-700 dark:text-red-300">
        {t`${plural(count, { one: `Stopped after ${searched} of ${of} campaigns: the next page could not be loaded.`, other: `Stopped after ${searched} of ${of} campaigns: the next page could not be loaded.` })}`}{' '}
        <button type="button" className="font-semibold underline" onClick={listing.retry}>
          {progress.purpose === 'search' ? <Trans>Carry on searching</Trans> : <Trans>Carry on reading</Trans>}
        </button>
      </p>
    );
  }
  return (
    <p className="text-xs leading-4 text-slate-600 dark:text-slate-400">
      {i18n._(readingMessage(progress.purpose, count, searched, of))}
    </p>
  );
}

/**
 * "Searched all 1,240 campaigns of these filters." for each reason the whole list was read, or
 * that the filters leave none.
 */
function doneMessage(purpose: WholeSetPurpose, count: number, of: string): MessageDescriptor {
  // "Ranked all 0 campaigns" would be true and say nothing: there was none to rank.
  if (count === 0) return msg`No campaign matches these filters.`;
  switch (purpose) {
    case 'search':
      return msg`${plural(count, { one: `Searched the only campaign of these filters.`, other: `Searched all ${of} campaigns of these filters.` })}`;
    case 'mine':
      return msg`${plural(count, { one: `Checked the only campaign of these filters.`, other: `Checked all ${of} campaigns of these filters.` })}`;
    case 'rank':
      return msg`${plural(count, { one: `These filters leave one campaign, so there was nothing to rank.`, other: `Ranked all ${of} campaigns of these filters.` })}`;
  }
}

/** "Searched 300 of 1,240 campaigns…" for each reason the whole list is being read. */
function readingMessage(purpose: WholeSetPurpose, count: number, searched: string, of: string): MessageDescriptor {
  switch (purpose) {
    case 'search':
      return msg`${plural(count, { one: `Searched ${searched} of ${of} campaigns…`, other: `Searched ${searched} of ${of} campaigns…` })}`;
    case 'mine':
      return msg`${plural(count, { one: `Checking your campaigns: read ${searched} of ${of} campaigns…`, other: `Checking your campaigns: read ${searched} of ${of} campaigns…` })}`;
    case 'rank':
      return msg`${plural(count, { one: `Ranking: read ${searched} of ${of} campaigns…`, other: `Ranking: read ${searched} of ${of} campaigns…` })}`;
  }
}
