import { Trans } from '@lingui/react/macro';
import { formatDuration } from '../../../lib/time.ts';
import { useNow } from '../use-now.ts';

// Right-aligned beside a heading, the text grows and shrinks as it ticks ("updating…", "updated
// 9s ago", "updated 10s ago"): a box wider than it, with the text at its right edge, keeps it from
// moving the heading. Each reading is a span of its own (keyed by what it says): a text that
// changes width inside one node starts further left or right, which the browser counts as that
// text moving (a layout shift when "updating…" becomes "updated 0s ago", and at 10 s, 1 min…).
const AGO_CLASS = 'inline-block min-w-32 text-right text-xs text-slate-600 tabular-nums dark:text-slate-400';

/** "updated 12s ago", ticking every second in a component of its own. */
export function UpdatedAgo({ updatedAt }: { updatedAt: number }) {
  const now = useNow(1_000);
  if (updatedAt === 0) {
    return (
      <span key="updating" className={AGO_CLASS}>
        <Trans>updating…</Trans>
      </span>
    );
  }
  const elapsed = formatDuration((now.getTime() - updatedAt) / 1000);
  return (
    <span key={elapsed} className={AGO_CLASS}>
      <Trans>updated {elapsed} ago</Trans>
    </span>
  );
}
