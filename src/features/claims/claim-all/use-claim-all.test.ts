import { describe, expect, it } from 'vitest';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import { limitTo } from './use-claim-all.ts';

const reward = (chainId: number, campaignIndex: number) =>
  ({ id: { chainId, campaignIndex }, claimable: 1n }) as unknown as PlanReward;

describe('a claim-all limited to some campaigns', () => {
  const rewards = [reward(1, 1), reward(1, 2), reward(2, 1)];

  it('plans every claimable reward when no limit is given', () => {
    expect(limitTo(rewards, undefined)).toEqual(rewards);
  });

  it('plans only the campaigns named, on their own chain', () => {
    expect(limitTo(rewards, [{ chainId: 2, campaignIndex: 1 }]).map((row) => row.id)).toEqual([
      { chainId: 2, campaignIndex: 1 },
    ]);
    expect(limitTo(rewards, [{ chainId: 3, campaignIndex: 1 }])).toEqual([]);
  });

  it('plans nothing when the limit names nothing', () => {
    expect(limitTo(rewards, [])).toEqual([]);
  });
});
