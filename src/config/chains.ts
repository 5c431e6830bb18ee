import { defineChain, type Chain } from 'viem';
import { arbitrum, base, mainnet, optimism } from 'viem/chains';
import { appConfig, LOCAL_CHAIN_PORTS } from './env.ts';

/** Local anvil chains of the bundled stack; only offered in local mode. */
function localChain(id: number, name: string): Chain {
  const port = LOCAL_CHAIN_PORTS[id] ?? 8545;
  return defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${String(port)}`] } },
    testnet: true,
  });
}

export const localChains: readonly [Chain, ...Chain[]] = [
  localChain(31337, 'Local Ethereum'),
  localChain(31338, 'Local Base'),
  localChain(31339, 'Local Arbitrum'),
];

/** Chains the service pays rewards on in production. */
export const productionChains: readonly [Chain, ...Chain[]] = [mainnet, base, arbitrum, optimism];

/** Every chain the wallet may connect to in this build's mode. */
export const supportedChains: readonly [Chain, ...Chain[]] =
  appConfig.mode === 'local' ? [...localChains, ...productionChains] : productionChains;

const knownChains: readonly Chain[] = [...localChains, ...productionChains];

/** Human name of a chain id, also for event chains the wallet never connects to. */
export function chainName(chainId: number): string {
  return knownChains.find((chain) => chain.id === chainId)?.name ?? `Chain ${String(chainId)}`;
}

/** Block explorer base URL of a chain, when it has one (local chains do not). */
export function explorerUrl(chainId: number): string | undefined {
  return knownChains.find((chain) => chain.id === chainId)?.blockExplorers?.default.url;
}
