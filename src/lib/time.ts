/** Time helpers for campaign schedules. Pure: "now" is always passed in. */

const units: readonly [label: string, seconds: number][] = [
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
];

/** A duration as its two largest units: 93784 s → "1d 2h"; 0 → "0s". */
export function formatDuration(totalSeconds: number): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const [label, size] of units) {
    if (rest >= size || (label === 's' && parts.length === 0)) {
      parts.push(`${String(Math.floor(rest / size))}${label}`);
      rest %= size;
    }
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** "3d 4h left", "ended 2h ago" or "starts in 5m", relative to `now`. */
export function describeWindow(start: Date, end: Date, now: Date): string {
  const toStart = (start.getTime() - now.getTime()) / 1000;
  if (toStart > 0) return `starts in ${formatDuration(toStart)}`;
  const toEnd = (end.getTime() - now.getTime()) / 1000;
  if (toEnd > 0) return `${formatDuration(toEnd)} left`;
  return `ended ${formatDuration(-toEnd)} ago`;
}

const dateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in the user's time zone, e.g. "Nov 22, 2026, 7:33 AM". */
export function formatDateTime(date: Date): string {
  return dateFormatter.format(date);
}
