// @vitest-environment jsdom
// (the proposal lives in the browser's localStorage)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingCarrying } from '../../../wallet/sent-transactions.ts';
import type { Address } from '../../../domain/address.ts';
import { dropSafeProposal, keepSafeProposal, loadSafeProposal, type SafeProposal } from './safe-proposal-memory.ts';

const user = '0x00000000000000000000000000000000000000aa' as Address;
const proposal: SafeProposal = {
  scope: { only: [{ chainId: 1, campaignIndex: 3 }] },
  chainId: 1,
  safe: user,
  safeTxHash: `0x${'ab'.repeat(32)}`,
  calls: [{ to: '0x00000000000000000000000000000000000000bb', data: '0x1234' }],
  campaigns: [{ chainId: 1, campaignIndex: 3 }],
  proposedAt: 1_700_000_000_000,
};

describe('a claim proposed to a Safe, kept in this browser', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is read back after a reload, with its calls to simulate and its campaigns held from a new plan', () => {
    keepSafeProposal('rewards', user, proposal);
    expect(loadSafeProposal('rewards', user, 1)).toEqual(proposal);
    expect(loadSafeProposal('payouts', user, 1)).toBeUndefined();
    expect(pendingCarrying('rewards', user, { chainId: 1, campaignIndex: 3 }) !== undefined).toBe(true);
    expect(pendingCarrying('rewards', user, { chainId: 2, campaignIndex: 3 }) !== undefined).toBe(false);
    expect(pendingCarrying('payouts', user, { chainId: 1, campaignIndex: 3 }) !== undefined).toBe(false);
  });

  it('is kept per chain: the same Safe opened on another chain neither sees nor replaces it', () => {
    keepSafeProposal('rewards', user, proposal);
    const elsewhere = { ...proposal, chainId: 2, safeTxHash: `0x${'ef'.repeat(32)}` as const, campaigns: [] };
    keepSafeProposal('rewards', user, elsewhere);
    expect(loadSafeProposal('rewards', user, 2)).toEqual(elsewhere);
    expect(loadSafeProposal('rewards', user, 1)).toEqual(proposal);
  });

  it('is dropped only for its own safeTxHash, so a newer proposal is never forgotten by an old one settling', () => {
    keepSafeProposal('rewards', user, proposal);
    dropSafeProposal('rewards', user, 1, `0x${'cd'.repeat(32)}`);
    expect(loadSafeProposal('rewards', user, 1)).toEqual(proposal);
    dropSafeProposal('rewards', user, 1, proposal.safeTxHash.toUpperCase().replace('0X', '0x'));
    expect(loadSafeProposal('rewards', user, 1)).toBeUndefined();
  });
});
