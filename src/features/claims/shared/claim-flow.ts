import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import type { Hash } from 'viem';
import type { Config } from 'wagmi';
import { getAccount, switchChain } from 'wagmi/actions';
import type { Address } from '../../../domain/address.ts';
import { chainName } from '../../../config/chains.ts';
import type { WriteStep } from '../../../contracts/manager-write.ts';
import { useStepMutation, type StepStatus } from '../../../wallet/use-step-mutation.ts';
import { currentSafeSession } from '../../../wallet/safe/safe-session.ts';
import { ClaimStoppedError, describeClaimError, isDeclined } from './claim-errors.ts';
import { announceSingleClaim } from './claim-toasts.tsx';
import type { ClaimKind } from './claim-kinds.ts';
import { safeClaimRefusal } from './safe-refusal.ts';

// What a reward claim and a referral payout have in common: the wallet on the reward chain (whose
// manager is claim-manager.ts's) and one status value for the UI. The send-wait-read tail is the
// contracts layer's `sendManagerWrite`.

/** The steps of a claim before it is mined. */
export type ClaimStep = { step: 'checking' } | { step: 'switching-chain'; chainName: string } | WriteStep;

/** What a mined claim paid, from the manager's log. */
export interface ClaimResult {
  amount: bigint;
  hash: Hash;
}

/** Where a claim stands; the UI shows exactly one of these. */
export type ClaimStatus = StepStatus<ClaimStep, ClaimResult>;

export type OnClaimStep = (step: ClaimStep) => void;

/**
 * The connected account, with the wallet switched to `chainId` first when it is elsewhere. Inside
 * a Safe nothing is sent this way: a Safe App cannot switch chains, and a claim there is a Safe
 * transaction for the owners to sign, which Claim everything proposes and follows.
 */
export async function walletOnChain(
  config: Config,
  chainId: number,
  onStep: OnClaimStep,
  what: ClaimKind['key'],
): Promise<Address> {
  const account = getAccount(config);
  if (account.address === undefined) throw new ClaimStoppedError(t`Connect a wallet to send the claim.`);
  const safe = currentSafeSession();
  if (safe.status === 'safe') throw new ClaimStoppedError(safeClaimRefusal(safe.safe, chainId, what));
  if (account.chainId !== chainId) {
    onStep({ step: 'switching-chain', chainName: chainName(chainId) });
    await switchChain(config, { chainId });
  }
  return account.address;
}

interface ClaimMutationOptions {
  /** Identifies this claim across every button showing it, and across unmounts. */
  mutationKey: readonly unknown[];
  /** The reward chain, so an RPC failure names it. */
  chainId: number;
  /** Sends the claim, or with `kept` watches one sent before a reload instead of sending again. */
  run: (config: Config, onStep: OnClaimStep, kept: Hash | undefined) => Promise<ClaimResult>;
  /** The hash of a send of this claim kept in this browser and not yet known settled. */
  kept?: () => Hash | undefined;
  /** What the toasts say at each moment; read when they are shown, so names loaded late count. */
  toasts: () => ClaimToastWords;
}

/** The words of a single claim's toasts, each a whole sentence in the active language. */
export interface ClaimToastWords {
  /** "Claim sent for <campaign>". */
  sent: () => string;
  /** "Claim failed for <campaign>". */
  failed: () => string;
  /** "Claimed 12.5 PTN from <campaign>". */
  mined: (result: ClaimResult) => string;
}

/**
 * Runs a claim with its toasts: sent (a spinner with the hash), then mined or failed in place of
 * that spinner. They follow the run, not the control that started it, so a row that leaves the
 * screen (a paid payout moves to the history) never leaves a spinner behind.
 */
async function runAnnounced(
  run: (onStep: OnClaimStep) => Promise<ClaimResult>,
  onStep: OnClaimStep,
  chainId: number,
  key: string,
  words: () => ClaimToastWords,
): Promise<ClaimResult> {
  let sent: Hash | undefined;
  try {
    const result = await run((step) => {
      if ((step.step === 'confirming' || step.step === 'confirming-slow') && step.hash !== sent) {
        sent = step.hash;
        announceSingleClaim({ kind: 'sent', chainId, hash: step.hash, text: words().sent() });
      }
      onStep(step);
    });
    announceSingleClaim({
      kind: 'mined',
      chainId,
      hash: result.hash,
      key: sent ?? result.hash,
      text: words().mined(result),
    });
    return result;
  } catch (error) {
    const reason = describeClaimError(error, chainId);
    const toastKey = sent ?? key;
    if (isDeclined(reason)) announceSingleClaim({ kind: 'declined', key: toastKey, text: reason });
    else announceSingleClaim({ kind: 'failed', key: toastKey, text: words().failed(), reason });
    throw error;
  }
}

/**
 * One claim or payout as a single status value, guarded against a second send. A send kept from
 * before a reload is watched as soon as the control mounts, so no second one is offered. What the
 * claim changed is refreshed when its send settles in the record (app/refresh-after-settle.ts).
 */
export function useClaimMutation({ mutationKey, chainId, run, kept, toasts }: ClaimMutationOptions) {
  const { status, busy, start } = useStepMutation<ClaimStep, ClaimResult, Hash | undefined>({
    mutationKey,
    run: (config, onStep, keptHash) =>
      runAnnounced(
        (announcedStep) => run(config, announcedStep, keptHash),
        onStep,
        chainId,
        `claim:${mutationKey.map(String).join(':')}`,
        toasts,
      ),
    describeError: (error) => describeClaimError(error, chainId),
  });
  useEffect(() => {
    const hash = kept?.();
    if (hash !== undefined) start(hash);
    // Once per control: the record is read where the claim is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    status,
    busy,
    claim: () => {
      start(undefined);
    },
  };
}
