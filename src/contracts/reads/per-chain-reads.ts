// What the two chain-read hooks share: ids grouped by reward chain, one query per chain (its steps
// are in chain-steps.ts, loaded when a read starts) and one combined answer for the screen.
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { supportedChains } from '../../config/chains.ts';
import { appConfig } from '../../config/env.ts';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type { ChainGroup, ChainReadValues } from './chain-read-types.ts';

let steps: Promise<typeof import('./chain-steps.ts')> | undefined;

/**
 * The read steps (viem's multicall encoding: one file of about 35 KiB gzip, see vite.config.ts),
 * loaded once. The screens start loading them while the browser is idle, before the first answer
 * arrives, so evaluating the code never lands in the task that draws an answer; a failed load is
 * tried again on the next read.
 */
export function chainSteps(): Promise<typeof import('./chain-steps.ts')> {
  steps ??= import('./chain-steps.ts').catch((error: unknown) => {
    steps = undefined;
    throw error;
  });
  return steps;
}

function loadChainStepsWhenIdle(): () => void {
  return whenIdle(() => {
    chainSteps().catch((error: unknown) => {
      console.warn('The chain reads could not be loaded yet; they are tried again when a read starts.', error);
    });
  });
}

/** Groups ids by chain in chain order; chains without a manager or not supported read nothing. */
function groupByChain(ids: readonly CampaignId[]): ChainGroup[] {
  const byChain = new Map<number, Set<number>>();
  for (const { chainId, campaignIndex } of ids) {
    let indexes = byChain.get(chainId);
    if (indexes === undefined) byChain.set(chainId, (indexes = new Set()));
    indexes.add(campaignIndex);
  }
  const groups: ChainGroup[] = [];
  for (const [chainId, indexes] of [...byChain].sort(([a], [b]) => a - b)) {
    const manager = appConfig.managerAddresses[chainId];
    if (manager === undefined || !supportedChains.some((chain) => chain.id === chainId)) continue;
    groups.push({ chainId, manager, campaignIndexes: [...indexes].sort((a, b) => a - b) });
  }
  return groups;
}

/** One reward chain's read, for the combined answer. */
interface ChainQuery<T> {
  data: ChainReadValues<T> | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The combined answer of every chain: a lookup by id plus whether anything is missing. */
interface PerChainAnswer<T> {
  valueOf: (id: CampaignId) => T | null | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * Runs `read` once per readable chain of `ids` (none while `account` is unknown) and combines the
 * answers, so answers that arrive together render once. Ids of chains the build cannot read are
 * null; ids of a chain still reading or whose read failed are undefined.
 */
export function usePerChainReads<T>(
  account: Address | undefined,
  ids: readonly CampaignId[],
  queryKeyOf: (group: ChainGroup, account: Address) => readonly unknown[],
  read: (queryClient: QueryClient, group: ChainGroup, account: Address) => Promise<ChainReadValues<T>>,
): PerChainAnswer<T> {
  const queryClient = useQueryClient();
  useEffect(loadChainStepsWhenIdle, []);
  // Callers pass a fresh array each render; the ids as text keep the groups (and keys) stable.
  const idsText = ids.map(({ chainId, campaignIndex }) => `${String(chainId)}:${String(campaignIndex)}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- idsText is what `ids` says
  const groups = useMemo(() => groupByChain(ids), [idsText]);

  const combine = useCallback(
    (results: ChainQuery<T>[]): PerChainAnswer<T> => {
      if (account === undefined) return { valueOf: () => undefined, pending: false, failed: false };
      const byChain = new Map(groups.map((group, position) => [group.chainId, results[position]]));
      return {
        valueOf: ({ chainId, campaignIndex }) => {
          if (!byChain.has(chainId)) return null;
          const result = byChain.get(chainId);
          if (result === undefined || result.isError) return undefined;
          return result.data?.values[campaignIndex];
        },
        pending: results.some((result) => result.isPending),
        failed: results.some((result) => result.isError || (result.data?.failures.length ?? 0) > 0),
      };
    },
    [account, groups],
  );

  return useQueries({
    // Nothing is read for nobody: without an account there is no query at all.
    queries:
      account === undefined
        ? []
        : groups.map((group) => ({
            queryKey: queryKeyOf(group, account),
            queryFn: () => read(queryClient, group, account),
          })),
    combine,
  });
}
