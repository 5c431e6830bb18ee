import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireCampaign, wireUserReward } from '../testing/wire-samples.ts';
import { campaignPageSchema } from './campaign.ts';
import { referralStatRowsSchema } from './referrals.ts';
import { userRewardPageSchema } from './rewards.ts';
import { MAX_UINT256 } from './primitives.ts';
import * as z from '../../lib/zod.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function quietConsole() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('row-by-row list decoding', () => {
  it('leaves out a campaign with a negative tvl, names why, logs it, and keeps the others', () => {
    const consoleError = quietConsole();
    const good = wireCampaign();
    const bad = { ...wireCampaign(), tvl: '-5' };
    const page = z.parse(campaignPageSchema, { data: [bad, good, good], total: 3 });
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(3);
    expect(page.rejected).toEqual([{ index: 0, reason: 'tvl: expected decimal string' }]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Row 0');
  });

  it('rejects decimals past a uint8 row by row (1e8, 2^53-1, 256, 1.5, -1) and keeps 0 and 255', () => {
    quietConsole();
    const withDecimals = (decimals: number) => ({
      ...wireUserReward(),
      rewardToken: { ...wireUserReward().rewardToken, decimals },
    });
    const page = z.parse(userRewardPageSchema, {
      data: [1e8, Number.MAX_SAFE_INTEGER, 256, 1.5, -1, 0, 255].map(withDecimals),
      total: 7,
    });
    expect(page.data.map((reward) => reward.rewardToken.decimals)).toEqual([0, 255]);
    expect(page.rejected.map((row) => row.index)).toEqual([0, 1, 2, 3, 4]);
    for (const row of page.rejected) {
      expect(row.reason).toBe('rewardToken.decimals: expected token decimals: an integer from 0 to 255');
    }
  });

  it('accepts amounts up to 2^256-1 and rejects one past it', () => {
    quietConsole();
    const max = MAX_UINT256.toString();
    const page = z.parse(userRewardPageSchema, {
      data: [
        { ...wireUserReward(), claimable: max, accumulatedRewards: max },
        { ...wireUserReward(), claimable: (MAX_UINT256 + 1n).toString() },
      ],
      total: 2,
    });
    expect(page.data[0]?.claimable).toBe(MAX_UINT256);
    expect(page.rejected).toEqual([{ index: 1, reason: 'claimable: expected decimal string at most 2^256-1' }]);
  });

  it('still refuses an answer that is not a list at all', () => {
    expect(z.safeParse(campaignPageSchema, { data: 'nope', total: 1 }).success).toBe(false);
    expect(z.safeParse(campaignPageSchema, { data: [] }).success).toBe(false);
  });

  it('reads referral stats bare or wrapped, row by row', () => {
    quietConsole();
    const rows = [{ status: 'final' }];
    expect(z.parse(referralStatRowsSchema, rows).rejected).toHaveLength(1);
    expect(z.parse(referralStatRowsSchema, { data: rows }).rejected).toHaveLength(1);
  });
});

describe('service text at the decode edge', () => {
  it('removes bidi and zero-width characters from symbols and marks the symbol altered', () => {
    const page = z.parse(userRewardPageSchema, {
      data: [
        { ...wireUserReward(), rewardToken: { ...wireUserReward().rewardToken, symbol: 'US\u200BD' } },
        { ...wireUserReward(), rewardToken: { ...wireUserReward().rewardToken, symbol: '\u202EDSU' } },
        wireUserReward(),
      ],
      total: 3,
    });
    expect(page.data.map((reward) => reward.rewardToken.symbol)).toEqual([
      'USD',
      'DSU',
      wireUserReward().rewardToken.symbol,
    ]);
    expect(page.data.map((reward) => reward.rewardToken.symbolAltered === true)).toEqual([true, true, false]);
  });

  it('cleans target and protocol strings of a campaign', () => {
    const wire = wireCampaign();
    const page = z.parse(campaignPageSchema, {
      data: [{ ...wire, target: { ...wire.target, protocol: 'Morpho\u202E', symbol: 'v\u200BUSDC' } }],
      total: 1,
    });
    expect(page.data[0]?.target.protocol).toBe('Morpho');
    expect(page.data[0]?.target.symbol).toBe('vUSDC');
  });
});
