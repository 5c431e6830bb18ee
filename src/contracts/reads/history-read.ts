// A wallet's reward claims and referral payouts on one chain, read from the manager's logs, with
// each transaction's fee and sender from its receipt and each block's time. Loaded with a dynamic
// import when the History screen reads, so viem's ABI coding stays out of every first load.
import { encodeEventTopics, hexToBigInt, hexToNumber, padHex, type Hash, type Hex } from 'viem';
import { toAddress, type Address } from '../../domain/address.ts';
import { managerAbi } from '../manager-abi.ts';
import type { ChainHistory, HistoryEntry, HistoryKind } from './history-types.ts';
import { readLogsInRanges, type LogRpc, type RawLog } from './log-ranges.ts';
import { readClientOf } from './multicall-reads.ts';

/**
 * The newest blocks are read again on the next visit, in case the chain reorganised them: this
 * many behind the head count as settled. Layer 2s and Ethereum reorganise less deep than this in
 * practice, and re-reading a handful of blocks costs one small request.
 */
export const REORG_BLOCKS = 5;

/** Receipts and blocks asked for in one JSON-RPC batch at most (providers cap batches at 100 to 1,000). */
const RPC_BATCH = 50;

/** What the read needs of a client: viem's `client.request`, or a test's fake. */
export interface HistoryRpc {
  request: (args: { method: string; params?: readonly unknown[] }) => Promise<unknown>;
}

interface RawReceipt {
  from: string;
  to: string | null;
  blockHash: string;
  gasUsed: string;
  effectiveGasPrice: string;
  /** OP-stack chains (Base, OP Mainnet) also charge the L1 data fee, reported here. */
  l1Fee?: string | null;
  logs: readonly RawLog[];
}

interface RawBlock {
  hash: string;
  timestamp: string;
}

const [CLAIMED_TOPIC] = encodeEventTopics({ abi: managerAbi, eventName: 'Claimed' });
const [REFERRAL_CLAIMED_TOPIC] = encodeEventTopics({ abi: managerAbi, eventName: 'ReferralClaimed' });

const word = (data: string, index: number): Hex => `0x${data.slice(2 + index * 64, 2 + (index + 1) * 64)}`;

/** The transaction's fee in wei: gas used at its effective price, plus an L1 data fee where charged. */
function receiptFee(receipt: RawReceipt): bigint {
  const l2 = hexToBigInt(receipt.gasUsed as Hex) * hexToBigInt(receipt.effectiveGasPrice as Hex);
  return receipt.l1Fee == null ? l2 : l2 + hexToBigInt(receipt.l1Fee as Hex);
}

/**
 * Splits a transaction's fee over its `calls` claims and payouts, exactly: each gets the floor of
 * an equal share and the first call the wei left over, so the shares add up to the fee.
 */
export function splitFee(fee: bigint, calls: number, position: number): bigint {
  if (calls <= 1) return fee;
  const share = fee / BigInt(calls);
  return position === 0 ? fee - share * BigInt(calls - 1) : share;
}

/** A manager log this read knows, decoded; undefined for any other log. */
function decodeManagerLog(
  log: RawLog,
): { kind: HistoryKind; campaignIndex: number; user: Address; amount: bigint } | undefined {
  const topic = log.topics[0];
  if (topic === CLAIMED_TOPIC && log.topics.length === 3) {
    return {
      kind: 'claim',
      campaignIndex: Number(hexToBigInt(log.topics[1] as Hex)),
      user: toAddress(`0x${(log.topics[2] ?? '').slice(-40)}`),
      amount: hexToBigInt(word(log.data, 0)),
    };
  }
  if (topic === REFERRAL_CLAIMED_TOPIC && log.topics.length === 1) {
    return {
      kind: 'payout',
      campaignIndex: Number(hexToBigInt(word(log.data, 0))),
      user: toAddress(`0x${word(log.data, 1).slice(-40)}`),
      amount: hexToBigInt(word(log.data, 2)),
    };
  }
  return undefined;
}

/** Runs `ask` over `items` in batches of RPC_BATCH requests (viem's http transport sends each batch as one). */
async function inBatches<T, R>(items: readonly T[], ask: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += RPC_BATCH) {
    answers.push(...(await Promise.all(items.slice(start, start + RPC_BATCH).map(ask))));
  }
  return answers;
}

interface HistoryTarget {
  chainId: number;
  manager: Address;
  user: Address;
  startBlock: number;
}

/**
 * The wallet's history on one chain, continuing `previous` (the kept read of an earlier visit):
 * only blocks after its `scannedTo` are asked for, and receipts and block times of transactions it
 * already holds are not asked again (they never change once mined in the same block).
 */
export async function readHistoryWith(
  rpc: HistoryRpc,
  target: HistoryTarget,
  previous: ChainHistory | undefined,
): Promise<ChainHistory> {
  const { chainId, manager, user, startBlock } = target;
  const latest = hexToNumber((await rpc.request({ method: 'eth_blockNumber' })) as Hex);
  // A kept read of another manager or start block, or past the chain's head (a local chain
  // started afresh), says nothing of this chain: it is read again from the start.
  const usable =
    previous?.manager === manager && previous.startBlock === startBlock && previous.readTo <= latest
      ? previous
      : undefined;
  const from = usable === undefined ? startBlock : usable.scannedTo + 1;
  const kept = usable?.entries.filter((entry) => entry.blockNumber < from) ?? [];
  // What an earlier read made of a log, reused when the same log is read again in the same block
  // (the re-read tail): its receipt and block are not asked again. A reorganised one is read afresh.
  const keyOf = (hash: string, blockHash: string, logIndex: string | number) =>
    `${hash}:${blockHash}:${String(typeof logIndex === 'number' ? logIndex : hexToNumber(logIndex as Hex))}`;
  const known = new Map(
    (usable?.entries ?? []).map((entry) => [keyOf(entry.hash, entry.blockHash, entry.logIndex), entry]),
  );
  const logRpc: LogRpc = { request: (args) => rpc.request(args) as Promise<readonly RawLog[]> };

  const userTopic = padHex(user, { size: 32 });
  const query = (topics: readonly (string | null)[]) => ({ address: manager, topics });
  const [claimLogs, payoutLogs] =
    from > latest
      ? [[], []]
      : [
          await readLogsInRanges(logRpc, query([CLAIMED_TOPIC, null, userTopic]), from, latest),
          // ReferralClaimed indexes nothing: every payout is read and this wallet's are kept.
          await readLogsInRanges(logRpc, query([REFERRAL_CLAIMED_TOPIC]), from, latest),
        ];
  const logs = [...claimLogs, ...payoutLogs].flatMap((log) => {
    const decoded = decodeManagerLog(log);
    return decoded?.user === user ? [{ log, decoded }] : [];
  });

  const fresh = logs.filter(({ log }) => !known.has(keyOf(log.transactionHash, log.blockHash, log.logIndex)));
  const hashes = [...new Set(fresh.map(({ log }) => log.transactionHash))];
  const blockNumbers = [...new Set(fresh.map(({ log }) => log.blockNumber))];
  const receipts = new Map(
    (
      await inBatches(hashes, async (hash) => {
        const receipt = (await rpc.request({
          method: 'eth_getTransactionReceipt',
          params: [hash],
        })) as RawReceipt | null;
        if (receipt === null) throw new Error(`The receipt of ${hash} is missing on chain ${String(chainId)}`);
        return [hash, receipt] as const;
      })
    ).map(([hash, receipt]) => [hash, receipt]),
  );
  const times = new Map(
    await inBatches(blockNumbers, async (blockNumber) => {
      const block = (await rpc.request({
        method: 'eth_getBlockByNumber',
        params: [blockNumber, false],
      })) as RawBlock | null;
      if (block === null)
        throw new Error(`Block ${String(hexToNumber(blockNumber as Hex))} is missing on chain ${String(chainId)}`);
      return [blockNumber, hexToNumber(block.timestamp as Hex)] as const;
    }),
  );

  const entries: HistoryEntry[] = logs.map(({ log, decoded }) => {
    const hash = log.transactionHash as Hash;
    const reused = known.get(keyOf(hash, log.blockHash, log.logIndex));
    if (reused !== undefined) return reused;
    const base = {
      chainId,
      kind: decoded.kind,
      campaignIndex: decoded.campaignIndex,
      amount: decoded.amount,
      hash,
      blockNumber: hexToNumber(log.blockNumber as Hex),
      blockHash: log.blockHash as Hash,
      logIndex: hexToNumber(log.logIndex as Hex),
    };
    const receipt = receipts.get(hash);
    const timestamp = times.get(log.blockNumber);
    if (receipt === undefined || timestamp === undefined) throw new Error(`No receipt or block for ${hash}`);
    // Every claim and payout of the manager in this transaction shares its fee, whoever it paid.
    const calls = receipt.logs
      .filter(
        (other) =>
          toAddress(other.address) === manager &&
          (other.topics[0] === CLAIMED_TOPIC || other.topics[0] === REFERRAL_CLAIMED_TOPIC),
      )
      .map((other) => hexToNumber(other.logIndex as Hex))
      .sort((a, b) => a - b);
    const index = Math.max(0, calls.indexOf(base.logIndex));
    const transactionFee = receiptFee(receipt);
    const sender = toAddress(receipt.from);
    return {
      ...base,
      timestamp,
      transactionFee,
      transactionCalls: Math.max(1, calls.length),
      fee: splitFee(transactionFee, Math.max(1, calls.length), index),
      sender: sender === user ? 'wallet' : receipt.to !== null && toAddress(receipt.to) === user ? 'safe' : 'other',
      from: sender,
    };
  });

  const all = [...kept, ...entries].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
  return {
    chainId,
    manager,
    startBlock,
    scannedTo: Math.max(from - 1, latest - REORG_BLOCKS),
    readTo: Math.max(from - 1, latest),
    entries: all,
  };
}

/** The wallet's history on a supported chain through the app's read client of that chain. */
export function readChainHistory(target: HistoryTarget, previous: ChainHistory | undefined): Promise<ChainHistory> {
  return readHistoryWith(readClientOf(target.chainId) as unknown as HistoryRpc, target, previous);
}
