import { useEffect, useId, useRef } from 'react';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import { shortenAddress, type Address } from '../../domain/address.ts';
import { explorerUrl } from '../../config/chains.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import type { ClaimStatus } from './claim-flow.ts';
import { announceSingleClaim } from './claim-toasts.tsx';
import { useClaimReferralPayout } from './use-claim-referral-payout.ts';
import { useClaimReward } from './use-claim-reward.ts';

export interface ClaimButtonProps {
  id: CampaignId;
  user: Address;
  /** What the service says is claimable now; the chain decides the exact amount paid. */
  claimable: bigint;
  rewardToken: RewardToken;
  /** The campaign's display name where the caller has it; toasts fall back to its id. */
  name?: string;
}

function statusText(status: ClaimStatus, token: RewardToken): string {
  switch (status.state) {
    case 'idle':
      return '';
    case 'done':
      return `Claimed ${formatTokenWithSymbol(status.result.amount, token)}.`;
    case 'failed':
      return status.message;
    case 'working':
      break;
  }
  const step = status.step;
  switch (step.step) {
    case 'checking':
      return 'Checking the proof and what the chain has paid…';
    case 'switching-chain':
      return `Switch your wallet to ${step.chainName}…`;
    case 'confirm-in-wallet':
      return 'Confirm the claim in your wallet…';
    case 'confirming':
      return `Confirming… transaction ${shortenAddress(step.hash, 6)} is sent and waiting to be mined.`;
    case 'confirming-slow':
      return `Transaction ${step.hash} is not mined yet; the network or its RPC may be slow. It may still land, so do not send it again.`;
  }
}

/** The hash worth a link at this moment: a transaction being mined, or the one that paid. */
function linkedHash(status: ClaimStatus) {
  if (status.state === 'done') return status.result.hash;
  if (status.state === 'working' && (status.step.step === 'confirming' || status.step.step === 'confirming-slow'))
    return status.step.hash;
  return undefined;
}

interface ClaimControlProps {
  claimFlow: { status: ClaimStatus; busy: boolean; claim: () => void };
  id: CampaignId;
  /** What the service says can be claimed; the chain decides the exact amount paid. */
  amount: bigint;
  rewardToken: RewardToken;
  /** Button text before the amount, e.g. "Claim" or "Claim payout". */
  verb: string;
  /** How toasts name the campaign. */
  name: string | undefined;
}

/**
 * A claim button with a line saying at each step what is happening. The line is a live region,
 * so the outcome is announced too; when the claim ends, focus moves to it if the button had it.
 * Renders nothing when there is nothing to claim and no claim to report.
 */
function ClaimControl({ claimFlow, id, amount, rewardToken, verb, name }: ClaimControlProps) {
  const { status, busy, claim } = claimFlow;
  const uid = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const ended = status.state === 'done' || status.state === 'failed';
  useEffect(() => {
    // The button is removed after a claim, and a failure message is the next thing to read.
    const focusWasHere = document.activeElement === buttonRef.current || document.activeElement === document.body;
    if (ended && focusWasHere) statusRef.current?.focus();
  }, [ended]);
  // A toast at each moment worth one: sent, mined with what it paid, failed with why.
  const sentHash = status.state === 'working' && status.step.step === 'confirming' ? status.step.hash : undefined;
  useEffect(() => {
    const campaign = name ?? `campaign ${formatCampaignId(id)}`;
    if (sentHash !== undefined) {
      announceSingleClaim({ kind: 'sent', chainId: id.chainId, hash: sentHash, text: `${verb} sent for ${campaign}` });
    } else if (status.state === 'done') {
      announceSingleClaim({
        kind: 'mined',
        chainId: id.chainId,
        hash: status.result.hash,
        text: `Claimed ${formatTokenWithSymbol(status.result.amount, rewardToken)} from ${campaign}`,
      });
    } else if (status.state === 'failed') {
      announceSingleClaim({
        kind: 'failed',
        key: `claim:${formatCampaignId(id)}`,
        text: `${verb} failed for ${campaign}`,
        reason: status.message,
      });
    }
    // Only on a change of state, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sentHash, status.state]);
  if (amount === 0n && status.state === 'idle' && !busy) return null;
  const label = `${verb} ${formatTokenWithSymbol(amount, rewardToken)}`;
  const explorer = explorerUrl(id.chainId);
  const claimedHash = linkedHash(status);
  return (
    <div className="flex flex-col items-start gap-1">
      <span id={`${uid}-campaign`} className="sr-only">
        Campaign {formatCampaignId(id)}
      </span>
      {/* Once paid, the service may list the old amount for a moment more: offer no second claim. */}
      {status.state !== 'done' && (
        <button
          ref={buttonRef}
          type="button"
          onClick={() => {
            if (!busy) claim();
          }}
          // aria-disabled rather than disabled while busy, so keyboard focus stays on the button.
          aria-disabled={busy}
          disabled={!busy && amount === 0n}
          aria-describedby={`${uid}-campaign`}
          className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {busy ? 'Claiming…' : amount === 0n ? 'Nothing to claim' : label}
        </button>
      )}
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className={`max-w-xs text-xs outline-none ${status.state === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
      >
        {busy && status.state === 'idle'
          ? 'A claim for this campaign is still being confirmed…'
          : statusText(status, rewardToken)}
        {claimedHash !== undefined && explorer !== undefined && (
          <>
            {' '}
            <a
              href={`${explorer}/tx/${claimedHash}`}
              target="_blank"
              rel="noreferrer"
              className="text-indigo-700 underline dark:text-indigo-300"
            >
              View transaction<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </p>
    </div>
  );
}

/** Claims a campaign's rewards to `user` from the connected wallet (inside the loaded wallet layer). */
export function ClaimButton({ id, user, claimable, rewardToken, name }: ClaimButtonProps) {
  const claimFlow = useClaimReward({ id, user });
  return (
    <ClaimControl claimFlow={claimFlow} id={id} amount={claimable} rewardToken={rewardToken} verb="Claim" name={name} />
  );
}

export interface ReferralPayoutButtonProps {
  id: CampaignId;
  referrer: Address;
  /** The final payout the service reports; the proof decides the exact amount paid. */
  amount: bigint;
  rewardToken: RewardToken;
}

/** Claims a referrer's one-shot payout of a campaign, through the manager, from the connected wallet. */
export function ReferralPayoutButton({ id, referrer, amount, rewardToken }: ReferralPayoutButtonProps) {
  const claimFlow = useClaimReferralPayout({ id, referrer, amount });
  return (
    <ClaimControl
      claimFlow={claimFlow}
      id={id}
      amount={amount}
      rewardToken={rewardToken}
      verb="Claim payout"
      name={undefined}
    />
  );
}
