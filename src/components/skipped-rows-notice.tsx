import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';

interface SkippedRowsNoticeProps {
  /** The rows of the answer that could not be decoded (api/schemas/row-list.ts RejectedRow). */
  rejected: readonly { index: number; reason: string }[] | undefined;
  /** What the rows are: each kind has whole sentences of its own, so every language words them its way. */
  rows: 'campaigns' | 'rewards' | 'deposit-targets';
}

/** "3 campaigns could not be shown: …", one whole sentence per kind of row and count. */
function summaryOf(rows: SkippedRowsNoticeProps['rows'], count: number): string {
  switch (rows) {
    case 'campaigns':
      return plural(count, {
        one: '# campaign could not be shown: the service sent a value this app cannot read.',
        other: '# campaigns could not be shown: the service sent values this app cannot read.',
      });
    case 'rewards':
      return plural(count, {
        one: '# reward could not be shown: the service sent a value this app cannot read.',
        other: '# rewards could not be shown: the service sent values this app cannot read.',
      });
    case 'deposit-targets':
      return plural(count, {
        one: '# deposit target could not be shown: the service sent a value this app cannot read.',
        other: '# deposit targets could not be shown: the service sent values this app cannot read.',
      });
  }
}

/**
 * Says that some rows of a list were left out because the service sent values the app cannot
 * read, and why (the first reason; every decode error is in the console). Renders nothing when
 * every row was shown.
 */
export function SkippedRowsNotice({ rejected, rows }: SkippedRowsNoticeProps) {
  // Subscribes to the language: summaryOf reads it when this renders.
  useLingui();
  const [first] = rejected ?? [];
  if (rejected === undefined || first === undefined) return null;
  const count = rejected.length;
  const others = count - 1;
  const reason = first.reason;
  const summary = summaryOf(rows, count);
  return (
    <p
      role="status"
      className="min-w-0 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm break-words dark:border-amber-800 dark:bg-amber-950/40"
    >
      <span className="font-semibold">{summary}</span>{' '}
      {count === 1 ? (
        <Trans>
          The rest are listed. Reason: <span className="font-mono text-xs break-all">{reason}</span>.
        </Trans>
      ) : (
        <Trans>
          The rest are listed. Reason: <span className="font-mono text-xs break-all">{reason}</span> (first one;{' '}
          <Plural value={others} one="# more" other="# more" />
          ).
        </Trans>
      )}
    </p>
  );
}
