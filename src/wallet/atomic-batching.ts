import type { Config } from 'wagmi';
import { getCapabilities } from 'wagmi/actions';

/** What `wallet_getCapabilities` answers for one chain (EIP-5792), as far as batching goes. */
interface ChainCapabilities {
  atomic?: { status?: string } | undefined;
  /** The pre-standard form some wallets still answer. */
  atomicBatch?: { supported?: boolean } | undefined;
}

/**
 * Whether a wallet batches calls atomically on a chain: EIP-5792's `atomic` capability reported
 * as `supported` or `ready` (a smart account that upgrades on its first batch), or the older
 * `atomicBatch.supported`. Anything else, including `unsupported`, means one call at a time.
 */
export function supportsAtomicBatch(capabilities: ChainCapabilities | undefined): boolean {
  const status = capabilities?.atomic?.status;
  if (status === 'supported' || status === 'ready') return true;
  return capabilities?.atomicBatch?.supported === true;
}

/**
 * Asks the connected wallet whether it batches atomically on `chainId`. A wallet that does not
 * know `wallet_getCapabilities` (most injected wallets today) answers with an error: no batching.
 */
export async function walletBatchesAtomically(config: Config, chainId: number): Promise<boolean> {
  try {
    const capabilities = await getCapabilities(config, { chainId });
    return supportsAtomicBatch(capabilities);
  } catch (error) {
    console.info('The wallet does not report EIP-5792 capabilities; claims go one by one.', error);
    return false;
  }
}
