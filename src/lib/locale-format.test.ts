import { afterEach, describe, expect, it } from 'vitest';
import { readAmount } from './amount-input.ts';
import { formatBps, formatCount, formatUsd6 } from './format.ts';
import { setFormatLocale } from './format-locale.ts';
import { formatAmount } from './number-format.ts';
import { formatDateTime, formatDuration } from './time.ts';

// Numbers and dates in each of the app's languages. Token amounts keep every digit they show in
// English; only the grouping and the decimal mark change.

afterEach(() => {
  setFormatLocale('en');
});

const token = { maxFractionDigits: 6 } as const;

describe('amounts in each language', () => {
  it('writes grouping and the decimal mark as the reader does, keeping every digit', () => {
    const value = 1_234_567_891_234n; // 1,234,567.891234 at 6 decimals
    setFormatLocale('en');
    expect(formatAmount(value, 6, token)).toBe('1,234,567.891234');
    setFormatLocale('es');
    expect(formatAmount(value, 6, token)).toBe('1.234.567,891234');
    setFormatLocale('zh-CN');
    expect(formatAmount(value, 6, token)).toBe('1,234,567.891234');
  });

  it('groups four-digit amounts only where the language does', () => {
    setFormatLocale('en');
    expect(formatAmount(1_234_500_000n, 6, token)).toBe('1,234.5');
    setFormatLocale('es');
    expect(formatAmount(1_234_500_000n, 6, token)).toBe('1234,5');
    expect(formatAmount(12_345_500_000n, 6, token)).toBe('12.345,5');
  });

  it('writes USD, percentages and counts in the language', () => {
    setFormatLocale('es');
    expect(formatUsd6(3_929_610_000_000n)).toBe('$3.929.610,00');
    // The language's own compact units: never "B" for a thousand million, which Spanish reads as a
    // million million.
    expect(formatUsd6(3_929_610_000_000n, { compact: true })).toBe('$3,93\u00a0M');
    expect(formatUsd6(1_500_000_000_000_000n, { compact: true })).toBe('$1500,00\u00a0M');
    expect(formatUsd6(2_000_000_000_000_000_000n, { compact: true })).toBe('$2,00\u00a0B');
    expect(formatBps(1550n)).toBe('15,50%');
    expect(formatCount(12_345)).toBe('12.345');
    setFormatLocale('zh-CN');
    expect(formatUsd6(3_929_610_000_000n)).toBe('$3,929,610.00');
    expect(formatUsd6(3_929_610_000_000n, { compact: true })).toBe('$392.96万');
    expect(formatUsd6(1_500_000_000_000_000n, { compact: true })).toBe('$15.00亿');
    setFormatLocale('en');
    expect(formatUsd6(1_500_000_000_000_000n, { compact: true })).toBe('$1.50B');
  });
});

describe('dates and durations in each language', () => {
  const date = new Date(Date.UTC(2026, 10, 22, 7, 33));
  const inLocale = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

  it('writes a date and time in the language', () => {
    for (const locale of ['en', 'es', 'zh-CN']) {
      setFormatLocale(locale);
      expect(formatDateTime(date)).toBe(inLocale(locale));
    }
    setFormatLocale('es');
    expect(formatDateTime(date)).toMatch(/nov/);
    setFormatLocale('zh-CN');
    expect(formatDateTime(date)).toMatch(/2026年11月/);
  });

  it('writes durations with the language’s units', () => {
    setFormatLocale('en');
    expect(formatDuration(93_784)).toBe('1d 2h');
    setFormatLocale('es');
    expect(formatDuration(3_720)).toBe('1h 2min');
    setFormatLocale('zh-CN');
    expect(formatDuration(93_784)).toBe('1天 2小时');
  });
});

describe('a pasted amount', () => {
  it('is read with a comma decimal mark in Spanish', () => {
    setFormatLocale('es');
    expect(readAmount('1.234,56', 6)).toEqual({ ok: true, value: 1_234_560_000n });
    expect(readAmount(' 0,5 ', 18)).toEqual({ ok: true, value: 500_000_000_000_000_000n });
    expect(readAmount('1500', 6)).toEqual({ ok: true, value: 1_500_000_000n });
    expect(readAmount('12.345,5', 6)).toEqual({ ok: true, value: 12_345_500_000n });
    // Spanish never writes a four-digit number grouped: "1.234" is ambiguous, and refused.
    expect(readAmount('1.234', 6)).toEqual({
      ok: false,
      reason: '“1.234” could be read two ways. Write it as 1234 or as 1,234.',
    });
  });

  it('is read with a point decimal mark in English and Chinese', () => {
    for (const locale of ['en', 'zh-CN']) {
      setFormatLocale(locale);
      expect(readAmount('1,234.56', 6)).toEqual({ ok: true, value: 1_234_560_000n });
      expect(readAmount('.5', 6)).toEqual({ ok: true, value: 500_000n });
    }
  });

  it('is refused in words when the language would read it another way, or it is not an amount', () => {
    setFormatLocale('es');
    const english = readAmount('1.5', 6);
    expect(english).toEqual({ ok: false, reason: expect.stringContaining('the decimal mark is “,”') as unknown });
    setFormatLocale('en');
    expect(readAmount('0,5', 6).ok).toBe(false);
    expect(readAmount('1.2.3', 6)).toEqual({
      ok: false,
      reason: expect.stringContaining('more than one decimal mark') as unknown,
    });
    expect(readAmount('1.1234567', 6)).toEqual({
      ok: false,
      reason: expect.stringContaining('more decimals than the token’s 6') as unknown,
    });
    expect(readAmount('-1', 6)).toEqual({ ok: false, reason: 'An amount cannot be negative.' });
    expect(readAmount('12 USDC', 6).ok).toBe(false);
    expect(readAmount('   ', 6)).toEqual({ ok: false, reason: 'Enter an amount.' });
  });
});
