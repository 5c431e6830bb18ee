import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { encodeAbiParameters, keccak256, parseAbiParameters, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  referralLeafEncoding,
  referralLeafValues,
  rewardLeafEncoding,
  rewardLeafValues,
  verifyReferralProof,
  verifyRewardProof,
  type ReferralLeaf,
  type RewardLeaf,
} from './reward-leaves.ts';

const token: Address = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const users: Address[] = [
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
];
const rewardLeaves: RewardLeaf[] = users.map((user, i) => ({
  user,
  rewardToken: token,
  cumulativeAmount: 10n ** 18n * BigInt(i + 1),
}));
const referralLeaves: ReferralLeaf[] = users.map((referrer, i) => ({
  campaignId: 7n,
  referrer,
  token,
  amount: 1_000_000n * BigInt(i + 1),
}));

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
}

function rewardTree() {
  return StandardMerkleTree.of(rewardLeaves.map(rewardLeafValues), [...rewardLeafEncoding]);
}

function referralTree() {
  return StandardMerkleTree.of(referralLeaves.map(referralLeafValues), [...referralLeafEncoding]);
}

describe('reward leaves', () => {
  it('hash exactly as the campaign contract does: keccak256(keccak256(abi.encode(...)))', () => {
    const leaf = nth(rewardLeaves, 1);
    const encoded = encodeAbiParameters(parseAbiParameters('address, address, uint256'), [
      leaf.user,
      leaf.rewardToken,
      leaf.cumulativeAmount,
    ]);
    expect(rewardTree().leafHash(rewardLeafValues(leaf))).toBe(keccak256(keccak256(encoded)));
  });

  it('verify a proof from the tree and reject a changed amount or another user', () => {
    const tree = rewardTree();
    const root = tree.root as Hex;
    const proof = tree.getProof(1) as Hex[];
    const leaf = nth(rewardLeaves, 1);
    expect(verifyRewardProof(root, leaf, proof)).toBe(true);
    expect(verifyRewardProof(root, { ...leaf, cumulativeAmount: leaf.cumulativeAmount + 1n }, proof)).toBe(false);
    expect(verifyRewardProof(root, nth(rewardLeaves, 2), proof)).toBe(false);
  });
});

describe('referral leaves', () => {
  it('hash exactly as the distributor does, with the campaign id first', () => {
    const leaf = nth(referralLeaves, 0);
    const encoded = encodeAbiParameters(parseAbiParameters('uint256, address, address, uint256'), [
      leaf.campaignId,
      leaf.referrer,
      leaf.token,
      leaf.amount,
    ]);
    expect(referralTree().leafHash(referralLeafValues(leaf))).toBe(keccak256(keccak256(encoded)));
  });

  it('verify only within their own campaign and never against a reward root', () => {
    const tree = referralTree();
    const proof = tree.getProof(2) as Hex[];
    const leaf = nth(referralLeaves, 2);
    expect(verifyReferralProof(tree.root as Hex, leaf, proof)).toBe(true);
    expect(verifyReferralProof(tree.root as Hex, { ...leaf, campaignId: 8n }, proof)).toBe(false);

    const rewards = rewardTree();
    const asReward = { user: leaf.referrer, rewardToken: leaf.token, cumulativeAmount: leaf.amount };
    expect(verifyRewardProof(rewards.root as Hex, asReward, proof)).toBe(false);
  });
});
