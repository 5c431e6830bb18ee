import type { CampaignArchetype } from './archetype-types.ts';
import { ACTIVE_ARCHETYPES } from './archetypes-active.ts';
import { CLOSED_ARCHETYPES } from './archetypes-closed.ts';
import { UPCOMING_ARCHETYPES } from './archetypes-upcoming.ts';
import { tokenTarget, vaultTarget } from './targets.ts';
import { ROLE } from './wallet-roles.ts';

// The campaigns of one reward chain, as archetypes: each covers statuses, modes, target kinds and
// edge cases the app must render. Every reward chain gets all of them (with its own tokens,
// targets and amounts drawn from the seeded PRNG), so each chain can be tested on its own.
// All times are seconds relative to the world origin.

const H = 3600;
const D = 86_400;

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
