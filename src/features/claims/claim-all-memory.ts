import type { Address } from '../../domain/address.ts';
import { campaignIdParam } from '../../api/schemas/requests.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { keptStoreFamily } from '../../lib/kept-family.ts';
import * as z from '../../lib/zod.ts';

/** Which claim-all a record belongs to (see claim-kinds.ts). */
type ClaimKindKey = 'rewards' | 'payouts';

// A claim-all under way, kept in this browser per user: what it covers and every transaction or
// batch the wallet accepted and that is not yet known mined. A reload, a closed tab or a crash
// then resumes by watching those instead of sending them again, and finishes the rest.

/**
 * What a claim-all covers: one reward chain, or every chain; and every claimable campaign there,
 * or `only` the ones named (e.g. those closing soon).
 */
export interface ClaimAllScope {
  chainId?: number;
  only?: readonly CampaignId[];
}

/** A send the wallet accepted, not yet seen mined. */
export interface PendingSend {
  chainId: number;
  kind: 'transaction' | 'calls';
  /** Transaction hash or EIP-5792 calls id. */
  reference: string;
  campaigns: readonly CampaignId[];
  /** When the wallet accepted it (ms since 1970), to tell one still on its way from one gone. */
  sentAt?: number;
}

export interface ClaimAllMemory {
  scope: ClaimAllScope;
  pending: readonly PendingSend[];
}

const TX_REFERENCE = /^0x[0-9a-fA-F]{1,200}$/;
const chainId = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

/** A kept send, as claim-all and single claims keep it (campaign ids as `<chainId>:<index>`). */
export const pendingSendSchema = z.object({
  chainId,
  kind: z.enum(['transaction', 'calls']),
  reference: z.string().check(z.regex(TX_REFERENCE, 'expected a transaction hash or a calls id')),
  campaigns: z.array(campaignIdParam),
  sentAt: z.optional(z.number()),
});

/** Rewards keep the key they always had; payouts have their own, so the two never resume each other. */
const claimAllMemory = keptStoreFamily<[ClaimKindKey, Address], ClaimAllMemory, undefined>(
  (kind: ClaimKindKey, user: Address) =>
    kind === 'rewards' ? `claim-all:v1:${user.toLowerCase()}` : `claim-all:v1:${kind}:${user.toLowerCase()}`,
  {
    name: 'a claim-all under way',
    version: 1,
    legacy: 'json',
    schema: z.object({
      scope: z.object({ chainId: z.optional(chainId), only: z.optional(z.array(campaignIdParam)) }),
      pending: z.array(pendingSendSchema),
    }),
    fallback: undefined,
  },
);

export function loadClaimAll(kind: ClaimKindKey, user: Address): ClaimAllMemory | undefined {
  return claimAllMemory(kind, user).read();
}

export function saveClaimAll(kind: ClaimKindKey, user: Address, memory: ClaimAllMemory | undefined): void {
  if (memory === undefined) claimAllMemory(kind, user).clear();
  else claimAllMemory(kind, user).write(memory);
}

/**
 * Adds a send the wallet accepted to the claim-all kept for `user`, read afresh so that two
 * controls or tabs writing the same record keep each other's sends; `scope` becomes the record's.
 */
export function keepPendingSend(kind: ClaimKindKey, user: Address, scope: ClaimAllScope, send: PendingSend): void {
  const pending = loadClaimAll(kind, user)?.pending ?? [];
  saveClaimAll(kind, user, { scope, pending: [...pending.filter((kept) => kept.reference !== send.reference), send] });
}

/**
 * Drops a settled send from the claim-all kept for `user`. The record itself stays while the run
 * goes on (it says a run is under way, which a reload resumes); `endClaimAll` removes it.
 */
export function dropPendingSend(kind: ClaimKindKey, user: Address, reference: string): void {
  const memory = loadClaimAll(kind, user);
  if (memory === undefined) return;
  saveClaimAll(kind, user, { ...memory, pending: memory.pending.filter((kept) => kept.reference !== reference) });
}

/** Marks a run of `scope` under way, keeping any sends already kept (another run's, or unfollowed ones). */
export function beginClaimAll(kind: ClaimKindKey, user: Address, scope: ClaimAllScope): void {
  saveClaimAll(kind, user, { scope, pending: loadClaimAll(kind, user)?.pending ?? [] });
}

/** Ends a run: the record goes once no kept send is left; one still on its way stays for a reload. */
export function endClaimAll(kind: ClaimKindKey, user: Address): void {
  if (loadClaimAll(kind, user)?.pending.length === 0) saveClaimAll(kind, user, undefined);
}

/** Whether a claim-all of `kind` kept for `user` holds a send of campaign `id` not yet known mined. */
export function isPendingInClaimAll(kind: ClaimKindKey, user: Address, id: CampaignId): boolean {
  return (
    loadClaimAll(kind, user)?.pending.some((send) =>
      send.campaigns.some((campaign) => campaign.chainId === id.chainId && campaign.campaignIndex === id.campaignIndex),
    ) ?? false
  );
}

/**
 * Whether a kept claim-all is the one a control of `scope` runs. A limited run (`only`) belongs to
 * the limited control of its chain scope whatever campaigns it names today (the ones closing soon
 * change as claims are paid and days pass); it is never resumed by the unlimited control beside it,
 * nor an unlimited run by the limited one.
 */
export function sameScope(a: ClaimAllScope, b: ClaimAllScope): boolean {
  return a.chainId === b.chainId && (a.only === undefined) === (b.only === undefined);
}
