import { describe, expect, it } from 'vitest';
import { describeWindow, formatDateTimeUtc, formatDuration, formatTimeAgo } from './time.ts';
import { setFormatLocale } from './format-locale.ts';

describe('formatDuration', () => {
  it('keeps the two largest units', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(59)).toBe('59s');
    expect(formatDuration(61)).toBe('1m 1s');
    expect(formatDuration(93_784)).toBe('1d 2h');
    expect(formatDuration(86_400)).toBe('1d');
    expect(formatDuration(-5)).toBe('0s');
  });
});

describe('describeWindow', () => {
  const start = new Date('2026-01-10T00:00:00Z');
  const end = new Date('2026-01-20T00:00:00Z');
  it('says when a campaign starts, how long it has left, or when it ended', () => {
    expect(describeWindow(start, end, new Date('2026-01-09T23:55:00Z'))).toBe('starts in 5m');
    expect(describeWindow(start, end, new Date('2026-01-16T20:00:00Z'))).toBe('3d 4h left');
    expect(describeWindow(start, end, new Date('2026-01-20T02:00:00Z'))).toBe('ended 2h ago');
  });
});

describe('formatTimeAgo', () => {
  it('says a past moment in its largest whole unit, in words', () => {
    expect(formatTimeAgo(12 * 86_400 + 24 * 60)).toBe('12 days ago');
    expect(formatTimeAgo(86_400)).toBe('yesterday');
    expect(formatTimeAgo(3 * 3_600 + 59 * 60)).toBe('3 hours ago');
    expect(formatTimeAgo(61)).toBe('1 minute ago');
    expect(formatTimeAgo(0)).toBe('now');
    expect(formatTimeAgo(-5)).toBe('now');
  });

  it('speaks the reader’s language', () => {
    setFormatLocale('es');
    try {
      expect(formatTimeAgo(12 * 86_400)).toBe('hace 12 días');
    } finally {
      setFormatLocale('en');
    }
  });
});

describe('formatDateTimeUtc', () => {
  it('writes the moment in UTC whatever the reader’s zone: a claim late on Nov 30 in Los Angeles is Dec 1', () => {
    const lateInLosAngeles = new Date('2026-12-01T04:11:00Z');
    expect(formatDateTimeUtc(lateInLosAngeles)).toBe('Dec 1, 2026, 4:11 AM');
  });
});
