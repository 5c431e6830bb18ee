// Merkle leaves of reward and referral claims, in OpenZeppelin's "standard" tree format (double
// keccak of the ABI encoding, sorted-pair hashing), which is what the contracts verify. The app
// checks a proof with these before sending a claim; the mock service builds its trees with them.
import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import type { Address, Hex } from 'viem';

/** Leaf encoding of a reward claim: (user, rewardToken, cumulativeAmount). */
export const rewardLeafEncoding = ['address', 'address', 'uint256'] as const;

/** Leaf encoding of a referral claim: (campaignId, referrer, token, amount). The fourth field keeps
 * a reward proof from ever verifying against a referral root. */
export const referralLeafEncoding = ['uint256', 'address', 'address', 'uint256'] as const;

export type RewardLeafValues = [user: Address, rewardToken: Address, cumulativeAmount: bigint];
export type ReferralLeafValues = [campaignId: bigint, referrer: Address, token: Address, amount: bigint];

export interface RewardLeaf {
  user: Address;
  rewardToken: Address;
  /** Everything ever earned in the campaign, not the part still unclaimed. */
  cumulativeAmount: bigint;
}

export interface ReferralLeaf {
  campaignId: bigint;
  referrer: Address;
  token: Address;
  amount: bigint;
}

/** Orders a reward leaf's fields as `rewardLeafEncoding` expects (for `StandardMerkleTree.of`). */
export function rewardLeafValues(leaf: RewardLeaf): RewardLeafValues {
  return [leaf.user, leaf.rewardToken, leaf.cumulativeAmount];
}

/** Orders a referral leaf's fields as `referralLeafEncoding` expects (for `StandardMerkleTree.of`). */
export function referralLeafValues(leaf: ReferralLeaf): ReferralLeafValues {
  return [leaf.campaignId, leaf.referrer, leaf.token, leaf.amount];
}

/** True when `proof` shows the reward leaf is in the tree with `root`. Throws on malformed hex. */
export function verifyRewardProof(root: Hex, leaf: RewardLeaf, proof: readonly Hex[]): boolean {
  return StandardMerkleTree.verify(root, [...rewardLeafEncoding], rewardLeafValues(leaf), [...proof]);
}

/** True when `proof` shows the referral leaf is in the tree with `root`. Throws on malformed hex. */
export function verifyReferralProof(root: Hex, leaf: ReferralLeaf, proof: readonly Hex[]): boolean {
  return StandardMerkleTree.verify(root, [...referralLeafEncoding], referralLeafValues(leaf), [...proof]);
}
