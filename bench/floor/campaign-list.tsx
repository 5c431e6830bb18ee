import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo } from 'react';
import { AppLink } from '../../src/components/app-link.tsx';
import { chainName, formatAmount, formatBps, formatCount, formatUsd6, percentOf, timeLeft } from './format.ts';
import { getJson, idText, PAGE_SIZE, type WireCampaign, type WirePage } from './service.ts';

// The landing as the app opens it: live campaigns (the default status filter), best APR first.
// The service has no APR order, so, as the app does, every page of the filtered list is read,
// one request at a time, 100 rows each. As the app does too, the first page's cards are drawn in
// the service's order as soon as it is in, and the first 20 ranked once every page is read.

const FIRST_PAGE_CARDS = 20;
const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';
const toggleClass =
  'rounded-lg border px-2.5 py-2 sm:px-3 text-sm font-medium border-slate-300 dark:border-slate-700 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-900';
const cardClass =
  'relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-4 dark:border-slate-800';

const collator = new Intl.Collator('en', { numeric: true });
const nameOf = (campaign: WireCampaign) =>
  `${campaign.rewardToken.symbol} rewards on ${campaign.target.symbol ?? campaign.target.address ?? ''}`;

/** APR highest first, no APR last, ties by name as people count ("mUSDC-9" before "mUSDC-81"). */
function rankByApr(campaigns: readonly WireCampaign[]): WireCampaign[] {
  const apr = (campaign: WireCampaign) =>
    campaign.partnerApyBps === null ? Number.NEGATIVE_INFINITY : Number(campaign.partnerApyBps);
  return [...campaigns].sort((a, b) => apr(b) - apr(a) || collator.compare(nameOf(a), nameOf(b)));
}

const CampaignCard = memo(function CampaignCard({ campaign }: { campaign: WireCampaign }) {
  const id = idText(campaign.id);
  const token = campaign.rewardToken;
  const remaining = percentOf(campaign.rewardsRemaining, campaign.totalRewards);
  const { partnerApyBps, protocolApyBps } = campaign;
  return (
    <article className={`${cardClass} focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300`}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800 ring-1 ring-emerald-300 ring-inset">
          Active
        </span>
        <span className="text-right text-xs leading-5 text-slate-600 dark:text-slate-400">
          {timeLeft(campaign.endTime ?? campaign.estimatedEndDate)}
        </span>
      </div>
      <div>
        <h3 className="text-lg leading-7 font-semibold wrap-anywhere">
          <AppLink
            to={`/campaigns/${id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {nameOf(campaign)}
            <span className="sr-only">, campaign {id}</span>
          </AppLink>
        </h3>
        <p className="text-sm leading-5 wrap-anywhere text-slate-700 dark:text-slate-300">
          {campaign.target.protocol ?? 'Unknown protocol'} · positions on {chainName(campaign.eventChainId)}
        </p>
        <p className="text-xs leading-4 wrap-anywhere text-slate-600 dark:text-slate-400">
          Paid on {chainName(campaign.id.chainId)} · #{id}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="col-span-2">
          <dt className="text-xs leading-4 text-slate-600 dark:text-slate-400">APR</dt>
          <dd className="text-sm leading-5 wrap-anywhere">
            <span className="font-semibold">{partnerApyBps === null ? 'No APR' : formatBps(partnerApyBps)}</span>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {protocolApyBps === null ? 'No protocol APR data' : `+ ${formatBps(protocolApyBps)} protocol`}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs leading-4 text-slate-600 dark:text-slate-400">TVL</dt>
          <dd className="text-sm leading-5 font-semibold">{formatUsd6(campaign.tvl, true)}</dd>
        </div>
        <div>
          <dt className="text-xs leading-4 text-slate-600 dark:text-slate-400">Participants</dt>
          <dd className="text-sm leading-5 font-semibold">{formatCount(campaign.participants)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col gap-1">
        <p className="flex items-baseline justify-between gap-2 text-xs leading-4 text-slate-600 dark:text-slate-400">
          Rewards remaining
        </p>
        <p className="text-sm leading-5 font-medium wrap-anywhere">
          {formatAmount(campaign.rewardsRemaining, token.decimals, 2)} of{' '}
          {formatAmount(campaign.totalRewards, token.decimals, 2)} {token.symbol}
        </p>
        <div
          role="progressbar"
          aria-label={`Rewards remaining, ${token.symbol}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(remaining)}
          className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-brand-500" style={{ width: `${String(remaining)}%` }} />
        </div>
      </div>
    </article>
  );
});

export function CampaignList() {
  const query = useInfiniteQuery({
    queryKey: ['campaigns', 'active'],
    queryFn: ({ pageParam, signal }) =>
      getJson<WirePage<WireCampaign>>(
        `/campaigns?limit=${String(PAGE_SIZE)}&offset=${String(pageParam)}&status=active`,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastOffset) =>
      lastOffset + PAGE_SIZE < last.total ? lastOffset + PAGE_SIZE : undefined,
  });
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  // One page after the other, until the last.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [data, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const campaigns = useMemo(() => data?.pages.flatMap((page) => page.data), [data]);
  const complete = data !== undefined && !hasNextPage;
  const cards = useMemo(
    () =>
      campaigns === undefined ? undefined : (complete ? rankByApr(campaigns) : campaigns).slice(0, FIRST_PAGE_CARDS),
    [campaigns, complete],
  );
  const read = campaigns?.length ?? 0;
  const total = data?.pages.at(-1)?.total ?? 0;
  return (
    <section aria-labelledby="campaigns-heading">
      <h1 id="campaigns-heading" className="text-2xl font-bold">
        Campaigns
      </h1>
      <p className="mt-2 hidden text-slate-600 sm:block dark:text-slate-400">
        Incentive campaigns across every reward chain. Hold a position on a campaign’s target to earn its rewards.
      </p>
      <div className="mt-6 flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-2 sm:gap-3">
          <div className="min-w-40 basis-full sm:min-w-72 sm:flex-1 sm:basis-auto">
            <input
              type="search"
              aria-label="Search campaigns"
              placeholder="Token, protocol, address or id"
              className={controlClass}
            />
          </div>
          <button type="button" className={toggleClass}>
            Filters (1)
          </button>
          <div className="min-w-40 flex-1 sm:flex-none">
            <select aria-label="Sort by" className={controlClass} defaultValue="apr">
              <option value="apr">APR, highest first</option>
            </select>
          </div>
          <div role="group" aria-label="View" className="flex gap-1">
            <button type="button" aria-pressed={true} className={toggleClass}>
              Cards
            </button>
            <button type="button" aria-pressed={false} className={toggleClass}>
              Table
            </button>
          </div>
          <button type="button" aria-pressed={false} className={toggleClass}>
            Watchlist
          </button>
        </div>
        <p className="flex min-h-6 flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">Filtered by:</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800">Status: Active</span>
        </p>
        <div className="flex min-h-10 flex-col gap-1">
          <p className="min-h-5 text-sm leading-5 font-medium">
            {cards === undefined
              ? ''
              : complete
                ? `Showing 1–${String(cards.length)} of ${formatCount(total)} campaigns.`
                : `Showing 1–${String(cards.length)} of ${formatCount(read)} read so far, in the service’s order.`}
          </p>
          <p className="text-xs leading-4 text-slate-600 dark:text-slate-400">
            {cards === undefined
              ? ''
              : complete
                ? `Ranked all ${formatCount(total)} campaigns of these filters.`
                : `Ranking: read ${formatCount(read)} of ${formatCount(total)} campaigns…`}
          </p>
        </div>
        {cards === undefined ? (
          <p role="status" className="text-sm">
            {query.error === null ? 'Loading campaigns' : 'Campaigns could not be loaded'}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((campaign) => (
              <CampaignCard key={idText(campaign.id)} campaign={campaign} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
