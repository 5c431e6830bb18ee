import type { Address, Hex } from 'viem';
import type { CampaignId } from '../../domain/campaign-id.ts';
import type { CampaignKey } from './types.ts';

// What the world publishes on chain, as plain data for the local-chain integration: every
// current reward root (manager.updateRoot) and every published referral root, and a listener
// API that reports the ones that changed whenever the world moves.

interface RewardRootState {
  key: CampaignKey;
  campaignId: CampaignId;
  root: Hex;
  /** Sum of the tree's cumulative amounts (updateRoot's totalCommitted). */
  totalCommitted: bigint;
  /** True once the campaign is finalized (updateRoot's finalize flag). */
  finalize: boolean;
  publishedAt: Date;
  rewardToken: Address;
  /** Campaign end (open-ended: when funding runs out), for creating the on-chain clone. */
  endTime: Date;
  claimExpirySeconds: number;
  /** Budget the clone must hold: the campaign's total rewards. */
  totalRewards: bigint;
}

interface ReferralRootState {
  key: CampaignKey;
  campaignId: CampaignId;
  root: Hex;
  totalCommitted: bigint;
  publishedAt: Date;
  claimWindowEnd: Date;
  token: Address;
  distributorAddress: Address;
  /** Referral pool the distributor is funded with. */
  referralPool: bigint;
}

export interface RootsSnapshot {
  rewardRoots: RewardRootState[];
  referralRoots: ReferralRootState[];
}

/** Called with the roots that changed and with the whole current state. */
export type RootsListener = (changed: RootsSnapshot, all: RootsSnapshot) => void | Promise<void>;

/** Fingerprints of a snapshot per campaign, to tell which roots changed. */
export function rootFingerprints(snapshot: RootsSnapshot): Map<string, string> {
  const prints = new Map<string, string>();
  for (const root of snapshot.rewardRoots) {
    prints.set(`reward:${root.key}`, `${root.root}:${String(root.finalize)}:${root.rewardToken}`);
  }
  for (const root of snapshot.referralRoots) {
    prints.set(`referral:${root.key}`, `${root.root}:${root.distributorAddress}:${root.token}`);
  }
  return prints;
}

/** The parts of `next` whose fingerprint differs from `previous`. */
export function changedRoots(previous: ReadonlyMap<string, string>, next: RootsSnapshot): RootsSnapshot {
  const prints = rootFingerprints(next);
  return {
    rewardRoots: next.rewardRoots.filter(
      (root) => previous.get(`reward:${root.key}`) !== prints.get(`reward:${root.key}`),
    ),
    referralRoots: next.referralRoots.filter(
      (root) => previous.get(`referral:${root.key}`) !== prints.get(`referral:${root.key}`),
    ),
  };
}
