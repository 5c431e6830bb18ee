import type { CampaignArchetype } from './archetype-types.ts';
import { poolIdTarget, tokenTarget, vaultTarget } from './targets.ts';
import { ROLE } from './wallet-roles.ts';

const M = 60;
const H = 3600;
const D = 86_400;

/** Campaigns that have not started at the origin: a draft and three pending ones (30 min, 3 h, 5 days out). */
export const UPCOMING_ARCHETYPES: readonly CampaignArchetype[] = [
  {
    name: 'draft',
    kind: 'draft',
    start: 7 * D,
    duration: 30 * D,
    aprBps: 900,
    tvlUsd: 0,
    referenceTvlUsd: 1_000_000,
    eventChain: 'local',
    target: (rng, chain) => vaultTarget(rng, chain, 'USDC', 'morpho', 'mvUSDC'),
    protocolApyBps: null,
    baseParticipants: 0,
    positions: [],
  },
  {
    name: 'pending-soon',
    kind: 'live',
    start: 30 * M,
    duration: 30 * D,
    aprBps: 2400,
    tvlUsd: 1_800_000,
    eventChain: 'public',
    target: (_rng, chain) => poolIdTarget(chain, ['USDC', 'WETH'], 500, 10, false),
    modes: () => ({ includeExistingPositions: {} }),
    protocolApyBps: 1830,
    baseParticipants: 0,
    positions: [
      { user: ROLE.alice, balanceBps: 300, triggeredAt: -2 * H, tokenIds: ['120455'] },
      { user: ROLE.grace, balanceBps: 150, triggeredAt: -1 * H, tokenIds: ['120460'] },
    ],
  },
  {
    name: 'pending-later',
    kind: 'live',
    start: 3 * H,
    duration: 14 * D,
    aprBps: 1200,
    tvlUsd: 950_000,
    eventChain: 'public',
    target: (_rng, chain) => tokenTarget(chain, 'wstETH', 'lido'),
    modes: () => ({ participantCap: { maxParticipants: 500 } }),
    protocolApyBps: 290,
    baseParticipants: 0,
    positions: [{ user: ROLE.dave, balanceBps: 200, triggeredAt: -1 * D }],
  },
  {
    name: 'pending-far',
    kind: 'live',
    start: 5 * D,
    duration: 35 * D,
    aprBps: 800,
    tvlUsd: 250_000,
    eventChain: 'local',
    target: (rng, chain) => vaultTarget(rng, chain, 'WETH', 'euler', 'eWETH-2'),
    modes: () => ({ fixedApy: { rateBps: 800n } }),
    protocolApyBps: null,
    baseParticipants: 0,
    positions: [],
  },
];
