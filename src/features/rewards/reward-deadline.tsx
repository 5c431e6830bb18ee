import { Trans } from '@lingui/react/macro';
import { Badge } from '../../components/badge.tsx';
import { deadlineState, describeDeadlineFromNow } from '../../domain/closing-soon.ts';
import { formatDateTime } from '../../lib/time.ts';

interface RewardDeadlineProps {
  /** When the chain stops paying this claim; null: no clone on chain; undefined: not read (yet). */
  closesAt: Date | null | undefined;
  /** Whether there is anything left to claim: a deadline with nothing left is only a date. */
  claimable: boolean;
  /** The chain is still being read. */
  checking: boolean;
  now: Date;
}

/**
 * Until when a reward can be claimed: the date in the reader's time zone with how far off it is
 * ("in 9 days"), marked when it closes within 14 days, and "Expired" once the chain no longer
 * pays it.
 */
export function RewardDeadline({ closesAt, claimable, checking, now }: RewardDeadlineProps) {
  if (closesAt === undefined) return <span>{checking ? <Trans>checking…</Trans> : <Trans>unknown</Trans>}</span>;
  if (closesAt === null)
    return (
      <span>
        <Trans>none on chain</Trans>
      </span>
    );
  const state = deadlineState(closesAt, now);
  const date = (
    <time dateTime={closesAt.toISOString()} className="tabular-nums">
      {formatDateTime(closesAt)}
    </time>
  );
  if (state === 'expired') {
    return (
      <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5 gap-y-0.5">
        <Badge tone={claimable ? 'danger' : 'neutral'}>
          <Trans>Expired</Trans>
        </Badge>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          <Trans>on {date}</Trans>
        </span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5 gap-y-0.5">
      {state === 'closing-soon' && claimable && (
        <Badge tone="warning">
          <Trans>Closes soon</Trans>
        </Badge>
      )}
      <span>
        {date}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {describeDeadlineFromNow(closesAt, now)}
        </span>
      </span>
    </span>
  );
}
