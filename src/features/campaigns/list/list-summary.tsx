import { formatCount } from '../../../lib/format.ts';

/**
 * Room reserved for the summary before the data arrives (two short lines, each wrapping at most
 * once on a phone), so the results below do not move when it fills in. The first line keeps its
 * height while empty so the second does not drop when it fills in.
 */
export const SUMMARY_CLASS = 'flex min-h-[4.75rem] flex-col gap-1 sm:min-h-10';

interface ListSummaryProps {
  /** Where the fetched page starts (1-based) and how many rows it has; undefined while loading. */
  first: number;
  fetched: number | undefined;
  total: number | undefined;
  /** Rows left after My campaigns and search. */
  shown: number;
  mine: boolean;
  updating: boolean;
}

/** "Showing 1–20 of 48 campaigns." and, plainly, that sort and search only see this page. */
export function ListSummary({ first, fetched, total, shown, mine, updating }: ListSummaryProps) {
  const scope = mine ? 'My campaigns, sorting and search apply' : 'Sorting and search apply';
  const hasPage = fetched !== undefined && total !== undefined && fetched > 0;
  return (
    <div className={SUMMARY_CLASS}>
      <p aria-live="polite" className="min-h-5 text-sm leading-5 font-medium">
        {hasPage && (
          <>
            Showing {formatCount(first)}–{formatCount(first + fetched - 1)} of {formatCount(total)} campaigns.
            {shown !== fetched && ` ${formatCount(shown)} of them match.`}
          </>
        )}
        {updating && ' Updating…'}
      </p>
      <p className="text-xs leading-4 text-slate-600 dark:text-slate-400">
        {hasPage
          ? `${scope} to the ${formatCount(fetched)} campaigns on this page${total > fetched ? `, not to all ${formatCount(total)}` : ''}.`
          : `${scope} to the campaigns on this page only.`}
      </p>
    </div>
  );
}
