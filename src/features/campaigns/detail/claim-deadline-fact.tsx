import { serviceClockOffsetMs } from '../../../api/server-clock.ts';
import { Badge } from '../../../components/badge.tsx';
import { deadlineState, describeDeadlineFromNow } from '../../../domain/closing-soon.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { useNow } from '../use-now.ts';

/** "Now" by the service's clock (which the chains keep), else the device's, moving once a minute. */
export function useChainNow(): Date {
  const device = useNow(60_000);
  return new Date(device.getTime() + (serviceClockOffsetMs() ?? 0));
}

interface ClaimDeadlineTextProps {
  /** When the chain stops paying this campaign's claims; null: no clone on chain; undefined: not read. */
  closesAt: Date | null | undefined;
  checking: boolean;
  /** Something is left to claim: only then is a near deadline marked. */
  claimable: boolean;
  now: Date;
}

/** The claim deadline beside a position: the date, how far off, marked when near, "Expired" after. */
export function ClaimDeadlineText({ closesAt, checking, claimable, now }: ClaimDeadlineTextProps) {
  if (closesAt === undefined) return <>{checking ? 'Checking the chain…' : 'Unknown (the chain could not be read)'}</>;
  if (closesAt === null) return <>Not on chain yet</>;
  const state = deadlineState(closesAt, now);
  const date = <time dateTime={closesAt.toISOString()}>{formatDateTime(closesAt)}</time>;
  if (state === 'expired') {
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <Badge tone={claimable ? 'danger' : 'neutral'}>Expired</Badge> on {date}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {state === 'closing-soon' && claimable && <Badge tone="warning">Closes soon</Badge>}
      <span>
        {date}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {describeDeadlineFromNow(closesAt, now)}
        </span>
      </span>
    </span>
  );
}
