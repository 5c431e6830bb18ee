import { createBlock, type Block } from '@ethereumjs/block';
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import { createMPT } from '@ethereumjs/mpt';
import { MerkleStateManager } from '@ethereumjs/statemanager';
import { createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx';
import { createAccount, createAddressFromString, MapDB } from '@ethereumjs/util';
import { createVM, runTx, type RunTxResult, type VM } from '@ethereumjs/vm';
import {
  BLOCK_GAS_LIMIT,
  formatBlock,
  formatLog,
  formatReceipt,
  formatTransaction,
  quantity,
  ZERO_HASH,
  type BlockRecord,
  type TxRecord,
} from './chain-records.ts';
import { RpcError } from './rpc-error.ts';
import { bytesToHex, hexToBytes, keccak256, numberToHex, toHex, type Address, type Hex } from 'viem';

/**
 * A whole EVM chain inside the page, answering the JSON-RPC methods the app, the development
 * wallet and the mock's chain code send to anvil, so the static demo runs the same contracts,
 * roots and claims as the local stack with no node behind it. It mines like anvil: every
 * transaction in a block of its own as it arrives (or, with automine off, on `evm_mine`), at the
 * wall clock unless told otherwise. Blocks are our own records, not consensus blocks: nothing here
 * validates or syncs them, so their hashes are derived, not computed from headers.
 *
 * Runs in Node too, so the same deployment the demo does is tested against it in vitest.
 */

/** Everything needed to bring a chain back after a reload (see exportState). */
export interface EvmChainState {
  chainId: number;
  blocks: BlockRecord[];
  transactions: TxRecord[];
  /** The state trie's nodes and contract code, as the trie stores them. */
  nodes: [string, string | Uint8Array][];
  timeOffset: number;
}

interface LogFilter {
  address?: Hex | Hex[];
  topics?: (Hex | Hex[] | null)[];
  /** A block number in hex or a tag such as `latest`. */
  fromBlock?: string;
  toBlock?: string;
  blockHash?: Hex;
}

export interface EvmChainOptions {
  chainId: number;
  /** Accounts funded at genesis (anvil funds the development mnemonic's first accounts). */
  fundedAccounts: readonly Address[];
  /** Wall clock in ms; injectable for tests. */
  now?: () => number;
}

/** One gwei, never changing: fees are irrelevant here and a fixed base fee keeps every estimate valid. */
const BASE_FEE = 1_000_000_000n;
const PRIORITY_FEE = 1_000_000_000n;
const FUNDED_BALANCE = 10_000n * 10n ** 18n;

const lower = (value: string): Hex => value.toLowerCase() as Hex;

/** A JSON-RPC EVM chain held in memory; see the module comment. */
export class EvmChain {
  readonly chainId: number;
  private readonly common: Common;
  private readonly now: () => number;
  private readonly db: MapDB<string, string | Uint8Array>;
  private vm!: VM;
  private blocks: BlockRecord[] = [];
  private readonly txs = new Map<Hex, TxRecord>();
  private pending: TypedTransaction[] = [];
  private automine = true;
  private nextTimestamp: number | undefined;
  /** Seconds added to the wall clock (evm_increaseTime). */
  private timeOffset = 0;
  private readonly snapshots = new Map<Hex, { blocks: number; stateRoot: Hex; timeOffset: number }>();
  private nextSnapshotId = 1;
  private readonly filters = new Map<Hex, { filter: LogFilter; nextBlock: number }>();
  private nextFilterId = 1;
  /** Called after every mined block (the demo saves the chain then). */
  onBlock: (() => void) | undefined;
  /** One request at a time: each mines or reads the state the previous one left. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(chainId: number, now: () => number, nodes: Map<string, string | Uint8Array>) {
    this.chainId = chainId;
    this.now = now;
    this.db = new MapDB(nodes);
    this.common = createCustomCommon({ chainId, name: `in-browser-${String(chainId)}` }, Mainnet, {
      hardfork: Hardfork.Cancun,
    });
  }

  private async initVm(stateRoot?: Hex): Promise<void> {
    const trie = await createMPT({ db: this.db, useKeyHashing: true, common: this.common });
    const stateManager = new MerkleStateManager({ trie, common: this.common });
    this.vm = await createVM({ common: this.common, stateManager });
    if (stateRoot !== undefined) await this.vm.stateManager.setStateRoot(hexToBytes(stateRoot));
  }

  /** A new chain with the given accounts funded in its genesis block. */
  static async create(options: EvmChainOptions): Promise<EvmChain> {
    const now = options.now ?? (() => Date.now());
    const chain = new EvmChain(options.chainId, now, new Map());
    await chain.initVm();
    const state = chain.vm.stateManager;
    await state.checkpoint();
    for (const address of options.fundedAccounts) {
      await state.putAccount(createAddressFromString(address), createAccount({ nonce: 0n, balance: FUNDED_BALANCE }));
    }
    await state.commit();
    const stateRoot = bytesToHex(await state.getStateRoot());
    const timestamp = Math.floor(now() / 1000);
    chain.blocks.push(chain.blockRecord(0, ZERO_HASH, timestamp, 0n, stateRoot, []));
    return chain;
  }

  /** A chain brought back from `exportState`. */
  static async restore(saved: EvmChainState, now: () => number = () => Date.now()): Promise<EvmChain> {
    const chain = new EvmChain(saved.chainId, now, new Map(saved.nodes));
    chain.blocks = saved.blocks;
    for (const tx of saved.transactions) chain.txs.set(tx.hash, tx);
    chain.timeOffset = saved.timeOffset;
    await chain.initVm(chain.latest().stateRoot);
    return chain;
  }

  /** The chain as plain data (structured-cloneable): mined blocks, receipts and state. */
  exportState(): EvmChainState {
    return {
      chainId: this.chainId,
      blocks: this.blocks.map((block) => ({ ...block, transactions: [...block.transactions] })),
      transactions: [...this.txs.values()],
      nodes: [...this.db._database.entries()],
      timeOffset: this.timeOffset,
    };
  }

  /** The latest block's number. */
  get blockNumber(): number {
    return this.latest().number;
  }

  /** EIP-1193 `request`: answers one JSON-RPC call, or throws an RpcError. */
  request({ method, params = [] }: { method: string; params?: readonly unknown[] }): Promise<unknown> {
    const run = this.queue.then(async () => {
      await yieldToEventLoop();
      return this.handle(method, params);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private latest(): BlockRecord {
    const block = this.blocks.at(-1);
    if (block === undefined) throw new Error('the chain has no genesis block');
    return block;
  }

  private blockRecord(
    number: number,
    parentHash: Hex,
    timestamp: number,
    gasUsed: bigint,
    stateRoot: Hex,
    transactions: Hex[],
  ): BlockRecord {
    const hash = keccak256(toHex(`${String(this.chainId)}:${String(number)}:${parentHash}:${stateRoot}`));
    return { number, hash, parentHash, timestamp, baseFeePerGas: BASE_FEE, gasUsed, stateRoot, transactions };
  }

  /** The header every transaction of the next block runs under. */
  private nextHeader(): Block {
    const parent = this.latest();
    const wall = Math.floor(this.now() / 1000) + this.timeOffset;
    const timestamp = this.nextTimestamp ?? Math.max(parent.timestamp, wall);
    return createBlock(
      {
        header: {
          number: BigInt(parent.number + 1),
          timestamp: BigInt(timestamp),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: BASE_FEE,
          coinbase: createAddressFromString(`0x${'00'.repeat(20)}`),
        },
      },
      { common: this.common, skipConsensusFormatValidation: true },
    );
  }

  /**
   * Runs `transactions` in one new block; each keeps its receipt, reverted or not. A transaction
   * the EVM cannot run at all (sendRaw checks what it can beforehand) undoes the whole block, so
   * the state never holds effects that no block records.
   */
  private async mine(transactions: readonly TypedTransaction[]): Promise<void> {
    const header = this.nextHeader();
    const number = Number(header.header.number);
    const timestamp = Number(header.header.timestamp);
    const parent = this.latest();
    const records: TxRecord[] = [];
    let cumulative = 0n;
    let logIndex = 0;
    const state = this.vm.stateManager;
    await state.checkpoint();
    try {
      for (const [index, tx] of transactions.entries()) {
        const result: RunTxResult = await runTx(this.vm, { tx, block: header, skipHardForkValidation: true });
        cumulative += result.totalGasSpent;
        records.push({
          hash: bytesToHex(tx.hash()),
          raw: bytesToHex(tx.serialize()),
          from: lower(tx.getSenderAddress().toString()),
          to: tx.to === undefined ? null : lower(tx.to.toString()),
          type: tx.type,
          blockNumber: number,
          index,
          status: result.execResult.exceptionError === undefined ? 1 : 0,
          gasUsed: result.totalGasSpent,
          cumulativeGasUsed: cumulative,
          effectiveGasPrice: tx.getEffectivePriorityFee(BASE_FEE) + BASE_FEE,
          contractAddress: result.createdAddress === undefined ? null : lower(result.createdAddress.toString()),
          logs: (result.execResult.logs ?? []).map(([address, topics, data]) => ({
            address: lower(bytesToHex(address)),
            topics: topics.map((topic) => bytesToHex(topic)),
            data: bytesToHex(data),
            logIndex: logIndex++,
          })),
        });
      }
      await state.commit();
    } catch (error) {
      await state.revert();
      throw new RpcError(
        -32003,
        `the block could not be mined: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const stateRoot = bytesToHex(await state.getStateRoot());
    const block = this.blockRecord(
      number,
      parent.hash,
      timestamp,
      cumulative,
      stateRoot,
      records.map((record) => record.hash),
    );
    this.blocks.push(block);
    for (const record of records) this.txs.set(record.hash, record);
    if (this.nextTimestamp !== undefined) {
      // Time goes on from a set timestamp, as on anvil: later blocks follow the wall clock from it.
      this.timeOffset = Math.max(this.timeOffset, timestamp - Math.floor(this.now() / 1000));
      this.nextTimestamp = undefined;
    }
    this.onBlock?.();
  }

  private blockAt(tag: unknown): BlockRecord | undefined {
    if (tag === undefined || tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized')
      return this.latest();
    if (tag === 'earliest') return this.blocks[0];
    if (typeof tag !== 'string' || !tag.startsWith('0x'))
      throw new RpcError(-32602, `invalid block tag ${JSON.stringify(tag)}`);
    return this.blocks[Number(BigInt(tag))];
  }

  /**
   * Runs `read` against the state after block `tag`. Every block's state root stays in the trie
   * (nothing is pruned), so an older block is read by pointing the state at its root for the
   * duration; requests run one at a time, so nothing else sees the switch.
   */
  private async readAt<T>(tag: unknown, read: () => Promise<T>): Promise<T> {
    const block = this.blockAt(tag);
    if (block === undefined) throw new RpcError(-32000, `block ${JSON.stringify(tag)} is not on this chain yet`);
    const latest = this.latest();
    if (block === latest) return read();
    const state = this.vm.stateManager;
    await state.setStateRoot(hexToBytes(block.stateRoot));
    try {
      return await read();
    } finally {
      await state.setStateRoot(hexToBytes(latest.stateRoot));
    }
  }

  private async call(request: Record<string, unknown>): Promise<{ ok: boolean; returnValue: Hex; gasUsed: bigint }> {
    const state = this.vm.stateManager;
    await state.checkpoint();
    try {
      const to = typeof request.to === 'string' ? createAddressFromString(request.to) : undefined;
      const data = hexToBytes(
        typeof request.data === 'string'
          ? (request.data as Hex)
          : typeof request.input === 'string'
            ? (request.input as Hex)
            : '0x',
      );
      const result = await this.vm.evm.runCall({
        caller: createAddressFromString(typeof request.from === 'string' ? request.from : `0x${'00'.repeat(20)}`),
        origin: createAddressFromString(typeof request.from === 'string' ? request.from : `0x${'00'.repeat(20)}`),
        ...(to === undefined ? {} : { to }),
        data,
        value: typeof request.value === 'string' ? BigInt(request.value) : 0n,
        gasLimit: typeof request.gas === 'string' ? BigInt(request.gas) : BLOCK_GAS_LIMIT,
        gasPrice: BASE_FEE,
        block: this.nextHeader(),
        skipBalance: true,
      });
      const returnValue = bytesToHex(result.execResult.returnValue);
      const intrinsic = intrinsicGas(data, to === undefined);
      return {
        ok: result.execResult.exceptionError === undefined,
        returnValue,
        gasUsed: intrinsic + result.execResult.executionGasUsed,
      };
    } finally {
      await state.revert();
    }
  }

  private async sendRaw(raw: Hex): Promise<Hex> {
    let tx: TypedTransaction;
    try {
      tx = createTxFromRLP(hexToBytes(raw), { common: this.common });
    } catch (error) {
      throw new RpcError(-32602, `invalid raw transaction: ${error instanceof Error ? error.message : String(error)}`);
    }
    const hash = bytesToHex(tx.hash());
    if (this.txs.has(hash) || this.pending.some((candidate) => bytesToHex(candidate.hash()) === hash)) {
      throw new RpcError(-32003, 'transaction already known');
    }
    const sender = tx.getSenderAddress();
    const account = await this.vm.stateManager.getAccount(sender);
    const expectedNonce =
      (account?.nonce ?? 0n) + BigInt(this.pending.filter((p) => p.getSenderAddress().equals(sender)).length);
    if (tx.nonce < expectedNonce) throw new RpcError(-32003, `nonce too low: expected ${String(expectedNonce)}`);
    if (tx.nonce > expectedNonce) throw new RpcError(-32003, `nonce too high: expected ${String(expectedNonce)}`);
    if (tx.gasLimit > BLOCK_GAS_LIMIT) throw new RpcError(-32003, 'exceeds block gas limit');
    const maxFee = 'maxFeePerGas' in tx ? tx.maxFeePerGas : tx.gasPrice;
    if (maxFee < BASE_FEE)
      throw new RpcError(-32003, `max fee per gas less than block base fee: ${String(maxFee)} < ${String(BASE_FEE)}`);
    if ((account?.balance ?? 0n) < tx.gasLimit * maxFee + tx.value) {
      throw new RpcError(-32003, 'insufficient funds for gas * price + value');
    }
    if (this.automine) await this.mine([tx]);
    else this.pending.push(tx);
    return hash;
  }

  private logsMatching(filter: LogFilter, from: number, to: number): unknown[] {
    const addresses =
      filter.address === undefined
        ? undefined
        : (Array.isArray(filter.address) ? filter.address : [filter.address]).map(lower);
    const topics = filter.topics ?? [];
    const out: unknown[] = [];
    for (let n = Math.max(0, from); n <= Math.min(to, this.latest().number); n++) {
      const block = this.blocks[n];
      if (block === undefined) continue;
      if (filter.blockHash !== undefined && lower(filter.blockHash) !== block.hash) continue;
      for (const txHash of block.transactions) {
        const tx = this.txs.get(txHash);
        if (tx === undefined) continue;
        for (const log of tx.logs) {
          if (addresses !== undefined && !addresses.includes(log.address)) continue;
          const matches = topics.every((wanted, i) => {
            if (wanted === null) return true;
            const actual = log.topics[i];
            if (actual === undefined) return false;
            return (Array.isArray(wanted) ? wanted : [wanted]).some((topic) => lower(topic) === actual);
          });
          if (matches) out.push(formatLog(log, tx, block));
        }
      }
    }
    return out;
  }

  private rangeOf(filter: LogFilter): [number, number] {
    if (filter.blockHash !== undefined) {
      const block = this.blocks.find((candidate) => candidate.hash === lower(filter.blockHash ?? '0x'));
      if (block === undefined) return [1, 0];
      return [block.number, block.number];
    }
    // A range past the latest block ends at it; one that starts past it is empty.
    const latest = this.latest().number;
    const numberOf = (tag: string | undefined): number =>
      !tag?.startsWith('0x') ? (this.blockAt(tag ?? 'latest')?.number ?? latest) : Number(BigInt(tag));
    const from = numberOf(filter.fromBlock);
    const to = Math.min(numberOf(filter.toBlock), latest);
    if (from > numberOf(filter.toBlock)) throw new RpcError(-32602, `fromBlock ${String(from)} is after toBlock`);
    return [from, to];
  }

  private async handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return quantity(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'web3_clientVersion':
        return 'in-browser-evm/ethereumjs';
      case 'eth_blockNumber':
        return quantity(this.latest().number);
      case 'eth_gasPrice':
        return quantity(BASE_FEE + PRIORITY_FEE);
      case 'eth_maxPriorityFeePerGas':
        return quantity(PRIORITY_FEE);
      case 'eth_feeHistory': {
        const count = Math.min(Number(params[0] ?? 1), this.blocks.length);
        const newest = this.latest().number;
        return {
          oldestBlock: quantity(newest - count + 1),
          baseFeePerGas: Array.from({ length: count + 1 }, () => quantity(BASE_FEE)),
          gasUsedRatio: Array.from({ length: count }, () => 0),
          reward: Array.from({ length: count }, () =>
            (Array.isArray(params[2]) ? params[2] : []).map(() => quantity(PRIORITY_FEE)),
          ),
        };
      }
      case 'eth_accounts':
        return [];
      case 'eth_getBalance':
        return this.readAt(params[1], async () => {
          const account = await this.vm.stateManager.getAccount(createAddressFromString(params[0] as string));
          return quantity(account?.balance ?? 0n);
        });
      case 'eth_getTransactionCount': {
        const address = createAddressFromString(params[0] as string);
        const pending =
          params[1] === 'pending' ? this.pending.filter((tx) => tx.getSenderAddress().equals(address)).length : 0;
        const account = await this.readAt(params[1], () => this.vm.stateManager.getAccount(address));
        return quantity((account?.nonce ?? 0n) + BigInt(pending));
      }
      case 'eth_getCode':
        return this.readAt(params[1], async () =>
          bytesToHex(await this.vm.stateManager.getCode(createAddressFromString(params[0] as string))),
        );
      case 'eth_getStorageAt': {
        const slot = hexToBytes(numberToHex(BigInt(params[1] as string), { size: 32 }));
        const value = await this.readAt(params[2], () =>
          this.vm.stateManager.getStorage(createAddressFromString(params[0] as string), slot),
        );
        return numberToHex(value.length === 0 ? 0n : BigInt(bytesToHex(value)), { size: 32 });
      }
      case 'eth_call': {
        const result = await this.readAt(params[1], () => this.call(params[0] as Record<string, unknown>));
        if (!result.ok) throw new RpcError(3, 'execution reverted', result.returnValue);
        return result.returnValue;
      }
      case 'eth_estimateGas': {
        const result = await this.call(params[0] as Record<string, unknown>);
        if (!result.ok) throw new RpcError(3, 'execution reverted', result.returnValue);
        // Calls deeper in the stack got only 63/64 of what was left, and refunds are paid after
        // the fact: headroom instead of anvil's binary search. The unit tests' claims and the
        // world's whole deployment are sent on these estimates.
        return quantity((result.gasUsed * 5n) / 4n + 25_000n);
      }
      case 'eth_sendRawTransaction':
        return this.sendRaw(params[0] as Hex);
      case 'eth_getTransactionReceipt': {
        const tx = this.txs.get(lower(params[0] as string));
        return tx === undefined ? null : formatReceipt(tx, this.blocks[tx.blockNumber] ?? this.latest());
      }
      case 'eth_getTransactionByHash': {
        const tx = this.txs.get(lower(params[0] as string));
        if (tx === undefined) return null;
        return formatTransaction(tx, this.blocks[tx.blockNumber] ?? this.latest(), this.common);
      }
      case 'eth_getBlockByNumber':
      case 'eth_getBlockByHash': {
        const block =
          method === 'eth_getBlockByHash'
            ? this.blocks.find((candidate) => candidate.hash === lower(params[0] as string))
            : this.blockAt(params[0]);
        if (block === undefined) return null;
        const full = params[1] === true;
        return formatBlock(block, (hash) => {
          const tx = this.txs.get(hash);
          return full && tx !== undefined ? formatTransaction(tx, block, this.common) : hash;
        });
      }
      case 'eth_getLogs': {
        const filter = (params[0] ?? {}) as LogFilter;
        const [from, to] = this.rangeOf(filter);
        return this.logsMatching(filter, from, to);
      }
      case 'eth_newFilter': {
        const filter = (params[0] ?? {}) as LogFilter;
        const id = quantity(this.nextFilterId++);
        // As on geth: without a fromBlock (or with `latest`) a filter sees blocks after its creation.
        const fromLatest = filter.fromBlock === undefined || filter.fromBlock === 'latest';
        const nextBlock = fromLatest ? this.latest().number + 1 : this.rangeOf(filter)[0];
        this.filters.set(id, { filter, nextBlock });
        return id;
      }
      case 'eth_getFilterLogs': {
        const entry = this.filters.get(params[0] as Hex);
        if (entry === undefined) throw new RpcError(-32000, 'filter not found');
        const [from, to] = this.rangeOf(entry.filter);
        return this.logsMatching(entry.filter, from, to);
      }
      case 'eth_getFilterChanges': {
        const entry = this.filters.get(params[0] as Hex);
        if (entry === undefined) throw new RpcError(-32000, 'filter not found');
        const latest = this.latest().number;
        const logs = this.logsMatching(entry.filter, entry.nextBlock, latest);
        entry.nextBlock = latest + 1;
        return logs;
      }
      case 'eth_uninstallFilter':
        return this.filters.delete(params[0] as Hex);
      case 'evm_snapshot':
      case 'anvil_snapshot': {
        const id = quantity(this.nextSnapshotId++);
        this.snapshots.set(id, {
          blocks: this.blocks.length,
          stateRoot: this.latest().stateRoot,
          timeOffset: this.timeOffset,
        });
        return id;
      }
      case 'evm_revert':
      case 'anvil_revert': {
        const snapshot = this.snapshots.get(params[0] as Hex);
        if (snapshot === undefined) return false;
        for (const block of this.blocks.splice(snapshot.blocks))
          for (const hash of block.transactions) this.txs.delete(hash);
        this.pending = [];
        this.timeOffset = snapshot.timeOffset;
        await this.vm.stateManager.setStateRoot(hexToBytes(snapshot.stateRoot));
        // anvil drops the snapshot and every later one once reverted to.
        for (const id of [...this.snapshots.keys()])
          if (BigInt(id) >= BigInt(params[0] as Hex)) this.snapshots.delete(id);
        this.onBlock?.();
        return true;
      }
      case 'evm_setAutomine':
        this.automine = params[0] === true;
        if (this.automine && this.pending.length > 0) await this.mine(this.pending.splice(0));
        return null;
      case 'evm_mine':
      case 'anvil_mine': {
        const blocks = method === 'anvil_mine' && params[0] !== undefined ? Number(BigInt(params[0] as string)) : 1;
        if (method === 'evm_mine' && params[0] !== undefined) this.nextTimestamp = Number(params[0]);
        for (let i = 0; i < blocks; i++) await this.mine(i === 0 ? this.pending.splice(0) : []);
        return method === 'evm_mine' ? '0x0' : null;
      }
      case 'evm_setNextBlockTimestamp':
      case 'anvil_setNextBlockTimestamp': {
        const timestamp = Number(BigInt(params[0] as string | number));
        if (timestamp < this.latest().timestamp) {
          throw new RpcError(-32000, `timestamp ${String(timestamp)} is before the latest block's`);
        }
        this.nextTimestamp = timestamp;
        return null;
      }
      case 'evm_increaseTime':
      case 'anvil_increaseTime': {
        this.timeOffset += Number(BigInt(params[0] as string | number));
        return quantity(this.timeOffset);
      }
      case 'anvil_setCode':
      case 'hardhat_setCode': {
        const state = this.vm.stateManager;
        await state.checkpoint();
        await state.putCode(createAddressFromString(params[0] as string), hexToBytes(params[1] as Hex));
        await state.commit();
        // Written into the latest block's state, so a revert to an earlier snapshot undoes it.
        const latest = this.latest();
        latest.stateRoot = bytesToHex(await state.getStateRoot());
        this.onBlock?.();
        return null;
      }
      default:
        throw new RpcError(-32601, `${method} is not supported by the in-browser chain`);
    }
  }
}

/**
 * Lets the page handle input and paint between requests. The EVM's work is promises all the way
 * down, which never leave the microtask queue: without this, deploying the world would be one
 * task of seconds during which the page cannot answer a click.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Gas every transaction pays before running: the base cost, its data and, for a creation, more. */
function intrinsicGas(data: Uint8Array, isCreate: boolean): bigint {
  let gas = 21_000n;
  for (const byte of data) gas += byte === 0 ? 4n : 16n;
  if (isCreate) gas += 32_000n + 2n * BigInt(Math.ceil(data.length / 32));
  return gas;
}
