import { describe, expect, it } from 'vitest';
import { parseReferralUsername, referralLinkFor } from './referral-link.ts';

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

describe('referralLinkFor', () => {
  it('links the landing page of this origin with ?ref=', () => {
    expect(referralLinkFor('https://app.example', 'alice')).toBe('https://app.example/?ref=alice');
  });
});
