// The shapes of a wallet's claim history as the chain reads produce them and the History screen
// reads them. Apart from the read (history-read.ts, loaded with a dynamic import), so a screen
// that only names the types loads none of viem.
import type { Hash } from 'viem';
import type { Address } from '../../domain/address.ts';

export type HistoryKind = 'claim' | 'payout';

/**
 * Who sent the transaction that paid: the wallet itself, the wallet's own contract account (a Safe
 * executing the call: the receipt's `to` is the wallet), or another sender claiming on its behalf
 * (the manager pays the user whoever sends the claim).
 */
type SenderKind = 'wallet' | 'safe' | 'other';

/** One reward claim (`Claimed`) or referral payout (`ReferralClaimed`) the wallet received. */
export interface HistoryEntry {
  chainId: number;
  kind: HistoryKind;
  campaignIndex: number;
  /** Base units of the campaign's reward token. */
  amount: bigint;
  hash: Hash;
  blockNumber: number;
  blockHash: Hash;
  logIndex: number;
  /** Unix seconds of the block. */
  timestamp: number;
  /** This call's share of the transaction's fee, in wei. */
  fee: bigint;
  /** The whole transaction's fee, in wei (gas used × effective gas price, plus an L2's L1 fee). */
  transactionFee: bigint;
  /** Claims and payouts the transaction made (for any wallet): its fee is split over them. */
  transactionCalls: number;
  sender: SenderKind;
  /** The transaction's sender (`receipt.from`). */
  from: Address;
}

/** What is known of a wallet's history on one chain, kept between visits. */
export interface ChainHistory {
  chainId: number;
  manager: Address;
  startBlock: number;
  /** Blocks up to this one are read for good; the next read starts after it. */
  scannedTo: number;
  /** The newest block read; those after `scannedTo` are read again next time (reorgs). */
  readTo: number;
  /** Oldest first, in the chain's order. */
  entries: readonly HistoryEntry[];
}
