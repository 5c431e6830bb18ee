// The chain reads themselves, loaded by the hooks with a dynamic import inside their query
// functions: viem's client, ABI coding and keccak stay out of the screens' first load.
import { createClient, http, type Client, type Transport } from 'viem';
import { multicall } from 'viem/actions';
import { chainName, supportedChains } from '../../config/chains.ts';
import { appConfig } from '../../config/env.ts';
import { toAddress, type Address } from '../../domain/address.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { campaignAbi } from '../campaign-abi.ts';
import { managerAbi } from '../manager-abi.ts';
import { referralDistributorAbi } from '../referral-distributor-abi.ts';
import type { ChainReadValues, PayoutChainState, RewardChainState } from './chain-read-types.ts';

/**
 * Calldata bytes per `aggregate3` call: about 110 of our one-word reads. A wallet with hundreds of
 * campaigns is read in a few calls, each far below the gas and response limits public RPCs set
 * for `eth_call`; the http transport sends the chunks of one read in one JSON-RPC batch.
 */
const MULTICALL_BATCH_BYTES = 4_096;

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const clients = new Map<number, Client>();

/**
 * The read-only client of a supported chain, made on first use: the build's RPC URL for it, or
 * the chain's public default. No retries of its own; React Query retries the whole read.
 */
export function readClientOf(chainId: number): Client {
  let client = clients.get(chainId);
  if (client === undefined) {
    const chain = supportedChains.find((candidate) => candidate.id === chainId);
    if (chain === undefined) throw new Error(`Chain ${String(chainId)} is not one this app reads.`);
    const transport: Transport = http(appConfig.rpcUrls[chainId], { batch: true, retryCount: 0 });
    client = createClient({ chain, transport });
    clients.set(chainId, client);
  }
  return client;
}

type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error: Error };

/**
 * Collects per-index results; throws when nothing answered (the RPC is down or has no
 * Multicall3), so the query fails and retries instead of showing a chain of unknowns.
 */
function collect<T>(
  chainId: number,
  indexes: readonly number[],
  read: (index: number, position: number) => { value: T | null } | { error: string },
): ChainReadValues<T> {
  const values: Record<number, T | null> = {};
  const failures: string[] = [];
  for (const [position, index] of indexes.entries()) {
    const outcome = read(index, position);
    if ('error' in outcome)
      failures.push(`campaign ${formatCampaignId({ chainId, campaignIndex: index })}: ${outcome.error}`);
    else values[index] = outcome.value;
  }
  if (indexes.length > 0 && failures.length === indexes.length) {
    throw new Error(`Could not read ${chainName(chainId)}: ${failures[0] ?? ''}`);
  }
  return { values, failures: failures.slice(0, 5) };
}

function failureText(result: CallResult | undefined): string {
  if (result === undefined) return 'no answer';
  return result.status === 'failure' ? (result.error.message.split('\n')[0] ?? 'failed') : 'answered';
}

/** A returned address, lowercase; the zero address (nothing created) is null. */
function addressOrNull(value: unknown): Address | null {
  const address = toAddress(String(value));
  return address === ZERO_ADDRESS ? null : address;
}

/**
 * The manager's campaign clones (`campaigns(i)`) or referral distributors
 * (`referralDistributors(i)`) for `indexes`, in one multicall.
 */
export async function readManagerAddresses(
  chainId: number,
  manager: Address,
  functionName: 'campaigns' | 'referralDistributors',
  indexes: readonly number[],
): Promise<ChainReadValues<Address>> {
  const results = await multicall(readClientOf(chainId), {
    contracts: indexes.map((index) => ({ address: manager, abi: managerAbi, functionName, args: [BigInt(index)] })),
    allowFailure: true,
    batchSize: MULTICALL_BATCH_BYTES,
  });
  return collect<Address>(chainId, indexes, (_index, position) => {
    const result = results[position];
    if (result?.status !== 'success') return { error: failureText(result) };
    return { value: addressOrNull(result.result) };
  });
}

/** The indexes that have a contract, with it. */
function existing(
  addresses: Readonly<Record<number, Address | null>>,
  indexes: readonly number[],
): [index: number, address: Address][] {
  const found: [number, Address][] = [];
  for (const index of indexes) {
    const address = addresses[index];
    if (typeof address === 'string') found.push([index, address]);
  }
  return found;
}

/** The three reads of each clone (null where there is no clone), in one multicall. */
export async function readClaimed(
  chainId: number,
  clones: Readonly<Record<number, Address | null>>,
  user: Address,
  indexes: readonly number[],
): Promise<ChainReadValues<RewardChainState>> {
  const withClone = existing(clones, indexes);
  // The deadline's two parts travel with `claimed(user)`: a screen showing what was paid also
  // shows until when the rest can be claimed, with no request of its own.
  const results =
    withClone.length === 0
      ? []
      : await multicall(readClientOf(chainId), {
          contracts: withClone.flatMap(([, address]) => [
            { address, abi: campaignAbi, functionName: 'claimed' as const, args: [user] as const },
            { address, abi: campaignAbi, functionName: 'endTime' as const },
            { address, abi: campaignAbi, functionName: 'claimExpiryDuration' as const },
          ]),
          allowFailure: true,
          batchSize: MULTICALL_BATCH_BYTES,
        });
  const positionOf = new Map(withClone.map(([index], position) => [index, position * 3]));
  const readable = indexes.filter((index) => clones[index] !== undefined);
  return collect<RewardChainState>(chainId, readable, (index) => {
    const at = positionOf.get(index);
    if (clones[index] === null || at === undefined) return { value: null };
    const [claimed, endTime, expiry] = [results[at], results[at + 1], results[at + 2]];
    if (claimed?.status !== 'success') return { error: failureText(claimed) };
    if (endTime?.status !== 'success') return { error: failureText(endTime) };
    if (expiry?.status !== 'success') return { error: failureText(expiry) };
    return {
      value: {
        claimed: claimed.result,
        endTime: endTime.result,
        claimExpiryDuration: expiry.result,
      },
    };
  });
}

/** Both reads of each distributor (null where there is none), in one multicall. */
export async function readPayoutChainStates(
  chainId: number,
  distributors: Readonly<Record<number, Address | null>>,
  referrer: Address,
  indexes: readonly number[],
): Promise<ChainReadValues<PayoutChainState>> {
  const withDistributor = existing(distributors, indexes);
  const results =
    withDistributor.length === 0
      ? []
      : await multicall(readClientOf(chainId), {
          contracts: withDistributor.flatMap(([, address]) => {
            return [
              { address, abi: referralDistributorAbi, functionName: 'claimed' as const, args: [referrer] as const },
              { address, abi: referralDistributorAbi, functionName: 'claimWindowEnd' as const },
            ];
          }),
          allowFailure: true,
          batchSize: MULTICALL_BATCH_BYTES,
        });
  const positionOf = new Map(withDistributor.map(([index], position) => [index, position * 2]));
  const readable = indexes.filter((index) => distributors[index] !== undefined);
  return collect<PayoutChainState>(chainId, readable, (index) => {
    const distributor = distributors[index];
    const at = positionOf.get(index);
    if (distributor === null || distributor === undefined || at === undefined) return { value: null };
    const claimed = results[at];
    const windowEnd = results[at + 1];
    if (claimed?.status !== 'success') return { error: failureText(claimed) };
    if (windowEnd?.status !== 'success') return { error: failureText(windowEnd) };
    return { value: { distributor, claimed: claimed.result as boolean, claimWindowEnd: windowEnd.result as bigint } };
  });
}
