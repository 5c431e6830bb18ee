import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { chainName } from '../../../config/chains.ts';
import { formatCampaignId } from '../../../domain/campaign-id.ts';
import { campaignDisplayName } from '../../../domain/campaign-name.ts';
import { compareNatural } from '../../../lib/natural-sort.ts';
import { campaignEndDate } from '../campaign-labels.ts';
import type { SortKey } from './list-url-state.ts';

// The service has no sort or search, so both run here, over every campaign of the filtered list
// (whole-set.ts, fed by the campaign directory). Pure functions, so they are tested alone.

/** The sort options' names, resolved where shown (`i18n._`). */
export const SORT_LABELS: Record<SortKey, MessageDescriptor> = {
  service: msg`Service order`,
  apr: msg`APR, highest first`,
  tvl: msg`TVL, highest first`,
  remaining: msg`Rewards remaining, largest share first`,
  end: msg`End date, soonest first`,
  newest: msg`Newest first`,
};

/**
 * What ordering, searching and My campaigns read of a campaign: a decoded campaign has it all, and
 * the whole-set reader (whole-set-engine.ts) decodes only these members of the rows it ranks.
 */
export type ListedCampaign = Pick<
  Campaign,
  | 'id'
  | 'tvl'
  | 'partnerApyBps'
  | 'rewardsRemaining'
  | 'totalRewards'
  | 'startTime'
  | 'endTime'
  | 'estimatedEndDate'
  | 'rewardToken'
  | 'target'
  | 'eventChainId'
  | 'userPosition'
>;

/** The members an order compares (names break ties: see NAME_MEMBERS). */
export const SORT_MEMBERS: Record<SortKey, readonly (keyof ListedCampaign)[]> = {
  service: [],
  apr: ['partnerApyBps'],
  tvl: ['tvl'],
  remaining: ['rewardsRemaining', 'totalRewards'],
  end: ['endTime', 'estimatedEndDate'],
  newest: ['startTime'],
};

/** The members a name (and so a search, or a tie) is made of. */
export const NAME_MEMBERS: readonly (keyof ListedCampaign)[] = ['id', 'rewardToken', 'target', 'eventChainId'];

function compareBigDesc(a: bigint, b: bigint): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

// Nulls (no APR, no end date) sort last whatever the direction: they are unknowns, not extremes.
function nullsLast<T>(a: T | null | undefined, b: T | null | undefined, compare: (x: T, y: T) => number): number {
  if (a == null) return b == null ? 0 : 1;
  if (b == null) return -1;
  return compare(a, b);
}

/** Share of the budget left in basis points; comparable across reward tokens, unlike raw amounts. */
function remainingShareBps(campaign: ListedCampaign): bigint {
  if (campaign.totalRewards === 0n) return 0n;
  return (campaign.rewardsRemaining * 10_000n) / campaign.totalRewards;
}

const comparators: Record<Exclude<SortKey, 'service'>, (a: ListedCampaign, b: ListedCampaign) => number> = {
  apr: (a, b) => nullsLast(a.partnerApyBps, b.partnerApyBps, compareBigDesc),
  tvl: (a, b) => compareBigDesc(a.tvl, b.tvl),
  remaining: (a, b) => compareBigDesc(remainingShareBps(a), remainingShareBps(b)),
  end: (a, b) => nullsLast(campaignEndDate(a)?.getTime(), campaignEndDate(b)?.getTime(), (x, y) => x - y),
  newest: (a, b) => b.startTime.getTime() - a.startTime.getTime(),
};

/** The name a campaign is listed by ("PTN rewards on mUSDC-9"). */
const listedName = (campaign: ListedCampaign) => campaignDisplayName(campaign, chainName).title;

/**
 * The campaigns sorted by `key`; ties are put in natural name order ("mUSDC-9" before "mUSDC-81"),
 * then keep the service's order (the sort is stable).
 */
export function sortCampaigns<T extends ListedCampaign>(campaigns: readonly T[], key: SortKey): T[] {
  if (key === 'service') return [...campaigns];
  const compare = comparators[key];
  // Names are worked out only for ties, once each: a directory sorts thousands of campaigns.
  const names = new Map<T, string>();
  const nameOf = (campaign: T) => {
    let name = names.get(campaign);
    if (name === undefined) {
      name = listedName(campaign);
      names.set(campaign, name);
    }
    return name;
  };
  return [...campaigns].sort((a, b) => compare(a, b) || compareNatural(nameOf(a), nameOf(b)));
}

/**
 * Text a search can match: the name as the list shows it, reward token and its address, target
 * symbol, protocol, target address, pool id and the campaign id (`#31337:5`).
 */
function searchableText(campaign: ListedCampaign): string {
  const { target } = campaign;
  return [
    listedName(campaign),
    campaign.rewardToken.symbol,
    // The address a campaign page shows under "Token address", pasted to find what pays in it.
    campaign.rewardToken.address,
    target.symbol,
    target.protocol,
    target.address,
    target.poolId,
    // As cards and rows show it: `#31337:5` finds it, and so does `31337:5`.
    `#${formatCampaignId(campaign.id)}`,
  ]
    .filter((part): part is string => part !== undefined)
    .join(' ')
    .toLowerCase();
}

/** Campaigns whose searchable text contains every word of `query` (case-insensitive). */
export function searchCampaigns<T extends ListedCampaign>(campaigns: readonly T[], query: string): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...campaigns];
  return campaigns.filter((campaign) => {
    const text = searchableText(campaign);
    return words.every((word) => text.includes(word));
  });
}

/** Whether an address has something in a campaign: a balance or rewards accumulated. */
export function hasPosition(campaign: Pick<Campaign, 'userPosition'>): boolean {
  const position = campaign.userPosition;
  return position !== undefined && (position.balance > 0n || position.accumulatedRewards > 0n);
}
