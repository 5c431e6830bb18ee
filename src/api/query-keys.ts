import { formatCampaignId, type CampaignId } from '../domain/campaign-id.ts';
import { toAddress, type Address } from '../domain/address.ts';
import { normalizeReferralUsername } from '../domain/referral-username.ts';
import type {
  ActiveCampaignListQuery,
  CampaignListQuery,
  ReferralStatsQuery,
  UserRewardsQuery,
} from './schemas/requests.ts';

// One factory per resource, general to specific, so `invalidateQueries({ queryKey: x.all })`
// reaches every query of a resource and narrower keys reach fewer. Campaign ids are written as
// `<chainId>:<campaignIndex>` and addresses lowercased, so equal requests share one cache entry
// however the caller spelled them.

// Undefined (no wallet connected yet) stays in the key as null, as React Query expects for
// queries that wait on a value with skipToken.
function lower(value: Address | undefined): Address | null {
  return value === undefined ? null : toAddress(value);
}

/** Keys of campaign lists, details and stats. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (filters: CampaignListQuery) => [...campaignKeys.lists(), filters] as const,
  activeList: (filters: ActiveCampaignListQuery) => [...campaignKeys.lists(), 'active', filters] as const,
  /** Answers read over a whole filtered list (the campaign list's whole-set reading, in a worker). */
  directories: () => [...campaignKeys.lists(), 'directory'] as const,
  /**
   * The last answer to one view of a whole filtered list (its filters, search, order and page),
   * kept so a return visit shows it before the list has been read again.
   */
  directoryAnswer: (view: object) => [...campaignKeys.directories(), view] as const,
  details: () => [...campaignKeys.all, 'detail'] as const,
  detail: (id: CampaignId, userAddress?: Address) =>
    [...campaignKeys.details(), formatCampaignId(id), lower(userAddress)] as const,
  allStats: () => [...campaignKeys.all, 'stats'] as const,
  stats: (id: CampaignId) => [...campaignKeys.allStats(), formatCampaignId(id)] as const,
  /** Campaigns read only to name rows (api/campaign-directory.ts): kept long, apart from live details. */
  names: () => [...campaignKeys.all, 'name'] as const,
  name: (id: CampaignId) => [...campaignKeys.names(), formatCampaignId(id)] as const,
  /** One page of the campaigns `user` can claim from, read for their names and end dates. */
  claimableNames: (user: Address | undefined, offset: number) =>
    [...campaignKeys.names(), 'claimable', lower(user), offset] as const,
};

/** Keys of a user's reward lists. */
export const rewardKeys = {
  all: ['rewards'] as const,
  lists: () => [...rewardKeys.all, 'list'] as const,
  listsOf: (address: Address | undefined) => [...rewardKeys.lists(), lower(address)] as const,
  list: (address: Address | undefined, filters: UserRewardsQuery) => [...rewardKeys.listsOf(address), filters] as const,
};

/** Keys of claim proofs. */
export const claimKeys = {
  all: ['claims'] as const,
  details: () => [...claimKeys.all, 'detail'] as const,
  detail: (id: CampaignId, address: Address | undefined) =>
    [...claimKeys.details(), formatCampaignId(id), lower(address)] as const,
};

/** Keys of usernames, referral stats and referral proofs. */
export const referralKeys = {
  all: ['referrals'] as const,
  usernames: () => [...referralKeys.all, 'username'] as const,
  username: (username: string | undefined) =>
    [...referralKeys.usernames(), username === undefined ? null : normalizeReferralUsername(username)] as const,
  allStats: () => [...referralKeys.all, 'stats'] as const,
  stats: (address: Address | undefined, filters: ReferralStatsQuery) =>
    [...referralKeys.allStats(), lower(address), filters] as const,
  proofs: () => [...referralKeys.all, 'proof'] as const,
  proof: (id: CampaignId, address: Address | undefined) =>
    [...referralKeys.proofs(), formatCampaignId(id), lower(address)] as const,
};

/** Keys of forwarder deposit targets. */
export const forwarderKeys = {
  all: ['forwarder'] as const,
  targets: () => [...forwarderKeys.all, 'targets'] as const,
};

/**
 * Keys of token prices (api/prices/), one per token (and moment), so a screen asks only for the
 * tokens it has not priced yet and rows added later share what earlier ones asked.
 */
export const priceKeys = {
  all: ['prices'] as const,
  currents: () => [...priceKeys.all, 'current'] as const,
  current: (chainId: number, address: Address) => [...priceKeys.currents(), chainId, toAddress(address)] as const,
  historicals: () => [...priceKeys.all, 'historical'] as const,
  historical: (chainId: number, address: Address, timestamp: number) =>
    [...priceKeys.historicals(), chainId, toAddress(address), timestamp] as const,
};
