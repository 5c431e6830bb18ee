import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../src/components/app-link.tsx';
import { chainName, formatCount, formatDateTime, formatToken } from './format.ts';
import { TokenAvatar, ViewAsForm } from './parts.tsx';
import { getJson, idText, type WireReferralProof, type WireReferralStat, type WireToken } from './service.ts';

// The referral center as the app opens it for an address (`?address=`): the referrer's stats, then
// the proof of the payout with the latest claim window (for when amounts were published), the
// same two requests. Then a summary per token and chain and the payouts in four groups (claimable
// now, estimated, final but not claimable, paid), at most 50 rows each, as the app draws them.

const ROWS_PER_GROUP = 50;

type Group = 'claimable' | 'estimated' | 'waiting' | 'paid';

function groupOf(stat: WireReferralStat, now: string): Group {
  if (stat.claimedAt !== null || stat.claimTxHash !== null) return 'paid';
  if (stat.status === 'estimated') return 'estimated';
  const open = stat.claimWindowEnd !== null && stat.claimWindowEnd >= now;
  return stat.amount !== null && BigInt(stat.amount) > 0n && open ? 'claimable' : 'waiting';
}

function groupStats(stats: readonly WireReferralStat[]): Record<Group, WireReferralStat[]> {
  const now = new Date().toISOString();
  const groups: Record<Group, WireReferralStat[]> = { claimable: [], estimated: [], waiting: [], paid: [] };
  for (const stat of stats) groups[groupOf(stat, now)].push(stat);
  groups.claimable.sort((a, b) => (a.claimWindowEnd ?? '').localeCompare(b.claimWindowEnd ?? ''));
  groups.paid.sort((a, b) => (b.claimedAt ?? '').localeCompare(a.claimedAt ?? ''));
  return groups;
}

interface Total {
  chainId: number;
  token: WireToken;
  estimated: bigint;
  final: bigint;
  paid: bigint;
}

function totalsOf(stats: readonly WireReferralStat[]): Total[] {
  const totals = new Map<string, Total>();
  for (const stat of stats) {
    const key = `${String(stat.id.chainId)}:${stat.rewardToken.address}`;
    const total = totals.get(key) ?? {
      chainId: stat.id.chainId,
      token: stat.rewardToken,
      estimated: 0n,
      final: 0n,
      paid: 0n,
    };
    const amount = BigInt(stat.amount ?? '0');
    if (stat.claimedAt !== null || stat.claimTxHash !== null) total.paid += amount;
    else if (stat.status === 'estimated') total.estimated += amount;
    else total.final += amount;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => a.chainId - b.chainId);
}

/** The payout with the latest claim window: its proof dates the published amounts. */
function newestPublished(stats: readonly WireReferralStat[]): WireReferralStat | undefined {
  return stats.reduce<WireReferralStat | undefined>(
    (latest, stat) =>
      stat.claimWindowEnd !== null && (latest?.claimWindowEnd == null || stat.claimWindowEnd > latest.claimWindowEnd)
        ? stat
        : latest,
    undefined,
  );
}

const PayoutCard = memo(function PayoutCard({ stat, group }: { stat: WireReferralStat; group: Group }) {
  const id = idText(stat.id);
  const amount = stat.amount === null ? 'not known yet' : formatToken(stat.amount, stat.rewardToken);
  return (
    <li className="flex flex-col gap-2 py-3 [contain-intrinsic-size:auto_8rem] [content-visibility:auto]">
      <div className="min-w-0">
        <AppLink to={`/campaigns/${id}`} className="font-medium text-brand-700 underline dark:text-brand-300">
          {stat.rewardToken.symbol} rewards, campaign {id}
        </AppLink>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{chainName(stat.id.chainId)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {group !== 'claimable' && (
          <div className="contents">
            <dt className="text-slate-600 dark:text-slate-400">Referees</dt>
            <dd className="min-w-0 text-right break-words tabular-nums">{formatCount(stat.refereeCount)}</dd>
          </div>
        )}
        <div className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{group === 'estimated' ? 'Estimated' : 'Payout'}</dt>
          <dd className="min-w-0 text-right break-words tabular-nums">{amount}</dd>
        </div>
        {group === 'claimable' && stat.claimWindowEnd !== null && (
          <div className="contents">
            <dt className="text-slate-600 dark:text-slate-400">Window</dt>
            <dd className="min-w-0 text-right break-words">until {formatDateTime(stat.claimWindowEnd)}</dd>
          </div>
        )}
        {group === 'paid' && (
          <div className="contents">
            <dt className="text-slate-600 dark:text-slate-400">When</dt>
            <dd className="min-w-0 text-right break-words">
              {stat.claimedAt === null ? '' : formatDateTime(stat.claimedAt)}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
});

const GROUP_TITLES: Record<Group, string> = {
  claimable: 'Claimable now',
  estimated: 'Estimated',
  waiting: 'Final, not claimable',
  paid: 'Paid',
};

function Payouts({ stats, publishedAt }: { stats: readonly WireReferralStat[]; publishedAt: string | undefined }) {
  const groups = useMemo(() => groupStats(stats), [stats]);
  const totals = useMemo(() => totalsOf(stats), [stats]);
  const most = Math.max(0, ...stats.map((stat) => stat.refereeCount));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="referral-summary" className="flex flex-col gap-3">
        <div>
          <h3 id="referral-summary" className="font-semibold">
            Summary
          </h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {publishedAt === undefined
              ? 'Checking when amounts were published…'
              : `Published ${formatDateTime(publishedAt)}`}
          </p>
        </div>
        <p className="text-sm">
          Referees counted in {formatCount(stats.length)} campaigns, up to {formatCount(most)} in one.
        </p>
        <ul className="flex flex-col gap-2">
          {totals.map((total) => (
            <li
              key={`${String(total.chainId)}:${total.token.address}`}
              className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800"
            >
              <p className="flex items-center gap-2 font-semibold">
                <TokenAvatar address={total.token.address} symbol={total.token.symbol} />
                {total.token.symbol} on {chainName(total.chainId)}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="text-slate-600 dark:text-slate-400">Estimated</dt>
                <dd className="text-right tabular-nums">{formatToken(total.estimated.toString(), total.token)}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Final, not paid</dt>
                <dd className="text-right tabular-nums">{formatToken(total.final.toString(), total.token)}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Paid</dt>
                <dd className="text-right tabular-nums">{formatToken(total.paid.toString(), total.token)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      {(Object.keys(GROUP_TITLES) as Group[])
        .filter((group) => group === 'claimable' || groups[group].length > 0)
        .map((group) => (
          <section key={group} aria-labelledby={`payouts-${group}`} className="flex flex-col gap-3">
            <h3 id={`payouts-${group}`} className="font-semibold">
              {GROUP_TITLES[group]} ({formatCount(groups[group].length)})
            </h3>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {groups[group].slice(0, ROWS_PER_GROUP).map((stat) => (
                <PayoutCard key={idText(stat.id)} stat={stat} group={group} />
              ))}
            </ul>
            {groups[group].length > ROWS_PER_GROUP && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Rows 1–{ROWS_PER_GROUP} of {formatCount(groups[group].length)}
              </p>
            )}
          </section>
        ))}
    </div>
  );
}

export function Referrals() {
  const [params] = useSearchParams();
  const address = (params.get('address') ?? '').toLowerCase();
  const stats = useQuery({
    queryKey: ['referral-stats', address],
    queryFn: ({ signal }) =>
      getJson<WireReferralStat[] | { data: WireReferralStat[] }>(`/referrals/stats/${address}`, signal),
    select: (answer) => (Array.isArray(answer) ? answer : answer.data),
  });
  const newest = stats.data === undefined ? undefined : newestPublished(stats.data);
  const proof = useQuery({
    queryKey: ['referral-proof', newest === undefined ? '' : idText(newest.id), address],
    queryFn: ({ signal }) =>
      getJson<WireReferralProof>(
        `/referrals/proofs/${newest === undefined ? '' : idText(newest.id)}/${address}`,
        signal,
      ),
    enabled: newest !== undefined,
  });
  return (
    <section>
      <h1 className="text-2xl font-bold">Referrals</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        Share a link with your username; wallets that bind to you earn you a share of each campaign’s referral pool.
        Payouts are final once a campaign is finalized and are claimed on its reward chain.
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <AppLink to="/history" className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
          History of claims and payouts
        </AppLink>
      </div>
      <section
        aria-labelledby="earnings-heading"
        className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6 dark:border-slate-800"
      >
        <div>
          <h2 id="earnings-heading" className="text-lg font-semibold">
            Referral earnings
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Referrers share one pool per campaign. A payout is paid once, to the referrer, within its claim window.
          </p>
        </div>
        <ViewAsForm address={address} />
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">Viewing {address} (read-only).</p>
        {stats.data === undefined ? (
          <p role="status" className="min-h-screen text-sm">
            Loading referral earnings
          </p>
        ) : (
          <Payouts stats={stats.data} publishedAt={proof.data?.publishedAt} />
        )}
      </section>
    </section>
  );
}
