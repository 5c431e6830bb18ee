import { formatAmount } from '../lib/number-format.ts';
import { capDisplayText } from './display-text.ts';

// Token amounts travel as bigint base units; people read them as grouped decimals with the
// token's symbol. They go through the one amount formatter (lib/number-format.ts), on the bigint,
// so 2^256-1 at 18 decimals prints exactly and a card and a page agree. Token amounts are cut,
// not rounded up: what a wallet may claim or holds is never shown as more than it is.

/** What it takes to write an amount of a token: its decimals and the symbol people know it by. */
export interface TokenUnits {
  decimals: number;
  symbol: string;
}

export interface TokenFormatOptions {
  /** Digits after the decimal point at most for amounts of 1 and more (default 4). */
  maxFractionDigits?: number;
  /** Use 1.25K / 3.4M for values from a thousand up. */
  compact?: boolean;
}

// An amount below one token keeps this many significant digits, so a small balance is never
// written as 0 or as a bound ("<0.0001") the reader cannot compare.
const SMALL_SIGNIFICANT_DIGITS = 4;

/**
 * A token amount in base units as a bare human number, cut to its digits: "1,234.5678", "0.00001234",
 * "1.25M" compact. Trailing zeros are dropped ("1.5").
 */
export function formatTokenAmount(amount: bigint, decimals: number, options: TokenFormatOptions = {}): string {
  return formatAmount(amount, decimals, {
    notation: options.compact === true ? 'compact' : 'full',
    maxFractionDigits: options.maxFractionDigits ?? 4,
    smallSignificantDigits: SMALL_SIGNIFICANT_DIGITS,
    rounding: 'down',
  });
}

/** The one way to write "amount SYMBOL", e.g. "1,234.5 USDC". */
export function formatTokenWithSymbol(amount: bigint, token: TokenUnits, options?: TokenFormatOptions): string {
  // A service can send any symbol; a string has no room for 10,000 characters (screens that show
  // the symbol alone use components/display-text.tsx, with the full value on hover).
  return `${formatTokenAmount(amount, token.decimals, options)} ${capDisplayText(token.symbol)}`;
}
