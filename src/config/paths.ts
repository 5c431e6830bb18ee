/**
 * Every route of the app, in one place, so links and the router cannot disagree.
 * Lives in config/ rather than app/ because features link to pages too, and features may not
 * import app/.
 */
export const paths = {
  campaigns: '/',
  /** Router pattern of one campaign; the id is `<chainId>:<campaignIndex>`. */
  campaignDetailPattern: '/campaigns/:campaignId',
  /** Link to one campaign, e.g. `/campaigns/8453:12`. */
  campaignDetail: (id: { chainId: number; campaignIndex: number }) =>
    `/campaigns/${String(id.chainId)}:${String(id.campaignIndex)}`,
  /** What a wallet has earned, with claims; `?address=` views another address. */
  rewards: '/rewards',
  about: '/about',
} as const;
