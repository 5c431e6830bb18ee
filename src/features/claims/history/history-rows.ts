import type { SentEntry } from '../../../wallet/sent-transactions.ts';
import { t } from '@lingui/core/macro';
import type { Hash } from 'viem';
import type { HistoryEntry, HistoryKind } from '../../../contracts/reads/history-types.ts';
import type { Address } from '../../../domain/address.ts';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import type { CampaignDisplayName } from '../../../domain/campaign-name.ts';

/**
 * A claim or payout sent from this browser and not yet seen in the chain's logs. Shown on top as
 * "Pending" until a log of the same transaction arrives (then it is the mined row instead).
 */
export interface PendingHistoryRow {
  chainId: number;
  kind: HistoryKind;
  campaign: CampaignId;
  /** What the claim is expected to pay, in base units. */
  amount?: bigint;
  hash?: Hash;
  /** Unix milliseconds the transaction was sent. */
  sentAt: number;
}

/** A reward token as the campaign's data gives it. */
export interface HistoryToken {
  address: Address;
  symbol: string;
  decimals: number;
}

/** One mined claim or payout as the screen and the CSV show it. */
export interface HistoryRow {
  /** Unique: the transaction hash and the log's index in its block. */
  key: string;
  entry: HistoryEntry;
  campaign: CampaignId;
  /** Undefined while the campaign's data is unknown (its amount is then not written in tokens). */
  token: HistoryToken | undefined;
  name: CampaignDisplayName;
}

/** Builds the screen's rows from the chain's entries, naming each with what is known of its campaign. */
export function historyRows(
  entries: readonly HistoryEntry[],
  known: (id: CampaignId) => { token: HistoryToken | undefined; name: CampaignDisplayName },
): HistoryRow[] {
  return entries.map((entry) => {
    const campaign = { chainId: entry.chainId, campaignIndex: entry.campaignIndex };
    return { key: `${entry.hash}:${String(entry.logIndex)}`, entry, campaign, ...known(campaign) };
  });
}

/** Pending rows still waiting: those whose transaction has no mined row yet, newest first. */
/**
 * The rows this browser's sends give the history before their logs are read: a send still on its
 * way (its hash where it has one; a call bundle or a Safe proposal has none until it is mined),
 * then, once settled, each call the chain paid, with its amount and transaction, until the read of
 * the logs shows that transaction.
 */
export function pendingHistoryRows(sends: readonly SentEntry[]): PendingHistoryRow[] {
  return sends.flatMap((send) => {
    const kind: HistoryKind = send.ledger === 'rewards' ? 'claim' : 'payout';
    if (send.status === 'pending') {
      const hash = send.via === 'transaction' ? (send.reference as Hash | undefined) : undefined;
      return send.calls.map((call) => ({
        chainId: send.chainId,
        kind,
        campaign: call.campaign,
        hash,
        sentAt: send.sentAt,
      }));
    }
    return send.calls.flatMap((call) =>
      call.hash === undefined || call.amount === undefined
        ? []
        : [
            {
              chainId: send.chainId,
              kind,
              campaign: call.campaign,
              amount: call.amount,
              hash: call.hash,
              sentAt: send.sentAt,
            },
          ],
    );
  });
}

export function stillPending(
  pending: readonly PendingHistoryRow[],
  mined: readonly HistoryEntry[],
): PendingHistoryRow[] {
  const minedHashes = new Set(mined.map((entry) => entry.hash.toLowerCase()));
  return pending
    .filter((row) => row.hash === undefined || !minedHashes.has(row.hash.toLowerCase()))
    .sort((a, b) => b.sentAt - a.sentAt);
}

/** The filters of the History screen, as kept in the URL. */
export interface HistoryView {
  chainId: number | undefined;
  /** `<chainId>:<token address>`: a token is one contract on one chain. */
  token: string | undefined;
  /** UTC day `YYYY-MM-DD`, inclusive. */
  from: string | undefined;
  to: string | undefined;
}

const VIEW_PARAMS = { chain: 'chain', token: 'token', from: 'from', to: 'to' } as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Unix seconds of the start of a UTC day `YYYY-MM-DD`, or undefined when it is no real day. */
function utcDayStart(day: string): number | undefined {
  const match = DAY_PATTERN.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  // 2026-02-31 rolls over to March: not a day.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date)
    return undefined;
  return ms / 1000;
}

/** The key of a row's token in the view: its chain and contract. */
function tokenKeyOf(chainId: number, address: string): string {
  return `${String(chainId)}:${address.toLowerCase()}`;
}

/**
 * Reads the view from the URL; a value that makes no sense is ignored and named in `problems`, in
 * the active language (read on each render, so a switch of language says them anew).
 */
export function readHistoryView(params: URLSearchParams): { view: HistoryView; problems: string[] } {
  const problems: string[] = [];
  const chainText = params.get(VIEW_PARAMS.chain);
  let chainId: number | undefined;
  if (chainText !== null) {
    if (/^\d{1,15}$/.test(chainText)) chainId = Number(chainText);
    else problems.push(t`“${chainText}” is not a chain id, so claims and payouts on every chain are shown.`);
  }
  const tokenText = params.get(VIEW_PARAMS.token);
  let token: string | undefined;
  if (tokenText !== null) {
    if (/^\d{1,15}:0x[0-9a-fA-F]{40}$/.test(tokenText)) token = tokenText.toLowerCase();
    else problems.push(t`“${tokenText}” is not a token of a chain, so every token is shown.`);
  }
  const day = (name: 'from' | 'to'): string | undefined => {
    const text = params.get(VIEW_PARAMS[name]);
    if (text === null) return undefined;
    if (utcDayStart(text) !== undefined) return text;
    problems.push(
      name === 'from'
        ? t`“${text}” is not a date (year-month-day), so there is no start date.`
        : t`“${text}” is not a date (year-month-day), so there is no end date.`,
    );
    return undefined;
  };
  let from = day('from');
  let to = day('to');
  if (from !== undefined && to !== undefined && from > to) {
    problems.push(t`The start date ${from} is after the end date ${to}, so no dates are left out.`);
    from = undefined;
    to = undefined;
  }
  return { view: { chainId, token, from, to }, problems };
}

/** Writes `view` into `params`, leaving empty filters out so the URL stays short. */
export function writeHistoryView(params: URLSearchParams, view: HistoryView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };
  set(VIEW_PARAMS.chain, view.chainId === undefined ? undefined : String(view.chainId));
  set(VIEW_PARAMS.token, view.token);
  set(VIEW_PARAMS.from, view.from);
  set(VIEW_PARAMS.to, view.to);
  return next;
}

const DAY_SECONDS = 86_400;

/** The rows the view shows, newest first (ties in the chain's order, newest log first). */
export function applyHistoryView(rows: readonly HistoryRow[], view: HistoryView): HistoryRow[] {
  const start = view.from === undefined ? undefined : utcDayStart(view.from);
  const endDay = view.to === undefined ? undefined : utcDayStart(view.to);
  const end = endDay === undefined ? undefined : endDay + DAY_SECONDS;
  return rows
    .filter(({ entry, token }) => {
      if (view.chainId !== undefined && entry.chainId !== view.chainId) return false;
      if (view.token !== undefined && (token === undefined || tokenKeyOf(entry.chainId, token.address) !== view.token))
        return false;
      if (start !== undefined && entry.timestamp < start) return false;
      if (end !== undefined && entry.timestamp >= end) return false;
      return true;
    })
    .sort(
      (a, b) =>
        b.entry.timestamp - a.entry.timestamp ||
        b.entry.chainId - a.entry.chainId ||
        b.entry.blockNumber - a.entry.blockNumber ||
        b.entry.logIndex - a.entry.logIndex,
    );
}

/** What a set of rows adds up to: counts, and the amount received of each token (never across tokens). */
export interface HistorySummary {
  claims: number;
  payouts: number;
  totals: { key: string; chainId: number; token: HistoryToken; amount: bigint }[];
  /** Rows whose token is not known yet, so their amounts are in no total. */
  untotalled: number;
}

export function summarizeHistory(rows: readonly HistoryRow[]): HistorySummary {
  const totals = new Map<string, HistorySummary['totals'][number]>();
  let untotalled = 0;
  for (const { entry, token } of rows) {
    if (token === undefined) {
      untotalled += 1;
      continue;
    }
    const key = tokenKeyOf(entry.chainId, token.address);
    const total = totals.get(key);
    if (total === undefined) totals.set(key, { key, chainId: entry.chainId, token, amount: entry.amount });
    else total.amount += entry.amount;
  }
  return {
    claims: rows.filter((row) => row.entry.kind === 'claim').length,
    payouts: rows.filter((row) => row.entry.kind === 'payout').length,
    totals: [...totals.values()].sort((a, b) => a.chainId - b.chainId || a.token.symbol.localeCompare(b.token.symbol)),
    untotalled,
  };
}

/** Every token the rows hold, for the token filter. */
export function tokensOf(rows: readonly HistoryRow[]): { key: string; chainId: number; token: HistoryToken }[] {
  const tokens = new Map<string, { key: string; chainId: number; token: HistoryToken }>();
  for (const { entry, token } of rows) {
    if (token === undefined) continue;
    const key = tokenKeyOf(entry.chainId, token.address);
    tokens.set(key, { key, chainId: entry.chainId, token });
  }
  return [...tokens.values()].sort((a, b) => a.chainId - b.chainId || a.token.symbol.localeCompare(b.token.symbol));
}
