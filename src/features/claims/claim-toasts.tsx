import { toast } from 'sonner';
import type { Hash } from 'viem';
import { AddressLink } from '../../components/address-link.tsx';
import { chainName, explorerUrl } from '../../config/chains.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import type { PlanReward } from './claim-all-plan.ts';
import type { ClaimOutcome, SentClaims } from './claim-all-run.ts';

// Toasts say where people look what their wallet just did: sent, then mined (with what it paid)
// or failed (why). One toast per transaction or batch, updated in place by its reference.

/** The display name of a reward's campaign. */
export type ClaimNames = (reward: PlanReward) => string;

/**
 * The transaction's hash, always shown and copyable, and linked where the chain has an explorer
 * (local chains have none): the one thing a person can check a payment by.
 */
function TransactionLink({ chainId, hash }: { chainId: number; hash: Hash }) {
  return (
    <span className="text-xs">
      Transaction <AddressLink address={hash} explorer={explorerUrl(chainId)} kind="tx" />
    </span>
  );
}

function what(sent: SentClaims, nameOf: ClaimNames): string {
  const [only] = sent.claims;
  if (sent.claims.length === 1 && only !== undefined) {
    return `${formatTokenWithSymbol(only.amount, only.reward.rewardToken)} from ${nameOf(only.reward)}`;
  }
  return `${String(sent.claims.length)} claims on ${chainName(sent.chainId)}`;
}

/** A transaction or batch the wallet accepted. */
export function announceSent(sent: SentClaims, nameOf: ClaimNames): void {
  toast.loading(`Claim sent: ${what(sent, nameOf)}`, {
    id: sent.reference,
    description:
      sent.kind === 'transaction' ? (
        <TransactionLink chainId={sent.chainId} hash={sent.reference as Hash} />
      ) : (
        'Waiting for the batch to be mined…'
      ),
  });
}

/** A sent transaction or batch has ended: what it paid, or why it did not. */
export function announceSettled(sent: SentClaims, outcomes: readonly ClaimOutcome[], nameOf: ClaimNames): void {
  const paid = outcomes.flatMap((outcome) => (outcome.paid === undefined ? [] : [{ ...outcome, paid: outcome.paid }]));
  const failed = outcomes.filter((outcome) => outcome.paid === undefined);
  const [first] = paid;
  const link = first === undefined ? null : <TransactionLink chainId={sent.chainId} hash={first.paid.hash} />;
  if (failed.length === 0 && first !== undefined) {
    const message =
      paid.length === 1
        ? `Claimed ${formatTokenWithSymbol(first.paid.amount, first.reward.rewardToken)} from ${nameOf(first.reward)}`
        : `Claimed ${String(paid.length)} campaigns on ${chainName(sent.chainId)}`;
    toast.success(message, { id: sent.reference, description: link });
    return;
  }
  const [firstFailure] = failed;
  toast.error(`Not paid: ${what(sent, nameOf)}`, {
    id: sent.reference,
    description: firstFailure?.failure ?? link,
  });
}

/**
 * A single claim from a row or a campaign page, at each moment worth a toast. `key` is the toast
 * to update: the sent hash once there is one, so a mined or failed claim replaces its spinner.
 * A decline is the person's choice: said neutrally, not as a failure.
 */
export function announceSingleClaim(
  event:
    | { kind: 'sent'; chainId: number; hash: Hash; text: string }
    | { kind: 'mined'; chainId: number; hash: Hash; key: string; text: string }
    | { kind: 'failed'; key: string; text: string; reason: string }
    | { kind: 'declined'; key: string; text: string },
): void {
  if (event.kind === 'failed') {
    toast.error(event.text, { id: event.key, description: event.reason });
    return;
  }
  if (event.kind === 'declined') {
    toast.info(event.text, { id: event.key });
    return;
  }
  const description = <TransactionLink chainId={event.chainId} hash={event.hash} />;
  if (event.kind === 'sent') toast.loading(event.text, { id: event.hash, description });
  else toast.success(event.text, { id: event.key, description });
}

/**
 * A sent transaction or batch whose end the run could not see (the RPC stopped answering, a long
 * wait ran out): its spinner ends, in words, since it may still land and is watched after a reload.
 */
export function announceUnsettled(sent: SentClaims, nameOf: ClaimNames): void {
  toast.warning(`Not confirmed yet: ${what(sent, nameOf)}`, {
    id: sent.reference,
    description:
      sent.kind === 'transaction' ? (
        <>
          It may still land; check it before claiming again.{' '}
          <TransactionLink chainId={sent.chainId} hash={sent.reference as Hash} />
        </>
      ) : (
        'It may still land; reopen this page to watch it again before claiming again.'
      ),
  });
}
