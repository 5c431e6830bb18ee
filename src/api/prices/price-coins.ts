import { toAddress, type Address } from '../../domain/address.ts';

// The price source names a token `<chain>:<address>`, its chains by name (DefiLlama's coins API).
// The chains we serve are mapped here, once; any other chain (the local anvil chains) is named
// `chain-<id>`, which the mock's source answers and a public source simply does not price.

/** A token on a chain: what a price is asked for. */
export interface TokenRef {
  chainId: number;
  address: Address;
}

/** The chain's gas token, as the price source names it: the zero address on that chain. */
export const NATIVE_TOKEN: Address = '0x0000000000000000000000000000000000000000';

const CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'ethereum',
  10: 'optimism',
  8453: 'base',
  42161: 'arbitrum',
};

function chainName(chainId: number): string {
  return CHAIN_NAMES[chainId] ?? `chain-${String(chainId)}`;
}

/** `ethereum:0xa0b8…eb48`: the token's id at the price source. */
export function coinId(token: TokenRef): string {
  return `${chainName(token.chainId)}:${toAddress(token.address)}`;
}

const coinIdPattern = /^([a-z0-9-]+):(0x[0-9a-fA-F]{40})$/;

/** The token a coin id names, or null for a malformed id or a chain we do not name. */
export function parseCoinId(id: string): TokenRef | null {
  const match = coinIdPattern.exec(id);
  if (match === null) return null;
  const [, chain = '', address = ''] = match;
  const known = Object.entries(CHAIN_NAMES).find(([, name]) => name === chain);
  const local = /^chain-([1-9]\d{0,9})$/.exec(chain);
  const chainId = known !== undefined ? Number(known[0]) : local !== null ? Number(local[1]) : undefined;
  return chainId === undefined ? null : { chainId, address: toAddress(address) };
}

/** A token at a moment: what a past value is asked for (a claim's block time, in seconds). */
export interface HistoricalPriceRequest extends TokenRef {
  timestamp: number;
}

/** The key a historical price is filed under: coin id and second. */
export function historicalPriceKey(request: HistoricalPriceRequest): string {
  return `${coinId(request)}@${String(request.timestamp)}`;
}
