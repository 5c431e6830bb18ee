import { useQueries, useQueryClient } from '@tanstack/react-query';
import { supportedChains } from '../../../config/chains.ts';
import { appConfig } from '../../../config/env.ts';
import { chainReadKeys } from '../../../contracts/reads/chain-read-keys.ts';
import type { ChainHistory } from '../../../contracts/reads/history-types.ts';
import type { Address } from '../../../domain/address.ts';
import { keptAnswersRestored } from '../../../api/kept-answers-restore.ts';

let reader: Promise<typeof import('../../../contracts/reads/history-read.ts')> | undefined;

/** The log reader (viem's ABI coding), loaded when the first read starts; a failed load is tried again. */
function historyReader(): Promise<typeof import('../../../contracts/reads/history-read.ts')> {
  reader ??= import('../../../contracts/reads/history-read.ts').catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  return reader;
}

/** Every reward chain this build has a manager for, in id order: where claims and payouts are made. */
export function historyChains(): number[] {
  return supportedChains
    .map((chain) => chain.id)
    .filter((chainId) => appConfig.managerAddresses[chainId] !== undefined)
    .sort((a, b) => a - b);
}

/** One chain's read as the screen needs it. */
export interface ChainHistoryState {
  chainId: number;
  history: ChainHistory | undefined;
  pending: boolean;
  /** The read failed (and there is nothing kept to show). */
  error: Error | null;
  /** A later read failed while an earlier one is shown: why, in its first line. */
  refreshFailed: boolean;
  refreshError: string;
  retrying: boolean;
  retry: () => void;
}

/**
 * A wallet's history on every reward chain, one query per chain, kept between visits under
 * `chainReadKeys.history`. Each read continues the kept one (history-read.ts asks only for the
 * blocks after it), so a return visit shows the kept rows at once and then adds what is new.
 */
export function useWalletHistory(user: Address | undefined): ChainHistoryState[] {
  const queryClient = useQueryClient();
  const chains = historyChains();
  return useQueries({
    queries:
      user === undefined
        ? []
        : chains.map((chainId) => ({
            queryKey: chainReadKeys.history(chainId, user),
            queryFn: async (): Promise<ChainHistory> => {
              const manager = appConfig.managerAddresses[chainId];
              if (manager === undefined) throw new Error(`No manager contract on chain ${String(chainId)}`);
              // The kept read of the last visit, once restored: without it, this reads every block again.
              await keptAnswersRestored(queryClient);
              const previous = queryClient.getQueryData<ChainHistory>(chainReadKeys.history(chainId, user));
              const { readChainHistory } = await historyReader();
              return readChainHistory(
                { chainId, manager, user, startBlock: appConfig.managerStartBlocks[chainId] ?? 0 },
                previous,
              );
            },
          })),
    combine: (results) =>
      results.map((result, index) => ({
        chainId: chains[index] ?? 0,
        history: result.data,
        pending: result.isPending,
        error: result.data === undefined ? result.error : null,
        refreshFailed: result.data !== undefined && result.isError,
        refreshError: result.error?.message.split('\n')[0] ?? '',
        retrying: result.isFetching,
        retry: () => {
          void result.refetch();
        },
      })),
  });
}
