import type { Address, Hex } from 'viem';
import type { WorldToken } from './tokens.ts';
import type { CampaignIdText } from '../../domain/campaign-id.ts';

// Internal records of the fixture world. Times are unix seconds (the world computes in whole
// seconds, like the chain); views.ts turns these into the api's domain values.

export type CampaignStatus = 'draft' | 'pending' | 'active' | 'ended' | 'finalized' | 'cancelled';

/** `${chainId}:${campaignIndex}`, the same spelling as the API's path parameter. */
export type CampaignKey = CampaignIdText;

export interface PoolKeyRecord {
  currency0: Address;
  currency1: Address;
  fee: number;
  tickSpacing: number;
  hooks: Address;
}

export interface TargetRecord {
  tokenStandard: string;
  chainId: number;
  /** Null for poolId targets, which have no address. */
  address: Address | null;
  symbol: string;
  decimals: number;
  tokenId: string | null;
  poolId: Hex | null;
  poolManager: Address | null;
  token0: Address | null;
  token1: Address | null;
  poolKey: PoolKeyRecord | null;
  shareModel: string;
  requireInRange: boolean;
  protocol: string;
  marketKey: string | null;
  asset: Address | null;
  /** USD price of one whole target unit (6 decimals), for TVL. */
  priceUsd6: bigint;
}

export interface ModesRecord {
  fixedApy?: { rateBps: bigint };
  apyCap?: { capRateBps: bigint };
  earningCap?: { maxRewards: bigint };
  capitalCap?: { maxTotalBalance: bigint; maxTotalBalanceUsd: bigint };
  depositCap?: { maxBalance: bigint; maxBalanceUsd: bigint };
  cliff?: { cliffDurationSeconds: number; buffer: bigint };
  minBalance?: { minBalance: bigint; minBalanceUsd: bigint };
  depositTiers?: { tiers: { minBalance: bigint; multiplier: bigint }[] };
  newCapitalOnly?: { snapshotBlock: number };
  includeExistingPositions?: Record<string, never>;
  participantCap?: { maxParticipants: number };
}

export interface FundingRecord {
  funder: Address;
  totalAmount: bigint;
  netAmount: bigint;
  feeAmount: bigint;
  referralAmount: bigint;
  newTotalRewards: bigint;
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  fundedAt: number;
}

/** A synthetic participant: someone outside the fixture wallets who also earns, by weight. */
export interface SyntheticShare {
  address: Address;
  /** Share of the campaign's emission, in basis points. */
  weightBps: bigint;
}

export interface CampaignRecord {
  key: CampaignKey;
  chainId: number;
  campaignIndex: number;
  /** Name of the archetype it was built from (for tests and scenarios, never on the wire). */
  archetype: string;
  isDraft: boolean;
  cancelledAt: number | null;
  startTime: number;
  /** For open-ended campaigns this is `fundedUntil`: they run until the budget runs out. */
  endTime: number;
  openEnded: boolean;
  rewardToken: WorldToken;
  /** Reward-token base units per second. */
  emissionRate: bigint;
  totalRewards: bigint;
  /** Sum of the funding entries' referral amounts: the campaign's referral pool. */
  referralPool: bigint;
  fundingHistory: FundingRecord[];
  target: TargetRecord;
  modes: ModesRecord;
  requiresForwarderDeposit: boolean;
  raffleTicketMultiplier: number;
  /** TVL in USD with 6 decimals. */
  tvlUsd6: bigint;
  /** Total qualifying balance in target base units (the TVL in target units); positions are parts of it. */
  totalBalance: bigint;
  baseParticipants: number;
  protocolApyBps: bigint | null;
  priceFeedLagging: boolean;
  configHash: Hex;
  /** Other participants earning in the reward tree. */
  syntheticEarners: SyntheticShare[];
  /** Other referrers' referees' earnings, by weight of the emission, sharing the referral pool. */
  syntheticReferrers: SyntheticShare[];
  /** On-chain referral distributor of the campaign (replaceable by the chain integration). */
  distributorAddress: Address;
}

export type IneligibleReason =
  'below-min-balance' | 'deposit-cap-reached' | 'participant-cap-full' | 'new-capital-only' | 'out-of-range';

interface CliffBreakRecord {
  timestamp: number;
  balanceBefore: bigint;
  balanceAfter: bigint;
}

export interface PositionRecord {
  campaignKey: CampaignKey;
  user: Address;
  /** Current balance (after any cliff break). */
  balance: bigint;
  triggeredAt: number;
  /** Why the position earns nothing (from `ineligibleSince` on), or null. In-cliff is derived. */
  ineligible: { reason: IneligibleReason; since: number } | null;
  /** Position NFTs (pool targets) or a single "0" id, listed as cliff positions in proofs. */
  tokenIds: string[];
  cliffBreak: CliffBreakRecord | null;
}
