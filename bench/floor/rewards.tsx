import { useQueries, useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../src/components/app-link.tsx';
import { chainName, formatCount, formatDateTime, formatToken } from './format.ts';
import { TokenAvatar, ViewAsForm } from './parts.tsx';
import {
  getJson,
  idText,
  laterOffsets,
  PAGE_SIZE,
  type WireCampaign,
  type WirePage,
  type WireReward,
  type WireToken,
} from './service.ts';

// Rewards as the app opens them for an address (`?address=`): every page of its rewards (the
// first, then the rest at once) and, for the names, every page of the campaigns it can claim from
// (the same: first, then the rest), asked side by side as the app asks them. Then the summary per
// token and chain, and the first 50 rows by reward chain, largest claimable first.

const ROWS_PER_PAGE = 50;

const rewardsPage = (address: string) => (offset: number, signal: AbortSignal) =>
  getJson<WirePage<WireReward>>(
    `/users/${address}/rewards?limit=${String(PAGE_SIZE)}&offset=${String(offset)}`,
    signal,
  );
const claimablePage = (address: string) => (offset: number, signal: AbortSignal) =>
  getJson<WirePage<WireCampaign>>(
    `/campaigns?claimableOnly=true&includeForwarderTargets=true&limit=${String(PAGE_SIZE)}&offset=${String(offset)}&userAddress=${address}`,
    signal,
  );

/** Every page of a list: the first, then every later one at once; undefined until all are in. */
function useEveryPage<T>(
  key: readonly string[],
  read: (offset: number, signal: AbortSignal) => Promise<WirePage<T>>,
): T[] | undefined {
  const first = useQuery({ queryKey: [...key, 0], queryFn: ({ signal }) => read(0, signal) });
  return useQueries({
    queries: laterOffsets(first.data?.total ?? 0).map((offset) => ({
      queryKey: [...key, offset],
      queryFn: ({ signal }: { signal: AbortSignal }) => read(offset, signal),
    })),
    combine: (later) => {
      const pages = [first.data, ...later.map((result) => result.data)];
      return pages.every((page) => page !== undefined) ? pages.flatMap((page) => page.data) : undefined;
    },
  });
}

interface Total {
  chainId: number;
  token: WireToken;
  claimable: bigint;
  accumulated: bigint;
  campaigns: number;
  firstEnd: { name: string; at: string } | undefined;
}

function totalsOf(rewards: readonly WireReward[], names: ReadonlyMap<string, WireCampaign>): Total[] {
  const totals = new Map<string, Total>();
  for (const reward of rewards) {
    const key = `${String(reward.id.chainId)}:${reward.rewardToken.address}`;
    const total = totals.get(key) ?? {
      chainId: reward.id.chainId,
      token: reward.rewardToken,
      claimable: 0n,
      accumulated: 0n,
      campaigns: 0,
      firstEnd: undefined,
    };
    total.claimable += BigInt(reward.claimable);
    total.accumulated += BigInt(reward.accumulatedRewards);
    total.campaigns += 1;
    const campaign = names.get(idText(reward.id));
    if (campaign?.endTime !== undefined && (total.firstEnd === undefined || campaign.endTime < total.firstEnd.at))
      total.firstEnd = { name: nameOf(reward, names), at: campaign.endTime };
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => a.chainId - b.chainId);
}

function nameOf(reward: WireReward, names: ReadonlyMap<string, WireCampaign>): string {
  const campaign = names.get(idText(reward.id));
  return campaign === undefined
    ? `${reward.rewardToken.symbol} rewards, campaign ${idText(reward.id)}`
    : `${campaign.rewardToken.symbol} rewards on ${campaign.target.symbol ?? campaign.target.address ?? ''}`;
}

/** Largest claimable first (token units, as sent), ties by id. */
function byClaimable(a: WireReward, b: WireReward): number {
  const [x, y] = [BigInt(a.claimable), BigInt(b.claimable)];
  return x === y ? idText(a.id).localeCompare(idText(b.id)) : x > y ? -1 : 1;
}

const RewardCard = memo(function RewardCard({ reward, name }: { reward: WireReward; name: string }) {
  const id = idText(reward.id);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 [contain-intrinsic-size:auto_9rem] [content-visibility:auto]">
      <div className="flex gap-2">
        <TokenAvatar address={reward.rewardToken.address} symbol={reward.rewardToken.symbol} />
        <div className="min-w-0">
          <AppLink
            to={`/campaigns/${id}`}
            className="font-medium break-words text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {name}
            <span className="sr-only">, campaign {id}</span>
          </AppLink>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {chainName(reward.id.chainId)} · paid in {reward.rewardToken.symbol}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Claimable now</dt>
        <dd className="text-right font-semibold break-all tabular-nums">
          {formatToken(reward.claimable, reward.rewardToken)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Earned in all</dt>
        <dd className="text-right break-all tabular-nums">
          {formatToken(reward.accumulatedRewards, reward.rewardToken)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Already paid</dt>
        <dd className="text-right break-all tabular-nums">unknown</dd>
        <dt className="text-slate-600 dark:text-slate-400">Claim by</dt>
        <dd className="text-right">unknown</dd>
      </dl>
    </li>
  );
});

function Overview({ rewards, names }: { rewards: readonly WireReward[]; names: ReadonlyMap<string, WireCampaign> }) {
  const totals = useMemo(() => totalsOf(rewards, names), [rewards, names]);
  // Screen order: by reward chain, largest claimable first within one; the first page of it.
  const groups = useMemo(() => {
    const ordered = [...rewards].sort((a, b) => a.id.chainId - b.id.chainId || byClaimable(a, b));
    const byChain = new Map<number, WireReward[]>();
    for (const reward of ordered.slice(0, ROWS_PER_PAGE)) {
      const rows = byChain.get(reward.id.chainId) ?? [];
      rows.push(reward);
      byChain.set(reward.id.chainId, rows);
    }
    return [...byChain.entries()];
  }, [rewards]);
  const count = (chainId: number) => rewards.filter((reward) => reward.id.chainId === chainId).length;
  return (
    <>
      <section aria-labelledby="reward-summary" className="flex flex-col gap-2">
        <h2 id="reward-summary" className="text-lg font-semibold">
          Summary
        </h2>
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-surface dark:divide-slate-800 dark:border-slate-800">
          {totals.map((total) => (
            <li
              key={`${String(total.chainId)}:${total.token.address}`}
              className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <TokenAvatar address={total.token.address} symbol={total.token.symbol} />
                <span className="min-w-0">
                  <span className="font-semibold">{total.token.symbol}</span> on {chainName(total.chainId)}
                </span>
              </span>
              <dl className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1">
                <div className="flex flex-wrap items-baseline gap-x-1.5">
                  <dt className="text-slate-600 dark:text-slate-400">Claimable now</dt>
                  <dd className="font-semibold break-all tabular-nums">
                    {formatToken(total.claimable.toString(), total.token)}
                  </dd>
                </div>
                <div className="flex items-baseline gap-1.5 text-xs">
                  <dt className="text-slate-600 dark:text-slate-400">Earned in all</dt>
                  <dd className="break-all tabular-nums">{formatToken(total.accumulated.toString(), total.token)}</dd>
                </div>
                <div className="flex items-baseline gap-1.5 text-xs">
                  <dt className="text-slate-600 dark:text-slate-400">Already paid</dt>
                  <dd className="break-all tabular-nums">unknown</dd>
                </div>
              </dl>
              <span className="min-w-0 text-xs text-slate-600 dark:text-slate-400">
                Over {formatCount(total.campaigns)} campaigns
                {total.firstEnd !== undefined &&
                  ` · ends first: ${total.firstEnd.name}, ${formatDateTime(total.firstEnd.at)}`}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reward-campaigns" className="flex flex-col gap-3">
        <h2 id="reward-campaigns" className="text-lg font-semibold">
          By campaign
        </h2>
        <p className="text-sm">
          {formatCount(rewards.length)} campaigns; rows 1–{Math.min(ROWS_PER_PAGE, rewards.length)} below.
        </p>
        {groups.map(([chainId, rows]) => (
          <section
            key={chainId}
            className="rounded-2xl border border-slate-200 bg-surface dark:border-slate-800"
            aria-label={chainName(chainId)}
          >
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
              <h3 className="flex items-center gap-2 font-semibold">
                {chainName(chainId)}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                  · {formatCount(count(chainId))} campaigns
                </span>
              </h3>
            </div>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((reward) => (
                <RewardCard key={idText(reward.id)} reward={reward} name={nameOf(reward, names)} />
              ))}
            </ul>
          </section>
        ))}
      </section>
    </>
  );
}

export function Rewards() {
  const [params] = useSearchParams();
  const address = (params.get('address') ?? '').toLowerCase();
  const rewards = useEveryPage(['rewards', address], rewardsPage(address));
  const claimable = useEveryPage(['claimable', address], claimablePage(address));
  const names = useMemo(
    () => new Map((claimable ?? []).map((campaign) => [idText(campaign.id), campaign])),
    [claimable],
  );
  return (
    <section>
      <h1 className="text-2xl font-bold">Rewards</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        What a wallet has earned in every campaign, on every reward chain. Claims go to the manager contract on the
        campaign’s reward chain and pay the wallet that earned.
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <AppLink to="/history" className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
          History of claims and payouts
        </AppLink>
      </div>
      <div className="mt-6 flex flex-col gap-5">
        <ViewAsForm address={address} />
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">Viewing {address} (read-only).</p>
        {rewards === undefined ? (
          <p role="status" className="text-sm">
            Loading rewards
          </p>
        ) : (
          <Overview rewards={rewards} names={names} />
        )}
      </div>
    </section>
  );
}
