// The shape of a campaign archetype: what the archetype lists (active, closed, upcoming) write and
// the factory turns into campaigns. Below both, so the lists never import the module that joins them.
import type { Address } from 'viem';
import type { Prng } from './prng.ts';
import type { IneligibleReason, ModesRecord, TargetRecord } from './types.ts';

export interface PositionPlan {
  user: Address;
  /** Share of the campaign's total qualifying balance, in basis points. */
  balanceBps: number;
  triggeredAt: number;
  /** Earns nothing from `since` (default: from the trigger) for `reason`. */
  ineligible?: { reason: IneligibleReason; since?: number };
  tokenIds?: string[];
  /** The balance was `balanceBeforeBps` until `at`, then dropped to balanceBps. */
  cliffBreak?: { at: number; balanceBeforeBps: number };
}

/** Values the modes of a campaign are sized from once its TVL and emission are drawn. */
interface ModesEnv {
  /** `bps` of the campaign's total qualifying balance, in target base units. */
  units(bps: number): bigint;
  /** `bps` of the campaign's TVL, in USD with 6 decimals. */
  usd(bps: number): bigint;
  emissionRate: bigint;
  /** Event-chain block number at the campaign start. */
  startBlock: number;
  baseParticipants: number;
}

export interface CampaignArchetype {
  name: string;
  kind: 'draft' | 'live' | 'cancelled';
  start: number;
  duration: number;
  openEnded?: boolean;
  /** Seconds of emission the funding covers, when less than the duration (the budget runs out). */
  fundedSeconds?: number;
  cancelledAt?: number;
  /** Reward APR the emission is sized for at the drawn TVL. */
  aprBps: number;
  /** Whole USD; 0 means zero TVL (the emission is then sized for `referenceTvlUsd`). */
  tvlUsd: number;
  referenceTvlUsd?: number;
  eventChain: 'public' | 'local';
  target: (rng: Prng, eventChainId: number) => TargetRecord;
  modes?: (env: ModesEnv) => ModesRecord;
  requiresForwarderDeposit?: boolean;
  raffleTicketMultiplier?: number;
  priceFeedLagging?: boolean;
  protocolApyBps: number | null;
  baseParticipants: number;
  positions: PositionPlan[];
}
