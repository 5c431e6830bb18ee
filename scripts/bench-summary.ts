/** A figure over a bench's runs: the median, and the spread. */
export interface Summary {
  median: number;
  min: number;
  max: number;
}

export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/** "median (min–max)" in `one`'s words, or the median alone when every run gave the same. */
export function spreadCell(summary: Summary, one: (value: number) => string): string {
  return summary.min === summary.max
    ? one(summary.median)
    : `${one(summary.median)} (${one(summary.min)}–${one(summary.max)})`;
}
