import { formatUnits } from 'viem';
import { formatCampaignId } from '../../../domain/campaign-id.ts';
import { encodeCsv } from '../../../lib/csv.ts';
import type { HistoryRow } from './history-rows.ts';

// The History screen's export, in three layouts a person picks: ours (every field), and the
// universal formats of two tax tools, so the file imports without editing. Each layout's header
// and date form live here, beside the page that documents it; the headers are the tools' own
// words and stay English in every language, as their importers read them.

export const HISTORY_CSV_LAYOUTS = ['full', 'koinly', 'cointracker'] as const;
export type HistoryCsvLayout = (typeof HISTORY_CSV_LAYOUTS)[number];

/** The gas token of every reward chain this app serves (Ethereum and its layer 2s). */
const FEE_CURRENCY = 'ETH';
const ETH_DECIMALS = 18;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-11-28T07:35:00.000Z`. */
const isoUtc = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Koinly: `YYYY-MM-DD HH:mm:ss UTC`. */
function koinlyDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${String(date.getUTCFullYear())}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`;
}

/** CoinTracker: `MM/DD/YYYY HH:MM:SS`, read as UTC. */
function coinTrackerDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${String(date.getUTCFullYear())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** The words each export uses for what a row is; plain English, as the importers and scripts read them. */
const KIND_WORDS = { claim: 'reward claim', payout: 'referral payout' } as const;
const SENDER_WORDS = {
  wallet: 'this wallet',
  safe: 'this wallet (contract account)',
  other: 'another sender',
} as const;

/** "share of a 5-claim transaction's fee", empty for a transaction of one claim. */
function feeNote(row: HistoryRow): string {
  const calls = row.entry.transactionCalls;
  return calls > 1 ? `share of a ${String(calls)}-claim transaction's fee` : '';
}

/** Our own layout: every field, amounts exact in tokens and in base units. */
const FULL_HEADER = [
  'date (UTC)',
  'chain id',
  'chain',
  'kind',
  'campaign id',
  'campaign',
  'token',
  'token address',
  'amount (tokens)',
  'amount (base units)',
  'fee (ETH)',
  'fee (wei)',
  'fee note',
  'sender',
  'sender address',
  'transaction hash',
  'block',
] as const;

/**
 * Koinly's universal format (https://support.koinly.io/en/articles/9489976-how-to-create-a-custom-csv-file-with-your-data):
 * one received amount per row, labelled `reward`; the fee in ETH is this row's share.
 */
const KOINLY_HEADER = [
  'Date',
  'Sent Amount',
  'Sent Currency',
  'Received Amount',
  'Received Currency',
  'Fee Amount',
  'Fee Currency',
  'Net Worth Amount',
  'Net Worth Currency',
  'Label',
  'Description',
  'TxHash',
] as const;

/**
 * CoinTracker's CSV (https://support.cointracker.io/hc/en-us/articles/4413071299729): exactly these
 * columns, no more (its importer refuses added ones, so there is no description). Tag `income`
 * (CoinTracker's "Other income": a reward for taking part, not staking; see docs/service-choices.md).
 */
const COINTRACKER_HEADER = [
  'Date',
  'Received Quantity',
  'Received Currency',
  'Sent Quantity',
  'Sent Currency',
  'Fee Amount',
  'Fee Currency',
  'Tag',
] as const;

const tokens = (row: HistoryRow) =>
  row.token === undefined ? undefined : formatUnits(row.entry.amount, row.token.decimals);
const eth = (wei: bigint) => formatUnits(wei, ETH_DECIMALS);

/**
 * The rows as a CSV of `layout`. `chainName` names a chain (passed in so the export and the
 * screen agree). A row whose token is unknown keeps its base units in our layout and leaves the
 * tax tools' amount empty rather than guess.
 */
export function historyCsv(
  rows: readonly HistoryRow[],
  layout: HistoryCsvLayout,
  chainName: (chainId: number) => string,
): string {
  if (layout === 'koinly') {
    return encodeCsv(
      KOINLY_HEADER,
      rows.map((row) => [
        koinlyDate(row.entry.timestamp),
        undefined,
        undefined,
        tokens(row),
        row.token?.symbol,
        eth(row.entry.fee),
        FEE_CURRENCY,
        undefined,
        undefined,
        'reward',
        [KIND_WORDS[row.entry.kind], row.name.full, chainName(row.entry.chainId), feeNote(row)]
          .filter((part) => part !== '')
          .join(' · '),
        row.entry.hash,
      ]),
    );
  }
  if (layout === 'cointracker') {
    return encodeCsv(
      COINTRACKER_HEADER,
      rows.map((row) => [
        coinTrackerDate(row.entry.timestamp),
        tokens(row),
        row.token?.symbol,
        undefined,
        undefined,
        eth(row.entry.fee),
        FEE_CURRENCY,
        'income',
      ]),
    );
  }
  return encodeCsv(
    FULL_HEADER,
    rows.map((row) => [
      isoUtc(row.entry.timestamp),
      row.entry.chainId,
      chainName(row.entry.chainId),
      KIND_WORDS[row.entry.kind],
      formatCampaignId(row.campaign),
      row.name.full,
      row.token?.symbol,
      row.token?.address,
      tokens(row),
      row.entry.amount,
      eth(row.entry.fee),
      row.entry.fee,
      feeNote(row),
      SENDER_WORDS[row.entry.sender],
      row.entry.from,
      row.entry.hash,
      row.entry.blockNumber,
    ]),
  );
}

/** `history-<address>-<layout>-<YYYY-MM-DD>.csv`, the day in UTC. */
export function historyCsvFilename(address: string, layout: HistoryCsvLayout, now: Date): string {
  return `history-${address.toLowerCase()}-${layout}-${now.toISOString().slice(0, 10)}.csv`;
}
