import type { MockContext } from '../context.ts';
import { serveChainInPage } from '../chain/chain-transport.ts';
import { EvmChain, type EvmChainState } from '../chain/in-browser/evm-chain.ts';
import { connectWorldToChains } from '../chain/world-publisher.ts';
import { MNEMONIC_ADDRESSES } from '../identity/wallets.ts';
import type { RunningChains } from './chain-rpc-handlers.ts';

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
export async function startDemoChains(options: DemoChainsOptions): Promise<RunningChains> {
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
  const endpoints = chains.flatMap((chain) => {
    const rpcUrl = rpcUrls.get(chain.chainId);
    if (rpcUrl === undefined) return [];
    serveChainInPage(rpcUrl, (request) => chain.request(request));
    return [{ chainId: chain.chainId, rpcUrl }];
  });
  await connectWorldToChains(ctx, endpoints, { resume: resumable });
  return {
    byId: new Map(chains.map((chain) => [chain.chainId, chain])),
    whenSaved: keepSaved(chains, options.save),
  };
}

/**
 * Saves the chains now and after every block; a save that starts while one is written follows
 * it. Returns when a block is saved, so its receipt can wait until a reload would still show it.
 * If this browser cannot save (storage refused), nothing waits: the demo still works, and a reload
 * starts it over, as the warning says.
 */
function keepSaved(
  chains: readonly EvmChain[],
  save: DemoChainsOptions['save'],
): (chainId: number, blockNumber: number) => Promise<void> {
  const savedThrough = new Map<number, number>();
  let canSave = true;
  let waiting: { chainId: number; blockNumber: number; resolve: () => void }[] = [];
  const settleWaiting = (): void => {
    const still = [];
    for (const entry of waiting) {
      if (!canSave || entry.blockNumber <= (savedThrough.get(entry.chainId) ?? -1)) entry.resolve();
      else still.push(entry);
    }
    waiting = still;
  };
  let writing = false;
  let again = false;
  const write = (): void => {
    if (writing) {
      again = true;
      return;
    }
    writing = true;
    const heights = chains.map((chain) => [chain.chainId, chain.blockNumber] as const);
    save(chains.map((chain) => chain.exportState()))
      .then(() => {
        for (const [chainId, height] of heights) savedThrough.set(chainId, height);
      })
      .catch((error: unknown) => {
        canSave = false;
        console.warn('The demo cannot save its chains in this browser: a reload will start it over', error);
      })
      .finally(() => {
        writing = false;
        settleWaiting();
        if (again) {
          again = false;
          write();
        }
      });
  };
  for (const chain of chains) chain.onBlock = write;
  write();
  return (chainId, blockNumber) =>
    new Promise((resolve) => {
      waiting.push({ chainId, blockNumber, resolve });
      settleWaiting();
    });
}
