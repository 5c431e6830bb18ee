import type { HistoricalPriceRequest } from '../../../api/prices/price-coins.ts';
import { valueAtPrice, type UsdPrice, type UsdValue } from '../../../domain/usd-value.ts';
import type { HistoryRow } from './history-rows.ts';

// What a mined row was worth in dollars when it was mined: its amount at the price of its token at
// the block's time. The screen asks only for the rows of the page in view; the CSV asks for every
// row it writes. A row that cannot be priced says why, and is never worth $0.

/** Why a row has no dollar value. */
export type NoPriceReason =
  /** The source has no price for the token near the block's time. */
  | { why: 'unpriced' }
  /** The campaign's token is not known, so there is nothing to price. */
  | { why: 'token-unknown' }
  /** The source did not answer; `message` is its first line. */
  | { why: 'failed'; message: string };

/** A row's dollar value at its time, still being asked, or missing with the reason. */
export type HistoryValue =
  | { state: 'priced'; value: UsdValue; price: UsdPrice }
  | { state: 'asking' }
  | { state: 'none'; reason: NoPriceReason };

/** The price to ask for a row: its token on its chain at its block's time; none for an unknown token. */
export function historyPriceRequest(row: HistoryRow): HistoricalPriceRequest | undefined {
  if (row.token === undefined) return undefined;
  return { chainId: row.entry.chainId, address: row.token.address, timestamp: row.entry.timestamp };
}

/**
 * A row's value from what the source said of its price: `null` (no price), `undefined` (asked, or
 * failed with `error`), or the price.
 */
export function historyValueOf(row: HistoryRow, price: UsdPrice | null | undefined, error: Error | null): HistoryValue {
  if (row.token === undefined) return { state: 'none', reason: { why: 'token-unknown' } };
  const value = valueAtPrice(row.entry.amount, row.token.decimals, price);
  if (value === null) return { state: 'none', reason: { why: 'unpriced' } };
  if (value === undefined || price === undefined || price === null) {
    return error === null
      ? { state: 'asking' }
      : { state: 'none', reason: { why: 'failed', message: error.message.split('\n')[0] ?? '' } };
  }
  return { state: 'priced', value, price };
}
