import { formatCampaignId, type CampaignId } from '../domain/campaign-id.ts';

/**
 * Every route of the app, in one place, so links and the router cannot disagree.
 * Lives in config/ rather than app/ because features link to pages too, and features may not
 * import app/.
 */
/** URL parameter names of the campaign list's view, short enough to share. */
export const CAMPAIGN_LIST_PARAMS = {
  chain: 'chain',
  status: 'status',
  targetChain: 'targetChain',
  target: 'target',
  budget: 'budget',
  claimable: 'claimable',
  address: 'address',
  forwarder: 'forwarder',
  mine: 'mine',
  watchlist: 'watchlist',
  sort: 'sort',
  search: 'q',
  view: 'view',
  page: 'page',
  size: 'size',
} as const;

export const paths = {
  campaigns: '/',
  /** Router pattern of one campaign; the id is `<chainId>:<campaignIndex>`. */
  campaignDetailPattern: '/campaigns/:campaignId',
  /** Link to one campaign, e.g. `/campaigns/8453:12`. */
  campaignDetail: (id: CampaignId) => `/campaigns/${formatCampaignId(id)}`,
  /** The campaign list filtered to one target, forwarder campaigns included. */
  campaignsOnTarget: (chainId: number, targetAddress: string) =>
    `/?${new URLSearchParams({
      [CAMPAIGN_LIST_PARAMS.targetChain]: String(chainId),
      [CAMPAIGN_LIST_PARAMS.target]: targetAddress,
      [CAMPAIGN_LIST_PARAMS.forwarder]: '1',
    }).toString()}`,
  /** Binding to a referrer, sharing a referral link, and a referrer's earnings and payouts. */
  referrals: '/referrals',
  /** Targets that accept deposits through the forwarder. */
  depositTargets: '/deposit-targets',
  /** What a wallet has earned, with claims; `?address=` views another address. */
  rewards: '/rewards',
  /** Every claim and payout a wallet received; `?address=` views another address, as on Rewards. */
  history: '/history',
  about: '/about',
  /**
   * The rewards widget a partner's page frames (`widget.js`; the parameters in
   * lib/embed-protocol.ts): one target's or one campaign's rewards, without the app around them.
   */
  widget: '/widget',
} as const;
