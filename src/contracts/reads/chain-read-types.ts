// The shapes the chain-read hooks and their lazily loaded steps both speak. They sit below both, so
// the steps (loaded with a dynamic import) never import a hook module back.
import type { Address } from '../../domain/address.ts';

/** The ids of one reward chain this build can read: its manager and sorted, distinct indexes. */
export interface ChainGroup {
  chainId: number;
  manager: Address;
  campaignIndexes: readonly number[];
}

/** Per campaign index: the value read, null when there is none, absent when its call failed. */
export interface ChainReadValues<T> {
  values: Readonly<Record<number, T | null>>;
  /** Why calls failed (one line each, first few), empty when every call answered. */
  failures: readonly string[];
}

/** What one campaign clone says of `user`: what it paid, and until when it pays. */
export interface RewardChainState {
  /** Cumulative amount paid to the user (`claimed(user)`). */
  claimed: bigint;
  /** Unix seconds the campaign ends (`endTime()`). */
  endTime: bigint;
  /** Seconds after the end that claims still succeed (`claimExpiryDuration()`). */
  claimExpiryDuration: bigint;
}

export interface PayoutChainState {
  distributor: Address;
  /** The distributor's one-shot `claimed(referrer)` flag. */
  claimed: boolean;
  /** Unix seconds; 0n until the first referral root is published. Claims revert after it. */
  claimWindowEnd: bigint;
}
