import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { toast } from 'sonner';
import type { Hash } from 'viem';
import { AddressLink } from '../../../components/address-link.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import type { PlanReward } from './claim-all-plan.ts';
import type { ClaimOutcome, SentClaims } from './claim-outcomes.ts';

// Toasts say where people look what their wallet just did: sent, then mined (with what it paid)
// or failed (why). One toast per transaction or batch, updated in place by its reference. Their
// words are read in the active language when each is shown (`t` at call time).

/** The display name of a reward's campaign. */
export type ClaimNames = (reward: PlanReward) => string;

/**
 * The transaction's hash, always shown and copyable, and linked where the chain has an explorer
 * (local chains have none): the one thing a person can check a payment by.
 */
function TransactionLink({ chainId, hash }: { chainId: number; hash: Hash }) {
  return (
    <span className="text-xs">
      <Trans>
        Transaction <AddressLink address={hash} explorer={explorerUrl(chainId)} kind="tx" />
      </Trans>
    </span>
  );
}

/** What a send carries, for the toasts' sentences: one claim (its amount and campaign) or many on a chain. */
type Carried = { count: 1; amount: string; name: string } | { count: number; chain: string };

function carried(sent: SentClaims, nameOf: ClaimNames): Carried {
  const [only] = sent.claims;
  if (sent.claims.length === 1 && only !== undefined) {
    return { count: 1, amount: formatTokenWithSymbol(only.amount, only.reward.rewardToken), name: nameOf(only.reward) };
  }
  return { count: sent.claims.length, chain: chainName(sent.chainId) };
}

/** A transaction or batch the wallet accepted. */
export function announceSent(sent: SentClaims, nameOf: ClaimNames): void {
  const what = carried(sent, nameOf);
  let message: string;
  if ('amount' in what) {
    const { amount, name } = what;
    message = t`Claim sent: ${amount} from ${name}`;
  } else {
    const { count, chain } = what;
    message = t`Claim sent: ${plural(count, { one: `# claim on ${chain}`, other: `# claims on ${chain}` })}`;
  }
  toast.loading(message, {
    id: sent.reference,
    description:
      sent.kind === 'transaction' ? (
        <TransactionLink chainId={sent.chainId} hash={sent.reference as Hash} />
      ) : (
        t`Waiting for the batch to be mined…`
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
    let message: string;
    if (paid.length === 1) {
      const amount = formatTokenWithSymbol(first.paid.amount, first.reward.rewardToken);
      const name = nameOf(first.reward);
      message = t`Claimed ${amount} from ${name}`;
    } else {
      const count = paid.length;
      const chain = chainName(sent.chainId);
      message = t`Claimed ${plural(count, { one: `# campaign on ${chain}`, other: `# campaigns on ${chain}` })}`;
    }
    toast.success(message, { id: sent.reference, description: link });
    return;
  }
  const [firstFailure] = failed;
  const what = carried(sent, nameOf);
  let message: string;
  if ('amount' in what) {
    const { amount, name } = what;
    message = t`Not paid: ${amount} from ${name}`;
  } else {
    const { count, chain } = what;
    message = t`Not paid: ${plural(count, { one: `# claim on ${chain}`, other: `# claims on ${chain}` })}`;
  }
  toast.error(message, {
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
  const what = carried(sent, nameOf);
  let message: string;
  if ('amount' in what) {
    const { amount, name } = what;
    message = t`Not confirmed yet: ${amount} from ${name}`;
  } else {
    const { count, chain } = what;
    message = t`Not confirmed yet: ${plural(count, { one: `# claim on ${chain}`, other: `# claims on ${chain}` })}`;
  }
  toast.warning(message, {
    id: sent.reference,
    description:
      sent.kind === 'transaction' ? (
        <Trans>
          It may still land; check it before claiming again.{' '}
          <TransactionLink chainId={sent.chainId} hash={sent.reference as Hash} />
        </Trans>
      ) : (
        t`It may still land; reopen this page to watch it again before claiming again.`
      ),
  });
}
