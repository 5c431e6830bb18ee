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
  /** How often new amounts come, in words: "about every hour". */
  cadence: string;
}

/**
 * "Amounts published 23 min ago · new amounts about every hour": how fresh the numbers are, and
 * when they will move next. Ticks once a minute.
 */
export function PublishedAgo({ publishedAt, cadence }: PublishedAgoProps) {
  const now = useTicking(30_000);
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {publishedAt === undefined ? (
        'No amounts published yet'
      ) : (
        <>
          Amounts published{' '}
          <time dateTime={publishedAt.toISOString()} title={publishedAt.toLocaleString()}>
            {formatAgo(publishedAt, now)}
          </time>
        </>
      )}
      {` · new amounts ${cadence}`}
    </p>
  );
}
