import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import type { Address, Hex } from 'viem';
import { isReferralAttributable } from '../identity/bind-rules.ts';
import type { BindRecord } from '../identity/bind-store.ts';
import { accruedAt, firstAccrualAt, syntheticAccruedAt } from './accrual.ts';
import type { CampaignRecord, PositionRecord } from './types.ts';

// Referral earnings: each campaign has one referral pool (the referral part of its fundings),
// shared by referrers in proportion to their referees' rewards in that campaign. A referee
// counts for a campaign only when they first accrue in it no earlier than five minutes before
// their bind (no retroactive attribution; the grace rule lives in identity/bind-rules.ts).

/** Leaf encoding of referral trees: (campaignId, referrer, token, amount) (onchain.md). */
export const REFERRAL_LEAF_ENCODING = ['uint256', 'address', 'address', 'uint256'] as const;

type ReferralLeaf = [bigint, Address, Address, bigint];

/** One referrer's standing in one campaign at one time. */
interface ReferrerShare {
  referrer: Address;
  /** Referees counted for this campaign (those whose accrual qualifies), triggered by then. */
  referees: Address[];
  /** Their referees' accrued rewards: the referrer's weight in the pool. */
  volume: bigint;
}

export interface ReferralDistribution {
  shares: ReadonlyMap<Address, ReferrerShare>;
  /** Everybody's volume, synthetic referrers included. */
  totalVolume: bigint;
}

/** Who earns what share of `campaign`'s referral pool at `at`, given the binds. */
export function referralDistributionAt(
  campaign: CampaignRecord,
  positions: readonly PositionRecord[],
  binds: readonly BindRecord[],
  at: number,
): ReferralDistribution {
  const bindByReferee = new Map(binds.map((bind) => [bind.referee, bind]));
  const shares = new Map<Address, ReferrerShare>();
  let totalVolume = 0n;
  for (const position of positions) {
    const bind = bindByReferee.get(position.user);
    if (bind === undefined || position.triggeredAt > at) continue;
    if (!isReferralAttributable(bind.boundAt, new Date(firstAccrualAt(campaign, position) * 1000))) continue;
    const share = shares.get(bind.referrer) ?? { referrer: bind.referrer, referees: [], volume: 0n };
    if (!share.referees.includes(position.user)) share.referees.push(position.user);
    const volume = accruedAt(campaign, position, at);
    share.volume += volume;
    totalVolume += volume;
    shares.set(bind.referrer, share);
  }
  for (const synthetic of campaign.syntheticReferrers) {
    const volume = syntheticAccruedAt(campaign, synthetic, at);
    totalVolume += volume;
    const share = shares.get(synthetic.address) ?? { referrer: synthetic.address, referees: [], volume: 0n };
    share.volume += volume;
    shares.set(synthetic.address, share);
  }
  return { shares, totalVolume };
}

/** A referrer's payout: their share of the pool, or null when nobody has accrued yet. */
export function referralAmount(
  campaign: CampaignRecord,
  distribution: ReferralDistribution,
  referrer: Address,
): bigint | null {
  if (distribution.totalVolume === 0n) return null;
  const volume = distribution.shares.get(referrer)?.volume ?? 0n;
  // Floors, so the payouts never add up to more than the pool (the distributor's commitment).
  return (campaign.referralPool * volume) / distribution.totalVolume;
}

export interface ReferralTreeSnapshot {
  root: Hex;
  totalCommitted: bigint;
  tree: StandardMerkleTree<ReferralLeaf>;
  leaves: ReadonlyMap<Address, { index: number; amount: bigint }>;
}

/** The final referral tree of a campaign; null when no referrer earns anything. */
export function buildReferralTree(
  campaign: CampaignRecord,
  distribution: ReferralDistribution,
): ReferralTreeSnapshot | null {
  const token = campaign.rewardToken.address;
  const values: ReferralLeaf[] = [];
  for (const referrer of distribution.shares.keys()) {
    const amount = referralAmount(campaign, distribution, referrer) ?? 0n;
    if (amount > 0n) values.push([BigInt(campaign.campaignIndex), referrer, token, amount]);
  }
  if (values.length === 0) return null;
  const tree = StandardMerkleTree.of(values, [...REFERRAL_LEAF_ENCODING]);
  const leaves = new Map<Address, { index: number; amount: bigint }>();
  for (const [index, [, referrer, , amount]] of tree.entries()) leaves.set(referrer, { index, amount });
  return {
    root: tree.root as Hex,
    totalCommitted: values.reduce((sum, [, , , amount]) => sum + amount, 0n),
    tree,
    leaves,
  };
}
