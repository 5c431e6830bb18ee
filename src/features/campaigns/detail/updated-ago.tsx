import { Trans } from '@lingui/react/macro';
import { formatDuration } from '../../../lib/time.ts';
import { useNow } from '../use-now.ts';

/** "updated 12s ago", ticking every second in a component of its own. */
export function UpdatedAgo({ updatedAt }: { updatedAt: number }) {
  const now = useNow(1_000);
  if (updatedAt === 0) {
    return (
      <span className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>updating…</Trans>
      </span>
    );
  }
  const elapsed = formatDuration((now.getTime() - updatedAt) / 1000);
  return (
    <span className="text-xs text-slate-600 dark:text-slate-400">
      <Trans>updated {elapsed} ago</Trans>
    </span>
  );
}
