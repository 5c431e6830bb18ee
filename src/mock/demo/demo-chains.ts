import type { MockContext } from '../context.ts';
import { serveChainInPage } from '../chain/chain-transport.ts';
import { EvmChain, type EvmChainState } from '../chain/in-browser/evm-chain.ts';
import { connectWorldToChains } from '../chain/world-publisher.ts';
import { MNEMONIC_ADDRESSES } from '../identity/wallets.ts';

/**
 * The demo's chains: brought back from the last save of this session when there is one, else
 * created and given the whole world by the same deployment the local stack runs on anvil. Either
 * way the world then follows them (clock, new roots, claims), and every mined block is saved.
 */

/** anvil funds the mnemonic's first ten accounts; so does the demo, for the same wallet. */
const FUNDED_ACCOUNTS = MNEMONIC_ADDRESSES.slice(0, 10);

export interface DemoChainsOptions {
  ctx: MockContext;
  /** Each local chain and the URL the app and the mock reach it at. */
  rpcUrls: ReadonlyMap<number, string>;
  /** The chains saved by this session, if any (a read that fails means none). */
  saved: Promise<EvmChainState[] | undefined>;
  /** Called with the chains' state after every block, to be kept for a reload. */
  save: (chains: EvmChainState[]) => Promise<void>;
  /** Told once the chains are set up, with whether they were resumed. */
  onStarting: (resumed: boolean) => void;
}

/** Starts the chains; resolves with them by chain id once the world is on them. */
export async function startDemoChains(options: DemoChainsOptions): Promise<ReadonlyMap<number, EvmChain>> {
  const { ctx, rpcUrls } = options;
  const saved = await options.saved.catch((error: unknown) => {
    console.warn('The demo could not read its saved chains; it deploys them again', error);
    return undefined;
  });
  const chainIds = [...rpcUrls.keys()];
  const resumable = saved?.length === chainIds.length && saved.every((state) => chainIds.includes(state.chainId));
  options.onStarting(resumable);
  const chains = resumable
    ? await Promise.all(saved.map((state) => EvmChain.restore(state)))
    : await Promise.all(chainIds.map((chainId) => EvmChain.create({ chainId, fundedAccounts: FUNDED_ACCOUNTS })));
  for (const chain of chains) {
    const rpcUrl = rpcUrls.get(chain.chainId);
    if (rpcUrl !== undefined) serveChainInPage(rpcUrl, (request) => chain.request(request));
  }
  await connectWorldToChains(
    ctx,
    chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: rpcUrls.get(chain.chainId) ?? '' })),
    { resume: resumable },
  );
  keepSaved(chains, options.save);
  return new Map(chains.map((chain) => [chain.chainId, chain]));
}

/**
 * Saves the chains now and after every block. A save runs at once rather than after a pause, so
 * a claim is kept before the visitor can reload; blocks mined while one is written are kept by
 * the next.
 */
function keepSaved(chains: readonly EvmChain[], save: DemoChainsOptions['save']): void {
  let writing = false;
  let again = false;
  const write = (): void => {
    if (writing) {
      again = true;
      return;
    }
    writing = true;
    save(chains.map((chain) => chain.exportState()))
      .catch((error: unknown) => {
        console.warn('The demo could not save its chains: a reload may lose the latest blocks', error);
      })
      .finally(() => {
        writing = false;
        if (again) {
          again = false;
          write();
        }
      });
  };
  for (const chain of chains) chain.onBlock = write;
  write();
}
