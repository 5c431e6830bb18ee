import type { Hash } from 'viem';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, isSameCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { decodePending, storage, type PendingSend } from './claim-all-memory.ts';

// A single claim (a row's or the campaign page's button, or one referral payout) that the wallet
// sent and that is not yet known mined, kept in this browser per purpose, address and campaign in
// claim-all's `PendingSend` shape. After a reload the button watches that hash instead of
// offering a second send, and drops the record once the transaction is settled.

/** What a kept send pays: a reward claim or a referrer's payout. */
export type SingleClaimPurpose = 'claim' | 'payout';

const keyOf = (purpose: SingleClaimPurpose, user: Address, id: CampaignId) =>
  `single-claim:v1:${purpose}:${user.toLowerCase()}:${formatCampaignId(id)}`;

/** Reads a kept send; anything malformed, of another kind or for another campaign reads as none. */
export function decodeSingleClaim(text: string | null, id: CampaignId): Hash | undefined {
  if (text === null) return undefined;
  try {
    const send = decodePending(JSON.parse(text));
    if (send?.kind !== 'transaction' || send.chainId !== id.chainId) return undefined;
    if (send.campaigns.length !== 1 || !send.campaigns.every((kept) => isSameCampaignId(kept, id))) return undefined;
    return /^0x[0-9a-fA-F]{64}$/.test(send.reference) ? (send.reference as Hash) : undefined;
  } catch (error) {
    console.warn('A claim kept in this browser could not be read.', error);
    return undefined;
  }
}

export function encodeSingleClaim(id: CampaignId, hash: Hash, sentAt = Date.now()): string {
  const send: PendingSend = { chainId: id.chainId, kind: 'transaction', reference: hash, campaigns: [id], sentAt };
  return JSON.stringify({ ...send, campaigns: [formatCampaignId(id)] });
}

/** The hash of a send kept for this purpose, address and campaign, if any. */
export function loadSingleClaim(purpose: SingleClaimPurpose, user: Address, id: CampaignId): Hash | undefined {
  return decodeSingleClaim(storage()?.getItem(keyOf(purpose, user, id)) ?? null, id);
}

/** When the kept send of this purpose, address and campaign was accepted, if it says. */
export function keptSingleClaimSentAt(purpose: SingleClaimPurpose, user: Address, id: CampaignId): number | undefined {
  try {
    const text = storage()?.getItem(keyOf(purpose, user, id)) ?? null;
    return text === null ? undefined : decodePending(JSON.parse(text))?.sentAt;
  } catch (error) {
    console.warn('A claim kept in this browser could not be read.', error);
    return undefined;
  }
}

/** Keeps a sent claim's hash, or with `undefined` drops it once the claim is settled. */
export function saveSingleClaim(purpose: SingleClaimPurpose, user: Address, id: CampaignId, hash: Hash | undefined) {
  try {
    if (hash === undefined) storage()?.removeItem(keyOf(purpose, user, id));
    else storage()?.setItem(keyOf(purpose, user, id), encodeSingleClaim(id, hash));
  } catch (error) {
    console.warn('Could not keep the claim in this browser; a reload will not follow it.', error);
  }
}
