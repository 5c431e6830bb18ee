import { describe, expect, it } from 'vitest';
import { formatTokenWithSymbol } from '../domain/token-amount.ts';
import { amountWrapClass } from './amount-wrap.ts';

const token = { address: '0x0000000000000000000000000000000000000001', symbol: 'USDC', decimals: 0 } as const;

describe('amountWrapClass', () => {
  it('keeps a real amount whole, and lets 2^256-1 or a runaway symbol break anywhere rather than widen the page', () => {
    expect(amountWrapClass(formatTokenWithSymbol(1_234_567_890n, token))).toBe('wrap-break-word');
    expect(amountWrapClass('14.2 steakUSDC-2215')).toBe('wrap-break-word');
    expect(amountWrapClass(formatTokenWithSymbol(2n ** 256n - 1n, token))).toBe('wrap-anywhere');
    expect(amountWrapClass(`1.5 ${'W'.repeat(23)}…`)).toBe('wrap-anywhere');
  });
});
