import type { RewardToken } from '../../api/schemas/campaign.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import type { UsdTotal, UsdValue } from '../../domain/usd-value.ts';

/** What one address has earned in one reward token on one reward chain, over its campaigns. */
export interface RewardTotal {
  chainId: number;
  rewardToken: RewardToken;
  accumulated: bigint;
  claimable: bigint;
  /** Already paid out; undefined while any of its campaigns' payments is unknown. */
  paid: bigint | undefined;
  campaigns: number;
  /** Of its campaigns with something claimable, the one whose end comes first, when ends are known. */
  firstEnd?: { reward: UserReward; at: Date };
}

/**
 * Sums rewards per reward chain and token: amounts of different tokens, or of the same symbol on
 * different chains, are different money and are never added together. Ordered by chain id, then
 * by what is claimable (largest first). `paidOf` says what a campaign has paid (undefined: unknown).
 * `endOf` says when a campaign ends, where known: the first end still ahead of `now` among the
 * campaigns with something claimable is what a person should look at first.
 */
export function totalsByToken(
  rewards: readonly UserReward[],
  paidOf: (reward: UserReward) => bigint | undefined = () => undefined,
  endOf: (reward: UserReward) => Date | undefined = () => undefined,
  now: Date = new Date(),
): RewardTotal[] {
  const totals = new Map<string, RewardTotal>();
  for (const reward of rewards) {
    const key = `${String(reward.id.chainId)}:${reward.rewardToken.address}`;
    const total = totals.get(key) ?? {
      chainId: reward.id.chainId,
      rewardToken: reward.rewardToken,
      accumulated: 0n,
      claimable: 0n,
      paid: 0n,
      campaigns: 0,
    };
    const paid = paidOf(reward);
    total.accumulated += reward.accumulatedRewards;
    total.claimable += reward.claimable;
    total.paid = total.paid === undefined || paid === undefined ? undefined : total.paid + paid;
    total.campaigns += 1;
    const end = reward.claimable > 0n ? endOf(reward) : undefined;
    if (end !== undefined && end > now && (total.firstEnd === undefined || end < total.firstEnd.at))
      total.firstEnd = { reward, at: end };
    totals.set(key, total);
  }
  return [...totals.values()].sort(
    (a, b) => a.chainId - b.chainId || (a.claimable === b.claimable ? 0 : a.claimable > b.claimable ? -1 : 1),
  );
}

/**
 * The figure a total shows: "…" while asking, and "—" rather than $0 when every token with
 * something to claim is unpriced (a $0 total would read as worthless, not unknown).
 */
export function shownTotal(total: UsdTotal): UsdValue | null | undefined {
  if (total.pending) return undefined;
  return total.unpriced > 0 && total.total.digits === 0n ? null : total.total;
}
