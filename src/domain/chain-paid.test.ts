import { describe, expect, it } from 'vitest';
import { correctByChain } from './chain-paid.ts';

// The service's row: 1,000 earned and published, 600 of it paid as the service last saw.
const reward = { accumulatedRewards: 1_000n, claimable: 400n };
const proofSaying = (alreadyClaimed: bigint, cumulativeAmount = 1_000n) => ({ cumulativeAmount, alreadyClaimed });

describe('correctByChain', () => {
  it('keeps the service figures when this browser saw no claim and the proof agrees', () => {
    expect(correctByChain(reward, proofSaying(600n), undefined)).toEqual({ reward, paid: 600n, catchingUp: false });
  });

  it('takes a mined claim the service has not seen off the claimable amount', () => {
    const corrected = correctByChain(reward, proofSaying(600n), 1_000n);
    expect(corrected.reward.claimable).toBe(0n);
    expect(corrected.paid).toBe(1_000n);
    expect(corrected.catchingUp).toBe(true);
  });

  it('takes off only the part the service is behind by', () => {
    expect(correctByChain(reward, proofSaying(600n), 700n).reward.claimable).toBe(300n);
  });

  it('trusts the service again once it agrees or is ahead', () => {
    const caughtUp = { ...reward, claimable: 0n };
    expect(correctByChain(caughtUp, proofSaying(1_000n), 1_000n)).toEqual({
      reward: caughtUp,
      paid: 1_000n,
      catchingUp: false,
    });
    expect(correctByChain(caughtUp, proofSaying(1_200n, 1_200n), 1_000n).catchingUp).toBe(false);
  });

  it('never shows a row read before the service saw a claim as claimable once its proof says paid', () => {
    // The row was read a moment before the service saw the claim, its proof a moment after.
    const corrected = correctByChain(reward, proofSaying(1_000n), 1_000n);
    expect(corrected).toEqual({ reward: { ...reward, claimable: 0n }, paid: 1_000n, catchingUp: false });
    // The same without this browser having seen the claim (another tab, another device).
    expect(correctByChain(reward, proofSaying(1_000n), undefined).reward.claimable).toBe(0n);
  });

  it('keeps a row whose proof is newer and larger at the row’s own figure', () => {
    expect(correctByChain(reward, proofSaying(600n, 5_000n), undefined).reward.claimable).toBe(400n);
  });

  it('calls nothing claimable while the proof is unknown and the chain has paid', () => {
    expect(correctByChain(reward, undefined, 1_000n)).toMatchObject({ paid: 1_000n, catchingUp: true });
    expect(correctByChain(reward, undefined, 1_000n).reward.claimable).toBe(0n);
    expect(correctByChain(reward, null, 1_000n).reward.claimable).toBe(0n);
  });

  it('keeps the row while the proof loads and nothing was seen paid', () => {
    expect(correctByChain(reward, undefined, undefined)).toEqual({ reward, paid: undefined, catchingUp: false });
    expect(correctByChain(reward, null, undefined)).toEqual({ reward, paid: 0n, catchingUp: false });
  });
});

describe('correctByChain on a campaign position', () => {
  const position = { balance: 5_000n, accumulatedRewards: 1_000n, claimable: 400n, isEligible: true };

  it('shows a claim mined a moment ago as paid while the service still reports it claimable', () => {
    const corrected = correctByChain(position, proofSaying(600n), 1_000n);
    expect(corrected.reward).toEqual({ ...position, claimable: 0n });
    expect(corrected.catchingUp).toBe(true);
  });

  it('follows the service once it reports the claim', () => {
    const caughtUp = { ...position, claimable: 0n };
    expect(correctByChain(caughtUp, proofSaying(1_000n), 1_000n)).toEqual({
      reward: caughtUp,
      paid: 1_000n,
      catchingUp: false,
    });
  });
});
