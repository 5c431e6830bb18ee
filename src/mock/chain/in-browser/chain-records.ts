import type { Common } from '@ethereumjs/common';
import { createTxFromRLP } from '@ethereumjs/tx';
import { hexToBytes, numberToHex, type Hex } from 'viem';

// What the in-page chain keeps of its blocks, transactions and logs, and the JSON-RPC shapes it
// answers with, as anvil's: viem formats these into its own types.

export const BLOCK_GAS_LIMIT = 30_000_000n;
export const ZERO_HASH: Hex = `0x${'00'.repeat(32)}`;
const EMPTY_LIST_HASH: Hex = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';
const ZERO_BLOOM: Hex = `0x${'00'.repeat(256)}`;

export const quantity = (value: bigint | number): Hex => numberToHex(value);

interface LogRecord {
  address: Hex;
  topics: Hex[];
  data: Hex;
  logIndex: number;
}

export interface TxRecord {
  hash: Hex;
  raw: Hex;
  from: Hex;
  to: Hex | null;
  /** EIP-2718 type (0 legacy, 2 EIP-1559…). */
  type: number;
  blockNumber: number;
  index: number;
  status: 0 | 1;
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  effectiveGasPrice: bigint;
  contractAddress: Hex | null;
  logs: LogRecord[];
}

export interface BlockRecord {
  number: number;
  hash: Hex;
  parentHash: Hex;
  timestamp: number;
  baseFeePerGas: bigint;
  gasUsed: bigint;
  stateRoot: Hex;
  transactions: Hex[];
}

export function formatLog(log: LogRecord, tx: TxRecord, block: BlockRecord): Record<string, unknown> {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: quantity(block.number),
    blockHash: block.hash,
    transactionHash: tx.hash,
    transactionIndex: quantity(tx.index),
    logIndex: quantity(log.logIndex),
    removed: false,
  };
}

export function formatReceipt(tx: TxRecord, block: BlockRecord): Record<string, unknown> {
  return {
    transactionHash: tx.hash,
    transactionIndex: quantity(tx.index),
    blockHash: block.hash,
    blockNumber: quantity(block.number),
    from: tx.from,
    to: tx.to,
    cumulativeGasUsed: quantity(tx.cumulativeGasUsed),
    gasUsed: quantity(tx.gasUsed),
    effectiveGasPrice: quantity(tx.effectiveGasPrice),
    contractAddress: tx.contractAddress,
    logs: tx.logs.map((log) => formatLog(log, tx, block)),
    logsBloom: ZERO_BLOOM,
    status: quantity(tx.status),
    type: quantity(tx.type),
  };
}

export function formatTransaction(tx: TxRecord, block: BlockRecord, common: Common): Record<string, unknown> {
  const decoded = createTxFromRLP(hexToBytes(tx.raw), { common });
  const json = decoded.toJSON();
  return {
    ...json,
    hash: tx.hash,
    from: tx.from,
    to: tx.to,
    input: json.data,
    gas: json.gasLimit,
    blockHash: block.hash,
    blockNumber: quantity(block.number),
    transactionIndex: quantity(tx.index),
    gasPrice: quantity(tx.effectiveGasPrice),
    type: quantity(decoded.type),
    chainId: quantity(common.chainId()),
  };
}

export function formatBlock(block: BlockRecord, transaction: (hash: Hex) => unknown): Record<string, unknown> {
  return {
    number: quantity(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: quantity(block.timestamp),
    gasLimit: quantity(BLOCK_GAS_LIMIT),
    gasUsed: quantity(block.gasUsed),
    baseFeePerGas: quantity(block.baseFeePerGas),
    miner: `0x${'00'.repeat(20)}`,
    difficulty: '0x0',
    totalDifficulty: '0x0',
    extraData: '0x',
    nonce: '0x0000000000000000',
    mixHash: ZERO_HASH,
    sha3Uncles: EMPTY_LIST_HASH,
    logsBloom: ZERO_BLOOM,
    stateRoot: block.stateRoot,
    receiptsRoot: ZERO_HASH,
    transactionsRoot: ZERO_HASH,
    size: '0x0',
    uncles: [],
    transactions: block.transactions.map(transaction),
  };
}
