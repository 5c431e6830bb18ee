// The locale numbers and dates are written in, in one place: every Intl formatter of the app asks
// here, so switching the language rewrites them all. The app sets it when it activates a language
// (src/app/i18n/locale-runtime.ts); until then, and in tests, it is English.

let current = 'en';

/** The BCP 47 tag Intl formats in now, e.g. "es" or "zh-CN". */
export function formatLocale(): string {
  return current;
}

/** Sets the tag Intl formats in; formatters cached per locale (see `cachedPerLocale`) follow. */
export function setFormatLocale(tag: string): void {
  current = tag;
}

/**
 * A formatter built once per locale and key: building an Intl formatter costs far more than using
 * one, and a page of rows formats hundreds of values.
 */
export function cachedPerLocale<T>(build: (locale: string, key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const cacheKey = `${current}\u0000${key}`;
    let value = cache.get(cacheKey);
    if (value === undefined) {
      value = build(current, key);
      cache.set(cacheKey, value);
    }
    return value;
  };
}
