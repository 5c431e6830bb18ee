import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../contracts/reads/history-types.ts';
import { splitFee } from '../../../contracts/reads/history-read.ts';
import { usdFromString } from '../../../domain/usd-value.ts';
import { parseCsv } from '../../../lib/csv.ts';
import { historyCsv, historyCsvFilename, type HistoryCsvPricing } from './history-csv.ts';
import type { HistoryRow } from './history-rows.ts';
import { historyValueOf } from './history-values.ts';

const user = '0x70997970c51812dc3b44e5f9fe8b3e7bc7cf16e3';
const relayer = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const ptn = { address: '0x1111111111111111111111111111111111111111', symbol: 'PTN', decimals: 18 } as const;
const usdc = { address: '0x2222222222222222222222222222222222222222', symbol: 'USDC', decimals: 6 } as const;
const batchHash = `0x${'ab'.repeat(32)}` as const;
const soloHash = `0x${'cd'.repeat(32)}` as const;

/** A batch of 3 calls whose receipt fee (1000000000000000001 wei) does not divide evenly. */
const BATCH_FEE = 1_000_000_000_000_000_001n;

function row(
  entry: Partial<HistoryEntry> & Pick<HistoryEntry, 'hash' | 'logIndex'>,
  token: HistoryRow['token'],
  title: string,
): HistoryRow {
  const full: HistoryEntry = {
    chainId: 31338,
    kind: 'claim',
    campaignIndex: 4,
    amount: 1_500_000_000_000_000_000n,
    blockNumber: 120,
    blockHash: `0x${'00'.repeat(32)}`,
    timestamp: 1_795_856_100, // 2026-11-28T08:55:00Z
    fee: 21_000n,
    transactionFee: 21_000n,
    transactionCalls: 1,
    sender: 'wallet',
    from: user,
    ...entry,
  };
  return {
    key: `${full.hash}:${String(full.logIndex)}`,
    entry: full,
    campaign: { chainId: full.chainId, campaignIndex: full.campaignIndex },
    token,
    name: { title, context: '', full: title },
  };
}

const rows: HistoryRow[] = [
  row(
    {
      hash: batchHash,
      logIndex: 1,
      campaignIndex: 7,
      fee: splitFee(BATCH_FEE, 3, 0),
      transactionFee: BATCH_FEE,
      transactionCalls: 3,
      sender: 'safe',
    },
    ptn,
    'PTN rewards on steakUSDC (Morpho, Local Base)',
  ),
  row(
    {
      hash: batchHash,
      logIndex: 2,
      kind: 'payout',
      campaignIndex: 8,
      amount: 2_500_000n,
      fee: splitFee(BATCH_FEE, 3, 1),
      transactionFee: BATCH_FEE,
      transactionCalls: 3,
      sender: 'safe',
    },
    usdc,
    'USDC campaign 31338:8',
  ),
  row(
    {
      hash: soloHash,
      logIndex: 0,
      chainId: 31337,
      timestamp: 1_767_225_599,
      sender: 'other',
      from: relayer,
      blockNumber: 9,
    },
    ptn,
    'PTN rewards on WETH',
  ),
];

/** When the source priced a claim: at its block's time (in ms, as prices carry it). */
const PRICED_AT = 1_795_856_100_000;
const price = (usd: string) => ({ usd: usdFromString(usd), at: PRICED_AT });

/**
 * What the source answered for each row: the first PTN claim at $0.845, no price for USDC, and a
 * failed request for the claim on the other chain.
 */
const answered: HistoryCsvPricing = {
  source: 'configured',
  valueOf: (row) =>
    row.token === usdc
      ? historyValueOf(row, null, null)
      : row.entry.chainId === 31337
        ? historyValueOf(row, undefined, new Error('HTTP 503\nbody'))
        : historyValueOf(row, price('0.845'), null),
};
const noSource: HistoryCsvPricing = { source: 'none' };
const chainLabel = (chainId: number) => `Chain ${String(chainId)}`;

describe('historyCsv', () => {
  it('writes our own layout with every field, and a batch’s fee shares that sum to its receipt’s fee', () => {
    const csv = historyCsv(rows, 'full', chainLabel, answered);
    expect(csv).toBe(
      [
        'date (UTC),chain id,chain,kind,campaign id,campaign,token,token address,amount (tokens),amount (base units),fee (ETH),fee (wei),fee note,sender,sender address,transaction hash,block,value at claim (USD),price at claim (USD per token),price note',
        // 1.5 PTN at $0.845 is $1.2675: $1.27 once rounded, half up.
        `2026-11-28T08:55:00.000Z,31338,Chain 31338,reward claim,31338:7,"PTN rewards on steakUSDC (Morpho, Local Base)",PTN,${ptn.address},1.5,1500000000000000000,0.333333333333333335,333333333333333335,share of a 3-claim transaction's fee,this wallet (contract account),${user},${batchHash},120,1.27,0.845,priced 2026-11-28 08:55:00 UTC`,
        `2026-11-28T08:55:00.000Z,31338,Chain 31338,referral payout,31338:8,USDC campaign 31338:8,USDC,${usdc.address},2.5,2500000,0.333333333333333333,333333333333333333,share of a 3-claim transaction's fee,this wallet (contract account),${user},${batchHash},120,no price,no price,the price source has no price for USDC at this time`,
        `2025-12-31T23:59:59.000Z,31337,Chain 31337,reward claim,31337:4,PTN rewards on WETH,PTN,${ptn.address},1.5,1500000000000000000,0.000000000000021,21000,,another sender,${relayer},${soloHash},9,no price,no price,the price source failed: HTTP 503`,
        '',
      ].join('\r\n'),
    );
    // The third call of the batch (another wallet's) takes the last share: all three make the fee.
    expect(splitFee(BATCH_FEE, 3, 0) + splitFee(BATCH_FEE, 3, 1) + splitFee(BATCH_FEE, 3, 2)).toBe(BATCH_FEE);
  });

  it('writes Koinly’s universal layout, its Net Worth the value at claim time and empty without a price', () => {
    expect(historyCsv(rows, 'koinly', chainLabel, answered)).toBe(
      [
        'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
        `2026-11-28 08:55:00 UTC,,,1.5,PTN,0.333333333333333335,ETH,1.27,USD,reward,"reward claim · PTN rewards on steakUSDC (Morpho, Local Base) · Chain 31338 · share of a 3-claim transaction's fee · valued at 0.845 USD per PTN (priced 2026-11-28 08:55:00 UTC)",${batchHash}`,
        `2026-11-28 08:55:00 UTC,,,2.5,USDC,0.333333333333333333,ETH,,,reward,referral payout · USDC campaign 31338:8 · Chain 31338 · share of a 3-claim transaction's fee · no price: the price source has no price for USDC at this time,${batchHash}`,
        `2025-12-31 23:59:59 UTC,,,1.5,PTN,0.000000000000021,ETH,,,reward,reward claim · PTN rewards on WETH · Chain 31337 · no price: the price source failed: HTTP 503,${soloHash}`,
        '',
      ].join('\r\n'),
    );
  });

  it('values 0.3629 WETH at $3412.55 as 1238.41, exactly, in both layouts that carry a value', () => {
    const weth = { address: '0x3333333333333333333333333333333333333333', symbol: 'WETH', decimals: 18 } as const;
    const claim = row({ hash: soloHash, logIndex: 0, amount: 362_900_000_000_000_000n }, weth, 'WETH rewards');
    const pricing: HistoryCsvPricing = {
      source: 'configured',
      valueOf: (one) => historyValueOf(one, price('3412.55'), null),
    };
    const full = parseCsv(historyCsv([claim], 'full', chainLabel, pricing));
    const header = full[0] ?? [];
    const cell = (name: string) => full[1]?.[header.indexOf(name)];
    // 0.3629 × 3412.55 = 1238.414395: one rounding, to the cent.
    expect(cell('value at claim (USD)')).toBe('1238.41');
    expect(cell('price at claim (USD per token)')).toBe('3412.55');
    const koinly = parseCsv(historyCsv([claim], 'koinly', chainLabel, pricing));
    expect(koinly[1]?.slice(7, 9)).toEqual(['1238.41', 'USD']);
  });

  it('says once, in our layout’s header, that no price source is configured, and leaves Koinly’s Net Worth empty', () => {
    const full = parseCsv(historyCsv(rows, 'full', chainLabel, noSource));
    expect(full[0]?.slice(-2)).toEqual(['block', 'value at claim (USD): none, no price source is configured']);
    expect(full.slice(1, -1).every((fields) => fields.at(-1) === '')).toBe(true);
    expect(full.slice(1).every((fields) => fields.length === full[0]?.length)).toBe(true);
    const koinly = parseCsv(historyCsv(rows, 'koinly', chainLabel, noSource));
    expect(koinly.slice(1).map((fields) => fields.slice(7, 9))).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(koinly.map((fields) => fields[10]).join(' ')).not.toContain('price');
  });

  it('writes CoinTracker’s layout, with exactly its columns, with or without prices', () => {
    expect(historyCsv(rows, 'cointracker', chainLabel, noSource)).toBe(
      historyCsv(rows, 'cointracker', chainLabel, answered),
    );
    const csv = historyCsv(rows, 'cointracker', chainLabel, answered);
    expect(csv).toBe(
      [
        'Date,Received Quantity,Received Currency,Sent Quantity,Sent Currency,Fee Amount,Fee Currency,Tag',
        '11/28/2026 08:55:00,1.5,PTN,,,0.333333333333333335,ETH,income',
        '11/28/2026 08:55:00,2.5,USDC,,,0.333333333333333333,ETH,income',
        '12/31/2025 23:59:59,1.5,PTN,,,0.000000000000021,ETH,income',
        '',
      ].join('\r\n'),
    );
    expect(parseCsv(csv).every((fields) => fields.length === 8)).toBe(true);
  });

  it('names the file after the address, the layout and the UTC day', () => {
    expect(historyCsvFilename('0xAbC', 'koinly', new Date('2026-11-28T23:30:00Z'))).toBe(
      'history-0xabc-koinly-2026-11-28.csv',
    );
  });
});
