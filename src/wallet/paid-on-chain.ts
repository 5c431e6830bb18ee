import { useSyncExternalStore } from 'react';
import type { Address } from '../domain/address.ts';
import { formatCampaignId, type CampaignId } from '../domain/campaign-id.ts';

// What the chain said a mined claim brought a user's cumulative paid total to, per campaign, kept
// in this browser. The service reports a claim a moment (or longer) after it lands; until it
// does, screens read this rather than show an amount as claimable that the chain has paid, and a
// reload keeps it. The claim code writes it; the reward screens read it without loading wallet code.

const STORAGE_KEY = 'paid-on-chain:v1';

/**
 * What a record counts: a wallet's reward claims (cumulative per campaign), or a referrer's
 * one-shot payouts (the payout's amount once paid).
 */
export type PaidLedger = 'rewards' | 'payouts';

/** Rewards are kept under the address, as they always were; payouts under `payout:<address>`. */
const holderKey = (user: Address, ledger: PaidLedger) =>
  ledger === 'rewards' ? user.toLowerCase() : `payout:${user.toLowerCase()}`;

/** holder -> campaign id text -> cumulative amount paid on chain (decimal string). */
type PaidRecords = Record<string, Record<string, string>>;

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedRecords: PaidRecords = {};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    console.warn('This browser keeps no local storage; paid amounts live only in this tab.', error);
    return undefined;
  }
}

function decodeRecords(text: string | null): PaidRecords {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const records: PaidRecords = {};
    for (const [user, campaigns] of Object.entries(value as Record<string, unknown>)) {
      if (typeof campaigns !== 'object' || campaigns === null) continue;
      const kept: Record<string, string> = {};
      for (const [id, amount] of Object.entries(campaigns as Record<string, unknown>)) {
        if (typeof amount === 'string' && /^\d{1,78}$/.test(amount)) kept[id] = amount;
      }
      records[user] = kept;
    }
    return records;
  } catch (error) {
    console.warn('Paid amounts kept in this browser could not be read; starting afresh.', error);
    return {};
  }
}

function readRecords(): PaidRecords {
  const text = storage()?.getItem(STORAGE_KEY) ?? null;
  if (text !== cachedText) {
    cachedText = text;
    cachedRecords = decodeRecords(text);
  }
  return cachedRecords;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Records that the chain has paid `user` a cumulative `cumulative` in campaign `id` (never lowers it). */
export function recordPaidOnChain(
  user: Address,
  id: CampaignId,
  cumulative: bigint,
  ledger: PaidLedger = 'rewards',
): void {
  const records = readRecords();
  const key = formatCampaignId(id);
  const holder = holderKey(user, ledger);
  const campaigns = records[holder] ?? {};
  const known = campaigns[key];
  if (known !== undefined && BigInt(known) >= cumulative) return;
  const next: PaidRecords = { ...records, [holder]: { ...campaigns, [key]: cumulative.toString() } };
  const text = JSON.stringify(next);
  try {
    storage()?.setItem(STORAGE_KEY, text);
  } catch (error) {
    console.warn('Could not keep a paid amount in this browser.', error);
  }
  cachedText = text;
  cachedRecords = next;
  for (const listener of listeners) listener();
}

/** What the chain has paid `user` per campaign, as this browser last saw it. */
export type PaidOnChain = (id: CampaignId) => bigint | undefined;

/** The chain's paid totals of `user` kept in this browser, following other tabs. */
export function usePaidOnChain(user: Address, ledger: PaidLedger = 'rewards'): PaidOnChain {
  const records = useSyncExternalStore(subscribe, readRecords, () => cachedRecords);
  const campaigns = records[holderKey(user, ledger)] ?? {};
  return (id) => {
    const amount = campaigns[formatCampaignId(id)];
    return amount === undefined ? undefined : BigInt(amount);
  };
}
