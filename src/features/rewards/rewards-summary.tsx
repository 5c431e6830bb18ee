import { DisplayText, TokenSymbol } from '../../components/display-text.tsx';
import type { ReactNode } from 'react';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { PublishedAgo } from '../../components/published-ago.tsx';
import { TokenAvatar } from '../../components/token-avatar.tsx';
import { chainName } from '../../config/chains.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { formatCount } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import type { RewardTotal } from './reward-totals.ts';

/** How often the service publishes new reward roots (the reward checkpoint cadence). */
const REWARD_CADENCE = 'about every hour';

interface RewardsSummaryProps {
  totals: readonly RewardTotal[];
  /** The campaign's name as the rows show it, for "ends first". */
  nameOf: (reward: UserReward) => string;
  /** The newest publishedAt of the claim proofs read (only rows with a claim mined here read one). */
  publishedAt: Date | undefined;
  /** Those proofs are on their way. */
  checkingPublished: boolean;
  /** What was paid is still being read from the chains. */
  checking: boolean;
  /** The "claim everything" control, for the connected wallet's own rewards (from the page). */
  claimEverything: ReactNode;
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
  publishedAt,
  checkingPublished,
  checking,
  claimEverything,
}: RewardsSummaryProps) {
  return (
    <section aria-labelledby="reward-summary" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="reward-summary" className="text-lg font-semibold">
            Summary
          </h2>
          {/* Rows are drawn from the list and the chain, without a proof each; when amounts were
              published is known only from the proofs read for claims mined here, so it is said
              only then (a guess would say "nothing published" of a wallet that has amounts). */}
          {publishedAt !== undefined ? (
            <PublishedAgo publishedAt={publishedAt} cadence={REWARD_CADENCE} />
          ) : checkingPublished ? (
            <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
              Checking when amounts were published…
            </p>
          ) : null}
        </div>
        {claimEverything}
      </div>
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {totals.map((total) => (
          <li
            key={`${String(total.chainId)}:${total.rewardToken.address}`}
            aria-label={`${total.rewardToken.symbol} on ${chainName(total.chainId)}`}
            className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm"
          >
            <span className="flex min-w-0 items-center gap-2">
              <TokenAvatar address={total.rewardToken.address} symbol={total.rewardToken.symbol} />
              <span className="min-w-0">
                <TokenSymbol token={total.rewardToken} className="font-semibold" /> on {chainName(total.chainId)}
              </span>
              <ChainIcon chainId={total.chainId} size={14} />
            </span>
            <dl className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1">
              <div className="flex items-baseline gap-1.5">
                <dt className="text-slate-600 dark:text-slate-400">Claimable now</dt>
                <dd className="font-semibold break-all tabular-nums">
                  {formatTokenWithSymbol(total.claimable, total.rewardToken)}
                </dd>
              </div>
              <div className="flex items-baseline gap-1.5 text-xs">
                <dt className="text-slate-600 dark:text-slate-400">Earned in all</dt>
                <dd className="break-all tabular-nums">
                  {formatTokenWithSymbol(total.accumulated, total.rewardToken)}
                </dd>
              </div>
              <div className="flex items-baseline gap-1.5 text-xs">
                <dt className="text-slate-600 dark:text-slate-400">Already paid</dt>
                <dd className="break-all tabular-nums">
                  {total.paid !== undefined
                    ? formatTokenWithSymbol(total.paid, total.rewardToken)
                    : checking
                      ? 'checking…'
                      : 'unknown'}
                </dd>
              </div>
            </dl>
            <span className="min-w-0 text-xs text-slate-600 dark:text-slate-400">
              Over {formatCount(total.campaigns)} {total.campaigns === 1 ? 'campaign' : 'campaigns'}
              {total.firstEnd !== undefined && (
                <>
                  {' '}
                  · ends first: <DisplayText text={nameOf(total.firstEnd.reward)} maxWidthClass="max-w-64" />,{' '}
                  <time dateTime={total.firstEnd.at.toISOString()}>{formatDateTime(total.firstEnd.at)}</time>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
