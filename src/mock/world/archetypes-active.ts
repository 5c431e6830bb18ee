import type { CampaignArchetype } from './archetype-types.ts';
import { poolAddressTarget, poolIdTarget, tokenTarget, vaultTarget } from './targets.ts';
import { ROLE } from './wallet-roles.ts';

const M = 60;
const H = 3600;
const D = 86_400;

/**
 * Campaigns running at the origin, between them every mode, every ineligibility reason, a cliff,
 * an open-ended forwarder campaign and one that ends two hours after the origin.
 */
export const ACTIVE_ARCHETYPES: readonly CampaignArchetype[] = [
  {
    name: 'active-tiers',
    kind: 'live',
    start: -12 * D,
    duration: 30 * D,
    aprBps: 1550,
    tvlUsd: 4_200_000,
    eventChain: 'public',
    target: (rng, chain) => vaultTarget(rng, chain, 'USDC', 'morpho', 'steakUSDC'),
    modes: (env) => ({
      minBalance: { minBalance: env.units(20), minBalanceUsd: env.usd(20) },
      depositTiers: {
        tiers: [
          { minBalance: env.units(20), multiplier: 10_000n },
          { minBalance: env.units(100), multiplier: 12_500n },
          { minBalance: env.units(400), multiplier: 15_000n },
        ],
      },
    }),
    protocolApyBps: 480,
    baseParticipants: 214,
    positions: [
      { user: ROLE.alice, balanceBps: 450, triggeredAt: -11 * D },
      { user: ROLE.dave, balanceBps: 120, triggeredAt: -10 * D },
      { user: ROLE.carolA, balanceBps: 10, triggeredAt: -9 * D, ineligible: { reason: 'below-min-balance' } },
      { user: ROLE.olivia, balanceBps: 80, triggeredAt: -6 * D },
      { user: ROLE.heidi, balanceBps: 60, triggeredAt: -3 * D },
    ],
  },
  {
    name: 'active-cliff-range',
    kind: 'live',
    start: -20 * D,
    duration: 30 * D,
    aprBps: 3100,
    tvlUsd: 2_600_000,
    eventChain: 'public',
    target: (_rng, chain) => poolIdTarget(chain, ['WETH', 'wstETH'], 3000, 60, true),
    modes: (env) => ({ cliff: { cliffDurationSeconds: 7 * D, buffer: env.units(1) } }),
    protocolApyBps: 2210,
    baseParticipants: 96,
    positions: [
      {
        user: ROLE.alice,
        balanceBps: 350,
        triggeredAt: -19 * D,
        tokenIds: ['88121', '88122'],
        cliffBreak: { at: -4 * D, balanceBeforeBps: 500 },
      },
      { user: ROLE.bob, balanceBps: 200, triggeredAt: -2 * D, tokenIds: ['90411'] },
      {
        user: ROLE.ivan,
        balanceBps: 150,
        triggeredAt: -15 * D,
        tokenIds: ['89003'],
        ineligible: { reason: 'out-of-range', since: -3 * H },
      },
      { user: ROLE.frank, balanceBps: 100, triggeredAt: -18 * D, tokenIds: ['88500'] },
      { user: ROLE.erin, balanceBps: 90, triggeredAt: -9 * D, tokenIds: ['89877'] },
    ],
  },
  {
    name: 'active-capped',
    kind: 'live',
    start: -8 * D,
    duration: 30 * D,
    aprBps: 1800,
    tvlUsd: 3_100_000,
    eventChain: 'public',
    target: (_rng, chain) => tokenTarget(chain, chain === 1 ? 'sUSDe' : 'USDC', 'ethena'),
    modes: (env) => ({
      capitalCap: { maxTotalBalance: env.units(10_000), maxTotalBalanceUsd: env.usd(10_000) },
      // Full: alice, dave and carolB are the last participants it admitted.
      participantCap: { maxParticipants: env.baseParticipants + 3 },
      // alice reaches it five days after her deposit.
      earningCap: { maxRewards: (env.emissionRate * 400n * 5n * BigInt(D)) / 10_000n },
    }),
    protocolApyBps: 1120,
    baseParticipants: 311,
    positions: [
      { user: ROLE.alice, balanceBps: 400, triggeredAt: -8 * D },
      { user: ROLE.dave, balanceBps: 150, triggeredAt: -7 * D },
      { user: ROLE.carolB, balanceBps: 100, triggeredAt: -1 * D - 3 * M },
      { user: ROLE.heidi, balanceBps: 80, triggeredAt: -1 * D, ineligible: { reason: 'deposit-cap-reached' } },
      { user: ROLE.olivia, balanceBps: 60, triggeredAt: -20 * H, ineligible: { reason: 'participant-cap-full' } },
    ],
  },
  {
    name: 'active-new-capital',
    kind: 'live',
    start: -5 * D,
    duration: 30 * D,
    aprBps: 1200,
    tvlUsd: 5_500_000,
    eventChain: 'public',
    target: (rng, chain) => vaultTarget(rng, chain, 'USDC', 'euler', 'eUSDC-3'),
    modes: (env) => ({
      newCapitalOnly: { snapshotBlock: env.startBlock },
      apyCap: { capRateBps: 1000n },
      depositCap: { maxBalance: env.units(300), maxBalanceUsd: env.usd(300) },
    }),
    protocolApyBps: 610,
    baseParticipants: 158,
    positions: [
      { user: ROLE.bob, balanceBps: 250, triggeredAt: -30 * D, ineligible: { reason: 'new-capital-only' } },
      { user: ROLE.alice, balanceBps: 500, triggeredAt: -4 * D },
      { user: ROLE.frank, balanceBps: 100, triggeredAt: -4 * D },
      { user: ROLE.carolB, balanceBps: 120, triggeredAt: -1 * D - 2 * H },
      { user: ROLE.judy, balanceBps: 70, triggeredAt: -2 * D },
    ],
  },
  {
    name: 'active-forwarder-open-ended',
    kind: 'live',
    start: -15 * D,
    duration: 60 * D,
    openEnded: true,
    aprBps: 700,
    tvlUsd: 1_200_000,
    eventChain: 'local',
    target: (rng, chain) => vaultTarget(rng, chain, 'USDC', 'yearn-v3', 'yvUSDC-1'),
    modes: () => ({ fixedApy: { rateBps: 700n }, includeExistingPositions: {} }),
    requiresForwarderDeposit: true,
    raffleTicketMultiplier: 1.5,
    protocolApyBps: 390,
    baseParticipants: 64,
    positions: [
      { user: ROLE.alice, balanceBps: 300, triggeredAt: -14 * D },
      { user: ROLE.erinProxy, balanceBps: 200, triggeredAt: -9 * D },
      { user: ROLE.dave, balanceBps: 100, triggeredAt: -12 * D },
    ],
  },
  {
    name: 'active-ending-soon',
    kind: 'live',
    start: -27 * D,
    duration: 27 * D + 2 * H,
    aprBps: 2700,
    tvlUsd: 890_000,
    eventChain: 'public',
    target: (_rng, chain) =>
      poolAddressTarget(chain, ['WETH', 'USDC'], chain === 8453 ? 'aerodrome-slipstream' : 'uniswap-v3', false),
    raffleTicketMultiplier: 2,
    protocolApyBps: 1640,
    baseParticipants: 77,
    positions: [
      { user: ROLE.alice, balanceBps: 500, triggeredAt: -26 * D, tokenIds: ['512', '513'] },
      { user: ROLE.olivia, balanceBps: 200, triggeredAt: -25 * D, tokenIds: ['601'] },
      { user: ROLE.carolA, balanceBps: 150, triggeredAt: -20 * D, tokenIds: ['644'] },
      { user: ROLE.frank, balanceBps: 100, triggeredAt: -10 * D, tokenIds: ['702'] },
      { user: ROLE.judy, balanceBps: 80, triggeredAt: -14 * D, tokenIds: ['733'] },
    ],
  },
];
