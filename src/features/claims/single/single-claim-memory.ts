import type { Hash } from 'viem';
import type { Address } from '../../../domain/address.ts';
import { isSameCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import type { SingleClaimPurpose } from '../shared/claim-kinds.ts';
import { keepSent, pendingSends, settleSent, type SentEntry } from '../../../wallet/sent-transactions.ts';

// A single claim (a row's or the campaign page's button, or one referral payout) that the wallet
// sent and that is not yet known mined: its entry in the record of sends (sent-transactions.ts).
// After a reload the button watches that hash instead of offering a second send, and settles the
// entry once the transaction is.

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

const ledgerOf = (purpose: SingleClaimPurpose) => (purpose === 'claim' ? 'rewards' : 'payouts');

const isSingleOf = (purpose: SingleClaimPurpose, id: CampaignId) => (entry: SentEntry) =>
  entry.kind === purpose &&
  entry.via === 'transaction' &&
  entry.chainId === id.chainId &&
  entry.calls.length === 1 &&
  entry.calls.every((call) => isSameCampaignId(call.campaign, id));

/** The pending send of this purpose, address and campaign: one transaction of that one campaign, or none. */
function keptSend(purpose: SingleClaimPurpose, user: Address, id: CampaignId): SentEntry | undefined {
  const send = pendingSends(ledgerOf(purpose), user).findLast(isSingleOf(purpose, id));
  return send?.reference !== undefined && TX_HASH.test(send.reference) ? send : undefined;
}

/** The hash of a send kept for this purpose, address and campaign, if any. */
export function loadSingleClaim(purpose: SingleClaimPurpose, user: Address, id: CampaignId): Hash | undefined {
  return keptSend(purpose, user, id)?.reference as Hash | undefined;
}

/** When the kept send of this purpose, address and campaign was accepted. */
export function keptSingleClaimSentAt(purpose: SingleClaimPurpose, user: Address, id: CampaignId): number | undefined {
  return keptSend(purpose, user, id)?.sentAt;
}

/**
 * Keeps a sent claim's hash (replacing the one a wallet sped up or cancelled), or with `undefined`
 * settles it once the claim is.
 */
export function saveSingleClaim(purpose: SingleClaimPurpose, user: Address, id: CampaignId, hash: Hash | undefined) {
  if (hash === undefined) {
    const send = keptSend(purpose, user, id);
    if (send?.reference !== undefined) settleSent(send.chainId, send.reference);
    return;
  }
  keepSent(
    {
      kind: purpose,
      ledger: ledgerOf(purpose),
      user,
      chainId: id.chainId,
      via: 'transaction',
      reference: hash,
      calls: [{ campaign: id }],
      sentAt: Date.now(),
    },
    isSingleOf(purpose, id),
  );
}
