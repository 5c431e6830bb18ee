import { encodeAbiParameters, encodeEventTopics, pad, toHex, type Hash } from 'viem';
import { describe, expect, it } from 'vitest';
import { managerAbi } from '../manager-abi.ts';
import { readHistoryWith, REORG_BLOCKS, splitFee, type HistoryRpc } from './history-read.ts';
import type { RawLog } from './log-ranges.ts';

const manager = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const user = '0x70997970c51812dc3b44e5f9fe8b3e7bc7cf16e3';
const other = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

/** Encoded topics are all set (no wildcard) when every indexed argument is given. */
const topicsOf = (topics: readonly unknown[]): string[] => topics.map(String);

const txHash = (n: number): Hash => pad(toHex(n), { size: 32 });
const blockHash = (n: number): Hash => pad(toHex(n + 1_000_000), { size: 32 });

function claimedLog(block: number, tx: number, logIndex: number, campaign: number, to: string, amount: bigint): RawLog {
  return {
    address: manager,
    topics: topicsOf(
      encodeEventTopics({
        abi: managerAbi,
        eventName: 'Claimed',
        args: { campaignId: BigInt(campaign), user: to as `0x${string}` },
      }),
    ),
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [amount, amount]),
    blockNumber: toHex(block),
    blockHash: blockHash(block),
    transactionHash: txHash(tx),
    logIndex: toHex(logIndex),
  };
}

function payoutLog(block: number, tx: number, logIndex: number, campaign: number, to: string, amount: bigint): RawLog {
  return {
    address: manager,
    topics: topicsOf(encodeEventTopics({ abi: managerAbi, eventName: 'ReferralClaimed' })),
    data: encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
      [BigInt(campaign), to as `0x${string}`, amount],
    ),
    blockNumber: toHex(block),
    blockHash: blockHash(block),
    transactionHash: txHash(tx),
    logIndex: toHex(logIndex),
  };
}

interface FakeTx {
  from: string;
  to: string;
  gasUsed: bigint;
  gasPrice: bigint;
}

/** A chain holding `logs` and their transactions, recording what is asked of it. */
function fakeChain(logs: RawLog[], txs: Record<number, FakeTx>, head: { block: number }) {
  const asked: { method: string; params?: readonly unknown[] }[] = [];
  const rpc: HistoryRpc = {
    request: (args) => {
      asked.push(args);
      const { method, params = [] } = args;
      if (method === 'eth_blockNumber') return Promise.resolve(toHex(head.block));
      if (method === 'eth_getLogs') {
        const query = params[0] as { fromBlock: string; toBlock: string; topics: (string | null)[] };
        return Promise.resolve(
          logs.filter(
            (log) =>
              Number(log.blockNumber) >= Number(query.fromBlock) &&
              Number(log.blockNumber) <= Number(query.toBlock) &&
              query.topics.every((topic, index) => topic === null || log.topics[index] === topic),
          ),
        );
      }
      if (method === 'eth_getTransactionReceipt') {
        const n = Number(params[0]);
        const tx = txs[n];
        if (tx === undefined) return Promise.resolve(null);
        return Promise.resolve({
          from: tx.from,
          to: tx.to,
          blockHash: logs.find((log) => log.transactionHash === params[0])?.blockHash,
          gasUsed: toHex(tx.gasUsed),
          effectiveGasPrice: toHex(tx.gasPrice),
          logs: logs.filter((log) => log.transactionHash === params[0]),
        });
      }
      if (method === 'eth_getBlockByNumber') {
        const block = Number(params[0]);
        return Promise.resolve({ hash: blockHash(block), timestamp: toHex(1_700_000_000 + block * 2) });
      }
      return Promise.reject(new Error(`unexpected ${method}`));
    },
  };
  return { rpc, asked };
}

const target = { chainId: 31337, manager, user, startBlock: 0 } as const;

describe('splitFee', () => {
  it('splits a fee exactly, the wei left over going to the first call', () => {
    const fee = 1_000_000_000_000_007n;
    const shares = [0, 1, 2, 3, 4].map((position) => splitFee(fee, 5, position));
    expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(fee);
    expect(shares[0]).toBe(200_000_000_000_003n);
    expect(shares.slice(1)).toEqual([
      200_000_000_000_001n,
      200_000_000_000_001n,
      200_000_000_000_001n,
      200_000_000_000_001n,
    ]);
    expect(splitFee(7n, 1, 0)).toBe(7n);
  });
});

describe('readHistoryWith', () => {
  it('reads claims and payouts with their fee share, sender and time; a batch splits its receipt fee exactly', async () => {
    const logs = [
      claimedLog(10, 1, 0, 4, user, 5n),
      // A Claim everything batch from a Safe: three claims, one of them someone else's.
      claimedLog(20, 2, 1, 5, user, 6n),
      claimedLog(20, 2, 2, 6, other, 7n),
      payoutLog(20, 2, 3, 7, user, 8n),
      // Someone else claimed for the user; a payout of someone else is left out.
      claimedLog(30, 3, 0, 8, user, 9n),
      payoutLog(31, 4, 0, 9, other, 10n),
    ];
    const txs: Record<number, FakeTx> = {
      1: { from: user, to: manager, gasUsed: 100_000n, gasPrice: 3n },
      2: { from: other, to: user, gasUsed: 300_001n, gasPrice: 1n },
      3: { from: other, to: manager, gasUsed: 50_000n, gasPrice: 2n },
      4: { from: other, to: manager, gasUsed: 1n, gasPrice: 1n },
    };
    const { rpc } = fakeChain(logs, txs, { block: 40 });
    const history = await readHistoryWith(rpc, target, undefined);
    expect(history.entries.map((entry) => [entry.kind, entry.campaignIndex, entry.amount, entry.sender])).toEqual([
      ['claim', 4, 5n, 'wallet'],
      ['claim', 5, 6n, 'safe'],
      ['payout', 7, 8n, 'safe'],
      ['claim', 8, 9n, 'other'],
    ]);
    const batch = history.entries.filter((entry) => entry.hash === txHash(2));
    expect(batch.map((entry) => [entry.fee, entry.transactionCalls, entry.transactionFee])).toEqual([
      [100_001n, 3, 300_001n],
      [100_000n, 3, 300_001n],
    ]);
    expect(history.entries[0]?.timestamp).toBe(1_700_000_020);
    expect(history.entries[0]?.fee).toBe(300_000n);
    expect(history.scannedTo).toBe(40 - REORG_BLOCKS);
    expect(history.readTo).toBe(40);
  });

  it('on a return visit asks only for blocks after the kept one, and no receipt it already holds', async () => {
    const logs = [claimedLog(10, 1, 0, 4, user, 5n)];
    const txs: Record<number, FakeTx> = {
      1: { from: user, to: manager, gasUsed: 1n, gasPrice: 1n },
      2: { from: user, to: manager, gasUsed: 2n, gasPrice: 1n },
    };
    const head = { block: 3_000 };
    const chain = fakeChain(logs, txs, head);
    const first = await readHistoryWith(chain.rpc, target, undefined);
    logs.push(claimedLog(3_100, 2, 0, 5, user, 6n));
    head.block = 3_200;
    chain.asked.length = 0;
    const second = await readHistoryWith(chain.rpc, target, first);
    const ranges = chain.asked
      .filter((request) => request.method === 'eth_getLogs')
      .map((request) => Number((request.params?.[0] as { fromBlock: string }).fromBlock));
    expect(ranges.length).toBeGreaterThan(0);
    expect(Math.min(...ranges)).toBe(first.scannedTo + 1);
    expect(
      chain.asked.filter((request) => request.method === 'eth_getTransactionReceipt').map((r) => r.params),
    ).toEqual([[txHash(2)]]);
    expect(second.entries.map((entry) => entry.campaignIndex)).toEqual([4, 5]);
  });
});
