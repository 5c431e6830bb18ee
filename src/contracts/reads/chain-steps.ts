// The two steps of a chain read, loaded with a dynamic import when the first read starts, so
// neither they nor viem weigh on a screen's first load. Step 1 takes the manager's contract per
// campaign from the cache (kept for good) or one multicall; step 2 reads their state in one more.
import type { QueryClient, StaleTime } from '@tanstack/react-query';
import type { Address } from '../../domain/address.ts';
import { chainReadKeys } from './chain-read-keys.ts';
import type { ChainGroup, ChainReadValues, PayoutChainState, RewardChainState } from './chain-read-types.ts';
import { readClaimed, readPayoutChainStates, readManagerAddresses } from './multicall-reads.ts';

/** A contract once created never moves; an index not created yet (or a failed call) is asked again. */
function lookupStaleTime(query: { state: { data: ChainReadValues<Address> | undefined } }): StaleTime {
  const data = query.state.data;
  if (data === undefined || data.failures.length > 0) return 0;
  // 'static' keeps the lookup even through an invalidation of every chain key.
  return Object.values(data.values).every((address) => address !== null) ? 'static' : 0;
}

/** Step 1: the manager's campaign clones or referral distributors of a chain's ids. */
function lookUp(
  queryClient: QueryClient,
  { chainId, manager, campaignIndexes }: ChainGroup,
  functionName: 'campaigns' | 'referralDistributors',
): Promise<ChainReadValues<Address>> {
  const keyOf = functionName === 'campaigns' ? chainReadKeys.clones : chainReadKeys.distributors;
  return queryClient.query({
    queryKey: keyOf(chainId, campaignIndexes),
    queryFn: () => readManagerAddresses(chainId, manager, functionName, campaignIndexes),
    staleTime: lookupStaleTime,
    gcTime: Infinity,
    // The query reading through this lookup retries as a whole; retrying here too would multiply.
    retry: false,
  });
}

/** A state read that also reports the ids whose contract lookup failed before it. */
function withEarlierFailures<T>(read: ChainReadValues<T>, lookup: ChainReadValues<Address>): ChainReadValues<T> {
  return lookup.failures.length === 0 ? read : { ...read, failures: [...lookup.failures, ...read.failures] };
}

/** `claimed(user)`, `endTime()` and `claimExpiryDuration()` of every campaign clone of a chain's ids. */
export async function readRewardsClaimed(
  queryClient: QueryClient,
  group: ChainGroup,
  user: Address,
): Promise<ChainReadValues<RewardChainState>> {
  const clones = await lookUp(queryClient, group, 'campaigns');
  return withEarlierFailures(await readClaimed(group.chainId, clones.values, user, group.campaignIndexes), clones);
}

/** `claimed(referrer)` and `claimWindowEnd()` of every referral distributor of a chain's ids. */
export async function readPayoutStates(
  queryClient: QueryClient,
  group: ChainGroup,
  referrer: Address,
): Promise<ChainReadValues<PayoutChainState>> {
  const distributors = await lookUp(queryClient, group, 'referralDistributors');
  const states = await readPayoutChainStates(group.chainId, distributors.values, referrer, group.campaignIndexes);
  return withEarlierFailures(states, distributors);
}
