// Shared by lib/format.ts and domain/token-amount.ts so both keep one formatter cache.

const locale = 'en-US';

// Building an Intl.NumberFormat costs far more than using one, and a page of cards formats
// hundreds of numbers: keep one formatter per distinct set of options.
const formatters = new Map<string, Intl.NumberFormat>();

/** The en-US number format for `options`, built once. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
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

/** A decimal string typed the way Intl.NumberFormat#format accepts it. */
export function asDecimal(value: string): DecimalString {
  return value as DecimalString;
}
