import type { ReactNode } from 'react';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import type { PreparedClaimAll } from './claim-all-run.ts';
import type { ChainOutcomes } from './use-claim-all.ts';

// Claim everything has one window (claim-all-control.tsx) and two ways of paying: sent from the
// connected wallet, chain by chain (wallet-claim-all-strategy.tsx), or proposed as one Safe
// transaction for the Safe's owners (safe-claim-all-strategy.tsx). This is what a way of paying
// gives the window: where the run is, in the steps they share, and its own words and views where
// they differ.

export type NameOf = (reward: PlanReward) => string;

/** Where a Claim everything stands, in the steps the window shows the same for every strategy. */
export type ClaimAllStage =
  | { phase: 'idle' }
  | { phase: 'planning' }
  | {
      phase: 'planned';
      prepared: PreparedClaimAll;
      /** Said before the chains' plans: who is paid and how many confirmations, or what a proposal is. */
      intro: ReactNode;
      /** Said after the left-out rows (inside a Safe: what waits on its other chains). */
      outro?: ReactNode;
      /** How a chain's claims are sent, when not by the wallet's confirmations. */
      sentAs?: string;
      /** The words of the button that goes ahead; none when there is nothing to send. */
      confirm: ReactNode | undefined;
      /**
       * The plan's one fee switch: the claims that cost more than they pay put in (`true`) or left
       * out; the plan shown, and so the plan sent, becomes `prepared.switchCostly()`.
       */
      includeCostly: (include: boolean) => void;
    }
  | {
      phase: 'under-way';
      /** The plan being carried out, when the window shows it (its campaigns are named). */
      prepared: PreparedClaimAll | undefined;
      /** What is happening: sending chain by chain, resuming, proposing, waiting for the owners. */
      body: (nameOf: NameOf) => ReactNode;
      /** The strategy's own actions (Stop, Plan again). */
      actions?: ReactNode;
      /** Whether the window may be closed now (a proposal keeps waiting without it). */
      closable?: boolean;
    }
  | {
      phase: 'finished';
      results: readonly ChainOutcomes[];
      /** Said above the chains' results ("Nothing was sent.", "The Safe executed the transaction."). */
      note: ReactNode;
      /** How many claims failed and can be tried again; none where a retry is not offered. */
      retry?: { count: number; run: () => void };
    }
  | { phase: 'failed'; message: string };

/** One way of paying a Claim everything, as the window drives and shows it. */
export interface ClaimAllStrategy {
  stage: ClaimAllStage;
  /** Planning or carrying out: the button spins, and Esc does not close the window. */
  busy: boolean;
  /** The button stays though nothing is claimable: a click reopens what waits (a proposal). */
  keepsButton: boolean;
  /** The button's words while busy past planning ("Claiming…", "Proposing…"). */
  busyText: string;
  /** Under the window's title: who acts, or whom the tokens go to when it is not the sender. */
  subtitle: ReactNode;
  /** Names every campaign the window shows, in toasts too (read when each is shown). */
  onNames?: (nameOf: NameOf) => void;
  start: () => void;
  confirm: () => void;
  close: () => void;
}
