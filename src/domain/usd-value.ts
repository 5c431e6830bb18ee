import { formatAmount } from '../lib/number-format.ts';

// Dollar values are exact decimals: `digits × 10^-scale`, on bigints. A token amount times a price
// keeps every digit (2^256-1 base units at 18 decimals included), sums align scales instead of
// rounding, and the one rounding happens when a value is written (half up, to the cent). A price
// is read from the source's JSON number by its shortest decimal spelling ("3412.55"), which is the
// value the source meant; no float ever multiplies an amount.

/** An exact decimal dollar value: `digits × 10^-scale`. */
export interface UsdValue {
  readonly digits: bigint;
  readonly scale: number;
}

/** A token's price in dollars per whole token, and when the source priced it. */
export interface UsdPrice {
  readonly usd: UsdValue;
  /** When the price was observed, in ms since the epoch (shown on hover). */
  readonly at: number;
}

export const ZERO_USD: UsdValue = { digits: 0n, scale: 0 };

// A JSON number as JavaScript writes it back: "3412.55", "0.000001", "1e-7", "1.5e+21".
const numberSpelling = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * A price from a source's JSON number, exactly as spelled; `null` for anything that is not a
 * positive finite number (a source that says 0 or -1 has no price to give, and 0 would make a
 * token worth nothing rather than unknown).
 */
export function usdFromNumber(value: number): UsdValue | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const match = numberSpelling.exec(String(value));
  if (match === null) return null;
  const [, whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = BigInt(`${whole}${fraction}`);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** A decimal string such as "2.3456" as a value (tests and fixtures); throws on anything else. */
export function usdFromString(value: string): UsdValue {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (match === null) throw new RangeError(`Not a plain decimal: "${value}"`);
  const [, whole = '0', fraction = ''] = match;
  return { digits: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

/** What `amount` base units of a token with `decimals` decimals are worth at `price` per token. */
export function usdValueOf(amount: bigint, decimals: number, price: UsdValue): UsdValue {
  return { digits: amount * price.digits, scale: decimals + price.scale };
}

function atScale(value: UsdValue, scale: number): bigint {
  return value.digits * 10n ** BigInt(scale - value.scale);
}

/** The exact sum of `values`. */
export function sumUsd(values: Iterable<UsdValue>): UsdValue {
  const list = [...values];
  const scale = Math.max(0, ...list.map((value) => value.scale));
  return { digits: list.reduce((sum, value) => sum + atScale(value, scale), 0n), scale };
}

/** `value / parts`, exact to 10^-18 dollars below the value's own scale (a fee's share of one call). */
export function divideUsd(value: UsdValue, parts: number): UsdValue {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number of at least 1');
  const scale = value.scale + 18;
  return { digits: atScale(value, scale) / BigInt(parts), scale };
}

/** Negative, zero or positive as `a` is below, equal to or above `b`. */
export function compareUsd(a: UsdValue, b: UsdValue): number {
  const scale = Math.max(a.scale, b.scale);
  const difference = atScale(a, scale) - atScale(b, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The exact value as a plain decimal string ("2895.68402592"), for CSV and tests. */
export function usdToDecimalString(value: UsdValue): string {
  const negative = value.digits < 0n;
  const text = (negative ? -value.digits : value.digits).toString().padStart(value.scale + 1, '0');
  const whole = text.slice(0, text.length - value.scale);
  const fraction = text.slice(text.length - value.scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** The value rounded half up to the cent, as a plain decimal string ("2895.68"), for CSV. */
export function usdToCents(value: UsdValue): string {
  return usdToDecimalString({ digits: roundedCents(value), scale: 2 });
}

function roundedCents(value: UsdValue): bigint {
  const negative = value.digits < 0n;
  const magnitude = negative ? -value.digits : value.digits;
  const cents =
    value.scale <= 2
      ? magnitude * 10n ** BigInt(2 - value.scale)
      : (magnitude + 5n * 10n ** BigInt(value.scale - 3)) / 10n ** BigInt(value.scale - 2);
  return negative ? -cents : cents;
}

/**
 * "$2,895.68", or "$3.93M" compact: rounded once, half up to the cent, in the reader's digits. A
 * value above zero that rounds to no cent reads "<$0.01", so dust never reads as worthless.
 */
export function formatUsd(value: UsdValue, options: { compact?: boolean } = {}): string {
  if (value.digits > 0n && roundedCents(value) === 0n) return `<${formatAmount(1n, 2, usdFormat(false))}`;
  return formatAmount(value.digits, value.scale, usdFormat(options.compact === true));
}

function usdFormat(compact: boolean) {
  return {
    notation: compact ? ('compact' as const) : ('full' as const),
    maxFractionDigits: 2,
    minFractionDigits: 2,
    prefix: '$',
  };
}

/** A total of dollar values over tokens some of which may have no price. */
export interface UsdTotal {
  /** The sum of the priced values. */
  total: UsdValue;
  /** Distinct tokens left out because the source has no price for them (say so beside the total). */
  unpriced: number;
  /** Whether some price is still being asked: the total is not final yet. */
  pending: boolean;
}

/**
 * Sums `items`' values, each tagged with its token's key: a value of `null` (no price) is left
 * out and its token counted once in `unpriced`; `undefined` (still asking) marks the total pending.
 */
export function totalUsd(items: Iterable<{ token: string; value: UsdValue | null | undefined }>): UsdTotal {
  const priced: UsdValue[] = [];
  const unpriced = new Set<string>();
  let pending = false;
  for (const item of items) {
    if (item.value === undefined) pending = true;
    else if (item.value === null) unpriced.add(item.token);
    else priced.push(item.value);
  }
  return { total: sumUsd(priced), unpriced: unpriced.size, pending };
}

/**
 * What `amount` is worth at a price that may be missing: null without a price, undefined while it
 * is asked, so a row passes its price state straight through to the screen and to totals.
 */
export function valueAtPrice(
  amount: bigint,
  decimals: number,
  price: UsdPrice | null | undefined,
): UsdValue | null | undefined {
  return price === null || price === undefined ? price : usdValueOf(amount, decimals, price.usd);
}
