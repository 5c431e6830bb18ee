// What a sent claim is and how it ended: spoken by the run that sends, the resume that watches
// after a reload, and the toasts that announce both, so it sits below all three.
import type { Hash } from 'viem';
import type { PlannedClaim, PlanReward } from './claim-all-plan.ts';

/** How one planned claim ended: paid, or why not. */
export interface ClaimOutcome {
  reward: PlanReward;
  /** Paid: the amount and the new cumulative total the manager logged, and the transaction. */
  paid?: { amount: bigint; cumulative: bigint; hash: Hash };
  /** Not paid: why, in words. */
  failure?: string;
}

/** A transaction or an atomic batch the wallet accepted: what to watch after a reload. */
export interface SentClaims {
  chainId: number;
  kind: 'transaction' | 'calls';
  /** The transaction hash, or the EIP-5792 calls id. */
  reference: string;
  /** The claims it carries, with what the plan expects each to pay. */
  claims: readonly PlannedClaim[];
}
