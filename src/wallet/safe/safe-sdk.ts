import SafeAppsSDK, { TransactionStatus, type SafeInfo } from '@safe-global/safe-apps-sdk';
import { appConfig } from '../../config/env.ts';
import { toAddress } from '../../domain/address.ts';
import { within } from '../../lib/within.ts';
import type { SafeContext } from './safe-session.ts';

// The Safe Apps SDK, loaded with the wallet layer and only inside a frame: it speaks to
// Safe{Wallet} (the parent page) with postMessage. wagmi's `safe` connector uses its own
// instance for the wallet; this one reads what the connector does not expose (a proposal's
// signatures and status) and proposes the claim batch.

/** How long the parent page has to answer "which Safe?" before the app decides it is no Safe App. */
const SAFE_INFO_TIMEOUT_MS = 1_500;

function originPattern(origin: string): RegExp {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\\\*$/, '(?::\\d{1,5})?');
  return new RegExp(`^${escaped}$`, 'i');
}

/**
 * The parent origins whose messages count as Safe{Wallet}'s: its own app, the origins this
 * deployment allows to frame it (VITE_SAFE_APP_ORIGINS), and in local mode the local host pages
 * the end-to-end tests use. A message from any other parent is ignored by the SDK.
 */
export function safeParentOrigins(): RegExp[] {
  const local = appConfig.mode === 'local' ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  return ['https://app.safe.global', ...appConfig.safeAppOrigins, ...local].map(originPattern);
}

let sdk: SafeAppsSDK | undefined;

/** The one SDK instance of this page. */
export function safeSdk(): SafeAppsSDK {
  sdk ??= new SafeAppsSDK({ allowedDomains: safeParentOrigins() });
  return sdk;
}

function contextOf(info: SafeInfo): SafeContext {
  return {
    address: toAddress(info.safeAddress),
    reportedAddress: info.safeAddress,
    chainId: info.chainId,
    threshold: info.threshold,
    owners: info.owners.length,
  };
}

/**
 * The Safe whose page frames this app, or undefined when the parent does not answer as
 * Safe{Wallet} does within a short time (any other page that frames the app).
 */
export async function detectSafe(): Promise<SafeContext | undefined> {
  const info = await within(safeSdk().safe.getInfo(), SAFE_INFO_TIMEOUT_MS);
  return info === undefined ? undefined : contextOf(info);
}

/** Where a proposed Safe transaction stands, as Safe{Wallet} reports it. */
export interface SafeProposalStatus {
  state: 'awaiting-confirmations' | 'awaiting-execution' | 'executed' | 'cancelled' | 'failed';
  confirmations: number;
  required: number;
  /** The executing transaction, once there is one. */
  txHash: `0x${string}` | undefined;
}

const STATES: Record<TransactionStatus, SafeProposalStatus['state']> = {
  [TransactionStatus.AWAITING_CONFIRMATIONS]: 'awaiting-confirmations',
  [TransactionStatus.AWAITING_EXECUTION]: 'awaiting-execution',
  [TransactionStatus.SUCCESS]: 'executed',
  [TransactionStatus.CANCELLED]: 'cancelled',
  [TransactionStatus.FAILED]: 'failed',
};

/** Reads a proposal's signatures and status from Safe{Wallet}. */
export async function readSafeProposal(safeTxHash: string, threshold: number): Promise<SafeProposalStatus> {
  const tx = await safeSdk().txs.getBySafeTxHash(safeTxHash);
  const info = tx.detailedExecutionInfo;
  // A module's transaction has no signatures to wait for; a multisig one says how many it has.
  const multisig = info !== undefined && 'confirmationsRequired' in info ? info : undefined;
  return {
    state: STATES[tx.txStatus],
    confirmations: multisig?.confirmations.length ?? 0,
    required: multisig?.confirmationsRequired ?? threshold,
    txHash: (tx.txHash ?? undefined) as `0x${string}` | undefined,
  };
}

/** Proposes `calls` as ONE Safe transaction (a multi-send); returns its safeTxHash. */
export async function proposeSafeTransaction(
  calls: readonly { to: `0x${string}`; data: `0x${string}` }[],
): Promise<`0x${string}`> {
  const { safeTxHash } = await safeSdk().txs.send({
    txs: calls.map((call) => ({ to: call.to, data: call.data, value: '0' })),
  });
  return safeTxHash as `0x${string}`;
}
