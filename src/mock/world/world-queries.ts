import type { Address } from 'viem';
import type { Campaign, CampaignStats, CampaignStatus, UserPosition } from '../../api/schemas/campaign.ts';
import type { ClaimProof } from '../../api/schemas/claims.ts';
import type { ListPage } from '../../api/schemas/envelope.ts';
import type { ReferralProof, ReferralStat } from '../../api/schemas/referrals.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { accruedAt, cliffEndsAt, isEligibleAt } from './accrual.ts';
import { emissionEnd } from './campaign-metrics.ts';
import { referralAmount, referralDistributionAt } from './referral-earnings.ts';
import type { CampaignRecord } from './types.ts';
import { campaignIdOf, campaignStatsView, campaignView, rewardTokenOf } from './views.ts';
import type { MockWorld } from './world.ts';

// Read queries of the API over the world, returning domain values (bigint, Date, lowercase
// addresses) for the routes to encode. Lookups that can miss return undefined; the routes turn
// that into 404 NOT_FOUND.

const toDate = (seconds: number): Date => new Date(seconds * 1000);

/** Filters of GET /v1/campaigns (and /active, with statuses fixed to ['active']). */
export interface CampaignFilter {
  chainId?: number | undefined;
  statuses?: readonly CampaignStatus[] | undefined;
  targetChainId?: number | undefined;
  targetAddress?: Address | undefined;
  userAddress?: Address | undefined;
  budgetAddress?: Address | undefined;
  claimableOnly?: boolean | undefined;
  includeForwarderTargets?: boolean | undefined;
}

export interface Page {
  limit: number;
  offset: number;
}

function paginate<T>(items: readonly T[], page: Page): ListPage<T> {
  return { data: items.slice(page.offset, page.offset + page.limit), total: items.length };
}

/** Unclaimed part of the user's cumulative amount in the current reward root. */
export function claimableOf(world: MockWorld, campaign: CampaignRecord, user: Address): bigint {
  // Only position holders and synthetic earners have leaves: nobody else needs the tree built
  // (a millisecond each), so claimableOnly over the large world's 10,000 campaigns stays fast.
  const inTree =
    world.positionOf(campaign, user) !== undefined || campaign.syntheticEarners.some((share) => share.address === user);
  if (!inTree) return 0n;
  const leaf = world.rewardTree(campaign)?.leaves.get(user);
  if (leaf === undefined) return 0n;
  const claimed = world.claimedOnChain(campaign, user);
  return leaf.amount > claimed ? leaf.amount - claimed : 0n;
}

/** The user's position in a campaign; zeros (and not eligible) when they hold none. */
export function userPositionOf(world: MockWorld, campaign: CampaignRecord, user: Address): UserPosition {
  const position = world.positionOf(campaign, user);
  const now = world.now();
  if (position === undefined || position.triggeredAt > now) {
    return { balance: 0n, accumulatedRewards: 0n, claimable: 0n, triggeredAt: undefined, isEligible: false };
  }
  return {
    balance: position.balance,
    accumulatedRewards: accruedAt(campaign, position, now),
    claimable: claimableOf(world, campaign, user),
    triggeredAt: toDate(position.triggeredAt),
    isEligible: isEligibleAt(campaign, position, now),
  };
}

/** One campaign as the API shows it, with the user's position when a user is given. */
export function campaignOf(world: MockWorld, campaign: CampaignRecord, user?: Address): Campaign {
  const position = user === undefined ? undefined : userPositionOf(world, campaign, user);
  return campaignView(campaign, world.participantsOf(campaign), world.now(), position);
}

/** GET /v1/campaigns/{id}/stats. */
export function campaignStatsOf(world: MockWorld, campaign: CampaignRecord): CampaignStats {
  return campaignStatsView(campaign, world.participantsOf(campaign), world.now());
}

function matchesFilter(world: MockWorld, campaign: CampaignRecord, filter: CampaignFilter): boolean {
  if (filter.chainId !== undefined && campaign.chainId !== filter.chainId) return false;
  if (filter.statuses !== undefined && !filter.statuses.includes(world.statusOf(campaign))) return false;
  if (filter.targetChainId !== undefined && campaign.target.chainId !== filter.targetChainId) return false;
  if (filter.targetAddress !== undefined && campaign.target.address !== filter.targetAddress) return false;
  if (
    filter.budgetAddress !== undefined &&
    !campaign.fundingHistory.some((entry) => entry.funder === filter.budgetAddress)
  ) {
    return false;
  }
  if (campaign.requiresForwarderDeposit && filter.includeForwarderTargets !== true) return false;
  if (filter.claimableOnly === true) {
    if (filter.userAddress === undefined || claimableOf(world, campaign, filter.userAddress) === 0n) return false;
  }
  return true;
}

/** GET /v1/campaigns: filtered, ordered by reward chain and index, one page. */
export function listCampaigns(world: MockWorld, filter: CampaignFilter, page: Page): ListPage<Campaign> {
  const matching = world.allCampaigns().filter((campaign) => matchesFilter(world, campaign, filter));
  const { data, total } = paginate(matching, page);
  return { data: data.map((campaign) => campaignOf(world, campaign, filter.userAddress)), total };
}

/** GET /v1/users/{address}/rewards: campaigns where the user triggered and has accrued. */
export function listUserRewards(
  world: MockWorld,
  user: Address,
  filter: { chainId?: number | undefined; statuses?: readonly CampaignStatus[] | undefined },
  page: Page,
): ListPage<UserReward> {
  const now = world.now();
  const rewards: UserReward[] = [];
  for (const campaign of world.allCampaigns()) {
    if (filter.chainId !== undefined && campaign.chainId !== filter.chainId) continue;
    if (filter.statuses !== undefined && !filter.statuses.includes(world.statusOf(campaign))) continue;
    const position = world.positionOf(campaign, user);
    if (position === undefined || position.triggeredAt > now) continue;
    const accumulatedRewards = accruedAt(campaign, position, now);
    if (accumulatedRewards === 0n) continue;
    rewards.push({
      id: campaignIdOf(campaign),
      rewardToken: rewardTokenOf(campaign),
      balance: position.balance,
      accumulatedRewards,
      claimable: claimableOf(world, campaign, user),
    });
  }
  return paginate(rewards, page);
}

/** GET /v1/claims/{id}/{address}; undefined when the user has no leaf in the current root. */
export function claimProofOf(world: MockWorld, campaign: CampaignRecord, user: Address): ClaimProof | undefined {
  const tree = world.rewardTree(campaign);
  const leaf = tree?.leaves.get(user);
  if (tree === null || leaf === undefined) return undefined;
  const claimed = world.claimedOnChain(campaign, user);
  const position = world.positionOf(campaign, user);
  const cliffEnd = position === undefined ? null : cliffEndsAt(campaign, position);
  return {
    id: campaignIdOf(campaign),
    address: user,
    rewardToken: rewardTokenOf(campaign),
    cumulativeAmount: leaf.amount,
    alreadyClaimed: claimed,
    claimable: leaf.amount > claimed ? leaf.amount - claimed : 0n,
    proof: tree.tree.getProof(leaf.index) as `0x${string}`[],
    root: tree.root,
    publishedAt: toDate(tree.checkpoint),
    cliffPositions:
      position === undefined || cliffEnd === null
        ? []
        : (position.tokenIds.length > 0 ? position.tokenIds : ['0']).map((tokenId) => ({
            tokenId,
            status: 'intact',
            endsAt: toDate(cliffEnd),
          })),
    cliffBreak:
      position?.cliffBreak == null
        ? undefined
        : { ...position.cliffBreak, timestamp: toDate(position.cliffBreak.timestamp) },
  };
}

/** GET /v1/referrals/proofs/{id}/{address}; undefined until published, or when not a leaf. */
export function referralProofOf(
  world: MockWorld,
  campaign: CampaignRecord,
  referrer: Address,
): ReferralProof | undefined {
  const publication = world.referralPublication(campaign);
  const leaf = publication?.tree.leaves.get(referrer);
  if (publication === null || leaf === undefined) return undefined;
  return {
    id: campaignIdOf(campaign),
    referrer,
    amount: leaf.amount,
    proof: publication.tree.tree.getProof(leaf.index) as `0x${string}`[],
    root: publication.tree.root,
    publishedAt: toDate(publication.publishedAt),
    distributorAddress: campaign.distributorAddress,
    rewardToken: rewardTokenOf(campaign),
  };
}

/**
 * GET /v1/referrals/stats/{address}: one entry per campaign where the referrer has counted
 * referees. Draft and cancelled campaigns pay no referral payout and are left out.
 */
export function referralStatsOf(world: MockWorld, referrer: Address, chainId?: number): ReferralStat[] {
  const now = world.now();
  const binds = world.bindsSnapshot();
  const stats: ReferralStat[] = [];
  for (const campaign of world.allCampaigns()) {
    if (chainId !== undefined && campaign.chainId !== chainId) continue;
    // Referral shares come from referees' positions: a campaign without positions (most of the
    // large world's) has none to list, and skipping it spares a distribution per campaign.
    if (world.positionsIn(campaign).length === 0) continue;
    const status = world.statusOf(campaign);
    if (status === 'draft' || status === 'cancelled') continue;
    const final = status === 'finalized';
    const at = final ? emissionEnd(campaign) : now;
    const distribution = referralDistributionAt(campaign, world.positionsIn(campaign), binds, at);
    const share = distribution.shares.get(referrer);
    if (share === undefined || share.referees.length === 0) continue;
    const publication = final ? world.referralPublication(campaign) : null;
    const claim = world.referralClaimOf(campaign, referrer);
    stats.push({
      id: campaignIdOf(campaign),
      status: final ? 'final' : 'estimated',
      refereeCount: share.referees.length,
      amount: referralAmount(campaign, distribution, referrer),
      rewardToken: rewardTokenOf(campaign),
      claimWindowEnd: publication === null ? null : toDate(publication.claimWindowEnd),
      claimTxHash: claim?.txHash ?? null,
      claimedAt: claim?.claimedAt ?? null,
    });
  }
  return stats;
}
