import { asDecimal, formatAmount, numberFormat, numberSymbols } from './number-format.ts';
import { formatDateTime, formatDuration, formatTimeAgo } from './time.ts';

// Display formatting for USD values, rates and counts. USD goes through the one amount formatter
// (lib/number-format.ts), as token amounts do (domain/token-amount.ts).

/**
 * A USD value carried with 6 decimals (the service's TVL unit), rounded half up to the cent:
 * "$3,929,610.00" in full, "$3.93M" compact (cards), the same value in both.
 */
export function formatUsd6(value: bigint, options: { compact?: boolean } = {}): string {
  return formatAmount(value, 6, {
    notation: options.compact === true ? 'compact' : 'full',
    maxFractionDigits: 2,
    minFractionDigits: 2,
    prefix: '$',
  });
}

/** Basis points as a percentage with two decimals: 1550n → "15.50%". Exact for any size. */
export function formatBps(bps: bigint): string {
  const negative = bps < 0n;
  const magnitude = negative ? -bps : bps;
  const whole = numberFormat({}).format(asDecimal((magnitude / 100n).toString()));
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}${numberSymbols().decimal}${fraction}%`;
}

/** A whole number with grouping, e.g. participants. */
export function formatCount(value: number | bigint): string {
  return numberFormat({}).format(value);
}

// The formatters a screen of amounts, counts and dates uses, one step each: the first one a page
// builds costs tens of ms on a phone (the language's data is read then), the others a few each.
const FORMAT_STEPS: readonly (() => unknown)[] = [
  () => formatCount(0),
  numberSymbols,
  () => formatDateTime(new Date(0)),
  // Every unit a countdown writes: "1d 1h", then "1m 1s".
  () => formatDuration(90_061),
  () => formatDuration(61),
  // "12 seconds ago": when an answer was read, when a root was published.
  () => formatTimeAgo(12),
];

/**
 * Builds the formatters a screen of amounts, counts and dates uses, in the reader's language, one
 * per task so none of them is a long one. Built inside the render of a screen's answer, they made
 * that render the page's longest task (on the campaign page, the dates line of its largest paint
 * took 55 ms at 4× CPU for them). Called whenever a language is set (app/i18n/locale-runtime.ts):
 * at start, while the screen's code and answers are on their way. Returns what stops the steps not
 * taken yet.
 */
export function prepareFormats(): () => void {
  let step = 0;
  let timer: ReturnType<typeof setTimeout>;
  const next = () => {
    FORMAT_STEPS[step]?.();
    step += 1;
    if (step < FORMAT_STEPS.length) timer = setTimeout(next, 0);
  };
  timer = setTimeout(next, 0);
  return () => {
    clearTimeout(timer);
  };
}
