import { useEffect, useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useLingui as useActiveLanguage } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatDateTime, formatDuration } from '../lib/time.ts';

/**
 * "23 min ago", "just now", "2h 5m ago": coarse on purpose, since amounts move hourly. In the
 * active language, read when called: a component showing it subscribes with useLingui.
 */
export function formatAgo(then: Date, now: Date): string {
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return t`just now`;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    return plural(minutes, { one: '# min ago', other: '# min ago' });
  }
  const duration = formatDuration(seconds);
  return t`${duration} ago`;
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
  // Subscribes to the active language, which formatAgo reads.
  useActiveLanguage();
  const now = useTicking(30_000);
  const ago =
    publishedAt === undefined ? undefined : (
      <time dateTime={publishedAt.toISOString()} title={formatDateTime(publishedAt)}>
        {formatAgo(publishedAt, now)}
      </time>
    );
  if (final !== undefined) {
    const estimates = final.estimates;
    let line;
    if (ago === undefined) {
      line =
        estimates === undefined ? (
          <Trans>No final amounts published yet</Trans>
        ) : (
          <Trans>No final amounts published yet · {estimates}</Trans>
        );
    } else {
      line =
        estimates === undefined ? (
          <Trans>Final amounts, published {ago}</Trans>
        ) : (
          <Trans>
            Final amounts, published {ago} · {estimates}
          </Trans>
        );
    }
    return <p className="text-xs text-slate-600 dark:text-slate-400">{line}</p>;
  }
  const stale = publishedAt !== undefined && (now.getTime() - publishedAt.getTime()) / 1000 > STALE_AFTER_SECONDS;
  let line;
  if (ago === undefined) line = <Trans>No amounts published yet · new amounts {cadence}</Trans>;
  else if (stale)
    line = (
      <Trans>
        Amounts published {ago} · nothing newer yet: amounts usually come {cadence} while campaigns run, and stop once
        they end
      </Trans>
    );
  else
    line = (
      <Trans>
        Amounts published {ago} · new amounts {cadence}
      </Trans>
    );
  return <p className="text-xs text-slate-600 dark:text-slate-400">{line}</p>;
}
