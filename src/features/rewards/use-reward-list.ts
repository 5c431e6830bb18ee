import { useQueries } from '@tanstack/react-query';
import { userRewardsQueryOptions } from '../../api/endpoints/get-user-rewards.ts';
import type { UserReward, UserRewardList } from '../../api/schemas/rewards.ts';
import { MAX_PAGE_SIZE } from '../../api/schemas/requests.ts';
import type { Address } from '../../domain/address.ts';

/** Every reward of a wallet, as one list however many service pages it took. */
export interface RewardList {
  /** Every row, in the service's order; undefined until every page has answered. */
  rewards: readonly UserReward[] | undefined;
  /** Rows of any page that could not be read (left out, and said so). */
  rejected: UserRewardList['rejected'];
  /** The first page's failure, or a later page's: the list is not whole, so it is not shown. */
  error: unknown;
  isFetching: boolean;
  /** Reads again the pages that failed (or every page, when none did). */
  refetch: () => Promise<unknown>;
}

const pageOptions = (address: Address | undefined, offset: number) =>
  userRewardsQueryOptions(address, { limit: MAX_PAGE_SIZE, offset });

/**
 * Reads every page of `address`'s rewards (the service's largest page is 100): the first, then
 * every later one at once, since the first says how many there are. Answers that arrive together
 * are combined together, so the screen renders once per batch, not once per page. The summary,
 * filters, order, CSV and Claim everything then cover the whole wallet, not one page of it.
 */
export function useRewardList(address: Address | undefined): RewardList {
  const [first] = useQueries({ queries: [pageOptions(address, 0)] });
  const total = first.data?.total ?? 0;
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  // The combined list is structurally shared with the last one, so rows that did not change keep
  // their identity and their memoised rendering.
  return useQueries({
    queries: offsets.map((offset) => pageOptions(address, offset)),
    combine: (later) => {
      const pages = [first.data, ...later.map((result) => result.data)];
      const failed = [first, ...later].filter((result) => result.isError);
      return {
        rewards: pages.every((page) => page !== undefined) ? pages.flatMap((page) => page.data) : undefined,
        rejected: pages.flatMap((page) => page?.rejected ?? []),
        error: failed[0]?.error ?? undefined,
        isFetching: [first, ...later].some((result) => result.isFetching),
        refetch: () =>
          failed.length > 0
            ? Promise.all(failed.map((result) => result.refetch()))
            : Promise.all([first, ...later].map((result) => result.refetch())),
      };
    },
  });
}
