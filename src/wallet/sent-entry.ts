import type { Address } from '../domain/address.ts';
import type { CampaignId } from '../domain/campaign-id.ts';

// The shape of the record of sends (sent-transactions.ts), apart from it so that the reader of
// what earlier builds kept (sent-transactions-legacy.ts) can build entries without importing the
// record it feeds.

/** Whose ledger an entry pays: a wallet's rewards (cumulative per campaign) or a referrer's one-shot payouts. */
export type SentLedger = 'rewards' | 'payouts';

/** What was sent. */
type SentKind = 'claim' | 'payout' | 'claim-all' | 'safe-proposal';

/** What identifies the send: a transaction hash, an EIP-5792 call bundle id, or a Safe transaction hash. */
type SentVia = 'transaction' | 'calls' | 'safe';

/** What a Claim everything (or a Safe proposal) covers: one reward chain or all, every claimable campaign or `only` these. */
export interface SentScope {
  chainId?: number;
  only?: readonly CampaignId[];
  /**
   * The claims that cost more than they pay were put in by the plan's switch: a resumed run puts
   * them in too, as the wallet's owner chose (the rule leaves them out by default).
   */
  withCostly?: true;
}

/** One manager call of a send. */
interface SentCall {
  campaign: CampaignId;
  /**
   * What the chain has paid in the campaign once the call is mined: the cumulative total for a
   * reward, the payout's amount for a payout. Set when the manager's log is read.
   */
  paid?: bigint;
  /** What this call paid (the manager's logged amount), and the transaction that paid it. */
  amount?: bigint;
  hash?: `0x${string}`;
  /**
   * When the service and the chain's reads both reported `paid` (ms since 1970). Screens still
   * count it for a while after (REPORTED_GRACE_MS): a reload restores answers kept from before.
   */
  reportedAt?: number;
}

export interface SentEntry {
  kind: SentKind;
  ledger: SentLedger;
  /** The address paid (lowercase). */
  user: Address;
  chainId: number;
  via: SentVia;
  /** The hash, call bundle id or Safe transaction hash; absent for a payment kept by an earlier build without one. */
  reference?: string;
  /** For a Safe proposal: the Safe and the calls proposed (simulated again while the owners decide). */
  safe?: { address: Address; calls: readonly { to: Address; data: `0x${string}` }[] };
  scope?: SentScope;
  calls: readonly SentCall[];
  /** Waiting for the chain (or the Safe's owners), or no longer: mined, replaced, failed or withdrawn. */
  status: 'pending' | 'settled';
  /** When the wallet or the Safe accepted it (ms since 1970). */
  sentAt: number;
  settledAt?: number;
}

/** A Claim everything under way for a wallet's ledger: a reload resumes it. */
export interface SentRun {
  ledger: SentLedger;
  user: Address;
  scope: SentScope;
  startedAt: number;
}

export interface SentRecord {
  entries: readonly SentEntry[];
  runs: readonly SentRun[];
}
