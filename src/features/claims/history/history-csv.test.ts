import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../contracts/reads/history-types.ts';
import { splitFee } from '../../../contracts/reads/history-read.ts';
import { parseCsv } from '../../../lib/csv.ts';
import { historyCsv, historyCsvFilename } from './history-csv.ts';
import type { HistoryRow } from './history-rows.ts';

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

describe('historyCsv', () => {
  it('writes our own layout with every field, and a batch’s fee shares that sum to its receipt’s fee', () => {
    const csv = historyCsv(rows, 'full', (chainId) => `Chain ${String(chainId)}`);
    expect(csv).toBe(
      [
        'date (UTC),chain id,chain,kind,campaign id,campaign,token,token address,amount (tokens),amount (base units),fee (ETH),fee (wei),fee note,sender,sender address,transaction hash,block',
        `2026-11-28T08:55:00.000Z,31338,Chain 31338,reward claim,31338:7,"PTN rewards on steakUSDC (Morpho, Local Base)",PTN,${ptn.address},1.5,1500000000000000000,0.333333333333333335,333333333333333335,share of a 3-claim transaction's fee,this wallet (contract account),${user},${batchHash},120`,
        `2026-11-28T08:55:00.000Z,31338,Chain 31338,referral payout,31338:8,USDC campaign 31338:8,USDC,${usdc.address},2.5,2500000,0.333333333333333333,333333333333333333,share of a 3-claim transaction's fee,this wallet (contract account),${user},${batchHash},120`,
        `2025-12-31T23:59:59.000Z,31337,Chain 31337,reward claim,31337:4,PTN rewards on WETH,PTN,${ptn.address},1.5,1500000000000000000,0.000000000000021,21000,,another sender,${relayer},${soloHash},9`,
        '',
      ].join('\r\n'),
    );
    // The third call of the batch (another wallet's) takes the last share: all three make the fee.
    expect(splitFee(BATCH_FEE, 3, 0) + splitFee(BATCH_FEE, 3, 1) + splitFee(BATCH_FEE, 3, 2)).toBe(BATCH_FEE);
  });

  it('writes Koinly’s universal layout', () => {
    expect(historyCsv(rows, 'koinly', (chainId) => `Chain ${String(chainId)}`)).toBe(
      [
        'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
        `2026-11-28 08:55:00 UTC,,,1.5,PTN,0.333333333333333335,ETH,,,reward,"reward claim · PTN rewards on steakUSDC (Morpho, Local Base) · Chain 31338 · share of a 3-claim transaction's fee",${batchHash}`,
        `2026-11-28 08:55:00 UTC,,,2.5,USDC,0.333333333333333333,ETH,,,reward,referral payout · USDC campaign 31338:8 · Chain 31338 · share of a 3-claim transaction's fee,${batchHash}`,
        `2025-12-31 23:59:59 UTC,,,1.5,PTN,0.000000000000021,ETH,,,reward,reward claim · PTN rewards on WETH · Chain 31337,${soloHash}`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes CoinTracker’s layout, with exactly its columns', () => {
    const csv = historyCsv(rows, 'cointracker', (chainId) => `Chain ${String(chainId)}`);
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
