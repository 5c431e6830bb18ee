import { formatUnits } from 'viem';
import { asDecimal, numberFormat } from '../lib/number-format.ts';
import { capDisplayText } from './display-text.ts';

// Token amounts travel as bigint base units; people read them as grouped decimals with the
// token's symbol. Everything formats through decimal strings, so 2^256-1 at 18 decimals prints
// exactly; Intl only adds grouping and rounding.

/** What it takes to write an amount of a token: its decimals and the symbol people know it by. */
export interface TokenUnits {
  decimals: number;
  symbol: string;
}

export interface TokenFormatOptions {
  /** Digits after the decimal point at most (default 4). */
  maxFractionDigits?: number;
  /** Use 1.2K / 3.4M for large values. */
  compact?: boolean;
}

/**
 * A token amount in base units as a bare human number. Rounds toward zero, so it never shows more
 * than the wallet has; a non-zero amount too small to show reads "<0.0001".
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

/** The one way to write "amount SYMBOL", e.g. "1,234.5 USDC". */
export function formatTokenWithSymbol(amount: bigint, token: TokenUnits, options?: TokenFormatOptions): string {
  // A service can send any symbol; a string has no room for 10,000 characters (screens that show
  // the symbol alone use components/display-text.tsx, with the full value on hover).
  return `${formatTokenAmount(amount, token.decimals, options)} ${capDisplayText(token.symbol)}`;
}
