import { describe, expect, it } from 'vitest';
import {
  formatBps,
  formatCount,
  formatTokenAmount,
  formatTokenWithSymbol,
  formatUsd6,
  shortenAddress,
} from './format.ts';

const maxUint256 = 2n ** 256n - 1n;

describe('formatTokenAmount', () => {
  it('formats zero, one base unit and whole tokens at 6 and 18 decimals', () => {
    expect(formatTokenAmount(0n, 18)).toBe('0');
    expect(formatTokenAmount(1n, 18)).toBe('<0.0001');
    expect(formatTokenAmount(1n, 6)).toBe('<0.0001');
    expect(formatTokenAmount(100n, 6)).toBe('0.0001');
    expect(formatTokenAmount(1_234_567_890n, 6)).toBe('1,234.5678');
    expect(formatTokenAmount(10n ** 18n, 18)).toBe('1');
    expect(formatTokenAmount(15n * 10n ** 17n, 18)).toBe('1.5');
  });

  it('rounds toward zero so it never overstates a balance', () => {
    expect(formatTokenAmount(999_999n, 6, { maxFractionDigits: 2 })).toBe('0.99');
    expect(formatTokenAmount(1_999_999_999_999_999_999n, 18, { maxFractionDigits: 0 })).toBe('1');
  });

  it('prints 2^256-1 exactly at 0 and 18 decimals', () => {
    expect(formatTokenAmount(maxUint256, 0).replaceAll(',', '')).toBe(maxUint256.toString());
    const at18 = formatTokenAmount(maxUint256, 18, { maxFractionDigits: 18 }).replaceAll(',', '');
    const digits = maxUint256.toString();
    expect(at18).toBe(`${digits.slice(0, -18)}.${digits.slice(-18)}`);
  });

  it('offers a compact form and a symbol', () => {
    expect(formatTokenAmount(1_250_000n * 10n ** 6n, 6, { compact: true })).toBe('1.25M');
    expect(formatTokenWithSymbol(2_500_000n, 6, 'USDC')).toBe('2.5 USDC');
  });
});

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

describe('small helpers', () => {
  it('shortens addresses and groups counts', () => {
    expect(shortenAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39f…2266');
    expect(shortenAddress('0x12')).toBe('0x12');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
