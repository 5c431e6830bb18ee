import { parseEventLogs, type Hash, type Hex } from 'viem';
import type { Config } from 'wagmi';
import { waitForCallsStatus, waitForTransactionReceipt } from 'wagmi/actions';
import { getUserRewards } from '../../api/endpoints/get-user-rewards.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import type { Address } from '../../domain/address.ts';
import { isSameCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import type { PlanReward } from './claim-all-plan.ts';
import type { ClaimOutcome } from './claim-all-run.ts';
import type { ClaimAllScope, PendingSend } from './claim-all-memory.ts';
import { describeClaimError } from './claim-errors.ts';

// What a resumed claim-all needs: every reward of the wallet in its scope (the dashboard is paged;
// a claim-all is not), and the outcome of each send accepted before the reload, read from the chain.

/** The service's largest page. */
const PAGE_SIZE = 100;
/** How long a resumed send is watched before it is reported as not seen mined. */
const WATCH_TIMEOUT_MS = 5 * 60_000;

const UNPAID_AFTER_RELOAD = 'Sent before the page was reloaded, and mined without paying this campaign.';

/** Every reward of `user` (on one reward chain when the scope says so), across all pages. */
export async function allRewardsOf(user: Address, scope: ClaimAllScope): Promise<UserReward[]> {
  const rewards: UserReward[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await getUserRewards(user, { limit: PAGE_SIZE, offset, chainId: scope.chainId });
    rewards.push(...page.data);
    if (page.data.length === 0 || offset + PAGE_SIZE >= page.total) return rewards;
  }
}

type ReceiptLogs = readonly { address: Hex; data: Hex; topics: readonly Hex[] }[];

/**
 * The outcome of each of `rewards` from the Claimed logs of mined receipts (a wallet's batch
 * receipts carry bare logs; each keeps the hash of its transaction). `unpaid` says why a reward
 * without a log was not paid.
 */
export function outcomesFromLogs(
  receipts: readonly { transactionHash: Hash; logs: ReceiptLogs }[],
  {
    user,
    manager,
    rewards,
    unpaid,
  }: { user: Address; manager: Address; rewards: readonly PlanReward[]; unpaid: string },
): ClaimOutcome[] {
  const logs = receipts.flatMap((receipt) =>
    parseEventLogs({
      abi: managerAbi,
      eventName: 'Claimed',
      logs: receipt.logs.map((log) => ({
        ...log,
        topics: [...log.topics] as [Hex, ...Hex[]],
        blockHash: null,
        blockNumber: null,
        logIndex: null,
        transactionHash: receipt.transactionHash,
        transactionIndex: null,
        removed: false,
      })),
    }),
  );
  return rewards.map((reward) => {
    const log = logs.find(
      (candidate) =>
        candidate.address.toLowerCase() === manager.toLowerCase() &&
        candidate.args.campaignId === BigInt(reward.id.campaignIndex) &&
        candidate.args.user.toLowerCase() === user,
    );
    return log === undefined
      ? { reward, failure: unpaid }
      : {
          reward,
          paid: { amount: log.args.amount, cumulative: log.args.cumulativeAmount, hash: log.transactionHash },
        };
  });
}

/**
 * Waits for a send accepted before a reload and reads what it paid. Never throws: a send that
 * cannot be followed ends as a failure in words, and the re-plan after it reads `claimed(user)`,
 * so nothing it paid is sent again.
 */
export async function watchPendingSend(
  config: Config,
  send: PendingSend,
  user: Address,
  manager: Address,
  rewardOf: (id: CampaignId) => PlanReward | undefined,
): Promise<ClaimOutcome[]> {
  const rewards = send.campaigns.flatMap((id) => rewardOf(id) ?? []);
  try {
    if (send.kind === 'transaction') {
      const receipt = await waitForTransactionReceipt(config, {
        chainId: send.chainId,
        hash: send.reference as Hash,
        timeout: WATCH_TIMEOUT_MS,
      });
      return outcomesFromLogs([receipt], { user, manager, rewards, unpaid: UNPAID_AFTER_RELOAD });
    }
    const status = await waitForCallsStatus(config, { id: send.reference, timeout: WATCH_TIMEOUT_MS });
    if (status.status !== 'success') {
      return rewards.map((reward) => ({ reward, failure: 'The batch sent before the reload paid nothing.' }));
    }
    return outcomesFromLogs(status.receipts ?? [], { user, manager, rewards, unpaid: UNPAID_AFTER_RELOAD });
  } catch (error) {
    const reason = describeClaimError(error, send.chainId);
    return rewards.map((reward) => ({ reward, failure: `Sent before the reload; could not be followed: ${reason}` }));
  }
}

/** The reward of `id` among `rewards`, for mapping kept campaign ids back to rows. */
export function rewardFinder(rewards: readonly PlanReward[]) {
  return (id: CampaignId) => rewards.find((reward) => isSameCampaignId(reward.id, id));
}
