import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DisplayText, TokenSymbol } from '../../components/display-text.tsx';
import type { ReactNode } from 'react';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { PublishedAgo } from '../../components/published-ago.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { TokenAvatar } from '../../components/token-avatar.tsx';
import { UnpricedNote, UsdFigure } from '../../components/usd-figure.tsx';
import { chainName } from '../../config/chains.ts';
import { amountWrapClass } from '../../components/amount-wrap.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import type { UsdTotal } from '../../domain/usd-value.ts';
import type { RowUsd } from './reward-rows.ts';
import { shownTotal, type RewardTotal } from './reward-totals.ts';

/** What the summary says in dollars, when the build shows dollar values. */
export interface SummaryDollars {
  /** What a token's line can be claimed for now. */
  valueOf: (total: RewardTotal) => RowUsd;
  /** Every line's claimable value added up: only what can be claimed now, unpriced tokens left out. */
  claimableNow: UsdTotal;
  /** The oldest price in that total, for its hover text. */
  pricedAt: number | undefined;
  /** Why prices could not be read, said in words (never shown as $0). */
  error: Error | null;
}

interface RewardsSummaryProps {
  totals: readonly RewardTotal[];
  /** The campaign's name as the rows show it, for "ends first". */
  nameOf: (reward: UserReward) => string;
  /** The campaigns (their names and ends) are still being read: "ends first" may be on its way. */
  endsPending: boolean;
  /** The newest publishedAt of the claim proofs read (only rows with a claim mined here read one). */
  publishedAt: Date | undefined;
  /** Those proofs are on their way. */
  checkingPublished: boolean;
  /** What was paid is still being read from the chains. */
  checking: boolean;
  /** The "claim everything" control, for the connected wallet's own rewards (from the page). */
  claimEverything: ReactNode;
  /** Dollar values; absent when the build has no price source (then none is shown, nor room for one). */
  dollars?: SummaryDollars | undefined;
}

/**
 * The control claiming every reward of `claim.user` (every page, every chain). `forOther`: the
 * user is a viewed address, not the connected wallet, which would send and pay the gas.
 */
export type RenderClaimEverything = (
  rewards: readonly UserReward[],
  claim: {
    user: Address;
    forOther: boolean;
    /** Only these campaigns (those closing soon), with the button's own words. */
    only?: readonly CampaignId[];
    label?: string;
  },
) => ReactNode;

/** "Add to calendar" for some claim deadlines (from the page, so this feature does not depend on the calendar's). */
export type RenderAddToCalendar = (
  deadlines: readonly ClaimDeadline[],
  button: { label: string; fileName: string },
) => ReactNode;

/**
 * The summary on top, compact so the list starts above the fold: one line per reward token and
 * chain (never added across them) with what can be claimed now first, then earned and paid, and
 * which campaign ends first; the one primary action, and how fresh the amounts are.
 */
export function RewardsSummary({
  totals,
  nameOf,
  endsPending,
  publishedAt,
  checkingPublished,
  checking,
  claimEverything,
  dollars,
}: RewardsSummaryProps) {
  const { t } = useLingui();
  /** How often the service publishes new reward roots (the reward checkpoint cadence). */
  const cadence = t`about every hour`;
  return (
    <section aria-labelledby="reward-summary" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="reward-summary" className="text-lg font-semibold">
            <Trans>Summary</Trans>
          </h2>
          {/* Rows are drawn from the list and the chain, without a proof each; when amounts were
              published is known only from the proofs read for claims mined here, so it is said
              only then (a guess would say "nothing published" of a wallet that has amounts). */}
          {publishedAt !== undefined ? (
            <PublishedAgo publishedAt={publishedAt} cadence={cadence} />
          ) : checkingPublished ? (
            <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
              <Trans>Checking when amounts were published…</Trans>
            </p>
          ) : null}
          {dollars !== undefined && <ClaimableNow dollars={dollars} />}
        </div>
        {claimEverything}
      </div>
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-surface dark:divide-slate-800 dark:border-slate-800">
        {totals.map((total) => {
          const chain = chainName(total.chainId);
          const symbol = total.rewardToken.symbol;
          const firstEnd = total.firstEnd;
          // What was earned bounds what is claimable and what was paid: one wrap for the three.
          const earned = formatTokenWithSymbol(total.accumulated, total.rewardToken);
          const wrap = amountWrapClass(earned);
          return (
            <li
              key={`${String(total.chainId)}:${total.rewardToken.address}`}
              aria-label={t`${symbol} on ${chain}`}
              className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <TokenAvatar address={total.rewardToken.address} symbol={total.rewardToken.symbol} />
                <span className="min-w-0">
                  <Trans>
                    <TokenSymbol token={total.rewardToken} className="font-semibold" /> on {chain}
                  </Trans>
                </span>
                <ChainIcon chainId={total.chainId} size={14} />
              </span>
              <dl className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1">
                {/* Wraps between its parts, never inside the dollar figure: on a phone the value
                    goes under the amount rather than splitting it. */}
                <div className="flex flex-wrap items-baseline gap-x-1.5">
                  <dt className="text-slate-600 dark:text-slate-400">
                    <Trans>Claimable now</Trans>
                  </dt>
                  <dd className={`font-semibold tabular-nums ${wrap}`}>
                    {formatTokenWithSymbol(total.claimable, total.rewardToken)}
                  </dd>
                  {dollars !== undefined && <LineValue usd={dollars.valueOf(total)} />}
                </div>
                <div className="flex items-baseline gap-1.5 text-xs">
                  <dt className="text-slate-600 dark:text-slate-400">
                    <Trans>Earned in all</Trans>
                  </dt>
                  <dd className={`tabular-nums ${wrap}`}>{earned}</dd>
                </div>
                <div className="flex items-baseline gap-1.5 text-xs">
                  <dt className="text-slate-600 dark:text-slate-400">
                    <Trans>Already paid</Trans>
                  </dt>
                  <dd className={`tabular-nums ${wrap}`}>
                    {total.paid !== undefined ? (
                      formatTokenWithSymbol(total.paid, total.rewardToken)
                    ) : checking ? (
                      <Trans>checking…</Trans>
                    ) : (
                      <Trans>unknown</Trans>
                    )}
                  </dd>
                </div>
              </dl>
              {/* A line of its own at every width: beside the amounts while "Ends first" is still
                  unread, it would drop below them when that arrived, moving the tokens below. */}
              <span className="flex min-w-0 basis-full flex-col text-xs text-slate-600 dark:text-slate-400">
                <span>
                  <Plural value={total.campaigns} one="Over # campaign" other="Over # campaigns" />
                </span>
                {firstEnd !== undefined ? (
                  <FirstEnd name={nameOf(firstEnd.reward)} at={firstEnd.at} />
                ) : (
                  // Its line is kept while the ends are read, so the tokens below stay where they are.
                  endsPending && total.claimable > 0n && <Skeleton className="my-0.5 h-3 w-48 max-w-full" />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * "Claimable now ≈ $X" over every token and chain, first thing under the heading; what it leaves
 * out (tokens without a price) and why it may be missing (the price source failed) in words.
 */
function ClaimableNow({ dollars }: { dollars: SummaryDollars }) {
  const { t } = useLingui();
  const { claimableNow, pricedAt, error } = dollars;
  const reason = error?.message ?? '';
  return (
    <div className="mt-1 flex flex-col gap-0.5">
      {/* While every price failed there is no total to give, only the reason. */}
      {error !== null && claimableNow.pending ? null : (
        <p className="text-base">
          <Trans>
            Claimable now ≈{' '}
            <UsdFigure value={shownTotal(claimableNow)} pricedAt={pricedAt} className="text-2xl font-bold" />
          </Trans>
        </p>
      )}
      <UnpricedNote total={claimableNow} />
      {error !== null && (
        <p role="status" className="text-xs text-amber-800 dark:text-amber-200">
          {t`Dollar values unavailable: ${reason}`}
        </p>
      )}
    </div>
  );
}

/** A token line's claimable value, beside its amount. */
function LineValue({ usd }: { usd: RowUsd }) {
  return (
    <dd className="font-semibold whitespace-nowrap text-slate-700 dark:text-slate-300">
      <Trans>
        (≈ <UsdFigure value={usd.value} pricedAt={usd.pricedAt} />)
      </Trans>
    </dd>
  );
}

/**
 * "Ends first on <date>: <name>": which campaign with something claimable ends first, on a line
 * of its own whose name, last, gives way (cut, whole in its tooltip) so the line never wraps: the
 * names arrive after the rows, and a line that wrapped then would push every token below it down.
 * The date comes first, so a phone cuts the name, never the date.
 */
function FirstEnd({ name, at }: { name: string; at: Date }) {
  const date = formatDateTime(at);
  return (
    <span className="flex min-w-0 items-baseline whitespace-nowrap">
      <Trans>
        Ends first on{' '}
        <time dateTime={at.toISOString()} className="ml-1 shrink-0">
          {date}
        </time>
        : <DisplayText text={name} maxWidthClass="min-w-0 max-w-64" className="ml-1 shrink" />
      </Trans>
    </span>
  );
}
