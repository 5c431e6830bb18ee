import { asDecimal, formatAmount, numberFormat, numberSymbols } from './number-format.ts';

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
