import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { describe, expect, it } from 'vitest';
import { claimProofSchema } from '../../api/schemas/claims.ts';
import { referralProofSchema } from '../../api/schemas/referrals.ts';
import { inProcessApi, testContext } from '../test-support.ts';
import { REFERRAL_LEAF_ENCODING } from './referral-earnings.ts';
import { REWARD_LEAF_ENCODING } from './reward-trees.ts';
import type { RootsSnapshot } from './roots.ts';
import { ROLE } from './wallet-roles.ts';

// Every proof the mock serves must verify against the root it serves and the root it would
// publish on chain; otherwise a claim in the app reverts with InvalidProof.

const reward = [...REWARD_LEAF_ENCODING];
const referral = [...REFERRAL_LEAF_ENCODING];

describe('merkle proofs', () => {
  it('every served claim proof verifies against its root, which is the published one', async () => {
    const api = inProcessApi();
    const { world } = api.ctx;
    const published = new Map(world.rootsSnapshot().rewardRoots.map((root) => [root.key, root.root]));
    let checked = 0;
    for (const campaign of world.allCampaigns()) {
      const users = [...(world.rewardTree(campaign)?.leaves.keys() ?? [])];
      for (const user of users) {
        const proof = await api.decode(`/v1/claims/${campaign.key}/${user}`, claimProofSchema);
        expect(proof.root).toBe(published.get(campaign.key));
        const leaf = [proof.address, proof.rewardToken.address, proof.cumulativeAmount];
        expect(StandardMerkleTree.verify(proof.root, reward, leaf, proof.proof)).toBe(true);
        expect(proof.claimable).toBe(proof.cumulativeAmount - proof.alreadyClaimed);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('every served referral proof verifies, and a reward leaf never does against it', async () => {
    const api = inProcessApi();
    const { world } = api.ctx;
    const published = world.rootsSnapshot().referralRoots;
    expect(published.length).toBeGreaterThanOrEqual(3);
    let checked = 0;
    for (const root of published) {
      const campaign = world.findCampaign(root.key);
      const tree = campaign && world.referralPublication(campaign)?.tree;
      for (const referrer of tree?.leaves.keys() ?? []) {
        const proof = await api.decode(`/v1/referrals/proofs/${root.key}/${referrer}`, referralProofSchema);
        expect(proof.root).toBe(root.root);
        const leaf = [BigInt(proof.id.campaignIndex), proof.referrer, proof.rewardToken.address, proof.amount];
        expect(StandardMerkleTree.verify(proof.root, referral, leaf, proof.proof)).toBe(true);
        expect(proof.distributorAddress).toBe(root.distributorAddress);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(9);
  });

  it('includes a cliff break and cliff positions in the proofs of cliff campaigns', async () => {
    const api = inProcessApi();
    const campaign = api.ctx.world.allCampaigns().find((c) => c.archetype === 'active-cliff-range');
    if (campaign === undefined) throw new Error('no cliff campaign');
    const proof = await api.decode(`/v1/claims/${campaign.key}/${ROLE.alice}`, claimProofSchema);
    expect(proof.cliffPositions.map((p) => p.tokenId)).toEqual(['88121', '88122']);
    expect(proof.cliffPositions.every((p) => p.status === 'intact')).toBe(true);
    expect(proof.cliffBreak?.balanceAfter).toBeLessThan(proof.cliffBreak?.balanceBefore ?? 0n);
  });

  it('caches trees per checkpoint and rebuilds them only when the checkpoint moves', () => {
    const ctx = testContext();
    const campaign = ctx.world.allCampaigns().find((c) => c.archetype === 'active-tiers');
    if (campaign === undefined) throw new Error('no campaign');
    const first = ctx.world.rewardTree(campaign);
    ctx.advance(1800);
    expect(ctx.world.rewardTree(campaign)).toBe(first);
    ctx.advance(1800);
    expect(ctx.world.rewardTree(campaign)).not.toBe(first);
    expect(ctx.world.rewardTree(campaign)?.root).not.toBe(first?.root);
  });

  it('tells root listeners what changed when time moves, and nothing when it does not', () => {
    const ctx = testContext();
    const calls: RootsSnapshot[] = [];
    ctx.world.onRootsChanged((changed) => {
      calls.push(changed);
    });
    ctx.advance(60);
    expect(calls).toHaveLength(0);
    ctx.advance(3600);
    expect(calls).toHaveLength(1);
    const changed = calls[0];
    expect(changed?.rewardRoots.length).toBeGreaterThan(10);
    // Ended-and-finalizing campaigns flip to finalize=true within the hour.
    expect(changed?.rewardRoots.some((root) => root.finalize)).toBe(true);
    ctx.advance(5 * 3600);
    // The finalized-unpublished campaigns' referral roots appear six hours after finalization.
    expect(calls.at(-1)?.referralRoots.length).toBeGreaterThan(0);
  });

  it('reflects on-chain claims in alreadyClaimed and claimable', async () => {
    const api = inProcessApi();
    const campaign = api.ctx.world.allCampaigns().find((c) => c.archetype === 'active-tiers');
    if (campaign === undefined) throw new Error('no campaign');
    const before = await api.decode(`/v1/claims/${campaign.key}/${ROLE.alice}`, claimProofSchema);
    api.ctx.world.setClaimedOnChain(
      { chainId: campaign.chainId, campaignIndex: campaign.campaignIndex },
      ROLE.alice,
      1000n,
    );
    const after = await api.decode(`/v1/claims/${campaign.key}/${ROLE.alice}`, claimProofSchema);
    expect(after.alreadyClaimed).toBe(1000n);
    expect(after.claimable).toBe(before.claimable - 1000n);
  });
});
