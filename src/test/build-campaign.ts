import type { Campaign, UserPosition } from '../api/schemas/campaign.ts';

// Small domain builders for tests: a plain active campaign with no modes, so each test states
// only the fields it is about, e.g. buildCampaign({ status: 'ended' }).

const VAULT = '0x2222222222222222222222222222222222222222';
const TOKEN = '0x1111111111111111111111111111111111111111';
const HASH = `0x${'ab'.repeat(32)}` as const;

/** An active vault campaign paying 18-decimal RWD on a 6-decimal vUSDC vault, with no modes. */
export function buildCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: { chainId: 31337, campaignIndex: 7 },
    tvl: 1_234_500_000n,
    participants: 42,
    rewardsDistributed: 1_000_000_000_000_000_000n,
    rewardsRemaining: 9_000_000_000_000_000_000n,
    partnerApyBps: 1550n,
    protocolApyBps: 480n,
    estimatedEndDate: new Date('2026-03-01T00:00:00Z'),
    fundedUntil: new Date('2026-03-01T00:00:00Z'),
    budgetExhausted: false,
    eventChainId: 1,
    configHash: HASH,
    status: 'active',
    startTime: new Date('2026-01-01T00:00:00Z'),
    endTime: new Date('2026-03-01T00:00:00Z'),
    rewardToken: { address: TOKEN, decimals: 18, symbol: 'RWD' },
    totalRewards: 10_000_000_000_000_000_000n,
    openEnded: false,
    emissionRate: 1_000_000_000_000n,
    fundingHistory: [],
    target: {
      tokenStandard: 'erc4626',
      chainId: 1,
      address: VAULT,
      symbol: 'vUSDC',
      decimals: 6,
      protocol: 'morpho',
      shareModel: 'weighted',
      requireInRange: false,
    },
    modes: {},
    requiresForwarderDeposit: false,
    raffleTicketMultiplier: 1,
    ...overrides,
  };
}

/** An eligible position of 1,000 vUSDC that has earned 5 RWD, 3 of them claimable. */
export function buildPosition(overrides: Partial<UserPosition> = {}): UserPosition {
  return {
    balance: 1_000_000_000n,
    accumulatedRewards: 5_000_000_000_000_000_000n,
    claimable: 3_000_000_000_000_000_000n,
    triggeredAt: new Date('2026-01-02T00:00:00Z'),
    isEligible: true,
    ...overrides,
  };
}
