/**
 * Chains of the fixture world. Rewards are paid only on the three local anvil chains, so every
 * claim and referral payout can be exercised end to end against a real chain; targets (the
 * positions that earn) also live on the public chains those local ones stand in for.
 */
export interface WorldChain {
  chainId: number;
  name: string;
  /** Average block time, used to derive realistic block numbers from fixture times. */
  blockTimeSeconds: number;
  /** Block number at the world origin, so block numbers look like the chain's real height. */
  blockAtOrigin: bigint;
}

/** Reward chains: local anvil chains named after the public chain each stands in for. */
export const REWARD_CHAINS: readonly WorldChain[] = [
  { chainId: 31337, name: 'Local Ethereum', blockTimeSeconds: 12, blockAtOrigin: 21_480_000n },
  { chainId: 31338, name: 'Local Base', blockTimeSeconds: 2, blockAtOrigin: 24_310_000n },
  { chainId: 31339, name: 'Local Arbitrum', blockTimeSeconds: 1, blockAtOrigin: 287_650_000n },
];

/** Public chains that only host targets (event chains); the local ones host targets too. */
const PUBLIC_EVENT_CHAINS: readonly WorldChain[] = [
  { chainId: 1, name: 'Ethereum', blockTimeSeconds: 12, blockAtOrigin: 21_480_000n },
  { chainId: 8453, name: 'Base', blockTimeSeconds: 2, blockAtOrigin: 24_310_000n },
  { chainId: 42161, name: 'Arbitrum One', blockTimeSeconds: 1, blockAtOrigin: 287_650_000n },
];

/** Every event chain of the world: each public chain and every local reward chain. */
export const EVENT_CHAINS: readonly WorldChain[] = [...PUBLIC_EVENT_CHAINS, ...REWARD_CHAINS];

/** The public chain each local reward chain mirrors; its campaigns also target that chain. */
export const PUBLIC_TWIN: Readonly<Record<number, number>> = { 31337: 1, 31338: 8453, 31339: 42161 };

/** Looks up a world chain (reward or event) by id; throws for ids the world never uses. */
function worldChain(chainId: number): WorldChain {
  const chain = EVENT_CHAINS.find((candidate) => candidate.chainId === chainId);
  if (chain === undefined) throw new Error(`Unknown world chain ${String(chainId)}`);
  return chain;
}

/** Block number on `chainId` at a unix time, consistent with its block time. */
export function blockNumberAt(chainId: number, atSeconds: number, originSeconds: number): bigint {
  const chain = worldChain(chainId);
  return chain.blockAtOrigin + BigInt(Math.floor((atSeconds - originSeconds) / chain.blockTimeSeconds));
}
