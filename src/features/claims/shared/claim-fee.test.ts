import { describe, expect, it } from 'vitest';
import { feeOf, feeText, formatFee } from './claim-fee.ts';

describe('claim fee', () => {
  it('is estimated gas times gas price, in the chain’s native currency', () => {
    // 120,000 gas at 1.5 gwei.
    const fee = feeOf(120_000n, 1_500_000_000n);
    expect(fee).toBe(180_000_000_000_000n);
    expect(formatFee(fee, 8453)).toBe('0.00018 ETH');
    expect(feeText({ state: 'ready', fee }, 31337)).toBe('about 0.00018 ETH');
  });

  it('on an OP-stack chain, says the Ethereum data fee is not in the figure', () => {
    const fee = feeOf(120_000n, 1_500_000_000n);
    expect(feeText({ state: 'ready', fee }, 8453)).toBe(
      'about 0.00018 ETH of gas on this chain, plus an Ethereum data fee your wallet shows',
    );
  });

  it('says in words when there is no estimate, and while it is being made', () => {
    expect(feeText({ state: 'loading' }, 1)).toBe('Estimating…');
    expect(feeText({ state: 'failed', reason: 'The newest rewards are not on chain yet.' }, 1)).toBe(
      'Fee estimate unavailable: The newest rewards are not on chain yet.',
    );
  });

  it('keeps a tiny fee readable rather than rounding it to 0', () => {
    expect(formatFee(1n, 1)).toBe('0.000000000000000001 ETH');
  });
});
