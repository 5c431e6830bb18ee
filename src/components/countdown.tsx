import { formatDuration } from '../lib/time.ts';
import { formatDateTime } from '../lib/time.ts';
import { useTicking } from './published-ago.tsx';

/** "Closes in 2d 4h" until `end`, then "Closed"; the exact time is in the element's title. */
export function Countdown({ end, verb = 'Closes' }: { end: Date; verb?: string }) {
  const now = useTicking(30_000);
  const seconds = (end.getTime() - now.getTime()) / 1000;
  return (
    <time dateTime={end.toISOString()} title={formatDateTime(end)}>
      {seconds > 0 ? `${verb} in ${formatDuration(seconds)}` : `${verb.replace(/s$/, 'd')} ${formatDateTime(end)}`}
    </time>
  );
}
