import { describe, expect, it } from 'vitest';
import { normalizeReferralUsername, parseReferralUsername } from './referral-username.ts';

describe('parseReferralUsername', () => {
  it('reads a username as the service does: trimmed and lowercased', () => {
    expect(parseReferralUsername('  Dave_DeFi ')).toBe('dave_defi');
    expect(parseReferralUsername('abc')).toBe('abc');
    expect(parseReferralUsername('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('refuses what is not a username', () => {
    for (const text of ['', 'ab', 'a'.repeat(21), 'no such', 'alice!', 'alice.eth', 'ålice']) {
      expect(parseReferralUsername(text)).toBeNull();
    }
  });
});

describe('normalizeReferralUsername', () => {
  it('trims and lowercases without judging the result', () => {
    expect(normalizeReferralUsername(' Alice ')).toBe('alice');
    expect(normalizeReferralUsername(' No Such ')).toBe('no such');
  });
});
