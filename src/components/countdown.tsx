import { useLingui } from '@lingui/react/macro';
import { formatDuration } from '../lib/time.ts';
import { formatDateTime } from '../lib/time.ts';
import { useTicking } from './published-ago.tsx';

/**
 * "Closes in 2d 4h" until `end`, then "Closed" and the time; the exact time is in the element's title.
 * `clockOffsetMs`: how far the clock `end` is judged by (the service's, which the chains keep) is
 * ahead of this device's.
 */
export function Countdown({ end, clockOffsetMs = 0 }: { end: Date; clockOffsetMs?: number }) {
  const { t } = useLingui();
  const now = useTicking(30_000);
  const seconds = (end.getTime() - now.getTime() - clockOffsetMs) / 1000;
  const time = formatDateTime(end);
  let text: string;
  if (seconds > 0) {
    const duration = formatDuration(seconds);
    text = t`Closes in ${duration}`;
  } else {
    text = t`Closed ${time}`;
  }
  return (
    <time dateTime={end.toISOString()} title={time}>
      {text}
    </time>
  );
}
