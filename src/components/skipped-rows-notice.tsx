interface SkippedRowsNoticeProps {
  /** The rows of the answer that could not be decoded (api/schemas/row-list.ts RejectedRow). */
  rejected: readonly { index: number; reason: string }[] | undefined;
  /** What one row is, singular and plural: ['campaign', 'campaigns']. */
  noun: readonly [singular: string, plural: string];
}

/**
 * Says that some rows of a list were left out because the service sent values the app cannot
 * read, and why (the first reason; every decode error is in the console). Renders nothing when
 * every row was shown.
 */
export function SkippedRowsNotice({ rejected, noun }: SkippedRowsNoticeProps) {
  const [first] = rejected ?? [];
  if (rejected === undefined || first === undefined) return null;
  const count = rejected.length;
  const what = count === 1 ? `1 ${noun[0]}` : `${String(count)} ${noun[1]}`;
  const more = count > 1 ? ` (first one; ${String(count - 1)} more)` : '';
  return (
    <p
      role="status"
      className="min-w-0 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm break-words dark:border-amber-800 dark:bg-amber-950/40"
    >
      <span className="font-semibold">
        {what} could not be shown: the service sent {count === 1 ? 'a value' : 'values'} this app cannot read.
      </span>{' '}
      The rest are listed. Reason: <span className="font-mono text-xs break-all">{first.reason}</span>
      {more}.
    </p>
  );
}
