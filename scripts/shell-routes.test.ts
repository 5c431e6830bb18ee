import { describe, expect, it } from 'vitest';
import { shellFileFor } from './shell-routes.ts';

describe('shellFileFor', () => {
  it('answers each route with its own prerendered file', () => {
    expect(shellFileFor('/')).toBe('index.html');
    expect(shellFileFor('/rewards')).toBe('rewards.html');
    expect(shellFileFor('/referrals/')).toBe('referrals.html');
    expect(shellFileFor('/deposit-targets')).toBe('deposit-targets.html');
    expect(shellFileFor('/about')).toBe('about.html');
  });

  it('answers every campaign with the one campaign shell', () => {
    expect(shellFileFor('/campaigns/31337:1')).toBe('campaign.html');
    expect(shellFileFor('/campaigns/8453:12/')).toBe('campaign.html');
  });

  it('answers unknown pages with the not-found shell and leaves files alone', () => {
    expect(shellFileFor('/no/such/page')).toBe('not-found.html');
    expect(shellFileFor('/campaigns')).toBe('not-found.html');
    expect(shellFileFor('/campaigns/1:1/extra')).toBe('not-found.html');
    expect(shellFileFor('/assets/index-abc.js')).toBeUndefined();
    expect(shellFileFor('/favicon.svg')).toBeUndefined();
  });
});
