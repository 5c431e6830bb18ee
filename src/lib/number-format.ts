// The one amount formatter: every token amount and USD value on screen goes through formatAmount,
// so a card's compact "$3.93M" and the detail page's "$3,929,610.00" are the same value rounded the
// same way. It rounds half up on the bigint itself (no float ever holds an amount, so 2^256-1 at 18
// decimals prints exactly) and writes the digits with the reader's grouping and decimal mark
// ("3,929,610.00" in English, "3.929.610,00" in Spanish). Counts and percentages use numberFormat.

import { cachedPerLocale, formatLocale } from './format-locale.ts';

// Building an Intl.NumberFormat costs far more than using one, and a page of cards formats
// hundreds of numbers: keep one formatter per locale and distinct set of options.
const formatters = cachedPerLocale(
  (locale, key) => new Intl.NumberFormat(locale, JSON.parse(key) as Intl.NumberFormatOptions),
);

/** The reader's number format for `options`, built once per language. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return formatters(JSON.stringify(options));
}

/** How the reader's language writes a decimal number, read from Intl once per language. */
export interface NumberSymbols {
  /** The thousands separator: "," in English, "." in Spanish. */
  group: string;
  /** The decimal mark: "." in English, "," in Spanish. */
  decimal: string;
  /** Whether a four-digit whole part is grouped: "1,234" in English, "1234" in Spanish. */
  groupsFourDigits: boolean;
}

const symbolsPerLocale = cachedPerLocale((locale): NumberSymbols => {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  return {
    group,
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    groupsFourDigits: new Intl.NumberFormat(locale).format(1234).includes(group),
  };
});

/** The grouping and decimal mark of the language numbers are written in now. */
export function numberSymbols(): NumberSymbols {
  return symbolsPerLocale(formatLocale());
}

// Intl.NumberFormat accepts decimal strings and keeps every digit; the TS lib types only say number.
type DecimalString = `${number}`;

/** A decimal string typed the way Intl.NumberFormat#format accepts it. */
export function asDecimal(value: string): DecimalString {
  return value as DecimalString;
}

export interface AmountFormat {
  /**
   * "full" writes every whole digit, grouped ("3,929,610.00"); "compact" writes values from a
   * thousand up with K, M, B or T and `compactFractionDigits` after the point ("3.93M").
   */
  notation?: 'full' | 'compact';
  /** Digits after the point at most, rounded half up (full notation, and compact below 1,000). */
  maxFractionDigits: number;
  /** Digits after the point at least; trailing zeros past it are dropped. 2 for USD, 0 for tokens. */
  minFractionDigits?: number;
  /** Digits after the point of a compact value with a suffix (default 2: "1.25M"). */
  compactFractionDigits?: number;
  /**
   * A non-zero value below 1 keeps this many significant digits even past `maxFractionDigits`
   * (up to all its decimals), so a small token balance reads "0.00001234", never "0".
   */
  smallSignificantDigits?: number;
  /** Written between the sign and the digits, e.g. "$" for "-$1.00". */
  prefix?: string;
  /**
   * "half-up" (the default, for USD values and TVL) or "down": a token amount someone can claim
   * or holds is cut, so a button never promises more than the chain pays (0.99995 reads 0.9999).
   */
  rounding?: 'half-up' | 'down';
}

interface CompactUnit {
  /** The power of ten the unit stands for: 3 for "K", 4 for "万". */
  exponent: number;
  /** What follows the digits: "K" in English, " mil" in Spanish, "万" in Chinese. */
  suffix: string;
}

/**
 * The reader's language's compact units, largest first, read from Intl: K, M, B, T in English;
 * mil, M, B (10^12: a Spanish "billón") in Spanish; 万, 亿, 万亿 in Chinese. Taken from Intl rather
 * than written once in English, because "1,5B" would read as a thousand times too much in Spanish.
 */
const compactUnitsPerLocale = cachedPerLocale((locale): CompactUnit[] => {
  const format = new Intl.NumberFormat(locale, { notation: 'compact' });
  const units: CompactUnit[] = [];
  for (let exponent = 15; exponent >= 3; exponent -= 1) {
    const parts = format.formatToParts(10 ** exponent);
    const integer = parts
      .filter((part) => part.type === 'integer')
      .map((part) => part.value)
      .join('');
    const compact = parts.find((part) => part.type === 'compact');
    if (integer !== '1' || compact === undefined) continue;
    const literal = parts.find((part) => part.type === 'literal')?.value ?? '';
    units.push({ exponent, suffix: `${literal}${compact.value}` });
  }
  return units;
});

/**
 * A non-negative value with `decimals` decimals, rounded half up to `digits` decimals and
 * returned in units of 10^-digits: roundHalfUp(1_999_995n, 6, 2) is 200n (2.00).
 */
export function roundHalfUp(magnitude: bigint, decimals: number, digits: number): bigint {
  if (magnitude < 0n) throw new RangeError('roundHalfUp takes a non-negative value');
  if (digits >= decimals) return magnitude * 10n ** BigInt(digits - decimals);
  const divisor = 10n ** BigInt(decimals - digits);
  const quotient = magnitude / divisor;
  return (magnitude % divisor) * 2n >= divisor ? quotient + 1n : quotient;
}

/** `scaled` (units of 10^-digits) as grouped digits, trailing zeros trimmed down to `minDigits`. */
function writeDecimal(scaled: bigint, digits: number, minDigits: number): string {
  const symbols = numberSymbols();
  const text = scaled.toString().padStart(digits + 1, '0');
  const wholeDigits = text.slice(0, text.length - digits);
  const whole =
    wholeDigits.length > 4 || (wholeDigits.length === 4 && symbols.groupsFourDigits)
      ? wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group)
      : wholeDigits;
  let fraction = text.slice(text.length - digits);
  while (fraction.length > minDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction === '' ? whole : `${whole}${symbols.decimal}${fraction}`;
}

/** `magnitude` at `digits` decimals, rounded the way `rounding` says. */
function roundTo(magnitude: bigint, decimals: number, digits: number, rounding: AmountFormat['rounding']): bigint {
  if (rounding !== 'down' || digits >= decimals) return roundHalfUp(magnitude, decimals, digits);
  return magnitude / 10n ** BigInt(decimals - digits);
}

/** How many digits after the point a full-notation value keeps. */
function fullFractionDigits(magnitude: bigint, decimals: number, format: AmountFormat): number {
  const { maxFractionDigits, smallSignificantDigits } = format;
  if (smallSignificantDigits === undefined || magnitude === 0n || magnitude >= 10n ** BigInt(decimals)) {
    return maxFractionDigits;
  }
  const leadingZeros = decimals - magnitude.toString().length;
  return Math.max(maxFractionDigits, Math.min(leadingZeros + smallSignificantDigits, decimals));
}

/** The magnitude written without sign: full digits, or the compact unit it rounds into. */
function writeMagnitude(magnitude: bigint, decimals: number, format: AmountFormat): string {
  const minDigits = format.minFractionDigits ?? 0;
  const digits = fullFractionDigits(magnitude, decimals, format);
  const full = roundTo(magnitude, decimals, digits, format.rounding);
  if (format.notation !== 'compact') return writeDecimal(full, digits, Math.min(minDigits, digits));

  const compactDigits = format.compactFractionDigits ?? 2;
  const units = compactUnitsPerLocale(formatLocale());
  // The unit is the largest one the unrounded value reaches; when rounding carries it to the next
  // unit (999,999.5 is 1,000.00K in English), it moves up one (1.00M), as a reader would write it.
  let unitIndex = units.findIndex((unit) => magnitude >= 10n ** BigInt(decimals + unit.exponent));
  if (unitIndex === -1) {
    const smallest = units.at(-1);
    if (smallest === undefined || full < 10n ** BigInt(smallest.exponent + digits)) {
      return writeDecimal(full, digits, Math.min(minDigits, digits));
    }
    unitIndex = units.length - 1;
  }
  for (;;) {
    const unit = units[unitIndex];
    if (unit === undefined) return writeDecimal(full, digits, Math.min(minDigits, digits));
    const scaled = roundTo(magnitude, decimals + unit.exponent, compactDigits, format.rounding);
    const larger = units[unitIndex - 1];
    if (larger === undefined || scaled < 10n ** BigInt(larger.exponent - unit.exponent + compactDigits)) {
      return `${writeDecimal(scaled, compactDigits, Math.min(minDigits, compactDigits))}${unit.suffix}`;
    }
    unitIndex -= 1;
  }
}

/**
 * An amount carried as a bigint with `decimals` decimals (token base units, USD-6), rounded half
 * up (or down, when asked) and written in the reader's digits. Every amount and USD helper is built on this one function.
 */
export function formatAmount(value: bigint, decimals: number, format: AmountFormat): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number ≥ 0`);
  const negative = value < 0n;
  const written = writeMagnitude(negative ? -value : value, decimals, format);
  // A tiny negative value that rounds to zero reads "0", not "-0".
  const sign = negative && /[1-9]/.test(written) ? '-' : '';
  return `${sign}${format.prefix ?? ''}${written}`;
}
