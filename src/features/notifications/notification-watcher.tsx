import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCampaignNames } from '../../api/campaign-directory.ts';
import { referralStatsQueryOptions } from '../../api/endpoints/get-referral-stats.ts';
import { userRewardsQueryOptions } from '../../api/endpoints/get-user-rewards.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { MAX_PAGE_SIZE } from '../../api/schemas/requests.ts';
import { serviceClockOffsetMs } from '../../api/server-clock.ts';
import { paths } from '../../config/paths.ts';
import { absoluteUrlOf } from '../../config/app-base.ts';
import type { PayoutChainState } from '../../contracts/reads/chain-read-types.ts';
import { usePayoutsOnChain } from '../../contracts/reads/payout-state.ts';
import { useRewardsClaimedOnChain } from '../../contracts/reads/reward-claimed.ts';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { deadlineFromChainSeconds, type ClaimDeadline } from '../../domain/claim-deadline.ts';
import { useWalletSession } from '../../wallet/wallet-session.ts';
import { notificationPermission } from './notification-permission.ts';
import { notificationsToShow, snapshotOf, type ClaimableRow, type NotificationToShow } from './notify-decisions.ts';
import { keepSeenClaimable, readSeenClaimable, readShownNotifications, rememberShown } from './notify-memory.ts';

// Watches the connected wallet while the app is open, once the person has turned notifications
// on (this module loads only then): its rewards and their claim deadlines, and its referral
// payouts and their claim windows, each deadline from the chain. It reads what the rewards screen
// and the referral center read, under the same query keys, so an open screen and the watcher share
// one cache and one request; on its own it reads again every few minutes, also from a background
// tab, which is where a notification helps most.

/** How often the rewards are read again while watching (new amounts are published about hourly). */
const REFETCH_EVERY_MS = 5 * 60_000;
/** How often deadlines are looked at again: one comes within reach as time passes, not by a read. */
const CHECK_EVERY_MS = 60_000;

/** When this page started loading: an answer older than that was kept from an earlier visit. */
const PAGE_STARTED_AT = performance.timeOrigin;

const pageOptions = (user: Address, offset: number) => ({
  ...userRewardsQueryOptions(user, { limit: MAX_PAGE_SIZE, offset }),
  // An answer kept from the last visit may be fresh by the cache's measure and still predate a
  // publication: the watcher reads once as it starts, then every few minutes.
  refetchOnMount: 'always' as const,
  refetchInterval: REFETCH_EVERY_MS,
  refetchIntervalInBackground: true,
});

/** Every page of `user`'s rewards (the rewards screen's own query keys), or undefined until all are read. */
function useWatchedRewards(user: Address): readonly UserReward[] | undefined {
  const [first] = useQueries({ queries: [pageOptions(user, 0)] });
  const total = first.data?.total ?? 0;
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  return useQueries({
    queries: offsets.map((offset) => pageOptions(user, offset)),
    combine: (later) => {
      const pages = [first, ...later];
      // A list that is not whole would read as amounts that vanished, and one kept from the last
      // visit as amounts that never moved: nothing is decided from either.
      if (pages.some((page) => page.isError || page.data === undefined || page.dataUpdatedAt < PAGE_STARTED_AT)) {
        return undefined;
      }
      return pages.flatMap((page) => page.data?.data ?? []);
    },
  });
}

/** A referral payout that can still be claimed, if the chain agrees: final, with an amount. */
interface OpenPayout {
  stat: ReferralStat;
  amount: bigint;
}

/** `user`'s final referral payouts with an amount (the referral center's own query key), read as the rewards are. */
function useWatchedPayouts(user: Address): readonly OpenPayout[] | undefined {
  const stats = useQuery({
    ...referralStatsQueryOptions(user),
    refetchOnMount: 'always',
    refetchInterval: REFETCH_EVERY_MS,
    refetchIntervalInBackground: true,
  });
  // Without the stats (the read failed and says so where the referral center shows it), there are
  // no payouts to watch; rewards are watched all the same.
  if (stats.isError) return [];
  if (stats.data === undefined || stats.dataUpdatedAt < PAGE_STARTED_AT) return undefined;
  return stats.data.data.flatMap((stat) =>
    stat.status === 'final' && stat.amount !== null && stat.amount > 0n ? [{ stat, amount: stat.amount }] : [],
  );
}

/** When the chain stops paying a payout, or null when it already paid or has no window yet. */
function payoutClosesAt(state: PayoutChainState | null | undefined): Date | null {
  if (state == null || state.claimed || state.claimWindowEnd === 0n) return null;
  return deadlineFromChainSeconds(state.claimWindowEnd);
}

/** The service's time, the clock the claim screens (and the local stack's moved clock) run on. */
function serviceNow(): Date {
  return new Date(Date.now() + (serviceClockOffsetMs() ?? 0));
}

function useTick(everyMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setTick((count) => count + 1);
    }, everyMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [everyMs]);
  return tick;
}

/** Shows one notification; false when the browser would not (permission withdrawn, or an error). */
function show(notification: NotificationToShow, open: () => void): boolean {
  if (notificationPermission() !== 'granted') return false;
  try {
    const shown = new window.Notification(notification.title, { body: notification.body, tag: notification.tag });
    shown.addEventListener('click', () => {
      window.focus();
      open();
      shown.close();
    });
    return true;
  } catch (error) {
    // Some browsers (Chrome on Android) only show notifications through a service worker.
    console.error('A notification could not be shown in this browser', error);
    return false;
  }
}

function AddressWatch({ user }: { user: Address }) {
  const navigate = useNavigate();
  const rewards = useWatchedRewards(user);
  const payouts = useWatchedPayouts(user);
  const claimable = (rewards ?? []).filter((reward) => reward.claimable > 0n);
  const ids: CampaignId[] = claimable.map((reward) => reward.id);
  const payoutIds: CampaignId[] = (payouts ?? []).map((payout) => payout.stat.id);
  // The wallet's claimable-only list names every claimable campaign in a request per hundred;
  // payouts' campaigns it does not list are read by id.
  const names = useCampaignNames([...ids, ...payoutIds], { claimableOf: user });
  const chain = useRewardsClaimedOnChain(user, ids);
  const payoutsOnChain = usePayoutsOnChain(user, payoutIds);
  const tick = useTick(CHECK_EVERY_MS);
  const decided = useRef<string | undefined>(undefined);

  // After every render, cheaply: decide only when what is known changed (a new answer, a deadline
  // read, a minute passed), so one answer is never announced twice by a re-render.
  useEffect(() => {
    // Deadlines arrive chain by chain: deciding on each arrival would say "closes soon" once per
    // chain. Everything known first, then one decision.
    if (rewards === undefined || payouts === undefined || names.pending) return;
    if (chain.pending || payoutsOnChain.pending) return;
    const rows: ClaimableRow[] = rewards.map((reward) => ({
      id: reward.id,
      token: reward.rewardToken,
      claimable: reward.claimable,
      campaignName: names.nameOf(reward.id, reward.rewardToken.symbol).full,
    }));
    const origin = window.location.origin;
    const rewardDeadlines: ClaimDeadline[] = claimable.flatMap((reward) => {
      const closesAt = chain.claimDeadlineOf(reward.id);
      if (!(closesAt instanceof Date)) return [];
      // The chain is the authority on what was paid: the service's claimable can lag a claim.
      const paid = chain.claimedOf(reward.id);
      const left =
        typeof paid === 'bigint'
          ? reward.accumulatedRewards > paid
            ? reward.accumulatedRewards - paid
            : 0n
          : undefined;
      const amount = left !== undefined && left < reward.claimable ? left : reward.claimable;
      if (amount === 0n) return [];
      return [
        {
          kind: 'reward' as const,
          id: reward.id,
          user,
          campaignName: names.nameOf(reward.id, reward.rewardToken.symbol).full,
          closesAt,
          claimable: {
            token: reward.rewardToken.address,
            amount,
            symbol: reward.rewardToken.symbol,
            decimals: reward.rewardToken.decimals,
          },
          url: absoluteUrlOf(paths.rewards, origin),
        },
      ];
    });
    const payoutDeadlines: ClaimDeadline[] = payouts.flatMap(({ stat, amount }) => {
      const closesAt = payoutClosesAt(payoutsOnChain.stateOf(stat.id));
      if (closesAt === null) return [];
      return [
        {
          kind: 'payout' as const,
          id: stat.id,
          user,
          campaignName: names.nameOf(stat.id, stat.rewardToken.symbol).full,
          closesAt,
          claimable: {
            token: stat.rewardToken.address,
            amount,
            symbol: stat.rewardToken.symbol,
            decimals: stat.rewardToken.decimals,
          },
          url: absoluteUrlOf(paths.referrals, origin),
        },
      ];
    });
    const deadlines = [...rewardDeadlines, ...payoutDeadlines];
    const signature = JSON.stringify([
      tick,
      rows.map((row) => [row.id, row.token.address, row.claimable.toString()]),
      deadlines.map((deadline) => [deadline.kind, deadline.id, deadline.closesAt.getTime()]),
    ]);
    if (decided.current === signature) return;
    decided.current = signature;

    const notifications = notificationsToShow({
      user,
      previous: readSeenClaimable(user),
      current: rows,
      deadlines,
      now: serviceNow(),
      notified: readShownNotifications(),
    });
    for (const notification of notifications) {
      const shown = show(notification, () => {
        void navigate(paths[notification.opens]);
      });
      if (shown) rememberShown(notification.keys);
    }
    keepSeenClaimable(user, snapshotOf(rows));
  });

  return null;
}

/** Watches the connected wallet for notifications; mounted only when the person turned them on. */
export function NotificationWatcher() {
  const session = useWalletSession();
  const user = session.isConnected && !session.reconnecting ? session.address : undefined;
  if (user === undefined || notificationPermission() !== 'granted') return null;
  return <AddressWatch key={user} user={user} />;
}
