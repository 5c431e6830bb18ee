/// <reference lib="webworker" />
// The page's first Intl formatter reads its language's data from ICU: 130 to 270 ms of a phone's
// main thread (4x CPU, a fresh tab), before a single number is drawn. ICU keeps what it read for
// the whole process, so a formatter built here first, in the page's language, leaves the page's
// own formatters about a millisecond each. index.html's start script starts this worker before the
// first paint (its address is in the page's #app-code block, scripts/route-preload-plugin.ts) and
// posts the page's language; the worker builds one formatter of each kind the screens use, in
// their options (lib/number-format.ts, lib/time.ts, domain/closing-soon.ts, natural-sort.ts and
// Lingui's plurals), and ends.

// A module (nothing to export), so this `self` is the worker's alone.
export {};
declare const self: DedicatedWorkerGlobalScope;

const BUILDS: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6),
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact' }).formatToParts(1e6),
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }).format(1),
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }).format(-12, 'second'),
  (locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(['a', 'b']),
  (locale) => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }).compare('a2', 'a10'),
  (locale) => new Intl.PluralRules(locale).select(1),
];

self.onmessage = (event: MessageEvent<unknown>) => {
  const locale = typeof event.data === 'string' ? event.data : 'en';
  for (const build of BUILDS) {
    try {
      build(locale);
    } catch {
      // A language or option this browser's Intl lacks: the page builds its own, as it would anyway.
    }
  }
  self.close();
};
