import { describe, expect, it } from 'vitest';
import {
  compareUsd,
  divideUsd,
  formatUsd,
  sumUsd,
  totalUsd,
  usdFromNumber,
  usdFromString,
  usdToCents,
  usdToDecimalString,
  usdValueOf,
} from './usd-value.ts';

const MAX_UINT256 = 2n ** 256n - 1n;

describe('dollar values', () => {
  it('prices 1,234.5157 PTN at $2.3456 as $2,895.68, rounded once', () => {
    const value = usdValueOf(1_234_515_700_000_000_000_000n, 18, usdFromString('2.3456'));
    expect(usdToDecimalString(value)).toBe('2895.68002592');
    expect(formatUsd(value)).toBe('$2,895.68');
    expect(usdToCents(value)).toBe('2895.68');
  });

  it('values 6- and 18-decimal tokens from the price as the source spelled it', () => {
    expect(formatUsd(usdValueOf(5_906_300n, 6, usdFromString('1')))).toBe('$5.91');
    const weth = usdFromNumber(3412.55);
    expect(weth).toEqual({ digits: 341255n, scale: 2 });
    expect(formatUsd(usdValueOf(362_900_000_000_000_000n, 18, weth ?? usdFromString('0')))).toBe('$1,238.41');
  });

  it('keeps every digit of 2^256-1 base units', () => {
    const value = usdValueOf(MAX_UINT256, 18, usdFromString('1'));
    expect(usdToDecimalString(value)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
    expect(formatUsd(value)).toBe(
      '$115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.58',
    );
  });

  it('sums across scales without rounding, and rounds the sum once', () => {
    // Three rows of $0.004 each: rounded one by one they would add up to $0.00, not $0.01.
    const third = usdFromString('0.004');
    const total = sumUsd([third, third, third]);
    expect(usdToDecimalString(total)).toBe('0.012');
    expect(formatUsd(total)).toBe('$0.01');
    expect(usdToDecimalString(sumUsd([usdFromString('1.5'), usdFromString('0.000001')]))).toBe('1.500001');
    expect(usdToDecimalString(sumUsd([]))).toBe('0');
  });

  it('writes dust as "<$0.01", never as $0.00', () => {
    expect(formatUsd(usdFromString('0.0049'))).toBe('<$0.01');
    expect(formatUsd(usdFromString('0.005'))).toBe('$0.01');
    expect(formatUsd(usdFromString('0'))).toBe('$0.00');
  });

  it('reads source numbers by their spelling, and refuses what is no price', () => {
    expect(usdFromNumber(1e-7)).toEqual({ digits: 1n, scale: 7 });
    expect(usdFromNumber(1.5e21)).toEqual({ digits: 1_500_000_000_000_000_000_000n, scale: 0 });
    expect(usdFromNumber(0.845)).toEqual({ digits: 845n, scale: 3 });
    for (const nothing of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(usdFromNumber(nothing)).toBeNull();
  });

  it('compares and splits exactly', () => {
    expect(compareUsd(usdFromString('0.10'), usdFromString('0.1'))).toBe(0);
    expect(compareUsd(usdFromString('0.099'), usdFromString('0.1'))).toBe(-1);
    const share = divideUsd(usdFromString('1'), 3);
    expect(usdToDecimalString(share).startsWith('0.333333333333333333')).toBe(true);
    expect(compareUsd(sumUsd([share, share, share]), usdFromString('1'))).toBe(-1);
  });
});

describe('totals', () => {
  it('leaves unpriced tokens out and counts each once', () => {
    const total = totalUsd([
      { token: 'a', value: usdFromString('1.25') },
      { token: 'b', value: null },
      { token: 'b', value: null },
      { token: 'c', value: usdFromString('2') },
    ]);
    expect(usdToDecimalString(total.total)).toBe('3.25');
    expect(total.unpriced).toBe(1);
    expect(total.pending).toBe(false);
    expect(totalUsd([{ token: 'a', value: undefined }]).pending).toBe(true);
  });
});
