import { formatDuration } from '../lib/time.ts';
import { formatDateTime } from '../lib/time.ts';
import { useTicking } from './published-ago.tsx';

/**
 * "Closes in 2d 4h" until `end`, then "Closed"; the exact time is in the element's title.
 * `clockOffsetMs`: how far the clock `end` is judged by (the service's, which the chains keep) is
 * ahead of this device's.
 */
export function Countdown({
  end,
  verb = 'Closes',
  clockOffsetMs = 0,
}: {
  end: Date;
  verb?: string;
  clockOffsetMs?: number;
}) {
  const now = useTicking(30_000);
  const seconds = (end.getTime() - now.getTime() - clockOffsetMs) / 1000;
  return (
    <time dateTime={end.toISOString()} title={formatDateTime(end)}>
      {seconds > 0 ? `${verb} in ${formatDuration(seconds)}` : `${verb.replace(/s$/, 'd')} ${formatDateTime(end)}`}
    </time>
  );
}
