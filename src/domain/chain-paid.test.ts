import { describe, expect, it } from 'vitest';
import { correctByChain } from './chain-paid.ts';

const reward = {
  accumulatedRewards: 1_000n,
  claimable: 400n,
};

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

describe('correctByChain on a campaign position', () => {
  const position = { balance: 5_000n, accumulatedRewards: 1_000n, claimable: 400n, isEligible: true };

  it('shows a claim mined a moment ago as paid while the service still reports it claimable', () => {
    // The service lags: its proof still says 600 paid and 400 claimable; the chain paid 1,000.
    const corrected = correctByChain(position, 600n, 1_000n);
    expect(corrected.reward).toEqual({ ...position, claimable: 0n });
    expect(corrected.catchingUp).toBe(true);
  });

  it('follows the service once it reports the claim', () => {
    const caughtUp = { ...position, claimable: 0n };
    expect(correctByChain(caughtUp, 1_000n, 1_000n)).toEqual({ reward: caughtUp, paid: 1_000n, catchingUp: false });
  });
});
