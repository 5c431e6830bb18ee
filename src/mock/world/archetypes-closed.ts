import type { CampaignArchetype } from './archetype-types.ts';
import { multiTokenTarget, poolIdTarget, tokenTarget, vaultTarget } from './targets.ts';
import { ROLE } from './wallet-roles.ts';

const H = 3600;
const D = 86_400;

/**
 * Campaigns past their end at the origin: ended (finalizing in 21 h and in 1 h), finalized (referral
 * root published with an open window, published with a closed window, not yet published) and cancelled.
 */
export const CLOSED_ARCHETYPES: readonly CampaignArchetype[] = [
  {
    name: 'ended-recent',
    kind: 'live',
    start: -33 * D,
    duration: 33 * D - 3 * H,
    aprBps: 1300,
    tvlUsd: 2_900_000,
    eventChain: 'public',
    target: (rng, chain) => vaultTarget(rng, chain, 'USDC', 'aave-v3', 'waUSDC'),
    modes: (env) => ({ minBalance: { minBalance: env.units(5), minBalanceUsd: env.usd(5) } }),
    protocolApyBps: 420,
    baseParticipants: 402,
    positions: [
      { user: ROLE.alice, balanceBps: 300, triggeredAt: -30 * D },
      { user: ROLE.dave, balanceBps: 150, triggeredAt: -29 * D },
      { user: ROLE.olivia, balanceBps: 100, triggeredAt: -28 * D },
      { user: ROLE.carolA, balanceBps: 100, triggeredAt: -25 * D },
      { user: ROLE.carolB, balanceBps: 80, triggeredAt: -20 * H },
    ],
  },
  {
    name: 'ended-finalizing',
    kind: 'live',
    start: -60 * D,
    duration: 60 * D - 23 * H,
    aprBps: 2000,
    tvlUsd: 1_300_000,
    eventChain: 'public',
    target: (_rng, chain) => multiTokenTarget(chain, 'USDC', 'pendle', '1767225600'),
    protocolApyBps: 950,
    baseParticipants: 188,
    positions: [
      { user: ROLE.alice, balanceBps: 250, triggeredAt: -55 * D },
      { user: ROLE.frank, balanceBps: 120, triggeredAt: -19 * D },
      { user: ROLE.erin, balanceBps: 100, triggeredAt: -9 * D },
    ],
  },
  {
    name: 'finalized-published',
    kind: 'live',
    start: -45 * D,
    duration: 33 * D,
    aprBps: 1700,
    tvlUsd: 3_600_000,
    eventChain: 'public',
    target: (rng, chain) => vaultTarget(rng, chain, 'WETH', 'morpho', 'gtWETH'),
    modes: (env) => ({ cliff: { cliffDurationSeconds: 3 * D, buffer: env.units(2) } }),
    protocolApyBps: 350,
    baseParticipants: 507,
    positions: [
      { user: ROLE.alice, balanceBps: 300, triggeredAt: -44 * D, tokenIds: ['0'] },
      { user: ROLE.bob, balanceBps: 200, triggeredAt: -40 * D, tokenIds: ['0'] },
      { user: ROLE.dave, balanceBps: 150, triggeredAt: -29 * D, tokenIds: ['0'] },
      { user: ROLE.olivia, balanceBps: 100, triggeredAt: -29 * D, tokenIds: ['0'] },
      { user: ROLE.carolA, balanceBps: 80, triggeredAt: -28 * D, tokenIds: ['0'] },
      { user: ROLE.frank, balanceBps: 60, triggeredAt: -19 * D, tokenIds: ['0'] },
      { user: ROLE.judy, balanceBps: 50, triggeredAt: -14 * D, tokenIds: ['0'] },
    ],
  },
  {
    name: 'finalized-window-closed',
    kind: 'live',
    start: -90 * D,
    duration: 40 * D,
    aprBps: 1100,
    tvlUsd: 780_000,
    eventChain: 'local',
    target: (_rng, chain) => tokenTarget(chain, 'wstETH', 'lido'),
    protocolApyBps: 300,
    baseParticipants: 233,
    positions: [
      { user: ROLE.alice, balanceBps: 200, triggeredAt: -85 * D },
      { user: ROLE.dave, balanceBps: 100, triggeredAt: -80 * D },
      { user: ROLE.judy, balanceBps: 100, triggeredAt: -60 * D },
    ],
  },
  {
    name: 'finalized-unpublished',
    kind: 'live',
    start: -31 * D,
    duration: 30 * D - 2 * H,
    aprBps: 2200,
    tvlUsd: 1_450_000,
    eventChain: 'public',
    target: (_rng, chain) => poolIdTarget(chain, ['USDC', 'USDT'], 100, 1, true),
    protocolApyBps: 880,
    baseParticipants: 141,
    positions: [
      { user: ROLE.alice, balanceBps: 200, triggeredAt: -30 * D, tokenIds: ['70011'] },
      { user: ROLE.dave, balanceBps: 150, triggeredAt: -29 * D, tokenIds: ['70012'] },
      { user: ROLE.carolA, balanceBps: 120, triggeredAt: -28 * D, tokenIds: ['70013'] },
      { user: ROLE.erin, balanceBps: 100, triggeredAt: -9 * D, tokenIds: ['70014'] },
    ],
  },
  {
    name: 'cancelled',
    kind: 'cancelled',
    start: -10 * D,
    duration: 30 * D,
    cancelledAt: -4 * D,
    aprBps: 1500,
    tvlUsd: 410_000,
    eventChain: 'public',
    target: (_rng, chain) => tokenTarget(chain, 'USDC', 'circle'),
    protocolApyBps: null,
    baseParticipants: 39,
    positions: [
      { user: ROLE.frank, balanceBps: 200, triggeredAt: -9 * D },
      { user: ROLE.alice, balanceBps: 100, triggeredAt: -8 * D },
    ],
  },
];
