import type { Address } from 'viem';
import type { Prng } from './prng.ts';
import { ACTIVE_ARCHETYPES } from './archetypes-active.ts';
import { CLOSED_ARCHETYPES } from './archetypes-closed.ts';
import { UPCOMING_ARCHETYPES } from './archetypes-upcoming.ts';
import { tokenTarget, vaultTarget } from './targets.ts';
import type { IneligibleReason, ModesRecord, TargetRecord } from './types.ts';
import { ROLE } from './wallet-roles.ts';

// The campaigns of one reward chain, as archetypes: each covers statuses, modes, target kinds and
// edge cases the app must render. Every reward chain gets all of them (with its own tokens,
// targets and amounts drawn from the seeded PRNG), so each chain can be tested on its own.
// All times are seconds relative to the world origin.

const H = 3600;
const D = 86_400;

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

/** The per-chain special case, so each null-APR cause and budget exhaustion exist somewhere. */
function specialArchetype(rewardChainId: number): CampaignArchetype {
  if (rewardChainId === 31337) {
    return {
      name: 'active-zero-tvl',
      kind: 'live',
      start: -1 * H,
      duration: 30 * D,
      aprBps: 1000,
      tvlUsd: 0,
      referenceTvlUsd: 500_000,
      eventChain: 'public',
      target: (_rng, chain) => tokenTarget(chain, 'USDT', 'tether'),
      protocolApyBps: null,
      baseParticipants: 0,
      positions: [],
    };
  }
  if (rewardChainId === 31338) {
    return {
      name: 'active-price-lag',
      kind: 'live',
      start: -6 * D,
      duration: 24 * D,
      aprBps: 1400,
      tvlUsd: 1_750_000,
      priceFeedLagging: true,
      eventChain: 'public',
      target: (rng, chain) => vaultTarget(rng, chain, 'WETH', 'moonwell', 'mwETH'),
      protocolApyBps: 260,
      baseParticipants: 120,
      positions: [
        { user: ROLE.alice, balanceBps: 250, triggeredAt: -5 * D },
        { user: ROLE.heidi, balanceBps: 100, triggeredAt: -4 * D },
      ],
    };
  }
  return {
    name: 'active-budget-exhausted',
    kind: 'live',
    start: -10 * D,
    duration: 30 * D,
    fundedSeconds: 8 * D,
    aprBps: 2000,
    tvlUsd: 640_000,
    eventChain: 'local',
    target: (rng, chain) => vaultTarget(rng, chain, 'WETH', 'silo', 'sWETH'),
    protocolApyBps: 510,
    baseParticipants: 45,
    positions: [
      { user: ROLE.alice, balanceBps: 300, triggeredAt: -9 * D },
      { user: ROLE.dave, balanceBps: 200, triggeredAt: -8 * D },
    ],
  };
}

/** Every campaign archetype of reward chain `rewardChainId`, in campaign-index order (from 1). */
export function campaignArchetypes(rewardChainId: number): CampaignArchetype[] {
  return [...UPCOMING_ARCHETYPES, ...ACTIVE_ARCHETYPES, specialArchetype(rewardChainId), ...CLOSED_ARCHETYPES];
}
