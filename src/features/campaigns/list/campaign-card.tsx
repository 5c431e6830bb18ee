import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { Badge } from '../../../components/badge.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { DisplayText, TokenSymbol } from '../../../components/display-text.tsx';
import { capDisplayText } from '../../../domain/display-text.ts';
import { RemainingDollars } from './remaining-dollars.tsx';
import { WatchButton } from '../watchlist/watch-button.tsx';
import type { CampaignRow } from './campaign-row.ts';

// Nothing on a card is cut: every value wraps rather than ending in "…" (a cut token or chain
// reads as another one). Lines are laid out so that in the common case each is one line high, and
// the skeleton below reserves that height; the rewards remaining take a line of their own, since
// "24,442.15 of 73,405.06 PTN" beside its label did not fit a card at 1024 px or in Spanish.

const cardClass =
  'relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-4 dark:border-slate-800';

function AprDetail({ row }: { row: CampaignRow }) {
  const { protocol, total } = row.apr;
  if (protocol === undefined) return <Trans>No protocol APR data</Trans>;
  if (total === undefined) return <Trans>Protocol APR {protocol}</Trans>;
  return (
    <Trans>
      + {protocol} protocol = {total}
    </Trans>
  );
}

/**
 * One campaign as a card; the title links to its detail page and the whole card is clickable.
 * Memoised: a row keeps its identity while its campaign and the clock do not change
 * (use-campaign-list-view.ts), so sorting or searching a page re-renders no card.
 */
export const CampaignCard = memo(function CampaignCard({ row }: { row: CampaignRow }) {
  const { t } = useLingui();
  const { idText, eventChain, rewardChain, remainingText } = row;
  const protocol = row.protocol ?? t`Unknown protocol`;
  return (
    <article className={`${cardClass} focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300`}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Badge tone={row.statusTone}>{row.statusLabel}</Badge>
        <span className="flex min-w-0 items-center gap-1">
          <span className="text-right text-xs leading-5 text-slate-600 dark:text-slate-400">{row.timeLeft}</span>
          {/* Above the link's overlay, which makes the rest of the card clickable. */}
          <span className="z-10">
            <WatchButton id={row.id} name={row.name} size="sm" />
          </span>
        </span>
      </div>
      <div>
        <h3 className="text-lg leading-7 font-semibold wrap-anywhere">
          <AppLink
            to={row.href}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            <Trans>
              <TokenSymbol token={{ symbol: row.rewardSymbol, symbolAltered: row.rewardSymbolAltered }} /> rewards on{' '}
              <DisplayText text={row.targetName} />
              <span className="sr-only">, campaign {idText}</span>
            </Trans>
          </AppLink>
        </h3>
        <p className="text-sm leading-5 wrap-anywhere text-slate-700 dark:text-slate-300">
          <Trans>
            <DisplayText text={protocol} /> · positions on {eventChain}
          </Trans>
        </p>
        <p className="text-xs leading-4 wrap-anywhere text-slate-600 dark:text-slate-400">
          <Trans>
            Paid on {rewardChain} · #{idText}
          </Trans>
          {row.requiresForwarder && ` · ${t`forwarder deposit`}`}
          {row.hasPosition && ` · ${t`you have a position`}`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="col-span-2">
          <dt className="text-xs leading-4 text-slate-600 dark:text-slate-400">
            <Trans>APR</Trans>
          </dt>
          <dd className="text-sm leading-5 wrap-anywhere">
            <span className={row.apr.hasPartner ? 'font-semibold' : 'text-slate-600 italic dark:text-slate-400'}>
              {row.apr.partner}
            </span>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <AprDetail row={row} />
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs leading-4 text-slate-600 dark:text-slate-400">
            <Trans>TVL</Trans>
          </dt>
          <dd className="text-sm leading-5 font-semibold">{row.tvl}</dd>
        </div>
        <div>
          <dt className="text-xs leading-4 text-slate-600 dark:text-slate-400">
            <Trans>Participants</Trans>
          </dt>
          <dd className="text-sm leading-5 font-semibold">{row.participants}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col gap-1">
        {/* The dollars left share the label's line, so a card is as tall with them as without. */}
        <p className="flex items-baseline justify-between gap-2 text-xs leading-4 text-slate-600 dark:text-slate-400">
          <Trans>Rewards remaining</Trans>
          <RemainingDollars
            chainId={row.id.chainId}
            token={row.rewardToken}
            amount={row.remaining}
            // Above the link's overlay, so hovering it shows when the price was taken.
            className="relative z-10 text-sm font-semibold text-slate-900 dark:text-slate-100"
          />
        </p>
        <p className="text-sm leading-5 font-medium wrap-anywhere">{remainingText}</p>
        <RemainingBar row={row} />
      </div>
    </article>
  );
});

/** How much of the budget is left, as a bar named by the campaign (cards and table rows). */
export function RemainingBar({ row }: { row: CampaignRow }) {
  const { t } = useLingui();
  const symbol = capDisplayText(row.rewardSymbol);
  const target = capDisplayText(row.targetName);
  return (
    <ProgressBar
      value={row.remaining}
      max={row.total}
      label={t`Rewards remaining, ${symbol} on ${target}`}
      valueText={row.remainingShareText}
    />
  );
}

/** One line of placeholder text: a bar of `bar`'s size, centred in a line box of `box`'s height. */
function SkeletonLine({ box, bar }: { box: string; bar: string }) {
  return (
    <div className={`flex ${box} items-center`}>
      <Skeleton className={bar} />
    </div>
  );
}

/** A card-shaped placeholder of exactly the card's height. */
export function CampaignCardSkeleton() {
  return (
    <div className={cardClass} aria-hidden="true">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-3 w-20" />
      </div>
      <div>
        <SkeletonLine box="h-7" bar="h-5 w-3/4" />
        <SkeletonLine box="h-5" bar="h-3.5 w-1/2" />
        <SkeletonLine box="h-4" bar="h-3 w-2/5" />
      </div>
      <div className="grid grid-cols-2 gap-2">
        {['col-span-2', '', ''].map((span, index) => (
          <div key={index} className={span}>
            <SkeletonLine box="h-4" bar="h-3 w-10" />
            <SkeletonLine box="h-5" bar="h-3.5 w-20" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <SkeletonLine box="h-4" bar="h-3 w-1/3" />
        <SkeletonLine box="h-5" bar="h-3.5 w-2/3" />
        <Skeleton className="h-1.5 w-full rounded-full" />
      </div>
    </div>
  );
}
