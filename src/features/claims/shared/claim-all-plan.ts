import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import type { Address } from '../../../domain/address.ts';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import { formatUsd, type UsdValue } from '../../../domain/usd-value.ts';
import { formatDateTime } from '../../../lib/time.ts';

// Claim everything, planned before anything is signed: which campaigns each reward chain pays,
// how much per token (summed per token and chain, never across tokens), how many wallet
// confirmations it takes, and what is left out and why. Pure, so every rule is unit-tested.

/** A reward row as the plan needs it. */
export interface PlanReward {
  id: CampaignId;
  rewardToken: { address: Address; symbol: string; decimals: number };
  /** What the service says is claimable now. */
  claimable: bigint;
}

/** What the chain and a fresh proof say about one campaign, read right before planning. */
export interface CampaignCheck {
  /** The root of the proof the service serves now. */
  proofRoot: string;
  /** The clone's `merkleRoot()`. */
  onChainRoot: string;
  /** The proof's cumulative amount. */
  cumulativeAmount: bigint;
  /** The clone's `claimed(user)`. */
  claimedOnChain: bigint;
  /** Why the chain would refuse this claim now (its gas estimate reverted), in words. */
  wouldRevert?: string;
  /** When the chain stopped paying this claim (its end plus the claim expiry), once that has passed. */
  expiredAt?: Date;
}

type SkipReason =
  | 'nothing-left'
  | 'root-not-on-chain'
  | 'no-manager'
  | 'not-published'
  | 'not-checked'
  | 'would-revert'
  | 'in-flight'
  | 'expired'
  | 'costs-more';

export interface PlannedClaim {
  reward: PlanReward;
  /** What the claim pays: the proof's cumulative amount minus what the chain has paid. */
  amount: bigint;
}

interface TokenSum {
  token: PlanReward['rewardToken'];
  amount: bigint;
}

export interface ChainPlan {
  chainId: number;
  claims: readonly PlannedClaim[];
  /** One entry per reward token, in order of first appearance. */
  sums: readonly TokenSum[];
}

export interface ClaimPlan {
  chains: readonly ChainPlan[];
  skipped: readonly SkippedReward[];
}

export interface SkippedReward {
  reward: PlanReward;
  reason: SkipReason;
  /** The chain's own reason, for `would-revert`. */
  detail?: string;
  /** When the chain stopped paying it, for `expired`. */
  expiredAt?: Date;
  /** What it pays and its share of the fee, for `costs-more`. */
  costly?: CostlyClaim;
}

// Read in the active language when a reason is said (`describeSkip`), never at module load.
const SKIP_WORDS: Readonly<Record<SkipReason, MessageDescriptor>> = {
  'nothing-left': msg`nothing left to claim`,
  'root-not-on-chain': msg`the newest rewards are not on chain yet`,
  'no-manager': msg`this app has no manager contract for its chain`,
  'not-published': msg`its newest proof is not published yet; try again later`,
  'not-checked': msg`its proof or the chain could not be read`,
  'would-revert': msg`the chain would refuse the claim`,
  'in-flight': msg`a claim sent from this browser is still being confirmed, and none is sent twice`,
  expired: msg`Expired: the chain no longer pays this claim.`,
  'costs-more': msg`it costs more to claim than it pays`,
};

/** Why an expired claim is left out, with the moment it expired in the reader's time zone. */
export function expiredWords(expiredAt: Date): string {
  const date = formatDateTime(expiredAt);
  return t`Expired on ${date}: the chain no longer pays this claim.`;
}

// A payout is one-shot and has its own root: where that changes the words, they say so.
const PAYOUT_SKIP_WORDS: Partial<Record<SkipReason, MessageDescriptor>> = {
  'nothing-left': msg`already paid; each payout is paid once`,
  'root-not-on-chain': msg`the payout root is not on chain yet`,
  // Only final campaigns are planned: the words must not say it awaits finalizing.
  'not-published': msg`the campaign is final, but the service has not published its payout proof yet; try again later`,
  'in-flight': msg`a payout sent from this browser is still being confirmed, and none is sent twice`,
};

/** A claim whose value is below its share of the fee. */
export interface CostlyClaim {
  reward: PlanReward;
  amount: bigint;
  value: UsdValue;
  share: UsdValue;
}

/** "0.0004333 WETH ($1.48) costs more to claim than it pays: its share of the fee is about $2.10". */
export function costlyWords({ reward, amount, value, share }: CostlyClaim): string {
  const paid = formatTokenWithSymbol(amount, reward.rewardToken);
  const worth = formatUsd(value);
  const fee = formatUsd(share);
  return t`${paid} (${worth}) costs more to claim than it pays: its share of the fee is about ${fee}`;
}

/** Why a row is left out, in words; `payouts` words it for a referrer's one-shot payouts. */
export function describeSkip(
  { reason, detail, expiredAt, costly }: Pick<SkippedReward, 'reason' | 'detail' | 'expiredAt' | 'costly'>,
  what: 'rewards' | 'payouts' = 'rewards',
): string {
  if (reason === 'expired' && expiredAt !== undefined) return expiredWords(expiredAt);
  if (reason === 'costs-more' && costly !== undefined) return costlyWords(costly);
  const payoutWords = what === 'payouts' ? PAYOUT_SKIP_WORDS[reason] : undefined;
  const words = i18n._(payoutWords ?? SKIP_WORDS[reason]);
  if (detail === undefined) return words;
  // The reasons that carry a detail are whole messages; any other keeps its words, then the detail.
  if (payoutWords === undefined && reason === 'not-checked')
    return t`its proof or the chain could not be read: ${detail}`;
  if (payoutWords === undefined && reason === 'would-revert') return t`the chain would refuse the claim: ${detail}`;
  return t({
    comment: 'A reason a row is left out of a claim, then the words that explain it.',
    message: `${words}: ${detail}`,
  });
}

/** The key of a campaign in maps of checks and results. */
export function campaignKey(id: CampaignId): string {
  return formatCampaignId(id);
}

/**
 * The plan for `rewards`. A row is claimed only when its chain has a manager, the chain holds the
 * root of its fresh proof, and the chain has paid less than the proof's cumulative amount; the
 * amount is what the chain will pay, not the service's (possibly lagging) figure.
 */
export function buildClaimPlan(
  rewards: readonly PlanReward[],
  options: {
    hasManager: (chainId: number) => boolean;
    checks: ReadonlyMap<string, CampaignCheck>;
    /** Why a row's proof or chain could not be read, in words, by campaign key. */
    unreadable?: ReadonlyMap<string, string>;
    /** Campaign keys whose proof the service has not published yet (a normal state, not a failure). */
    unpublished?: ReadonlySet<string>;
    /** Campaign keys with a send from this browser not yet known mined. */
    inFlight?: ReadonlySet<string>;
  },
): ClaimPlan {
  const chains = new Map<number, { claims: PlannedClaim[]; sums: Map<string, TokenSum> }>();
  const skipped: SkippedReward[] = [];
  for (const reward of rewards) {
    if (!options.hasManager(reward.id.chainId)) {
      skipped.push({ reward, reason: 'no-manager' });
      continue;
    }
    if (options.inFlight?.has(campaignKey(reward.id)) === true) {
      skipped.push({ reward, reason: 'in-flight' });
      continue;
    }
    const check = options.checks.get(campaignKey(reward.id));
    if (check === undefined && options.unpublished?.has(campaignKey(reward.id)) === true) {
      skipped.push({ reward, reason: 'not-published' });
      continue;
    }
    if (check === undefined) {
      const detail = options.unreadable?.get(campaignKey(reward.id));
      skipped.push(
        reward.claimable === 0n
          ? { reward, reason: 'nothing-left' }
          : { reward, reason: 'not-checked', ...(detail !== undefined && { detail }) },
      );
      continue;
    }
    const amount = check.cumulativeAmount - check.claimedOnChain;
    // Said before the root: an expired claim is never paid, whichever root the chain holds.
    if (check.expiredAt !== undefined && amount > 0n) {
      skipped.push({ reward, reason: 'expired', expiredAt: check.expiredAt });
      continue;
    }
    if (check.proofRoot.toLowerCase() !== check.onChainRoot.toLowerCase()) {
      skipped.push({ reward, reason: 'root-not-on-chain' });
      continue;
    }
    if (amount <= 0n) {
      skipped.push({ reward, reason: 'nothing-left' });
      continue;
    }
    if (check.wouldRevert !== undefined) {
      skipped.push({ reward, reason: 'would-revert', detail: check.wouldRevert });
      continue;
    }
    let chain = chains.get(reward.id.chainId);
    if (chain === undefined) {
      chain = { claims: [], sums: new Map() };
      chains.set(reward.id.chainId, chain);
    }
    chain.claims.push({ reward, amount });
    const tokenKey = reward.rewardToken.address.toLowerCase();
    const sum = chain.sums.get(tokenKey);
    chain.sums.set(tokenKey, { token: reward.rewardToken, amount: (sum?.amount ?? 0n) + amount });
  }
  return {
    chains: [...chains.entries()].map(([chainId, { claims, sums }]) => ({ chainId, claims, sums: [...sums.values()] })),
    skipped,
  };
}

/**
 * `plan` without the claims in `costly`: each leaves its chain (its sums follow; a chain with no
 * claim left leaves the plan) and joins the left-out rows, with what it pays and its share of the
 * fee. They stay claimable: nothing is recorded for them, and a later plan judges them afresh.
 */
export function leaveOutCostly(plan: ClaimPlan, costly: readonly CostlyClaim[]): ClaimPlan {
  if (costly.length === 0) return plan;
  const out = new Map(costly.map((claim) => [campaignKey(claim.reward.id), claim]));
  const chains = plan.chains.flatMap((chain) => {
    const claims = chain.claims.filter((claim) => !out.has(campaignKey(claim.reward.id)));
    if (claims.length === chain.claims.length) return [chain];
    if (claims.length === 0) return [];
    const sums = new Map<string, TokenSum>();
    for (const { reward, amount } of claims) {
      const key = reward.rewardToken.address.toLowerCase();
      sums.set(key, { token: reward.rewardToken, amount: (sums.get(key)?.amount ?? 0n) + amount });
    }
    return [{ chainId: chain.chainId, claims, sums: [...sums.values()] }];
  });
  return {
    chains,
    skipped: [
      ...costly.map((claim) => ({ reward: claim.reward, reason: 'costs-more' as const, costly: claim })),
      ...plan.skipped,
    ],
  };
}

/**
 * Splits calls into consecutive batches whose estimated gas stays within `gasPerBatch`, so each
 * batch fits in a block. A call above the bound alone still gets a batch of its own.
 */
export function splitByGas<T>(calls: readonly T[], gasOf: (call: T) => bigint, gasPerBatch: bigint): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let used = 0n;
  for (const call of calls) {
    const gas = gasOf(call);
    if (current.length > 0 && used + gas > gasPerBatch) {
      batches.push(current);
      current = [];
      used = 0n;
    }
    current.push(call);
    used += gas;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Wallet confirmations a chain's claims take: one per batch when atomic, else one per claim. */
export function confirmationsFor(batches: readonly (readonly unknown[])[], atomic: boolean): number {
  return atomic ? batches.length : batches.reduce((count, batch) => count + batch.length, 0);
}
