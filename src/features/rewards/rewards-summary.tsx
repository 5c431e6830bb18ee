import { TokenSymbol } from '../../components/display-text.tsx';
import type { ReactNode } from 'react';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { PublishedAgo } from '../../components/published-ago.tsx';
import { TokenAvatar } from '../../components/token-avatar.tsx';
import { chainName } from '../../config/chains.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { formatCount } from '../../lib/format.ts';
import type { Address } from '../../domain/address.ts';
import type { RewardTotal } from './reward-totals.ts';

/** How often the service publishes new reward roots (the reward checkpoint cadence). */
const REWARD_CADENCE = 'about every hour';

interface RewardsSummaryProps {
  totals: readonly RewardTotal[];
  /** Whether the totals cover only the current page of a longer list. */
  pageOnly: boolean;
  publishedAt: Date | undefined;
  /** The "claim everything" control, for the connected wallet's own rewards (from the page). */
  claimEverything: ReactNode;
}

/**
 * The control claiming every reward of `claim.user` (every page, every chain). `forOther`: the
 * user is a viewed address, not the connected wallet, which would send and pay the gas.
 */
export type RenderClaimEverything = (
  rewards: readonly UserReward[],
  claim: { user: Address; forOther: boolean },
) => ReactNode;

/**
 * The summary on top: per reward token and chain (never added across them), what can be claimed
 * now, what was earned in all and what was already paid, and how fresh those amounts are.
 */
export function RewardsSummary({ totals, pageOnly, publishedAt, claimEverything }: RewardsSummaryProps) {
  return (
    <section aria-labelledby="reward-summary" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="reward-summary" className="text-lg font-semibold">
            Summary{pageOnly ? ' of this page' : ''}
          </h2>
          <PublishedAgo publishedAt={publishedAt} cadence={REWARD_CADENCE} />
        </div>
        {claimEverything}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {totals.map((total) => (
          <li
            key={`${String(total.chainId)}:${total.rewardToken.address}`}
            aria-label={`${total.rewardToken.symbol} on ${chainName(total.chainId)}`}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <TokenAvatar address={total.rewardToken.address} symbol={total.rewardToken.symbol} />
              <span className="min-w-0">
                <TokenSymbol token={total.rewardToken} className="font-semibold text-slate-900 dark:text-slate-100" />{' '}
                on {chainName(total.chainId)}
              </span>
              <ChainIcon chainId={total.chainId} size={16} />
            </p>
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">Claimable now</dt>
              <dd className="text-right text-lg font-semibold break-all tabular-nums">
                {formatTokenWithSymbol(total.claimable, total.rewardToken)}
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Earned in all</dt>
              <dd className="text-right break-all tabular-nums">
                {formatTokenWithSymbol(total.accumulated, total.rewardToken)}
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Already paid</dt>
              <dd className="text-right break-all tabular-nums">
                {total.paid === undefined ? '…' : formatTokenWithSymbol(total.paid, total.rewardToken)}
              </dd>
            </dl>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Over {formatCount(total.campaigns)} {total.campaigns === 1 ? 'campaign' : 'campaigns'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
