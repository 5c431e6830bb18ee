import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import type { Address, Hex } from 'viem';
import { committedAt, syntheticAccruedAt } from './accrual.ts';
import { emissionEnd } from './campaign-metrics.ts';
import { REWARD_CHECKPOINT_SECONDS } from './constants.ts';
import type { CampaignRecord, PositionRecord } from './types.ts';

// Reward roots: one OpenZeppelin standard merkle tree per campaign and checkpoint over
// (user, rewardToken, cumulativeAmount), the leaf the manager's `claim` verifies.

/** Leaf encoding of reward trees (onchain.md: reward leaf). */
export const REWARD_LEAF_ENCODING = ['address', 'address', 'uint256'] as const;

type RewardLeaf = [Address, Address, bigint];

/** A reward tree built for one campaign at one checkpoint. */
export interface RewardTreeSnapshot {
  /** Checkpoint time the amounts were computed at (unix seconds); also its publication time. */
  checkpoint: number;
  root: Hex;
  /** Sum of all cumulative amounts: what the campaign has committed to pay. */
  totalCommitted: bigint;
  tree: StandardMerkleTree<RewardLeaf>;
  /** Leaf index and cumulative amount per user. */
  leaves: ReadonlyMap<Address, { index: number; amount: bigint }>;
}

/** The latest checkpoint at or before `now`. */
function latestCheckpoint(now: number): number {
  return Math.floor(now / REWARD_CHECKPOINT_SECONDS) * REWARD_CHECKPOINT_SECONDS;
}

/**
 * The checkpoint a campaign's current root is built at: the latest one, but no later than the
 * first checkpoint after emission stopped, so an ended campaign's root stops changing.
 */
export function effectiveCheckpoint(campaign: CampaignRecord, now: number): number {
  const end = emissionEnd(campaign);
  const firstAfterEnd = Math.ceil(end / REWARD_CHECKPOINT_SECONDS) * REWARD_CHECKPOINT_SECONDS;
  return Math.min(latestCheckpoint(now), firstAfterEnd);
}

/**
 * Builds the reward tree of `campaign` at `checkpoint` from the fixture positions and the
 * synthetic participants; null when nothing has been committed yet (no root to publish).
 */
export function buildRewardTree(
  campaign: CampaignRecord,
  positions: readonly PositionRecord[],
  checkpoint: number,
): RewardTreeSnapshot | null {
  if (campaign.isDraft || checkpoint <= campaign.startTime) return null;
  const token = campaign.rewardToken.address;
  const amounts = new Map<Address, bigint>();
  for (const position of positions) {
    const amount = committedAt(campaign, position, checkpoint);
    if (amount > 0n) amounts.set(position.user, (amounts.get(position.user) ?? 0n) + amount);
  }
  for (const share of campaign.syntheticEarners) {
    const amount = syntheticAccruedAt(campaign, share, checkpoint);
    if (amount > 0n) amounts.set(share.address, (amounts.get(share.address) ?? 0n) + amount);
  }
  if (amounts.size === 0) return null;
  const values: RewardLeaf[] = [...amounts].map(([user, amount]) => [user, token, amount]);
  const tree = StandardMerkleTree.of(values, [...REWARD_LEAF_ENCODING]);
  const leaves = new Map<Address, { index: number; amount: bigint }>();
  for (const [index, [user, , amount]] of tree.entries()) leaves.set(user, { index, amount });
  return {
    checkpoint,
    root: tree.root as Hex,
    totalCommitted: values.reduce((sum, [, , amount]) => sum + amount, 0n),
    tree,
    leaves,
  };
}
