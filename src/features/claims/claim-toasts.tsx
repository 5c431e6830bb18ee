import { toast } from 'sonner';
import type { Hash } from 'viem';
import { chainName, explorerUrl } from '../../config/chains.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import type { PlanReward } from './claim-all-plan.ts';
import type { ClaimOutcome, SentClaims } from './claim-all-run.ts';

// Toasts say where people look what their wallet just did: sent, then mined (with what it paid)
// or failed (why). One toast per transaction or batch, updated in place by its reference.

/** The display name of a reward's campaign. */
export type ClaimNames = (reward: PlanReward) => string;

function TransactionLink({ chainId, hash }: { chainId: number; hash: Hash }) {
  const explorer = explorerUrl(chainId);
  if (explorer === undefined) return null;
  return (
    <a href={`${explorer}/tx/${hash}`} target="_blank" rel="noreferrer" className="underline">
      View transaction<span className="sr-only"> (opens in a new tab)</span>
    </a>
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

/** A single claim from a row or a campaign page, at each moment worth a toast. */
export function announceSingleClaim(
  event:
    | { kind: 'sent'; chainId: number; hash: Hash; text: string }
    | { kind: 'mined'; chainId: number; hash: Hash; text: string }
    | { kind: 'failed'; key: string; text: string; reason: string },
): void {
  if (event.kind === 'failed') {
    toast.error(event.text, { id: event.key, description: event.reason });
    return;
  }
  const description = <TransactionLink chainId={event.chainId} hash={event.hash} />;
  if (event.kind === 'sent') toast.loading(event.text, { id: event.hash, description });
  else toast.success(event.text, { id: event.hash, description });
}
