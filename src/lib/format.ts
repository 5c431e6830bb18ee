import { formatUnits } from 'viem';

/**
 * Display formatting for amounts, rates and addresses. Everything takes bigint and formats through
 * decimal strings, so 2^256-1 at 18 decimals prints exactly; Intl only adds grouping and rounding.
 */

const locale = 'en-US';

// Building an Intl.NumberFormat costs far more than using one, and a page of cards formats
// hundreds of numbers: keep one formatter per distinct set of options.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

// Intl.NumberFormat accepts decimal strings and keeps every digit; the TS lib types only say number.
type DecimalString = `${number}`;
function asDecimal(value: string): DecimalString {
  return value as DecimalString;
}

interface TokenFormatOptions {
  /** Digits after the decimal point at most (default 4). */
  maxFractionDigits?: number;
  /** Use 1.2K / 3.4M for large values. */
  compact?: boolean;
}

/**
 * A token amount in base units as a human number. Rounds toward zero, so it never shows more than
 * the wallet has; a non-zero amount too small to show reads "<0.0001".
 */
export function formatTokenAmount(amount: bigint, decimals: number, options: TokenFormatOptions = {}): string {
  const maxFractionDigits = options.maxFractionDigits ?? 4;
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  const smallest = 10n ** BigInt(Math.max(decimals - maxFractionDigits, 0));
  if (magnitude > 0n && magnitude < smallest && decimals > maxFractionDigits) {
    return `${negative ? '>-' : '<'}0.${'0'.repeat(maxFractionDigits - 1)}1`;
  }
  const formatter = numberFormat({
    maximumFractionDigits: maxFractionDigits,
    roundingMode: 'trunc',
    notation: options.compact === true ? 'compact' : 'standard',
  });
  return formatter.format(asDecimal(formatUnits(amount, decimals)));
}

/** An amount with its symbol, e.g. "1,234.5 USDC". */
export function formatTokenWithSymbol(
  amount: bigint,
  decimals: number,
  symbol: string,
  options?: TokenFormatOptions,
): string {
  return `${formatTokenAmount(amount, decimals, options)} ${symbol}`;
}

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

/** 0x1234…abcd: enough to recognise an address, short enough for a row. */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= 2 + chars * 2) return address;
  return `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`;
}

/** A whole number with grouping, e.g. participants. */
export function formatCount(value: number | bigint): string {
  return numberFormat({}).format(value);
}
