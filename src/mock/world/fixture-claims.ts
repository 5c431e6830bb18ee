import { keccak256, stringToHex, type Address, type Hex } from 'viem';
import type { ReferralTreeSnapshot } from './referral-earnings.ts';
import type { RewardTreeSnapshot } from './reward-trees.ts';
import type { CampaignKey, CampaignRecord } from './types.ts';
import { ROLE } from './wallet-roles.ts';

// Claims that already happened at world start, so the app has history to show (alreadyClaimed,
// claimTxHash). The chain integration replays them on chain with the same proofs, so chain and
// service agree; both are on finalized campaigns, whose trees never change again.

export interface FixtureClaims {
  rewards: { key: CampaignKey; user: Address; cumulativeAmount: bigint }[];
  referrals: { key: CampaignKey; referrer: Address; txHash: Hex; claimedAt: Date }[];
}

/**
 * What the fixture claims are read from: the world's campaigns and trees. The world computes its
 * fixture claims while it is built, so this names the few reads it offers rather than the world.
 */
export interface FixtureClaimSource {
  allCampaigns(): readonly CampaignRecord[];
  rewardTree(campaign: CampaignRecord): RewardTreeSnapshot | null;
  finalReferralTree(campaign: CampaignRecord): ReferralTreeSnapshot | null;
  referralPublishTime(campaign: CampaignRecord): number;
}

/** Archetype whose campaigns carry the fixture claims on every reward chain. */
const CLAIMED_ARCHETYPE = 'finalized-published';

/** bob has claimed everything, and mallory her referral payout, in each finalized-published campaign. */
export function fixtureClaims(world: FixtureClaimSource): FixtureClaims {
  const claims: FixtureClaims = { rewards: [], referrals: [] };
  for (const campaign of world.allCampaigns()) {
    if (campaign.archetype !== CLAIMED_ARCHETYPE) continue;
    const bobLeaf = world.rewardTree(campaign)?.leaves.get(ROLE.bob);
    if (bobLeaf !== undefined)
      claims.rewards.push({ key: campaign.key, user: ROLE.bob, cumulativeAmount: bobLeaf.amount });
    const referrer = ROLE.mallory;
    if (world.finalReferralTree(campaign)?.leaves.has(referrer) === true) {
      claims.referrals.push({
        key: campaign.key,
        referrer,
        txHash: keccak256(stringToHex(`fixture-referral-claim:${campaign.key}:${referrer}`)),
        claimedAt: new Date((world.referralPublishTime(campaign) + 2 * 86_400) * 1000),
      });
    }
  }
  return claims;
}
