import type { Address } from '../../../domain/address.ts';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import { keepSent, pendingSends, settleSent, type SentEntry } from '../../../wallet/sent-transactions.ts';
import type { ClaimAllScope } from '../claim-all/claim-all-memory.ts';

// A claim batch proposed to a Safe waits for its owners for hours or days. It is an entry of the
// record of sends (sent-transactions.ts) per claim kind, user and chain (a Safe App runs on one
// chain at a time, and the same Safe address may be opened on another) until it is executed,
// rejected or replaced by a fresh plan, so a reload or a closed tab shows it waiting again and
// never proposes it twice.

/** One call of the proposed Safe transaction: a manager claim. */
interface ProposedCall {
  to: Address;
  data: `0x${string}`;
}

/** A Safe transaction proposed by Claim everything and not yet known executed or rejected. */
export interface SafeProposal {
  scope: ClaimAllScope;
  chainId: number;
  safe: Address;
  safeTxHash: `0x${string}`;
  /** The calls proposed, simulated again from the Safe while it waits (a moved root reverts them). */
  calls: readonly ProposedCall[];
  campaigns: readonly CampaignId[];
  /** When it was proposed (ms since 1970). */
  proposedAt: number;
}

const isProposalOn = (onChain: number) => (entry: SentEntry) =>
  entry.kind === 'safe-proposal' && entry.chainId === onChain && entry.safe !== undefined;

/** The Safe proposal kept for `user`'s claims of `kind` on chain `onChain`, if one waits. */
export function loadSafeProposal(
  kind: 'rewards' | 'payouts',
  user: Address,
  onChain: number,
): SafeProposal | undefined {
  const entry = pendingSends(kind, user).findLast(isProposalOn(onChain));
  if (entry?.safe === undefined || entry.reference === undefined) return undefined;
  return {
    scope: entry.scope ?? {},
    chainId: entry.chainId,
    safe: entry.safe.address,
    safeTxHash: entry.reference as `0x${string}`,
    calls: entry.safe.calls,
    campaigns: entry.calls.map((call) => call.campaign),
    proposedAt: entry.sentAt,
  };
}

/**
 * Keeps a proposal the Safe accepted, right after it did, in place of any other waiting on that
 * chain. Every control of a kind opens a kept proposal before planning (see useSafeClaimAll), so
 * at most one waits per kind, user and chain.
 */
export function keepSafeProposal(kind: 'rewards' | 'payouts', user: Address, proposal: SafeProposal): void {
  keepSent(
    {
      kind: 'safe-proposal',
      ledger: kind,
      user,
      chainId: proposal.chainId,
      via: 'safe',
      reference: proposal.safeTxHash,
      safe: { address: proposal.safe, calls: proposal.calls },
      scope: proposal.scope,
      calls: proposal.campaigns.map((campaign) => ({ campaign })),
      sentAt: proposal.proposedAt,
    },
    (pending) =>
      pending.ledger === kind && pending.user === user.toLowerCase() && isProposalOn(proposal.chainId)(pending),
  );
}

/** Settles the proposal `safeTxHash` (executed, rejected, or replaced by a fresh plan); another stays. */
export function dropSafeProposal(
  kind: 'rewards' | 'payouts',
  user: Address,
  onChain: number,
  safeTxHash: string,
): void {
  if (loadSafeProposal(kind, user, onChain)?.safeTxHash.toLowerCase() === safeTxHash.toLowerCase()) {
    settleSent(onChain, safeTxHash);
  }
}
