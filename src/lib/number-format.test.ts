import { describe, expect, it } from 'vitest';
import { formatAmount, roundHalfUp } from './number-format.ts';

const maxUint256 = 2n ** 256n - 1n;
const usd = { maxFractionDigits: 2, minFractionDigits: 2, prefix: '$' } as const;
const usdCompact = { ...usd, notation: 'compact' } as const;

describe('roundHalfUp', () => {
  it('rounds a half up and anything less down', () => {
    expect(roundHalfUp(1_994_999n, 6, 2)).toBe(199n);
    expect(roundHalfUp(1_995_000n, 6, 2)).toBe(200n);
    expect(roundHalfUp(0n, 18, 4)).toBe(0n);
    expect(roundHalfUp(1n, 18, 4)).toBe(0n);
    expect(roundHalfUp(5n, 1, 0)).toBe(1n);
  });

  it('scales up when asked for more digits than the value has', () => {
    expect(roundHalfUp(15n, 1, 3)).toBe(1500n);
  });

  it('refuses a negative value rather than rounding it the wrong way', () => {
    expect(() => roundHalfUp(-1n, 6, 2)).toThrow(RangeError);
  });
});

describe('formatAmount, full', () => {
  it('writes USD-6 with two decimals, rounded half up', () => {
    expect(formatAmount(0n, 6, usd)).toBe('$0.00');
    expect(formatAmount(1n, 6, usd)).toBe('$0.00');
    expect(formatAmount(4_999n, 6, usd)).toBe('$0.00');
    expect(formatAmount(5_000n, 6, usd)).toBe('$0.01');
    expect(formatAmount(3_929_610_000_000n, 6, usd)).toBe('$3,929,610.00');
    expect(formatAmount(999_999_995_000n, 6, usd)).toBe('$1,000,000.00');
  });

  it('puts the sign before the currency and never writes -0', () => {
    expect(formatAmount(-1_500_000n, 6, usd)).toBe('-$1.50');
    expect(formatAmount(-1n, 6, usd)).toBe('$0.00');
  });

  it('prints 2^256-1 exactly at 0 and 18 decimals', () => {
    const digits = maxUint256.toString();
    expect(formatAmount(maxUint256, 0, { maxFractionDigits: 0 }).replaceAll(',', '')).toBe(digits);
    expect(formatAmount(maxUint256, 18, { maxFractionDigits: 18 }).replaceAll(',', '')).toBe(
      `${digits.slice(0, -18)}.${digits.slice(-18)}`,
    );
  });

  it('keeps significant digits of a small amount when asked', () => {
    const token = { maxFractionDigits: 4, smallSignificantDigits: 4 };
    expect(formatAmount(1n, 18, token)).toBe('0.000000000000000001');
    expect(formatAmount(12_345_678n, 18, token)).toBe('0.00000000001235');
    expect(formatAmount(1n, 6, token)).toBe('0.000001');
    // From 1 up, maxFractionDigits rules again.
    expect(formatAmount(1_234_567_890n, 6, token)).toBe('1,234.5679');
  });

  it('refuses decimals that are not a whole number', () => {
    expect(() => formatAmount(1n, -1, usd)).toThrow(RangeError);
    expect(() => formatAmount(1n, 1.5, usd)).toThrow(RangeError);
  });
});

describe('formatAmount, compact', () => {
  it('rounds half up at the unit, never cutting', () => {
    expect(formatAmount(3_929_610_000_000n, 6, usdCompact)).toBe('$3.93M');
    expect(formatAmount(1_234_567_890_000n, 6, usdCompact)).toBe('$1.23M');
    expect(formatAmount(1_235_000_000_000n, 6, usdCompact)).toBe('$1.24M');
    expect(formatAmount(12_500_000_000n, 6, usdCompact)).toBe('$12.50K');
  });

  it('moves to the next unit when rounding carries across it', () => {
    expect(formatAmount(999_999_500_000n, 6, usdCompact)).toBe('$1.00M');
    expect(formatAmount(999_995_000n, 6, usdCompact)).toBe('$1.00K');
    expect(formatAmount(999_994_999n, 6, usdCompact)).toBe('$999.99');
    expect(formatAmount(999_995_000_000_000n, 6, usdCompact)).toBe('$1.00B');
  });

  it('writes values under a thousand in full and zero as zero', () => {
    expect(formatAmount(0n, 6, usdCompact)).toBe('$0.00');
    expect(formatAmount(523_400_000n, 6, usdCompact)).toBe('$523.40');
  });

  it('keeps every digit of 2^256-1 in trillions', () => {
    const written = formatAmount(maxUint256, 18, { maxFractionDigits: 4, notation: 'compact' });
    expect(written.endsWith('T')).toBe(true);
    expect(written.replaceAll(',', '').replace(/\.\d+T$/, '')).toBe(maxUint256.toString().slice(0, -30));
  });

  it('agrees with the full notation on the value, at 6 and 18 decimals', () => {
    for (const [value, decimals] of [
      [3_929_610_000_000n, 6],
      [7_777_777_777n * 10n ** 15n, 18],
      [1_005n * 10n ** 15n, 18],
    ] as const) {
      const full = Number(formatAmount(value, decimals, { maxFractionDigits: 2 }).replaceAll(',', ''));
      const compact = formatAmount(value, decimals, { maxFractionDigits: 2, notation: 'compact' });
      const [, digits = '', suffix = ''] = /^([\d.,]+)([KMBT]?)$/.exec(compact) ?? [];
      const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[suffix] ?? Number.NaN;
      expect(Math.abs(Number(digits.replaceAll(',', '')) * scale - full)).toBeLessThanOrEqual(scale * 0.005);
    }
  });
});
