import { useEffect } from 'react';
import { BaseError, TransactionReceiptNotFoundError, type Hash } from 'viem';
import { useConfig, type Config } from 'wagmi';
import { getCallsStatus, getTransactionReceipt } from 'wagmi/actions';
import { isSameCampaignId } from '../../../domain/campaign-id.ts';
import { keptSendIsGone } from '../../../contracts/manager-write.ts';
import { currentSafeSession } from '../../../wallet/safe/safe-session.ts';
import {
  recordPaid,
  sentEntries,
  settleSent,
  usePendingSends,
  type SentEntry,
} from '../../../wallet/sent-transactions.ts';
import { managerAddressOf } from './claim-manager.ts';
import { referralPayouts, rewardClaims, type ClaimReceipt } from './claim-kinds.ts';

// One watcher settles every send on record, whatever its shape: a transaction by its receipt, an
// EIP-5792 call bundle by its receipts, a Safe proposal by the transaction that executed it. It
// records what the manager's logs paid each call, then marks the send settled, which refreshes
// exactly what it touched (app/refresh-after-settle.ts). The controls that sent a claim follow it
// too, for their steps and words; settling is idempotent, so whoever sees the receipt first wins
// and the other changes nothing. The watcher is what settles a send no control is showing: after
// a reload on a screen without it, or once a tab that sent it closed.

/** A mined transaction's receipt, as the claim kinds read logs from it. */
export interface SettledReceipt extends ClaimReceipt {
  status: 'success' | 'reverted';
}

/** How the watcher reads the chain and the Safe; injected so that tests need neither. */
export interface SettleReads {
  /** The transaction's receipt, or null while it is not mined. */
  receipt(chainId: number, hash: Hash): Promise<SettledReceipt | null>;
  /**
   * Whether a transaction without a receipt is gone: unknown to the chain and sent long enough
   * ago that it is not on its way (a wallet replaced or dropped it while no page watched).
   */
  gone(chainId: number, hash: Hash, sentAt: number): Promise<boolean>;
  /**
   * The receipts of a call bundle once the wallet says it is final, null while it is pending, or
   * [] when the wallet no longer knows it (another profile, a reinstall): nothing left to follow.
   */
  callsReceipts(chainId: number, id: string): Promise<SettledReceipt[] | null>;
  /**
   * The transaction a Safe executed a proposal in; null while it waits, 'rejected' once its owners
   * rejected it, undefined when this page cannot ask (it is not inside that Safe).
   */
  safeExecution(chainId: number, safeTxHash: string): Promise<Hash | null | 'rejected' | undefined>;
}

/** The receipts that settle `entry`, [] when it settled paying nothing, or null while it waits. */
async function receiptsOf(entry: SentEntry, reads: SettleReads): Promise<SettledReceipt[] | null> {
  const reference = entry.reference;
  if (reference === undefined) return [];
  if (entry.via === 'transaction') {
    const receipt = await reads.receipt(entry.chainId, reference as Hash);
    if (receipt !== null) return [receipt];
    return (await reads.gone(entry.chainId, reference as Hash, entry.sentAt)) ? [] : null;
  }
  if (entry.via === 'calls') return reads.callsReceipts(entry.chainId, reference);
  const executed = await reads.safeExecution(entry.chainId, reference);
  if (executed === undefined || executed === null) return null;
  if (executed === 'rejected') return [];
  const receipt = await reads.receipt(entry.chainId, executed);
  return receipt === null ? null : [receipt];
}

/**
 * Looks once at a pending send: when it has settled, records what the manager's logs paid each
 * of its calls and marks it settled. Returns whether it has.
 */
export async function settleEntry(entry: SentEntry, reads: SettleReads): Promise<boolean> {
  if (entry.status === 'settled') return true;
  const receipts = await receiptsOf(entry, reads);
  if (receipts === null) return false;
  const manager = managerAddressOf(entry.chainId);
  const kind = entry.ledger === 'rewards' ? rewardClaims : referralPayouts;
  const mined = receipts.filter((receipt) => receipt.status === 'success');
  const logs = manager === undefined ? [] : kind.paidLogs(mined, manager, entry.user);
  for (const log of logs) {
    const campaign = { chainId: entry.chainId, campaignIndex: Number(log.campaignIndex) };
    // Only the calls this send carried: a batch never records a campaign it did not claim.
    if (entry.calls.some((call) => isSameCampaignId(call.campaign, campaign)))
      recordPaid(entry.ledger, entry.user, campaign, log.cumulative, { amount: log.amount, hash: log.hash });
  }
  if (entry.reference !== undefined) settleSent(entry.chainId, entry.reference);
  return true;
}

/** The watcher's reads through wagmi, on each entry's own chain. */
function wagmiReads(config: Config): SettleReads {
  return {
    receipt: async (chainId, hash) => {
      try {
        return await getTransactionReceipt(config, { chainId, hash });
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return null;
        throw error;
      }
    },
    gone: (chainId, hash, sentAt) => keptSendIsGone(config, chainId, hash, sentAt),
    callsReceipts: async (_chainId, id) => {
      let status: Awaited<ReturnType<typeof getCallsStatus>>;
      try {
        status = await getCallsStatus(config, { id });
      } catch (error) {
        if (
          error instanceof BaseError &&
          error.walk((cause) => (cause as { code?: unknown }).code === UNKNOWN_BUNDLE_ID)
        )
          return [];
        throw error;
      }
      if (status.status === 'pending') return null;
      return (status.receipts ?? []).map((receipt) => ({
        transactionHash: receipt.transactionHash,
        logs: receipt.logs,
        status: receipt.status,
      }));
    },
    safeExecution: async (chainId, safeTxHash) => {
      const session = currentSafeSession();
      if (session.status !== 'safe' || session.safe.chainId !== chainId) return undefined;
      const { readSafeProposal } = await import('../../../wallet/safe/safe-sdk.ts');
      const status = await readSafeProposal(safeTxHash, session.safe.threshold);
      if (status.state === 'cancelled') return 'rejected';
      return status.txHash ?? null;
    },
  };
}

/** EIP-5792's error code for a calls id the wallet does not know. */
const UNKNOWN_BUNDLE_ID = 5730;

/** How often pending sends are looked at: a block or two on the chains this app pays on. */
const LOOK_EVERY_MS = 4_000;

/**
 * Settles this browser's pending sends (the connected wallet's, and claims it sent for another
 * address) while the wallet layer runs. A look that fails (an RPC down, a wallet that forgot a
 * bundle) is said in the console and tried again at the next.
 */
export function useSentWatcher(): void {
  const config = useConfig();
  const waiting = usePendingSends().length > 0;
  useEffect(() => {
    if (!waiting) return;
    const reads = wagmiReads(config);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const pending = sentEntries().filter((entry) => entry.status === 'pending');
      if (pending.length === 0) return;
      await Promise.all(
        pending.map((entry) =>
          settleEntry(entry, reads).catch((error: unknown) => {
            console.warn(`Could not look at a pending send (${entry.reference ?? 'no reference'})`, error);
          }),
        ),
      );
      if (!stopped) timer = setTimeout(() => void look(), LOOK_EVERY_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [config, waiting]);
}
