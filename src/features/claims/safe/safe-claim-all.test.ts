import type { Config } from 'wagmi';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../domain/address.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import { rewardClaims } from '../shared/claim-kinds.ts';
import { checkSafeProposal, proposalRewards, staleMessage } from './safe-claim-all.ts';
import type { SafeProposal } from './safe-proposal-memory.ts';

const user = '0x00000000000000000000000000000000000000aa' as Address;
const token = { address: '0x00000000000000000000000000000000000000cc' as Address, symbol: 'USDC', decimals: 6 };
const reward = (campaignIndex: number): PlanReward => ({
  id: { chainId: 1, campaignIndex },
  rewardToken: token,
  claimable: 5n,
});
const proposal: SafeProposal = {
  scope: {},
  chainId: 1,
  safe: user,
  safeTxHash: `0x${'ab'.repeat(32)}`,
  calls: [],
  campaigns: [
    { chainId: 1, campaignIndex: 2 },
    { chainId: 1, campaignIndex: 1 },
  ],
  proposedAt: 0,
};
// Rejected and failed proposals are settled from Safe{Wallet}'s answer alone: no chain is read.
const noChain = {} as Config;

describe('following a Safe proposal', () => {
  it('names its campaigns in the order proposed, leaving out rows the service no longer lists', () => {
    expect(proposalRewards(proposal, [reward(1), reward(2), reward(3)]).map((row) => row.id.campaignIndex)).toEqual([
      2, 1,
    ]);
    expect(proposalRewards(proposal, [reward(1)]).map((row) => row.id.campaignIndex)).toEqual([1]);
  });

  it('says in words that nothing was paid when the owners rejected it', async () => {
    const check = await checkSafeProposal(
      noChain,
      rewardClaims,
      proposal,
      user,
      [reward(2), reward(1)],
      { state: 'cancelled', confirmations: 1, required: 2, txHash: undefined },
      'Base',
    );
    expect(check.state).toBe('settled');
    if (check.state !== 'settled') return;
    expect(check.executed).toBe(false);
    expect(check.outcomes.map((outcome) => outcome.failure)).toEqual([
      'The Safe’s owners rejected this transaction; nothing was paid.',
      'The Safe’s owners rejected this transaction; nothing was paid.',
    ]);
  });

  it('says in words that nothing was paid when the Safe transaction failed without being mined', async () => {
    const check = await checkSafeProposal(
      noChain,
      rewardClaims,
      proposal,
      user,
      [reward(2)],
      { state: 'failed', confirmations: 2, required: 2, txHash: undefined },
      'Base',
    );
    expect(check).toEqual({
      state: 'settled',
      executed: false,
      outcomes: [{ reward: reward(2), failure: 'The Safe transaction failed; nothing was paid.' }],
    });
  });

  it('tells a stale proposal to be rejected and a fresh plan proposed, naming the chain and the cause', () => {
    expect(staleMessage('Base', { name: 'InvalidProof', words: 'the proof does not match the root' })).toBe(
      'This proposal can no longer succeed: new rewards were published on Base after it was proposed. Reject it in your Safe, then propose a fresh plan. (The chain’s answer to it now: the proof does not match the root)',
    );
    expect(staleMessage('Base', { name: 'ClaimExpired', words: 'Expired.' })).toMatch(
      /^This proposal can no longer succeed: a claim in it has expired on Base, and a Safe transaction pays all or nothing\./,
    );
    expect(staleMessage('Base', { name: undefined, words: 'The chain refused the claim.' })).toBe(
      'This proposal can no longer succeed on Base: The chain refused the claim. Reject it in your Safe, then propose a fresh plan.',
    );
  });

  it('does not call a proposal stale because its claims were paid meanwhile (it was most likely executed)', () => {
    expect(staleMessage('Base', { name: 'NothingToClaim', words: 'Nothing left to claim.' })).toBeUndefined();
  });
});
