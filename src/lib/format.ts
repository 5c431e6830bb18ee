import { formatUnits } from 'viem';
import { asDecimal, numberFormat } from './number-format.ts';

// Display formatting for USD values, rates and counts. Everything takes bigint and formats through
// decimal strings; Intl only adds grouping and rounding. Token amounts are in domain/token-amount.ts.

/** A USD value carried with 6 decimals (the service's TVL unit), e.g. "$1,234,567.89" or "$1.2M". */
export function formatUsd6(value: bigint, options: { compact?: boolean } = {}): string {
  const formatter = numberFormat({
    style: 'currency',
    currency: 'USD',
    notation: options.compact === true ? 'compact' : 'standard',
    maximumFractionDigits: 2,
    minimumFractionDigits: options.compact === true ? 0 : 2,
    roundingMode: 'trunc',
  });
  return formatter.format(asDecimal(formatUnits(value, 6)));
}

/** Basis points as a percentage with two decimals: 1550n → "15.50%". Exact for any size. */
export function formatBps(bps: bigint): string {
  const negative = bps < 0n;
  const magnitude = negative ? -bps : bps;
  const whole = numberFormat({}).format(asDecimal((magnitude / 100n).toString()));
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}%`;
}

/** A whole number with grouping, e.g. participants. */
export function formatCount(value: number | bigint): string {
  return numberFormat({}).format(value);
}
