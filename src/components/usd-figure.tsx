import { Plural, useLingui } from '@lingui/react/macro';
import { formatUsd, type UsdTotal, type UsdValue } from '../domain/usd-value.ts';
import { formatDateTime } from '../lib/time.ts';

// Dollar values on screen. A value whose price is unknown reads "—" (never $0), one still being
// asked reads "…" in the same width, and every value says on hover when its price was observed.

interface UsdFigureProps {
  /** The value; null when the token has no price, undefined while the price is asked. */
  value: UsdValue | null | undefined;
  /** When the price was observed (ms since the epoch), for the hover text. */
  pricedAt?: number | undefined;
  compact?: boolean;
  className?: string;
  /** Why there is no value, on hover and for screen readers ("No price for this token" when not given). */
  unpricedReason?: string | undefined;
}

/** "$2,895.68", "—" without a price, "…" while asking; the price's time on hover. */
export function UsdFigure({ value, pricedAt, compact = false, className = '', unpricedReason }: UsdFigureProps) {
  const { t } = useLingui();
  if (value === undefined) {
    return (
      <span className={`tabular-nums text-slate-400 ${className}`} aria-label={t`Dollar value loading`}>
        …
      </span>
    );
  }
  if (value === null) {
    const reason = unpricedReason ?? t`No price for this token`;
    return (
      <span className={`tabular-nums text-slate-500 dark:text-slate-400 ${className}`} title={reason}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{reason}</span>
      </span>
    );
  }
  const when = pricedAt === undefined ? undefined : formatDateTime(new Date(pricedAt));
  return (
    <span className={`tabular-nums ${className}`} title={when === undefined ? undefined : t`Priced ${when}`}>
      {formatUsd(value, { compact })}
    </span>
  );
}

/** What a total leaves out, in words: "1 token without a price is not counted." Nothing when none. */
export function UnpricedNote({ total, className = '' }: { total: UsdTotal; className?: string }) {
  if (total.unpriced === 0) return null;
  return (
    <span className={`text-xs text-slate-600 dark:text-slate-400 ${className}`}>
      <Plural
        value={total.unpriced}
        one="# token without a price is not counted."
        other="# tokens without a price are not counted."
      />
    </span>
  );
}
