import { Trans } from '@lingui/react/macro';
import { useServiceClockOffset } from '../../../api/use-service-clock.ts';
import { Badge } from '../../../components/badge.tsx';
import { deadlineState, describeDeadlineFromNow } from '../../../domain/closing-soon.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { useNow } from '../use-now.ts';

/**
 * "Now" by the service's clock (which the chains keep), else the device's, moving once a minute
 * and whenever the service's clock is found to be elsewhere.
 */
export function useChainNow(): Date {
  const device = useNow(60_000);
  const offset = useServiceClockOffset() ?? 0;
  return new Date(device.getTime() + offset);
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
  if (closesAt === undefined) {
    return checking ? <Trans>Checking the chain…</Trans> : <Trans>Unknown (the chain could not be read)</Trans>;
  }
  if (closesAt === null) return <Trans>Not on chain yet</Trans>;
  const state = deadlineState(closesAt, now);
  const iso = closesAt.toISOString();
  const formatted = formatDateTime(closesAt);
  if (state === 'expired') {
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <Trans>
          <Badge tone={claimable ? 'danger' : 'neutral'}>Expired</Badge> on <time dateTime={iso}>{formatted}</time>
        </Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {state === 'closing-soon' && claimable && (
        <Badge tone="warning">
          <Trans>Closes soon</Trans>
        </Badge>
      )}
      <span>
        <time dateTime={iso}>{formatted}</time>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {describeDeadlineFromNow(closesAt, now)}
        </span>
      </span>
    </span>
  );
}
