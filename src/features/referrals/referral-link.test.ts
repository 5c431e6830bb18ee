import { describe, expect, it } from 'vitest';
import { referralLinkFor } from './referral-link.ts';

describe('referralLinkFor', () => {
  it('links the landing page of this origin with ?ref=', () => {
    expect(referralLinkFor('https://app.example', 'alice')).toBe('https://app.example/?ref=alice');
  });
});
