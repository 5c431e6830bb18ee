import {
  BaseError,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
  type ContractEventName,
  type ContractFunctionArgs,
  type Hash,
  type ParseEventLogsReturnType,
  type TransactionReceipt,
} from 'viem';
import type { Config } from 'wagmi';
import {
  getTransaction,
  getTransactionReceipt,
  simulateContract,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import type { Address } from '../domain/address.ts';
import { claimDataSuffix } from './claim-calldata.ts';
import { managerAbi } from './manager-abi.ts';

/** A reason a write stops that is already in words for the person sending it. */
export class WriteStoppedError extends Error {
  override name = 'WriteStoppedError';
}

/** A sent transaction that was mined and reverted: settled, and it paid nothing. */
export class TransactionRevertedError extends WriteStoppedError {
  override name = 'TransactionRevertedError';
}

/** A sent transaction whose receipt never came: the hash is all the person can follow it by. */
class TransactionUnwatchedError extends WriteStoppedError {
  override name = 'TransactionUnwatchedError';
  constructor(
    readonly chainId: number,
    readonly hash: Hash,
    message: string,
  ) {
    super(message);
  }
}

/** Where a sent write stands, as the person sees it. */
export type WriteStep =
  | { step: 'confirm-in-wallet' }
  | { step: 'confirming'; hash: Hash }
  /** Not mined after `SLOW_RECEIPT_MS`: the RPC or the wallet may have lost it. */
  | { step: 'confirming-slow'; hash: Hash };

/** After this long without a receipt the person is told, with the hash to follow it by. */
const SLOW_RECEIPT_MS = 45_000;
/** After this long the wait ends in words; the transaction may still land later. */
const RECEIPT_TIMEOUT_MS = 5 * 60_000;

/**
 * Waits for the receipt of `hash`. A transaction the wallet replaced (sped up or cancelled) is
 * followed to the one actually mined, so the caller reads that receipt's logs. Says once when it
 * is slow; a revert, a timeout or a dropped transaction ends in words carrying the hash.
 */
async function waitForMinedReceipt(
  config: Config,
  chainId: number,
  hash: Hash,
  onSlow: () => void = () => undefined,
  onMined: () => void = () => undefined,
): Promise<TransactionReceipt> {
  const slow = setTimeout(onSlow, SLOW_RECEIPT_MS);
  try {
    const { receipt, revertError } = await waitForSettledReceipt(config, chainId, hash, RECEIPT_TIMEOUT_MS);
    onMined();
    if (receipt.status !== 'success') {
      throw new TransactionRevertedError(
        revertError === undefined
          ? `Transaction ${hash} was included but reverted, so nothing was paid.`
          : `Transaction ${hash} was included but reverted (${errorText(revertError)}).`,
      );
    }
    return receipt;
  } catch (error) {
    if (error instanceof WriteStoppedError) throw error;
    if (error instanceof WaitForTransactionReceiptTimeoutError) {
      throw new TransactionUnwatchedError(
        chainId,
        hash,
        `Transaction ${hash} was sent but not seen mined after ${String(RECEIPT_TIMEOUT_MS / 60_000)} minutes. It may still land: check it before sending again.`,
      );
    }
    if (error instanceof BaseError) throw error;
    throw new WriteStoppedError(`Transaction ${hash} could not be followed (${errorText(error)}).`);
  } finally {
    clearTimeout(slow);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Waits for `hash` to be mined, whether it paid or reverted, and returns its receipt with, for a
 * revert, what wagmi threw for it. wagmi replays a reverted transaction to read its reason and
 * throws that (or the replay's own failure), so whether the send is settled is the receipt's to
 * say, not the error's type. Throws only when no receipt comes (a timeout, the RPC).
 */
export async function waitForSettledReceipt(
  config: Config,
  chainId: number,
  hash: Hash,
  timeout: number,
): Promise<{ receipt: TransactionReceipt; revertError?: unknown }> {
  try {
    return { receipt: await waitForTransactionReceipt(config, { chainId, hash, timeout }) };
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) throw error;
    const receipt = await receiptIfMined(config, chainId, hash);
    if (receipt === undefined) throw error;
    return receipt.status === 'success' ? { receipt } : { receipt, revertError: error };
  }
}

type ManagerWriteName = 'claim' | 'claimReferral';
type ManagerEventName = ContractEventName<typeof managerAbi>;
export type ManagerLog<E extends ManagerEventName> = ParseEventLogsReturnType<typeof managerAbi, E, true>[number];

interface ManagerWatch<E extends ManagerEventName> {
  chainId: number;
  manager: Address;
  /** The event the manager emits for what this write does. */
  eventName: E;
  /** Whether a log of that event is the one this write is about (campaign, recipient). */
  isOurs: (log: ManagerLog<E>) => boolean;
  onStep: (step: WriteStep) => void;
  /** Once the hash is known, before any wait: a caller may keep it so a reload watches it again. */
  onSent?: (hash: Hash) => void;
  /** Once a receipt for it was read (paid or reverted): the send is settled either way. */
  onMined?: () => void;
}

interface ManagerWrite<F extends ManagerWriteName, E extends ManagerEventName> extends ManagerWatch<E> {
  /** The connected account that sends (and pays the gas). */
  account: Address;
  functionName: F;
  args: ContractFunctionArgs<typeof managerAbi, 'nonpayable', F>;
}

/**
 * Waits for a sent manager write `hash` (following a replacement) and finds this write's log in
 * the mined transaction. Also how a send kept across a reload is followed, without sending again.
 */
async function watchManagerWrite<E extends ManagerEventName>(
  config: Config,
  hash: Hash,
  watch: ManagerWatch<E>,
): Promise<{ hash: Hash; log: ManagerLog<E> | undefined }> {
  const { chainId, manager, onStep } = watch;
  onStep({ step: 'confirming', hash });
  const receipt = await waitForMinedReceipt(
    config,
    chainId,
    hash,
    () => {
      onStep({ step: 'confirming-slow', hash });
    },
    watch.onMined,
  );
  const log = parseEventLogs({ abi: managerAbi, eventName: watch.eventName, logs: receipt.logs }).find(
    (candidate) => candidate.address.toLowerCase() === manager.toLowerCase() && watch.isOurs(candidate),
  );
  return { hash: receipt.transactionHash, log };
}

/** How long a kept hash may stay unknown to the chain's RPC before it is taken as gone. */
const KEPT_HASH_GRACE_MS = 3_000;
/**
 * A send younger than this that the RPC does not know may still be on its way (a private or
 * MEV-protected route, a lagging node): it is watched, not given up on.
 */
const KEPT_HASH_YOUNG_MS = 10 * 60_000;

/** The mined receipt of `hash`, or undefined while there is none (or the RPC cannot say). */
async function receiptIfMined(config: Config, chainId: number, hash: Hash): Promise<TransactionReceipt | undefined> {
  try {
    return await getTransactionReceipt(config, { chainId, hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) console.warn('A receipt could not be read', hash, error);
    return undefined;
  }
}

/** Whether a kept send is gone: unknown to the chain's RPC, and too old to be still on its way. */
export async function keptSendIsGone(
  config: Config,
  chainId: number,
  hash: Hash,
  sentAt: number | undefined,
): Promise<boolean> {
  if (sentAt !== undefined && Date.now() - sentAt < KEPT_HASH_YOUNG_MS) return false;
  return !(await chainKnowsTransaction(config, chainId, hash));
}

/**
 * Whether the chain's RPC knows transaction `hash`, allowing it a few seconds to appear. One
 * the wallet replaced or dropped while the page was closed is unknown to the node, and a receipt
 * wait for it would only end after minutes.
 */
async function chainKnowsTransaction(config: Config, chainId: number, hash: Hash): Promise<boolean> {
  const deadline = Date.now() + KEPT_HASH_GRACE_MS;
  for (;;) {
    try {
      await getTransaction(config, { chainId, hash });
      return true;
    } catch (error) {
      if (!(error instanceof TransactionNotFoundError)) throw error;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Follows a write kept from before a reload (`watchManagerWrite`). One the chain no longer knows,
 * sent long enough ago (`sentAt`) not to be still on its way, ends at once in words with the
 * kept record dropped (`onMined`), so the person can look at what the chain paid and claim again
 * (the claim reads it first).
 */
export async function followKeptWrite<E extends ManagerEventName>(
  config: Config,
  hash: Hash,
  sentAt: number | undefined,
  watch: ManagerWatch<E>,
): Promise<{ hash: Hash; log: ManagerLog<E> | undefined }> {
  if (await keptSendIsGone(config, watch.chainId, hash, sentAt)) {
    watch.onMined?.();
    throw new WriteStoppedError(
      `Transaction ${hash}, sent before the page was reloaded, is no longer known to the chain: the wallet replaced or dropped it. Check what was paid before claiming again; a new claim reads the chain first and never pays twice.`,
    );
  }
  return watchManagerWrite(config, hash, watch);
}

/**
 * The shared tail of every manager write: simulate (so a revert is known, decoded, before the
 * wallet opens), send, wait for the mined transaction (following a replacement), and find this
 * write's log in it. `log` is undefined when the transaction mined paid nothing of ours, e.g. a
 * cancel the wallet sent in its place. The calldata carries the deployment's ERC-8021
 * attribution (`claimDataSuffix`), in the simulation too, so the gas the wallet is given covers it.
 */
export async function sendManagerWrite<F extends ManagerWriteName, E extends ManagerEventName>(
  config: Config,
  write: ManagerWrite<F, E>,
): Promise<{ hash: Hash; log: ManagerLog<E> | undefined }> {
  const { chainId, manager, account, onStep } = write;
  // The parameters are checked where `write` is built (F fixes the args' type); wagmi's
  // parameter types do not resolve over a generic function name, hence the two casts.
  const { request } = await simulateContract(config, {
    chainId,
    account,
    address: manager,
    abi: managerAbi,
    functionName: write.functionName,
    args: write.args,
    // Kept in the request simulateContract returns, so writeContract appends it to what it sends.
    dataSuffix: claimDataSuffix(),
  } as never);
  onStep({ step: 'confirm-in-wallet' });
  const hash = await writeContract(config, request as never);
  write.onSent?.(hash);
  return watchManagerWrite(config, hash, write);
}
