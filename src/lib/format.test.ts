import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBps, formatCount, formatUsd6, prepareFormats } from './format.ts';
import { setFormatLocale } from './format-locale.ts';
import { formatAmount } from './number-format.ts';
import { formatDateTime, formatDuration } from './time.ts';

const maxUint256 = 2n ** 256n - 1n;

describe('formatUsd6', () => {
  it('reads six-decimal USD, rounded half up to the cent', () => {
    expect(formatUsd6(0n)).toBe('$0.00');
    expect(formatUsd6(1n)).toBe('$0.00');
    expect(formatUsd6(1_234_567_890_000n)).toBe('$1,234,567.89');
    expect(formatUsd6(1_234_567_895_000n)).toBe('$1,234,567.90');
    // 2^256-1 ends in ...639935 at six decimals: the cent rounds up from .639935 to .64.
    const digits = maxUint256.toString();
    expect(formatUsd6(maxUint256).replace(/[$,]/g, '')).toBe(`${digits.slice(0, -6)}.64`);
    expect(digits.slice(-6)).toBe('639935');
  });

  it('writes cards compact and the page in full, the same value rounded the same way', () => {
    // The TVL that read $3.92M on its card and $3,929,610.00 on its page.
    expect(formatUsd6(3_929_610_000_000n, { compact: true })).toBe('$3.93M');
    expect(formatUsd6(3_929_610_000_000n)).toBe('$3,929,610.00');
    expect(formatUsd6(999_999_500_000n, { compact: true })).toBe('$1.00M');
    expect(formatUsd6(0n, { compact: true })).toBe('$0.00');
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

describe('prepareFormats', () => {
  afterEach(() => {
    setFormatLocale('en');
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('builds the formatters of counts, amounts and dates ahead, one per task, so drawing the rows builds none', () => {
    // A language this file formats in nowhere else, so nothing is built for it yet.
    setFormatLocale('de');
    vi.useFakeTimers();
    prepareFormats();
    // One formatter per task, none built at once.
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatCount(12_345)).toBe('12.345');
    expect(formatAmount(1_234_500n, 2, { maxFractionDigits: 2 })).toBe('12.345');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 22, 12)))).toMatch(/2026/);
    expect(formatDuration(93_784)).toMatch(/1.*2/);
    expect(formatDuration(125)).toMatch(/2.*5/);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('stops building when the screen goes before it is done', () => {
    setFormatLocale('fr');
    vi.useFakeTimers();
    const stop = prepareFormats();
    vi.advanceTimersToNextTimer();
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
