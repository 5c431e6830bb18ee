// Safe{Wallet} names each chain by a short prefix in its addresses and URLs (EIP-3770). Only
// chains Safe{Wallet} serves are here; a chain without one (the local anvil chains) has no link.
const SAFE_CHAIN_PREFIXES: Readonly<Record<number, string>> = {
  1: 'eth',
  10: 'oeth',
  56: 'bnb',
  100: 'gno',
  137: 'matic',
  8453: 'base',
  42161: 'arb1',
  43114: 'avax',
  59144: 'linea',
  534352: 'scr',
  11155111: 'sep',
  84532: 'basesep',
};

/** The EIP-3770 prefix Safe{Wallet} uses for `chainId`, if it serves that chain. */
function safeChainPrefix(chainId: number): string | undefined {
  return SAFE_CHAIN_PREFIXES[chainId];
}

/**
 * The Safe{Wallet} address that opens this app for the Safe at `safeAddress` on `chainId`; undefined
 * for a chain Safe{Wallet} does not serve. The Safe may not exist at that address there: a Safe's
 * address is the same on another chain only if it was deployed there with the same setup.
 */
export function safeAppLink(chainId: number, safeAddress: string, appUrl: string): string | undefined {
  const prefix = safeChainPrefix(chainId);
  if (prefix === undefined) return undefined;
  const query = new URLSearchParams({ safe: `${prefix}:${safeAddress}`, appUrl });
  return `https://app.safe.global/apps/open?${query.toString()}`;
}
