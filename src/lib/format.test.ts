import { describe, expect, it } from 'vitest';
import { formatBps, formatCount, formatUsd6 } from './format.ts';

const maxUint256 = 2n ** 256n - 1n;

describe('formatUsd6', () => {
  it('reads six-decimal USD', () => {
    expect(formatUsd6(0n)).toBe('$0.00');
    expect(formatUsd6(1n)).toBe('$0.00');
    expect(formatUsd6(1_234_567_890_000n)).toBe('$1,234,567.89');
    expect(formatUsd6(1_234_567_890_000n, { compact: true })).toBe('$1.23M');
    expect(formatUsd6(maxUint256).replace(/[$,]/g, '')).toBe(
      `${maxUint256.toString().slice(0, -6)}.${maxUint256.toString().slice(-6, -4)}`,
    );
  });
});

describe('formatBps', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatBps(0n)).toBe('0.00%');
    expect(formatBps(1n)).toBe('0.01%');
    expect(formatBps(1550n)).toBe('15.50%');
    expect(formatBps(123_456n)).toBe('1,234.56%');
    expect(formatBps(-250n)).toBe('-2.50%');
    expect(formatBps(maxUint256).replaceAll(',', '')).toBe(
      `${maxUint256.toString().slice(0, -2)}.${maxUint256.toString().slice(-2)}%`,
    );
  });
});

describe('formatCount', () => {
  it('groups counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
