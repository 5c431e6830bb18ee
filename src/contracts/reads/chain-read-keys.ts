import type { Address } from '../../domain/address.ts';

// Query keys of what the app reads straight from the reward chains, general to specific, so one
// call refreshes a group: `chainReadKeys.claimedOf(chainId, user)` after a claim mined there,
// `chainReadKeys.all` after a chain reset. Every key starts with 'chain', so a cache persister can
// tell chain answers from service answers by their first element.

export const chainReadKeys = {
  all: ['chain'] as const,
  /** Campaign clone per campaign index of the manager; never changes once created. */
  clones: (chainId: number, campaignIndexes: readonly number[]) =>
    ['chain', 'clones', chainId, campaignIndexes] as const,
  /** Referral distributor per campaign index of the manager; never changes once created. */
  distributors: (chainId: number, campaignIndexes: readonly number[]) =>
    ['chain', 'distributors', chainId, campaignIndexes] as const,
  /** Every `claimed(user)` read of `user` on a chain. */
  claimedOf: (chainId: number, user: Address) => ['chain', 'claimed', chainId, user] as const,
  claimed: (chainId: number, user: Address, campaignIndexes: readonly number[]) =>
    ['chain', 'claimed', chainId, user, campaignIndexes] as const,
  /** Every payout state (distributor `claimed(referrer)`, `claimWindowEnd()`) of `referrer` on a chain. */
  payoutsOf: (chainId: number, referrer: Address) => ['chain', 'payouts', chainId, referrer] as const,
  payouts: (chainId: number, referrer: Address, campaignIndexes: readonly number[]) =>
    ['chain', 'payouts', chainId, referrer, campaignIndexes] as const,
  /**
   * Every reward claim and referral payout `user` received on a chain, with the block read up to:
   * kept between visits, so the next read asks only for the blocks after it (history-read.ts).
   */
  history: (chainId: number, user: Address) => ['chain', 'history', chainId, user] as const,
};
