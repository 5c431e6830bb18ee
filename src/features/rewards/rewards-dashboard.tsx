import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { queryErrorProps } from '../../api/error-details.ts';
import { userRewardsQueryOptions } from '../../api/endpoints/get-user-rewards.ts';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import type { Address } from '../../domain/address.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { TokenSymbol } from '../../components/display-text.tsx';
import { SkippedRowsNotice } from '../../components/skipped-rows-notice.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ViewAsForm } from '../../components/view-as-form.tsx';
import { useViewAsAddress } from '../../wallet/use-view-as-address.ts';
import { useWalletLayer } from '../../wallet/wallet-session.ts';
import { chainName } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import { formatCount } from '../../lib/format.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { totalsByToken } from './reward-totals.ts';

/** The service's largest page; a wallet with more campaigns than this pages through them. */
const REWARDS_PAGE_SIZE = 100;
const VIEW_AS_PARAM = 'address';
const PAGE_PARAM = 'page';

interface RewardsDashboardProps {
  /**
   * The claim control of one row, for the connected wallet's own rewards. Supplied by the page,
   * so this feature does not depend on the claims feature.
   */
  renderClaim: (claim: { id: CampaignId; user: Address; claimable: bigint; rewardToken: RewardToken }) => ReactNode;
}

function pageFrom(text: string | null): number {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const amount = (value: bigint, reward: Pick<UserReward, 'rewardToken'>) =>
  formatTokenWithSymbol(value, reward.rewardToken);

/**
 * What an address has earned across campaigns and reward chains: totals per token, then each
 * campaign with its accumulated and claimable rewards and, for the connected wallet, a claim.
 * Shows the connected wallet, or any address typed into "view as" (kept in `?address=`).
 */
export function RewardsDashboard({ renderClaim }: RewardsDashboardProps) {
  const [params, setParams] = useSearchParams();
  const { openConnectModal } = useWalletLayer();
  // Another address starts again from the first page.
  const { address, own, missing, formProps } = useViewAsAddress(VIEW_AS_PARAM, [PAGE_PARAM]);
  const page = pageFrom(params.get(PAGE_PARAM));
  const setPage = (next: number | undefined) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === undefined) updated.delete(PAGE_PARAM);
      else updated.set(PAGE_PARAM, String(next));
      return updated;
    });
  };

  const query = useQuery({
    ...userRewardsQueryOptions(address, { limit: REWARDS_PAGE_SIZE, offset: (page - 1) * REWARDS_PAGE_SIZE }),
    // Keep the previous page on screen while the next loads, but never another address's rewards.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === address?.toLowerCase() ? previous : undefined,
  });

  return (
    <div className="mt-6 flex flex-col gap-5">
      <ViewAsForm {...formProps} />
      {address === undefined ? (
        missing === 'invalid-view-as' ? (
          <p className="text-sm">Correct the address above to see its rewards.</p>
        ) : missing === 'connect' ? (
          <EmptyState
            title="Connect a wallet to see your rewards"
            actions={
              <button
                type="button"
                onClick={openConnectModal}
                className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
              >
                Connect a wallet
              </button>
            }
          >
            Or enter any address above to see what it has earned (read-only).
          </EmptyState>
        ) : (
          <p className="text-sm">Loading your wallet…</p>
        )
      ) : (
        <>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            {own ? `Your connected wallet ${address}.` : `Viewing ${address} (read-only).`}
          </p>
          <SkippedRowsNotice rejected={query.data?.rejected} noun={['reward', 'rewards']} />
          {query.data === undefined ? (
            query.error != null ? (
              <ErrorState title="Rewards could not be loaded" {...queryErrorProps(query)} />
            ) : (
              <RewardsSkeleton />
            )
          ) : query.data.total === 0 ? (
            <EmptyState
              title="No rewards yet"
              actions={
                <Link
                  to={paths.campaigns}
                  className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
                >
                  Browse campaigns
                </Link>
              }
            >
              This address has not earned in any campaign. Rewards appear here once a position starts earning.
            </EmptyState>
          ) : query.data.data.length === 0 ? (
            <EmptyState
              title={`There is no page ${formatCount(page)}`}
              actions={
                <button
                  type="button"
                  onClick={() => {
                    setPage(undefined);
                  }}
                  className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
                >
                  Go to the first page
                </button>
              }
            >
              This address has rewards in {formatCount(query.data.total)} campaigns, fewer than this page would start
              at.
            </EmptyState>
          ) : (
            <RewardsOverview
              rewards={query.data.data}
              total={query.data.total}
              page={page}
              onPage={setPage}
              claimFor={own ? address : undefined}
              renderClaim={renderClaim}
            />
          )}
        </>
      )}
    </div>
  );
}

interface RewardsOverviewProps {
  rewards: readonly UserReward[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** The connected wallet when the rewards are its own: only then is a claim offered. */
  claimFor: Address | undefined;
  renderClaim: RewardsDashboardProps['renderClaim'];
}

function RewardsOverview({ rewards, total, page, onPage, claimFor, renderClaim }: RewardsOverviewProps) {
  const pages = Math.max(1, Math.ceil(total / REWARDS_PAGE_SIZE));
  const first = (page - 1) * REWARDS_PAGE_SIZE + 1;
  return (
    <>
      <section aria-labelledby="reward-totals" className="flex flex-col gap-3">
        <h2 id="reward-totals" className="text-lg font-semibold">
          Totals{pages > 1 ? ' on this page' : ''}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {totalsByToken(rewards).map((totalOf) => (
            <li
              key={`${String(totalOf.chainId)}:${totalOf.rewardToken.address}`}
              className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <TokenSymbol token={totalOf.rewardToken} /> on {chainName(totalOf.chainId)} ·{' '}
                {formatCount(totalOf.campaigns)} {totalOf.campaigns === 1 ? 'campaign' : 'campaigns'}
              </p>
              <p className="mt-1 text-lg font-semibold wrap-anywhere">{amount(totalOf.claimable, totalOf)} claimable</p>
              <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                {amount(totalOf.accumulated, totalOf)} earned in all
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reward-campaigns" className="flex flex-col gap-3">
        <h2 id="reward-campaigns" className="text-lg font-semibold">
          By campaign
        </h2>
        <p className="text-sm" aria-live="polite">
          {pages > 1
            ? `Campaigns ${formatCount(first)}–${formatCount(first + rewards.length - 1)} of ${formatCount(total)}.`
            : `${formatCount(total)} ${total === 1 ? 'campaign' : 'campaigns'}.`}
        </p>
        <div className="-mx-3 overflow-x-auto sm:mx-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rewards by campaign</caption>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Campaign
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reward chain
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Earned in all
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Claimable now
                </th>
                {claimFor !== undefined && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">Claim</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rewards.map((reward) => (
                <tr key={formatCampaignId(reward.id)}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link
                      to={paths.campaignDetail(reward.id)}
                      className="font-medium text-indigo-700 underline dark:text-indigo-300"
                    >
                      <TokenSymbol token={reward.rewardToken} /> campaign {reward.id.chainId}:{reward.id.campaignIndex}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{chainName(reward.id.chainId)}</td>
                  <td className="px-3 py-2 wrap-anywhere">{amount(reward.accumulatedRewards, reward)}</td>
                  <td className="px-3 py-2 font-semibold wrap-anywhere">{amount(reward.claimable, reward)}</td>
                  {claimFor !== undefined && (
                    <td className="px-3 py-2">
                      {renderClaim({
                        id: reward.id,
                        user: claimFor,
                        claimable: reward.claimable,
                        rewardToken: reward.rewardToken,
                      })}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <nav aria-label="Pages">
            <PageButtons page={page} pages={pages} onPage={onPage} />
          </nav>
        )}
      </section>
    </>
  );
}

function RewardsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p className="sr-only" role="status">
        Loading rewards
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
