import { lazy, Suspense } from 'react';
import { pricesEnabled } from '../../../api/prices/prices-enabled.ts';
import type { RemainingUsdProps } from '../remaining-usd.tsx';

// What the cards and the table render for the dollar value of the rewards left: nothing at all in
// a build without a price source (no room kept for it), else the value, whose code loads after
// the list's first paint and holds its place with "…" meanwhile. The list's own: shared with the
// campaign page, the bundler would put it in a chunk that Rewards loads too (the campaign page
// loads the same value itself, campaign-stats-panel.tsx).

const RemainingUsd = lazy(async () => ({ default: (await import('../remaining-usd.tsx')).RemainingUsd }));

/** The rewards remaining in dollars, when this build has a price source. */
export function RemainingDollars(props: RemainingUsdProps) {
  if (!pricesEnabled) return null;
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className={`text-slate-400 tabular-nums ${props.className ?? ''}`}>
          …
        </span>
      }
    >
      <RemainingUsd {...props} />
    </Suspense>
  );
}
