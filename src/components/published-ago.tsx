import { useEffect, useState } from 'react';
import { formatDuration } from '../lib/time.ts';

/** "23 min ago", "just now", "2h 5m ago": coarse on purpose, since amounts move hourly. */
export function formatAgo(then: Date, now: Date): string {
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${String(Math.floor(seconds / 60))} min ago`;
  return `${formatDuration(seconds)} ago`;
}

/** The current time, renewed every `intervalMs`, for text that counts. */
export function useTicking(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(new Date());
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}

interface PublishedAgoProps {
  /** The newest `publishedAt` of the proofs behind the amounts shown; none while unknown. */
  publishedAt: Date | undefined;
  /** How often new amounts come while a campaign runs, in words: "about every hour". */
  cadence: string;
  /**
   * The amounts dated are final (finalized campaigns' payouts): they never move again, so no
   * cadence is promised for them. `estimates`, when given, says how any estimates beside them move.
   */
  final?: { estimates: string | undefined };
}

/** Past this, amounts that come hourly have stopped coming: no campaign behind them is running. */
const STALE_AFTER_SECONDS = 2 * 3600;

/**
 * How fresh the numbers are, and only what is true of when they move next: "Amounts published
 * 23 min ago · new amounts about every hour"; "Amounts published 10d 18h ago · none since:
 * new amounts come about every hour only while a campaign runs"; for final payouts "Final
 * amounts, published 10d ago". Ticks every 30 s.
 */
export function PublishedAgo({ publishedAt, cadence, final }: PublishedAgoProps) {
  const now = useTicking(30_000);
  const ago =
    publishedAt === undefined ? undefined : (
      <time dateTime={publishedAt.toISOString()} title={publishedAt.toLocaleString()}>
        {formatAgo(publishedAt, now)}
      </time>
    );
  if (final !== undefined) {
    const estimates = final.estimates === undefined ? '' : ` · ${final.estimates}`;
    return (
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {ago === undefined ? 'No final amounts published yet' : <>Final amounts, published {ago}</>}
        {estimates}
      </p>
    );
  }
  const stale = publishedAt !== undefined && (now.getTime() - publishedAt.getTime()) / 1000 > STALE_AFTER_SECONDS;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {ago === undefined ? 'No amounts published yet' : <>Amounts published {ago}</>}
      {stale
        ? ` · nothing newer yet: amounts usually come ${cadence} while campaigns run, and stop once they end`
        : ` · new amounts ${cadence}`}
    </p>
  );
}
