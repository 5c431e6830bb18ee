import { useCallback, useSyncExternalStore } from 'react';
import type { Address } from '../domain/address.ts';
import { formatCampaignId, type CampaignId } from '../domain/campaign-id.ts';
import { keptStore } from '../lib/kept.ts';
import * as z from '../lib/zod.ts';

// What the chain said a mined claim brought a user's cumulative paid total to, per campaign, kept
// in this browser. The service reports a claim a moment (or longer) after it lands; until it
// does, screens read this rather than show an amount as claimable that the chain has paid, and a
// reload keeps it. The claim code writes it; the reward screens read it without loading wallet code.

/**
 * What a record counts: a wallet's reward claims (cumulative per campaign), or a referrer's
 * one-shot payouts (the payout's amount once paid).
 */
export type PaidLedger = 'rewards' | 'payouts';

/** Rewards are kept under the address, as they always were; payouts under `payout:<address>`. */
const holderKey = (user: Address, ledger: PaidLedger) =>
  ledger === 'rewards' ? user.toLowerCase() : `payout:${user.toLowerCase()}`;

const amount = z.codec(z.string().check(z.regex(/^\d{1,78}$/, 'expected a decimal amount')), z.bigint(), {
  decode: (text) => BigInt(text),
  encode: (value) => value.toString(),
});

/** holder -> campaign id text -> cumulative amount paid on chain. */
type PaidRecords = Record<string, Record<string, bigint>>;
const noRecords: PaidRecords = {};

/** The records, under the key they always had (JSON before versions were kept). */
const paidRecords = keptStore({
  key: 'paid-on-chain:v1',
  name: 'the amounts the chain has paid',
  version: 1,
  legacy: 'json',
  // Objects with any keys (addresses, campaign ids): z.catchall rather than z.record, whose code
  // would join the first load for this one store.
  schema: z.catchall(z.object({}), z.catchall(z.object({}), amount)),
  fallback: noRecords,
});

/** Records that the chain has paid `user` a cumulative `cumulative` in campaign `id` (never lowers it). */
export function recordPaidOnChain(
  user: Address,
  id: CampaignId,
  cumulative: bigint,
  ledger: PaidLedger = 'rewards',
): void {
  const key = formatCampaignId(id);
  const holder = holderKey(user, ledger);
  const known = paidRecords.read()[holder]?.[key];
  if (known !== undefined && known >= cumulative) return;
  paidRecords.update((records) => ({ ...records, [holder]: { ...records[holder], [key]: cumulative } }));
}

/**
 * Drops the records of `ids` once the service reports what the chain paid: the ledger bridges the
 * moment between a mined claim and the service's figures, and a record kept after that would cost
 * the screens a claim-proof read on every visit.
 */
export function forgetPaidOnChain(user: Address, ids: readonly CampaignId[], ledger: PaidLedger = 'rewards'): void {
  const holder = holderKey(user, ledger);
  const kept = paidRecords.read()[holder];
  const keys = ids.map(formatCampaignId).filter((key) => kept?.[key] !== undefined);
  if (kept === undefined || keys.length === 0) return;
  const forgotten = new Set<string>(keys);
  paidRecords.update((records) => ({
    ...records,
    [holder]: Object.fromEntries(Object.entries(records[holder] ?? {}).filter(([key]) => !forgotten.has(key))),
  }));
}

/** What the chain has paid `user` per campaign, as this browser last saw it. */
export type PaidOnChain = (id: CampaignId) => bigint | undefined;

/** The chain's paid totals of `user` kept in this browser, following other tabs. */
export function usePaidOnChain(user: Address, ledger: PaidLedger = 'rewards'): PaidOnChain {
  const records = useSyncExternalStore(paidRecords.subscribe, paidRecords.getSnapshot, paidRecords.getServerSnapshot);
  const campaigns = records[holderKey(user, ledger)];
  // The same function while the records stay the same, so rows memoised on it keep their render.
  return useCallback((id) => campaigns?.[formatCampaignId(id)], [campaigns]);
}
