import type { CampaignStatsWire, CampaignWire, RewardTokenWire } from '../schemas/campaign.ts';
import type { ClaimProofWire } from '../schemas/claims.ts';
import type { ForwarderTargetWire } from '../schemas/forwarder.ts';
import type { ReferralProofWire, ReferralStatWire } from '../schemas/referrals.ts';
import type { Hex } from '../schemas/primitives.ts';
import type { Address } from '../../domain/address.ts';
import type { UserRewardWire } from '../schemas/rewards.ts';

// Valid wire bodies as the service would send them, for schema and client tests. Each builder
// takes overrides so a test states only what it is about.

export const SAMPLE_ADDRESS: Address = '0x1111111111111111111111111111111111111111';
const SAMPLE_ADDRESS_2: Address = '0x2222222222222222222222222222222222222222';
/** A checksummed address (EIP-55), to show decoding lowercases it. */
export const CHECKSUMMED_ADDRESS: Address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const SAMPLE_HASH: Hex = `0x${'ab'.repeat(32)}`;

/** A reward token on the wire. */
function wireRewardToken(overrides: Partial<RewardTokenWire> = {}): RewardTokenWire {
  return { address: SAMPLE_ADDRESS, decimals: 18, symbol: 'RWD', ...overrides };
}

/** A full campaign on the wire, every mode and target member set. */
export function wireCampaign(overrides: Partial<CampaignWire> = {}): CampaignWire {
  return {
    id: { chainId: 8453, campaignIndex: 7 },
    tvl: '1234500000',
    participants: 42,
    rewardsDistributed: '1000000000000000000',
    rewardsRemaining: '9000000000000000000',
    partnerApyBps: '1550',
    protocolApyBps: null,
    estimatedEndDate: '2025-03-01T00:00:00.000Z',
    fundedUntil: '2025-02-15T12:00:00.000Z',
    budgetExhausted: false,
    eventChainId: 1,
    configHash: SAMPLE_HASH,
    status: 'active',
    startTime: '2025-01-01T00:00:00.000Z',
    endTime: '2025-03-01T00:00:00.000Z',
    rewardToken: wireRewardToken(),
    totalRewards: '10000000000000000000',
    openEnded: false,
    emissionRate: '3858024691358',
    fundingHistory: [
      {
        funder: SAMPLE_ADDRESS_2,
        totalAmount: '10000000000000000000',
        netAmount: '9500000000000000000',
        feeAmount: '400000000000000000',
        referralAmount: '100000000000000000',
        newTotalRewards: '9500000000000000000',
        txHash: SAMPLE_HASH,
        logIndex: 3,
        blockNumber: '21000000',
        fundedAt: '2024-12-31T23:00:00.000Z',
      },
    ],
    target: {
      tokenStandard: 'erc4626',
      chainId: 1,
      address: SAMPLE_ADDRESS_2,
      symbol: 'vUSDC',
      decimals: 6,
      tokenId: '1',
      poolId: SAMPLE_HASH,
      poolManager: SAMPLE_ADDRESS,
      token0: SAMPLE_ADDRESS,
      token1: SAMPLE_ADDRESS_2,
      poolKey: {
        currency0: SAMPLE_ADDRESS,
        currency1: SAMPLE_ADDRESS_2,
        fee: 3000,
        tickSpacing: 60,
        hooks: SAMPLE_ADDRESS,
      },
      shareModel: 'weighted',
      requireInRange: true,
      protocol: 'morpho',
      marketKey: 'usdc-main',
      asset: SAMPLE_ADDRESS,
    },
    modes: {
      fixedApy: { rateBps: '500' },
      apyCap: { capRateBps: '2000' },
      earningCap: { maxRewards: '1000' },
      capitalCap: { maxTotalBalance: '1000000', maxTotalBalanceUsd: '1000000000000' },
      depositCap: { maxBalance: '5000', maxBalanceUsd: '5000000000' },
      cliff: { cliffDurationSeconds: 604800, buffer: '0' },
      minBalance: { minBalance: '1', minBalanceUsd: '1000000' },
      depositTiers: {
        tiers: [
          { minBalance: '0', multiplier: '1' },
          { minBalance: '1000', multiplier: '2' },
        ],
      },
      newCapitalOnly: { snapshotBlock: 20999999 },
      includeExistingPositions: {},
      participantCap: { maxParticipants: 1000 },
    },
    requiresForwarderDeposit: false,
    raffleTicketMultiplier: 1.5,
    userPosition: {
      balance: '100',
      accumulatedRewards: '5',
      claimable: '3',
      triggeredAt: '2025-01-02T00:00:00.000Z',
      isEligible: true,
    },
    ...overrides,
  };
}

/** Campaign stats on the wire. */
export function wireCampaignStats(overrides: Partial<CampaignStatsWire> = {}): CampaignStatsWire {
  return {
    id: { chainId: 8453, campaignIndex: 7 },
    tvl: '1234500000',
    participants: 42,
    rewardsDistributed: '1',
    rewardsRemaining: '2',
    partnerApyBps: null,
    protocolApyBps: '310',
    ...overrides,
  };
}

/** A user reward on the wire. */
export function wireUserReward(overrides: Partial<UserRewardWire> = {}): UserRewardWire {
  return {
    id: { chainId: 8453, campaignIndex: 7 },
    rewardToken: wireRewardToken(),
    balance: '100',
    accumulatedRewards: '5',
    claimable: '3',
    ...overrides,
  };
}

/** A claim proof on the wire. */
export function wireClaimProof(overrides: Partial<ClaimProofWire> = {}): ClaimProofWire {
  return {
    id: { chainId: 8453, campaignIndex: 7 },
    address: SAMPLE_ADDRESS,
    rewardToken: wireRewardToken(),
    cumulativeAmount: '10',
    alreadyClaimed: '4',
    claimable: '6',
    proof: [SAMPLE_HASH, SAMPLE_HASH],
    root: SAMPLE_HASH,
    publishedAt: '2025-01-05T00:00:00.000Z',
    cliffPositions: [{ tokenId: '12', status: 'intact', endsAt: '2025-02-01T00:00:00.000Z' }],
    cliffBreak: { timestamp: '2025-01-10T00:00:00.000Z', balanceBefore: '100', balanceAfter: '40' },
    ...overrides,
  };
}

/** A referral proof on the wire. */
export function wireReferralProof(overrides: Partial<ReferralProofWire> = {}): ReferralProofWire {
  return {
    id: { chainId: 8453, campaignIndex: 7 },
    referrer: SAMPLE_ADDRESS,
    amount: '777',
    proof: [SAMPLE_HASH],
    root: SAMPLE_HASH,
    publishedAt: '2025-03-02T00:00:00.000Z',
    distributorAddress: SAMPLE_ADDRESS_2,
    rewardToken: wireRewardToken(),
    ...overrides,
  };
}

/** A referral stat on the wire (types per REFERRAL_STAT assumptions). */
export function wireReferralStat(overrides: Partial<ReferralStatWire> = {}): ReferralStatWire {
  return {
    id: { chainId: 8453, campaignIndex: 7 },
    status: 'estimated',
    refereeCount: 2,
    amount: '120',
    rewardToken: wireRewardToken(),
    claimWindowEnd: null,
    claimTxHash: null,
    claimedAt: null,
    ...overrides,
  };
}

/** A forwarder target on the wire. */
export function wireForwarderTarget(overrides: Partial<ForwarderTargetWire> = {}): ForwarderTargetWire {
  return {
    chainId: 8453,
    targetAddress: SAMPLE_ADDRESS,
    forwarderAddress: SAMPLE_ADDRESS_2,
    acceptedToken: wireRewardToken({ symbol: 'USDC', decimals: 6 }),
    acceptedTokens: [wireRewardToken({ symbol: 'USDC', decimals: 6 })],
    shareToken: { symbol: 'vUSDC', decimals: 6 },
    protocol: 'morpho',
    name: 'USDC vault',
    supportedActions: ['deposit'],
    depositActionType: 'erc4626-deposit',
    ...overrides,
  };
}
