import { cachedPerLocale } from './format-locale.ts';

// Names are ordered as people count: "mUSDC-9" before "mUSDC-81", which a plain text comparison
// puts the other way round (it compares "8" with "9"). Intl.Collator's `numeric` reads each run of
// digits as a number, in the reader's language's alphabet; `base` sensitivity lets "usdc" and
// "USDC" sit together, with the original order (a stable sort) deciding between them.

const collator = cachedPerLocale(
  (locale) => new Intl.Collator(locale, { numeric: true, sensitivity: 'base', ignorePunctuation: false }),
);

/** Compares two names in natural order in the reader's language: "mUSDC-9" < "mUSDC-81". */
export function compareNatural(a: string, b: string): number {
  return collator('').compare(a, b);
}

/** A copy of `items` sorted by `nameOf` in natural order; stable, so equal names keep their order. */
export function sortNatural<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareNatural(nameOf(a), nameOf(b)));
}
