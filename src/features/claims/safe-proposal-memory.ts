import { address, hex } from '../../api/schemas/primitives.ts';
import { campaignIdParam } from '../../api/schemas/requests.ts';
import type { Address } from '../../domain/address.ts';
import { isSameCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { keptStoreFamily } from '../../lib/kept-family.ts';
import * as z from '../../lib/zod.ts';
import type { ClaimAllScope } from './claim-all-memory.ts';

// A claim batch proposed to a Safe waits for its owners for hours or days. It is kept in this
// browser per claim kind, user and chain (a Safe App runs on one chain at a time, and the same Safe
// address may be opened on another) until it is executed, rejected or replaced by a fresh plan, so
// a reload or a closed tab shows it waiting again and never proposes it twice.

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

const chainId = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

const safeProposal = keptStoreFamily<['rewards' | 'payouts', Address, number], SafeProposal, undefined>(
  (kind, user, onChain) => `safe-proposal:${kind}:${user.toLowerCase()}:${String(onChain)}`,
  {
    name: 'a claim proposed to a Safe',
    version: 1,
    schema: z.object({
      scope: z.object({ chainId: z.optional(chainId), only: z.optional(z.array(campaignIdParam)) }),
      chainId,
      safe: address,
      safeTxHash: hex,
      calls: z.array(z.object({ to: address, data: hex })),
      campaigns: z.array(campaignIdParam),
      proposedAt: z.number(),
    }),
    fallback: undefined,
  },
);

/** The Safe proposal kept for `user`'s claims of `kind` on chain `onChain`, if one waits. */
export function loadSafeProposal(
  kind: 'rewards' | 'payouts',
  user: Address,
  onChain: number,
): SafeProposal | undefined {
  return safeProposal(kind, user, onChain).read();
}

/**
 * Keeps a proposal the Safe accepted, right after it did. Every control of a kind opens a kept
 * proposal before planning (see useSafeClaimAll), so at most one waits per kind, user and chain.
 */
export function keepSafeProposal(kind: 'rewards' | 'payouts', user: Address, proposal: SafeProposal): void {
  safeProposal(kind, user, proposal.chainId).write(proposal);
}

/** Forgets the proposal `safeTxHash` (executed, rejected, or replaced by a fresh plan); another stays. */
export function dropSafeProposal(
  kind: 'rewards' | 'payouts',
  user: Address,
  onChain: number,
  safeTxHash: string,
): void {
  if (loadSafeProposal(kind, user, onChain)?.safeTxHash.toLowerCase() === safeTxHash.toLowerCase()) {
    safeProposal(kind, user, onChain).clear();
  }
}

/** Whether a kept Safe proposal of `kind` for `user` carries campaign `id`: it is not planned again. */
export function isProposedToSafe(kind: 'rewards' | 'payouts', user: Address, id: CampaignId): boolean {
  return (
    loadSafeProposal(kind, user, id.chainId)?.campaigns.some((campaign) => isSameCampaignId(campaign, id)) ?? false
  );
}
