import { formatUnits } from 'viem';
import { formatCampaignId } from '../../../domain/campaign-id.ts';
import { usdToCents, usdToDecimalString } from '../../../domain/usd-value.ts';
import { encodeCsv, type CsvValue } from '../../../lib/csv.ts';
import type { HistoryRow } from './history-rows.ts';
import type { HistoryValue } from './history-values.ts';

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

/**
 * What the export knows of dollar values: no price source in this build, or each row's value at
 * its block's time (asked for every row before the file is written).
 */
export type HistoryCsvPricing =
  { source: 'none' } | { source: 'configured'; valueOf: (row: HistoryRow) => HistoryValue };

/** Why a row has no dollar value, in the file's plain English. */
function noPriceWords(row: HistoryRow, value: HistoryValue): string {
  if (value.state === 'asking') return 'the price source did not answer';
  if (value.state === 'priced') return '';
  const { reason } = value;
  if (reason.why === 'token-unknown') return "the campaign's token is not known";
  if (reason.why === 'failed') return `the price source failed: ${reason.message}`;
  return `the price source has no price for ${row.token?.symbol ?? 'this token'} at this time`;
}

/** `2026-11-28 08:55:00 UTC` (ms), the moment a price was observed. */
const priceTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Our layout's dollar columns with a price source: value, price used, and when it was priced or why not. */
const FULL_PRICED_HEADER = ['value at claim (USD)', 'price at claim (USD per token)', 'price note'] as const;
/**
 * Without a price source the layout says so once, in the header of its one dollar column, and
 * leaves the cells empty: a spreadsheet shows the reason above the column, and a script that
 * reads `value at claim (USD)` finds no column rather than one of words.
 */
const FULL_UNPRICED_HEADER = ['value at claim (USD): none, no price source is configured'] as const;

/** A word where a row has no price ("no price"), never 0 or an empty cell that a sum reads as 0. */
const NO_PRICE = 'no price';

function fullPriceCells(row: HistoryRow, pricing: HistoryCsvPricing): CsvValue[] {
  if (pricing.source === 'none') return [undefined];
  const value = pricing.valueOf(row);
  if (value.state !== 'priced') return [NO_PRICE, NO_PRICE, noPriceWords(row, value)];
  return [usdToCents(value.value), usdToDecimalString(value.price.usd), `priced ${priceTime(value.price.at)}`];
}

/**
 * Koinly's Net Worth (the value it books as income): the dollars at claim time, rounded to the
 * cent, with the price used in the description. Where there is no price the two cells stay empty,
 * as the format allows (both are optional, and Koinly then values the row itself; a word in a
 * number column fails the import), and the description says why.
 */
function koinlyPrice(row: HistoryRow, pricing: HistoryCsvPricing): { worth: CsvValue[]; note: string } {
  if (pricing.source === 'none') return { worth: [undefined, undefined], note: '' };
  const value = pricing.valueOf(row);
  if (value.state !== 'priced') return { worth: [undefined, undefined], note: `no price: ${noPriceWords(row, value)}` };
  const symbol = row.token?.symbol ?? '';
  return {
    worth: [usdToCents(value.value), 'USD'],
    note: `valued at ${usdToDecimalString(value.price.usd)} USD per ${symbol} (priced ${priceTime(value.price.at)})`,
  };
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

/** Whether `layout` carries dollar values (CoinTracker's importer refuses any column beyond its eight). */
export function csvLayoutHasValues(layout: HistoryCsvLayout): boolean {
  return layout !== 'cointracker';
}

/**
 * The rows as a CSV of `layout`. `chainName` names a chain (passed in so the export and the
 * screen agree). A row whose token is unknown keeps its base units in our layout and leaves the
 * tax tools' amount empty rather than guess. `pricing` gives each row's dollar value at its time
 * to the layouts that carry one (ours and Koinly's; CoinTracker values receipts itself).
 */
export function historyCsv(
  rows: readonly HistoryRow[],
  layout: HistoryCsvLayout,
  chainName: (chainId: number) => string,
  pricing: HistoryCsvPricing,
): string {
  if (layout === 'koinly') {
    return encodeCsv(
      KOINLY_HEADER,
      rows.map((row) => {
        const { worth, note } = koinlyPrice(row, pricing);
        return [
          koinlyDate(row.entry.timestamp),
          undefined,
          undefined,
          tokens(row),
          row.token?.symbol,
          eth(row.entry.fee),
          FEE_CURRENCY,
          ...worth,
          'reward',
          [KIND_WORDS[row.entry.kind], row.name.full, chainName(row.entry.chainId), feeNote(row), note]
            .filter((part) => part !== '')
            .join(' · '),
          row.entry.hash,
        ];
      }),
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
    [...FULL_HEADER, ...(pricing.source === 'none' ? FULL_UNPRICED_HEADER : FULL_PRICED_HEADER)],
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
      ...fullPriceCells(row, pricing),
    ]),
  );
}

/** `history-<address>-<layout>-<YYYY-MM-DD>.csv`, the day in UTC. */
export function historyCsvFilename(address: string, layout: HistoryCsvLayout, now: Date): string {
  return `history-${address.toLowerCase()}-${layout}-${now.toISOString().slice(0, 10)}.csv`;
}
