import { Trans } from '@lingui/react/macro';
import { formatDuration } from '../../../lib/time.ts';
import { useNow } from '../use-now.ts';

// Right-aligned beside a heading, the text grows and shrinks as it ticks ("updating…", "updated
// 9s ago", "updated 10s ago"): a box wider than it, with the text at its right edge, keeps it from
// moving (a layout shift every second).
const AGO_CLASS = 'inline-block min-w-32 text-right text-xs text-slate-600 tabular-nums dark:text-slate-400';

/** "updated 12s ago", ticking every second in a component of its own. */
export function UpdatedAgo({ updatedAt }: { updatedAt: number }) {
  const now = useNow(1_000);
  if (updatedAt === 0) {
    return (
      <span className={AGO_CLASS}>
        <Trans>updating…</Trans>
      </span>
    );
  }
  const elapsed = formatDuration((now.getTime() - updatedAt) / 1000);
  return (
    <span className={AGO_CLASS}>
      <Trans>updated {elapsed} ago</Trans>
    </span>
  );
}
