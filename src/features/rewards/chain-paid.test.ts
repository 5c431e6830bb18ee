import { describe, expect, it } from 'vitest';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { correctByChain } from './chain-paid.ts';

const reward = {
  id: { chainId: 31337, campaignIndex: 3 },
  accumulatedRewards: 1_000n,
  claimable: 400n,
} as unknown as UserReward;

describe('correctByChain', () => {
  it('keeps the service figures when this browser saw no claim', () => {
    expect(correctByChain(reward, 600n, undefined)).toEqual({ reward, paid: 600n, catchingUp: false });
  });

  it('takes a mined claim the service has not seen off the claimable amount', () => {
    const corrected = correctByChain(reward, 600n, 1_000n);
    expect(corrected.reward.claimable).toBe(0n);
    expect(corrected.paid).toBe(1_000n);
    expect(corrected.catchingUp).toBe(true);
  });

  it('takes off only the part the service is behind by', () => {
    expect(correctByChain(reward, 600n, 700n).reward.claimable).toBe(300n);
  });

  it('trusts the service again once it agrees or is ahead', () => {
    expect(correctByChain(reward, 1_000n, 1_000n)).toEqual({ reward, paid: 1_000n, catchingUp: false });
    expect(correctByChain(reward, 1_200n, 1_000n).catchingUp).toBe(false);
  });

  it('calls nothing claimable while the service paid amount is unknown', () => {
    expect(correctByChain(reward, undefined, 1_000n)).toMatchObject({ paid: 1_000n, catchingUp: true });
    expect(correctByChain(reward, undefined, 1_000n).reward.claimable).toBe(0n);
  });
});
