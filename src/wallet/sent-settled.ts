import type { Address } from '../domain/address.ts';
import type { CampaignId } from '../domain/campaign-id.ts';

// Apart from the record (sent-transactions.ts) so that the one listener the app mounts on every
// screen, which refreshes what a settled send changed, does not bring the record into the first
// load: a screen that shows no claim never loads it.

/** What a settled send (or a payment recorded from its logs) touched. */
export interface SettledSend {
  ledger: 'rewards' | 'payouts';
  user: Address;
  chainId: number;
  calls: readonly { campaign: CampaignId }[];
}

const listeners = new Set<(send: SettledSend) => void>();

/** Tells every listener that `send` settled or paid. */
export function announceSettled(send: SettledSend): void {
  for (const listener of listeners) listener(send);
}

/** Calls `listener` for each send settled in this tab; returns the unsubscribe. */
export function onSettled(listener: (send: SettledSend) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
