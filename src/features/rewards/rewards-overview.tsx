import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCampaignDirectory } from '../../api/campaign-directory.ts';
import { claimKeys, rewardKeys } from '../../api/query-keys.ts';
import { useRefetchWhile } from '../../api/use-refetch-while.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { chainName } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';
import { formatCount } from '../../lib/format.ts';
import { usePaidOnChain } from '../../wallet/paid-on-chain.ts';
import { correctByChain } from '../../domain/chain-paid.ts';
import { RewardGroup, type RenderClaim, type RenderClaimAll } from './reward-group.tsx';
import {
  applyRewardView,
  groupByRewardChain,
  readRewardView,
  REWARD_SORTS,
  rewardsCsv,
  writeRewardView,
  type RewardRow,
  type RewardSort,
  type RewardView,
} from './reward-rows.ts';
import { totalsByToken } from './reward-totals.ts';
import { RewardsSummary, type RenderClaimEverything } from './rewards-summary.tsx';
import { usePaidAmounts } from './use-paid-amounts.ts';

const SORT_LABELS: Record<RewardSort, string> = {
  claimable: 'Claimable now',
  earned: 'Earned in all',
  name: 'Campaign name',
};

const controlClass =
  'block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

interface RewardsOverviewProps {
  address: Address;
  rewards: readonly UserReward[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The connected wallet when the rewards are its own: only then is a claim offered. */
  claimFor: Address | undefined;
  /** A connected wallet viewing another address: it may claim for that address (and pay the gas). */
  canClaimForViewed: boolean;
  renderClaim: RenderClaim;
  renderClaimAll: RenderClaimAll | undefined;
  renderClaimEverything: RenderClaimEverything | undefined;
}

/** The summary, then the rewards by reward chain with their filters, order and CSV export. */
export function RewardsOverview({
  address,
  rewards: serviceRewards,
  total,
  page,
  pageSize,
  onPage,
  claimFor,
  canClaimForViewed,
  renderClaim,
  renderClaimAll,
  renderClaimEverything,
}: RewardsOverviewProps) {
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const { view, problems } = readRewardView(params);
  const setView = (patch: Partial<RewardView>) => {
    setParams((current) => writeRewardView(current, { ...view, ...patch }), { replace: true });
  };
  const directory = useCampaignDirectory(serviceRewards.map((reward) => reward.id));
  const paid = usePaidAmounts(address, serviceRewards);
  // A claim mined in this browser counts at once; the service reports it a moment later.
  const paidOnChain = usePaidOnChain(address);
  const corrected = serviceRewards.map((reward) =>
    correctByChain(reward, paid.proofOf(reward), paidOnChain(reward.id)),
  );
  const rewards = corrected.map((entry) => entry.reward);
  const catchingUp = corrected.filter((entry) => entry.catchingUp).length;
  useRefetchWhile(catchingUp, [rewardKeys.listsOf(address), claimKeys.all]);
  const rows: RewardRow[] = corrected.map(({ reward, paid: paidNow }) => ({
    reward,
    name: directory.nameOf(reward.id, reward.rewardToken.symbol),
    paid: paidNow,
    proof: paid.stateOf(reward),
  }));
  const paidOf = (reward: UserReward) => rows.find((row) => row.reward.id === reward.id)?.paid;
  // Rows keep the places they have on screen while the view stays the same: a claimed row stays
  // where the person clicked it, marked paid, instead of sorting to the bottom of its group.
  const viewKey = [address, page, view.chainId, view.claimableOnly, view.sort].join('|');
  const [placed, setPlaced] = useState<{ key: string; ids: readonly CampaignIdText[] }>();
  const ordered = applyRewardView(rows, view, placed?.key === viewKey ? placed.ids : undefined);
  const orderedIds = ordered.map((row) => formatCampaignId(row.reward.id));
  if (placed?.key !== viewKey || placed.ids.join() !== orderedIds.join()) {
    // Adjusting state while rendering (React's pattern for state derived from props): the order
    // settles in the same pass, with no effect and no flash of the old order.
    setPlaced({ key: viewKey, ids: orderedIds });
  }
  // Grouped by reward chain, in the view's order within each: the CSV follows the same order.
  const groups = groupByRewardChain(ordered);
  const shown = groups.flatMap((group) => group.rows);
  const chains = [...new Set(rewards.map((reward) => reward.id.chainId))].sort((a, b) => a - b);
  if (view.chainId !== undefined && !chains.includes(view.chainId)) chains.push(view.chainId);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const filtered = view.chainId !== undefined || view.claimableOnly;

  return (
    <>
      <RewardsSummary
        totals={totalsByToken(
          rewards,
          paidOf,
          (reward) => directory.campaigns.get(formatCampaignId(reward.id))?.endTime,
        )}
        nameOf={(reward) => directory.nameOf(reward.id, reward.rewardToken.symbol).title}
        pageOnly={pages > 1}
        publishedAt={paid.publishedAt}
        checking={paid.pending}
        claimEverything={
          claimFor !== undefined
            ? renderClaimEverything?.(rewards, { user: claimFor, forOther: false })
            : canClaimForViewed
              ? renderClaimEverything?.(rewards, { user: address, forOther: true })
              : null
        }
      />
      <section aria-labelledby="reward-campaigns" className="flex flex-col gap-3">
        <h2 id="reward-campaigns" className="text-lg font-semibold">
          By campaign
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${uid}-chain`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
              Reward chain
            </label>
            <select
              id={`${uid}-chain`}
              value={view.chainId === undefined ? '' : String(view.chainId)}
              onChange={(event) => {
                setView({ chainId: event.target.value === '' ? undefined : Number(event.target.value) });
              }}
              className={controlClass}
            >
              <option value="">All chains</option>
              {chains.map((chainId) => (
                <option key={chainId} value={chainId}>
                  {chainName(chainId)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${uid}-sort`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
              Sort by
            </label>
            <select
              id={`${uid}-sort`}
              value={view.sort}
              onChange={(event) => {
                setView({ sort: REWARD_SORTS.find((sort) => sort === event.target.value) ?? 'claimable' });
              }}
              className={controlClass}
            >
              {REWARD_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 py-2 text-sm">
            <input
              type="checkbox"
              checked={view.claimableOnly}
              onChange={(event) => {
                setView({ claimableOnly: event.target.checked });
              }}
              className="size-4"
            />
            Claimable only
          </label>
          <div className="ml-auto">
            <CsvDownloadButton
              csv={() => rewardsCsv(shown, chainName)}
              filename={`rewards-${address}.csv`}
              label="Download CSV"
            />
          </div>
        </div>
        {problems.length > 0 && (
          <ul role="status" className="text-sm text-amber-800 dark:text-amber-200">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <p className="text-sm" aria-live="polite">
          {filtered ? `${formatCount(shown.length)} of ` : ''}
          {pages > 1
            ? `campaigns ${formatCount(first)}–${formatCount(first + rewards.length - 1)} of ${formatCount(total)}`
            : `${formatCount(total)} ${total === 1 ? 'campaign' : 'campaigns'}`}
          {filtered ? ' shown' : ''}
          {pages > 1 ? '; filters and order apply to this page' : ''}. Amounts are in each campaign’s reward token;
          sorting compares numbers of tokens, not their value.
          {directory.failed ? ' Some campaign names could not be loaded, so those rows show their ids.' : ''}
        </p>
        {catchingUp > 0 && (
          <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
            {catchingUp === 1 ? 'One claim' : `${formatCount(catchingUp)} claims`} mined from this browser{' '}
            {catchingUp === 1 ? 'is' : 'are'} not in the service’s figures yet; amounts here follow the chain while the
            service catches up.
          </p>
        )}
        {shown.length === 0 ? (
          <EmptyState
            title="No rewards match these filters"
            actions={
              <Link
                to={{
                  search: writeRewardView(params, { ...view, chainId: undefined, claimableOnly: false }).toString(),
                }}
                replace
                className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
              >
                Show all rewards
              </Link>
            }
          >
            No campaign on this page matches the chosen chain and filters.{' '}
            <Link to={paths.campaigns} className="underline">
              Browse campaigns
            </Link>{' '}
            to earn more.
          </EmptyState>
        ) : (
          groups.map((group) => (
            <RewardGroup
              key={group.chainId}
              chainId={group.chainId}
              rows={group.rows}
              claimFor={claimFor}
              renderClaim={renderClaim}
              renderClaimAll={renderClaimAll}
            />
          ))
        )}
        {pages > 1 && (
          <nav aria-label="Pages">
            <PageButtons page={page} pages={pages} onPage={onPage} />
          </nav>
        )}
      </section>
    </>
  );
}
