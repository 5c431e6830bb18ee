import { describe, expect, it } from 'vitest';
import { buildCampaign, buildPosition } from '../../../test/build-campaign.ts';
import { hasPosition, searchCampaigns, sortCampaigns } from './sort-and-search.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';

function withIndex(campaignIndex: number, overrides: Partial<Campaign>): Campaign {
  return buildCampaign({ id: { chainId: 31337, campaignIndex }, ...overrides });
}

const indexes = (campaigns: Campaign[]) => campaigns.map((campaign) => campaign.id.campaignIndex);

describe('sortCampaigns', () => {
  const page = [
    withIndex(1, {
      partnerApyBps: null,
      tvl: 5n,
      startTime: new Date('2026-01-03'),
      endTime: undefined,
      estimatedEndDate: undefined,
    }),
    withIndex(2, { partnerApyBps: 900n, tvl: 50n, startTime: new Date('2026-01-01'), endTime: new Date('2026-03-01') }),
    withIndex(3, {
      partnerApyBps: 2500n,
      tvl: 20n,
      startTime: new Date('2026-01-02'),
      endTime: new Date('2026-02-01'),
    }),
  ];

  it('keeps the service order by default', () => {
    expect(indexes(sortCampaigns(page, 'service'))).toEqual([1, 2, 3]);
  });

  it('sorts by APR, highest first, with unknown APRs last', () => {
    expect(indexes(sortCampaigns(page, 'apr'))).toEqual([3, 2, 1]);
  });

  it('sorts by TVL, highest first', () => {
    expect(indexes(sortCampaigns(page, 'tvl'))).toEqual([2, 3, 1]);
  });

  it('sorts by end date, soonest first, with no end date last', () => {
    expect(indexes(sortCampaigns(page, 'end'))).toEqual([3, 2, 1]);
  });

  it('sorts newest first by start time', () => {
    expect(indexes(sortCampaigns(page, 'newest'))).toEqual([1, 3, 2]);
  });

  it('sorts by the share of the budget left, so tokens of different decimals compare', () => {
    const tokens = [
      withIndex(1, { totalRewards: 100n * 10n ** 18n, rewardsRemaining: 10n * 10n ** 18n }),
      withIndex(2, { totalRewards: 100_000_000n, rewardsRemaining: 90_000_000n }),
      withIndex(3, { totalRewards: 0n, rewardsRemaining: 0n }),
    ];
    expect(indexes(sortCampaigns(tokens, 'remaining'))).toEqual([2, 1, 3]);
  });
});

describe('sortCampaigns, ties', () => {
  it('puts campaigns of the same rank in natural name order', () => {
    const vault = (campaignIndex: number, symbol: string) =>
      withIndex(campaignIndex, { partnerApyBps: 900n, target: { ...buildCampaign().target, symbol } });
    const tied = [vault(1, 'mUSDC-81'), vault(2, 'mUSDC-9'), vault(3, 'mUSDC-93')];
    expect(indexes(sortCampaigns(tied, 'apr'))).toEqual([2, 1, 3]);
    // The service's own order is left as it is.
    expect(indexes(sortCampaigns(tied, 'service'))).toEqual([1, 2, 3]);
  });
});

describe('searchCampaigns', () => {
  const poolId = `0x${'9f'.repeat(32)}` as const;
  const page = [
    withIndex(1, {
      rewardToken: { address: '0x2222222222222222222222222222222222222222', decimals: 18, symbol: 'ARB' },
    }),
    withIndex(2, {
      target: { tokenStandard: 'erc721', chainId: 1, symbol: 'WETH/USDC', protocol: 'uniswap-v4', poolId },
    }),
    withIndex(3, {
      target: {
        tokenStandard: 'erc20',
        chainId: 1,
        symbol: 'wstETH',
        protocol: 'lido',
        address: '0xabcabcabcabcabcabcabcabcabcabcabcabcabca',
      },
    }),
  ];

  it('matches reward token, target symbol and protocol, ignoring case', () => {
    expect(indexes(searchCampaigns(page, 'arb'))).toEqual([1]);
    expect(indexes(searchCampaigns(page, 'weth/usdc'))).toEqual([2]);
    expect(indexes(searchCampaigns(page, 'LIDO'))).toEqual([3]);
  });

  it('finds a pool-id target by its pool id and an address target by its address', () => {
    expect(indexes(searchCampaigns(page, poolId))).toEqual([2]);
    expect(indexes(searchCampaigns(page, '0xABCabc'))).toEqual([3]);
  });

  it('finds the campaigns paying in a token by the token’s address', () => {
    expect(indexes(searchCampaigns(page, '0x2222222222222222222222222222222222222222'))).toEqual([1]);
  });

  it('needs every word to match, and returns everything for an empty query', () => {
    expect(indexes(searchCampaigns(page, 'uniswap usdc'))).toEqual([2]);
    expect(indexes(searchCampaigns(page, 'uniswap lido'))).toEqual([]);
    expect(indexes(searchCampaigns(page, '  '))).toEqual([1, 2, 3]);
  });
});

describe('hasPosition', () => {
  it('is true for a balance or accumulated rewards, false without a position', () => {
    expect(hasPosition(buildCampaign())).toBe(false);
    expect(hasPosition(buildCampaign({ userPosition: buildPosition() }))).toBe(true);
    expect(hasPosition(buildCampaign({ userPosition: buildPosition({ balance: 0n }) }))).toBe(true);
    expect(hasPosition(buildCampaign({ userPosition: buildPosition({ balance: 0n, accumulatedRewards: 0n }) }))).toBe(
      false,
    );
  });
});
