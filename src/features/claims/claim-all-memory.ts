import type { Address } from '../../domain/address.ts';
import { parseCampaignId, type CampaignId } from '../../domain/campaign-id.ts';

/** Which claim-all a record belongs to (see claim-kinds.ts). */
type ClaimKindKey = 'rewards' | 'payouts';

// A claim-all under way, kept in this browser per user: what it covers and every transaction or
// batch the wallet accepted and that is not yet known mined. A reload, a closed tab or a crash
// then resumes by watching those instead of sending them again, and finishes the rest.

/** What a claim-all covers: one reward chain, or every chain. */
export interface ClaimAllScope {
  chainId?: number;
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

/** Rewards keep the key they always had; payouts have their own, so the two never resume each other. */
const keyOf = (kind: ClaimKindKey, user: Address) =>
  kind === 'rewards' ? `claim-all:v1:${user.toLowerCase()}` : `claim-all:v1:${kind}:${user.toLowerCase()}`;

export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn('This browser keeps no local storage; a claim-all cannot resume after a reload.', error);
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function decodePending(value: unknown): PendingSend | undefined {
  if (!isRecord(value)) return undefined;
  const { chainId, kind, reference, campaigns, sentAt } = value;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId)) return undefined;
  if (kind !== 'transaction' && kind !== 'calls') return undefined;
  if (typeof reference !== 'string' || !/^0x[0-9a-fA-F]{1,200}$/.test(reference)) return undefined;
  if (!Array.isArray(campaigns)) return undefined;
  const ids = campaigns.flatMap((text) => (typeof text === 'string' ? (parseCampaignId(text) ?? []) : []));
  return {
    chainId,
    kind,
    reference,
    campaigns: ids,
    ...(typeof sentAt === 'number' && Number.isFinite(sentAt) && { sentAt }),
  };
}

/** Reads a claim-all kept for `user`; anything malformed reads as none. */
export function decodeClaimAllMemory(text: string | null): ClaimAllMemory | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.scope) || !Array.isArray(value.pending)) return undefined;
    const { chainId } = value.scope;
    const scope: ClaimAllScope = typeof chainId === 'number' && Number.isSafeInteger(chainId) ? { chainId } : {};
    return { scope, pending: value.pending.flatMap((entry) => decodePending(entry) ?? []) };
  } catch (error) {
    console.warn('A claim-all kept in this browser could not be read.', error);
    return undefined;
  }
}

export function encodeClaimAllMemory(memory: ClaimAllMemory): string {
  return JSON.stringify({
    scope: memory.scope,
    pending: memory.pending.map((send) => ({
      ...send,
      campaigns: send.campaigns.map((id) => `${String(id.chainId)}:${String(id.campaignIndex)}`),
    })),
  });
}

export function loadClaimAll(kind: ClaimKindKey, user: Address): ClaimAllMemory | undefined {
  return decodeClaimAllMemory(storage()?.getItem(keyOf(kind, user)) ?? null);
}

export function saveClaimAll(kind: ClaimKindKey, user: Address, memory: ClaimAllMemory | undefined): void {
  try {
    if (memory === undefined) storage()?.removeItem(keyOf(kind, user));
    else storage()?.setItem(keyOf(kind, user), encodeClaimAllMemory(memory));
  } catch (error) {
    console.warn('Could not keep the claim-all in this browser; a reload will not resume it.', error);
  }
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

/** Whether a kept claim-all is the one a control of `scope` runs. */
export function sameScope(a: ClaimAllScope, b: ClaimAllScope): boolean {
  return a.chainId === b.chainId;
}
