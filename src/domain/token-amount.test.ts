import { describe, expect, it } from 'vitest';
import { formatTokenAmount, formatTokenWithSymbol } from './token-amount.ts';

const maxUint256 = 2n ** 256n - 1n;

describe('formatTokenAmount', () => {
  it('formats zero, one base unit and whole tokens at 6 and 18 decimals', () => {
    expect(formatTokenAmount(0n, 18)).toBe('0');
    expect(formatTokenAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatTokenAmount(1n, 6)).toBe('0.000001');
    expect(formatTokenAmount(100n, 6)).toBe('0.0001');
    expect(formatTokenAmount(1_234_567_890n, 6)).toBe('1,234.5678');
    expect(formatTokenAmount(10n ** 18n, 18)).toBe('1');
    expect(formatTokenAmount(15n * 10n ** 17n, 18)).toBe('1.5');
  });

  it('cuts, never rounds up: a claimable 0.99995 USDC is not offered as 1 USDC', () => {
    expect(formatTokenAmount(999_950n, 6)).toBe('0.9999');
    expect(formatTokenAmount(1_999_950n, 6)).toBe('1.9999');
    expect(formatTokenAmount(999_999n, 6, { maxFractionDigits: 2 })).toBe('0.9999');
    expect(formatTokenAmount(1_995_000n, 6, { maxFractionDigits: 2 })).toBe('1.99');
    expect(formatTokenAmount(1_999_999_999_999_999_999n, 18, { maxFractionDigits: 0 })).toBe('1');
  });

  it('keeps four significant digits of an amount below one token', () => {
    expect(formatTokenAmount(123_456_789_000_000n, 18)).toBe('0.0001234');
    expect(formatTokenAmount(10n ** 17n, 18)).toBe('0.1');
  });

  it('prints 2^256-1 exactly at 0 and 18 decimals', () => {
    expect(formatTokenAmount(maxUint256, 0).replaceAll(',', '')).toBe(maxUint256.toString());
    const at18 = formatTokenAmount(maxUint256, 18, { maxFractionDigits: 18 }).replaceAll(',', '');
    const digits = maxUint256.toString();
    expect(at18).toBe(`${digits.slice(0, -18)}.${digits.slice(-18)}`);
  });

  it('offers a compact form and a symbol', () => {
    expect(formatTokenAmount(1_250_000n * 10n ** 6n, 6, { compact: true })).toBe('1.25M');
    expect(formatTokenAmount(999_999_500_000_000_000_000_000n, 18, { compact: true })).toBe('999.99K');
    expect(formatTokenAmount(1_000_000n * 10n ** 18n, 18, { compact: true })).toBe('1M');
    expect(formatTokenWithSymbol(2_500_000n, { decimals: 6, symbol: 'USDC' })).toBe('2.5 USDC');
  });
});

describe('formatTokenWithSymbol', () => {
  it('writes the amount, then the symbol, cut the same way', () => {
    expect(formatTokenWithSymbol(0n, { decimals: 18, symbol: 'WETH' })).toBe('0 WETH');
    expect(formatTokenWithSymbol(1n, { decimals: 18, symbol: 'WETH' })).toBe('0.000000000000000001 WETH');
    expect(formatTokenWithSymbol(8_888_888n, { decimals: 6, symbol: 'USDC' }, { maxFractionDigits: 2 })).toBe(
      '8.88 USDC',
    );
  });
});
