import { EMBED_MESSAGE_SOURCE, type WidgetMessage } from '../lib/embed-protocol.ts';
import type { SentEntry } from '../wallet/sent-transactions.ts';

// What the rewards widget tells its page of one of its claims, from the record of sends: pure, so
// the order and the amounts are tested without a wallet (widget-layout.tsx sends them).

/** How far a send has been told: its sending, or its end (mined or failed). */
export type Told = 'sent' | 'done';

function campaignText(call: SentEntry['calls'][number]): string {
  return `${String(call.campaign.chainId)}:${String(call.campaign.campaignIndex)}`;
}

/** A send the wallet accepted: its hash, and the campaigns it claims. */
function sentMessage(entry: SentEntry, reference: string): WidgetMessage {
  return {
    source: EMBED_MESSAGE_SOURCE,
    type: 'claim-sent',
    chainId: entry.chainId,
    hash: reference,
    calls: entry.calls.map((call) => ({ campaign: campaignText(call) })),
  };
}

/**
 * A send whose every call has its payment recorded from the manager's logs: what each paid in
 * this transaction (not the campaign's running total), in the transaction actually mined (a
 * wallet may have sped it up). Undefined while a payment is still to be recorded.
 */
function minedMessage(entry: SentEntry): WidgetMessage | undefined {
  if (entry.calls.length === 0 || entry.calls.some((call) => call.amount === undefined)) return undefined;
  const hash = entry.calls[0]?.hash ?? entry.reference ?? '';
  return {
    source: EMBED_MESSAGE_SOURCE,
    type: 'claim-mined',
    chainId: entry.chainId,
    hash,
    calls: entry.calls.map((call) => ({ campaign: campaignText(call), paid: (call.amount ?? 0n).toString() })),
  };
}

export function failedMessage(entry: SentEntry, reference: string): WidgetMessage {
  return {
    source: EMBED_MESSAGE_SOURCE,
    type: 'claim-failed',
    chainId: entry.chainId,
    hash: reference,
    calls: entry.calls.map((call) => ({ campaign: campaignText(call) })),
  };
}

/**
 * What to tell of `entry` now, given how far it was told: its sending once, then its mining once
 * every payment is recorded. `waitForPayment`: it settled with a payment still unrecorded, which a
 * moment later means it paid nothing (the caller then tells `failedMessage`).
 */
export function claimNews(
  entry: SentEntry,
  told: Told | undefined,
): { messages: WidgetMessage[]; told: Told | undefined; waitForPayment: boolean } {
  const reference = entry.reference;
  if (reference === undefined || told === 'done') return { messages: [], told, waitForPayment: false };
  const messages = told === undefined ? [sentMessage(entry, reference)] : [];
  const mined = minedMessage(entry);
  if (mined !== undefined) return { messages: [...messages, mined], told: 'done', waitForPayment: false };
  return { messages, told: 'sent', waitForPayment: entry.status === 'settled' };
}
