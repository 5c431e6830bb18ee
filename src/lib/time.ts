/** Time helpers for campaign schedules, in the reader's language. Pure: "now" is always passed in. */

import { t } from '@lingui/core/macro';
import { cachedPerLocale } from './format-locale.ts';

const units: readonly [unit: 'day' | 'hour' | 'minute' | 'second', seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

// Intl's narrow units: "1d 2h" in English, "1d 2h" in Spanish, "1天 2小时" in Chinese.
const unitFormat = cachedPerLocale(
  (locale, unit) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }),
);

/** A duration as its two largest units: 93784 s → "1d 2h"; 0 → "0s". */
export function formatDuration(totalSeconds: number): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const [unit, size] of units) {
    if (rest >= size || (unit === 'second' && parts.length === 0)) {
      parts.push(unitFormat(unit).format(Math.floor(rest / size)));
      rest %= size;
    }
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

const relativeFormat = cachedPerLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }),
);

/**
 * How long ago something happened, in its largest whole unit and the reader's words: "12 days
 * ago", "3 hours ago", "hace 12 días". A past moment is read as a distance, not a countdown: a
 * second unit ("12d 24m") adds nothing there and read as a typo.
 */
export function formatTimeAgo(elapsedSeconds: number): string {
  const seconds = Math.max(0, Math.floor(elapsedSeconds));
  for (const [unit, size] of units) {
    if (seconds >= size || unit === 'second') return relativeFormat('').format(-Math.floor(seconds / size), unit);
  }
  return relativeFormat('').format(0, 'second');
}

/** "3d 4h left", "ended 2h ago" or "starts in 5m", relative to `now`. */
export function describeWindow(start: Date, end: Date, now: Date): string {
  const toStart = (start.getTime() - now.getTime()) / 1000;
  if (toStart > 0) {
    const duration = formatDuration(toStart);
    return t`starts in ${duration}`;
  }
  const toEnd = (end.getTime() - now.getTime()) / 1000;
  if (toEnd > 0) {
    const duration = formatDuration(toEnd);
    return t`${duration} left`;
  }
  const duration = formatDuration(-toEnd);
  return t`ended ${duration} ago`;
}

const dateFormatter = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** A date and time in the user's time zone and language, e.g. "Nov 22, 2026, 7:33 AM". */
export function formatDateTime(date: Date): string {
  return dateFormatter('').format(date);
}

const utcDateFormatter = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
);

/** A date and time in UTC, in the user's language ("Nov 22, 2026, 7:33 AM"): the caller says UTC. */
export function formatDateTimeUtc(date: Date): string {
  return utcDateFormatter('').format(date);
}
