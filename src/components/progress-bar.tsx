interface ProgressBarProps {
  /** Part of `max` that is filled; bigint so token amounts need no lossy conversion. */
  value: bigint;
  max: bigint;
  /** Accessible name, e.g. "Rewards remaining". */
  label: string;
  /** What a screen reader announces as the value, e.g. "40% of the budget left". */
  valueText: string;
}

/** Filled share of `value / max`, clamped to 0–100%; at max 0 the bar is empty. */
export function progressPercent(value: bigint, max: bigint): number {
  if (max <= 0n || value <= 0n) return 0;
  if (value >= max) return 100;
  // Basis points keep two decimals of precision without turning huge bigints into floats.
  return Number((value * 10_000n) / max) / 100;
}

/** A thin horizontal bar for a share of a budget. */
export function ProgressBar({ value, max, label, valueText }: ProgressBarProps) {
  const percent = progressPercent(value, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      <div className="h-full rounded-full bg-brand-500" style={{ width: `${String(percent)}%` }} />
    </div>
  );
}
