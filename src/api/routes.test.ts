import { describe, expect, it } from 'vitest';
import { API_ROUTES, buildPath, toColonPath } from './routes.ts';

describe('routes', () => {
  it('fills templates, keeping the colon of campaign ids', () => {
    expect(buildPath(API_ROUTES.claimProof, { campaignId: '8453:7', address: '0xab' })).toBe('/claims/8453:7/0xab');
  });

  it('percent-encodes other characters and refuses missing parameters', () => {
    expect(buildPath(API_ROUTES.referralUsername, { username: 'a/b c' })).toBe('/referrals/usernames/a%2Fb%20c');
    expect(() => buildPath(API_ROUTES.campaign)).toThrow(/campaignId/);
  });

  it('converts templates to colon style', () => {
    expect(toColonPath(API_ROUTES.referralProof)).toBe('/referrals/proofs/:campaignId/:address');
  });
});
