import type { Hash } from 'viem';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, isSameCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { keptStoreFamily } from '../../lib/kept-family.ts';
import { pendingSendSchema, type PendingSend } from './claim-all-memory.ts';

// A single claim (a row's or the campaign page's button, or one referral payout) that the wallet
// sent and that is not yet known mined, kept in this browser per purpose, address and campaign in
// claim-all's `PendingSend` shape. After a reload the button watches that hash instead of
// offering a second send, and drops the record once the transaction is settled.

/** What a kept send pays: a reward claim or a referrer's payout. */
export type SingleClaimPurpose = 'claim' | 'payout';

const singleClaim = keptStoreFamily(
  (purpose: SingleClaimPurpose, user: Address, id: CampaignId) =>
    `single-claim:v1:${purpose}:${user.toLowerCase()}:${formatCampaignId(id)}`,
  {
    name: 'a claim sent and not yet known mined',
    version: 1,
    legacy: 'json',
    schema: pendingSendSchema,
    fallback: undefined,
  },
);

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The kept send of this purpose, address and campaign: one transaction of that one campaign, or none. */
function keptSend(purpose: SingleClaimPurpose, user: Address, id: CampaignId): PendingSend | undefined {
  const send = singleClaim(purpose, user, id).read();
  if (send?.kind !== 'transaction' || send.chainId !== id.chainId) return undefined;
  if (send.campaigns.length !== 1 || !send.campaigns.every((kept) => isSameCampaignId(kept, id))) return undefined;
  return TX_HASH.test(send.reference) ? send : undefined;
}

/** The hash of a send kept for this purpose, address and campaign, if any. */
export function loadSingleClaim(purpose: SingleClaimPurpose, user: Address, id: CampaignId): Hash | undefined {
  return keptSend(purpose, user, id)?.reference as Hash | undefined;
}

/** When the kept send of this purpose, address and campaign was accepted, if it says. */
export function keptSingleClaimSentAt(purpose: SingleClaimPurpose, user: Address, id: CampaignId): number | undefined {
  return keptSend(purpose, user, id)?.sentAt;
}

/** Keeps a sent claim's hash, or with `undefined` drops it once the claim is settled. */
export function saveSingleClaim(purpose: SingleClaimPurpose, user: Address, id: CampaignId, hash: Hash | undefined) {
  const store = singleClaim(purpose, user, id);
  if (hash === undefined) store.clear();
  else store.write({ chainId: id.chainId, kind: 'transaction', reference: hash, campaigns: [id], sentAt: Date.now() });
}
