import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../src/components/app-link.tsx';
import {
  chainName,
  formatBps,
  formatCount,
  formatDateTime,
  formatToken,
  formatUsd6,
  percentOf,
  shortAddress,
  timeLeft,
} from './format.ts';
import { getJson, type WireCampaign, type WireStats } from './service.ts';

// One campaign as the app's page opens it: the campaign, and its live figures (the stats
// endpoint), the same two requests. Both are asked at once: the id is in the URL, so the figures
// need not wait for the campaign. The page draws on the campaign; the figures fill in.

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-5 dark:border-slate-800">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function KeyFigures({ campaign, stats }: { campaign: WireCampaign; stats: WireStats | undefined }) {
  const figures = stats ?? campaign;
  const token = campaign.rewardToken;
  const { partnerApyBps, protocolApyBps } = figures;
  const left = Math.round(percentOf(figures.rewardsRemaining, campaign.totalRewards));
  return (
    <Section
      title="Key figures"
      aside={<span className="text-xs text-slate-600 dark:text-slate-400">{stats ? 'updated now' : ''}</span>}
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Reward APR">
          <span className="text-lg font-semibold">{partnerApyBps === null ? 'No APR' : formatBps(partnerApyBps)}</span>
        </Fact>
        <Fact label="Protocol APR">{protocolApyBps === null ? 'No data' : formatBps(protocolApyBps)}</Fact>
        <Fact label="Total APR">
          {partnerApyBps === null || protocolApyBps === null
            ? 'Unknown'
            : formatBps(BigInt(partnerApyBps) + BigInt(protocolApyBps))}
        </Fact>
        <Fact label="TVL">{formatUsd6(figures.tvl)}</Fact>
        <Fact label="Participants">{formatCount(figures.participants)}</Fact>
        <Fact label="Rewards paid out">{formatToken(figures.rewardsDistributed, token)}</Fact>
        <Fact label="Rewards left">{formatToken(figures.rewardsRemaining, token)}</Fact>
        <Fact label="Total rewards">{formatToken(campaign.totalRewards, token)}</Fact>
      </dl>
      <div className="mt-4">
        <div
          role="progressbar"
          aria-label="Rewards remaining"
          aria-valuenow={left}
          className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-brand-500" style={{ width: `${String(left)}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{left}% of the budget left</p>
      </div>
    </Section>
  );
}

function Page({ campaign, stats }: { campaign: WireCampaign; stats: WireStats | undefined }) {
  const token = campaign.rewardToken;
  const id = `${String(campaign.id.chainId)}:${String(campaign.id.campaignIndex)}`;
  const target = campaign.target.symbol ?? campaign.target.address ?? '';
  const end = campaign.endTime === undefined ? 'open-ended' : `ends ${formatDateTime(campaign.endTime)}`;
  const fundings = [...campaign.fundingHistory].sort((a, b) => a.fundedAt.localeCompare(b.fundedAt));
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <AppLink to="/" className="self-start text-sm text-brand-700 underline dark:text-brand-300">
          ← All campaigns
        </AppLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-bold">
            {token.symbol} rewards on {target}
          </h1>
          <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800 ring-1 ring-emerald-300 ring-inset">
            {campaign.status}
          </span>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {campaign.target.protocol ?? 'Unknown protocol'} · positions on {chainName(campaign.eventChainId)} · rewards
          paid in {token.symbol} on {chainName(campaign.id.chainId)} · campaign {id}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Starts {formatDateTime(campaign.startTime)} · {end} · {timeLeft(campaign.endTime)}
        </p>
      </header>
      <KeyFigures campaign={campaign} stats={stats} />
      <Section title="Your position">
        <p className="text-sm">Connect a wallet, or enter an address, to see a position in this campaign.</p>
      </Section>
      <Section title="Rules">
        <dl className="flex flex-col gap-3">
          {Object.keys(campaign.modes).map((mode) => (
            <div key={mode}>
              <dt className="text-sm font-semibold">{mode}</dt>
              <dd className="text-sm text-slate-700 dark:text-slate-300">{JSON.stringify(campaign.modes[mode])}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Budget and schedule">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Reward token">
            {token.symbol} <span className="block">{shortAddress(token.address)}</span>
          </Fact>
          <Fact label="Start">{formatDateTime(campaign.startTime)}</Fact>
          <Fact label="End">{campaign.endTime === undefined ? 'Open-ended' : formatDateTime(campaign.endTime)}</Fact>
          <Fact label="Expected to run out">
            {campaign.estimatedEndDate === undefined ? 'Not estimated yet' : formatDateTime(campaign.estimatedEndDate)}
          </Fact>
          <Fact label="Funded until">
            {campaign.fundedUntil === undefined ? 'Not funded yet' : formatDateTime(campaign.fundedUntil)}
          </Fact>
        </dl>
      </Section>
      <Section title="Target">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact label="Kind">{campaign.target.tokenStandard}</Fact>
          <Fact label="Chain">{chainName(campaign.target.chainId)}</Fact>
          <Fact label="Symbol">{target}</Fact>
          {campaign.target.address !== undefined && (
            <Fact label="Address (vault, pool or token)">{shortAddress(campaign.target.address)}</Fact>
          )}
        </dl>
      </Section>
      <Section title="Funding history">
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {fundings.map((entry) => (
            <li key={`${entry.txHash}-${String(entry.logIndex)}`} className="flex flex-col gap-2 py-3 first:pt-0">
              <p className="text-sm">
                <span className="font-medium">{formatDateTime(entry.fundedAt)}</span>{' '}
                <span className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
                  Block {formatCount(entry.blockNumber)}
                </span>
              </p>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                <Fact label="Total">{formatToken(entry.totalAmount, token)}</Fact>
                <Fact label="Net">{formatToken(entry.netAmount, token)}</Fact>
                <Fact label="Fee">{formatToken(entry.feeAmount, token)}</Fact>
                <Fact label="Referral pool">{formatToken(entry.referralAmount, token)}</Fact>
                <Fact label="New budget">{formatToken(entry.newTotalRewards, token)}</Fact>
                <Fact label="Funder">{shortAddress(entry.funder)}</Fact>
                <Fact label="Transaction">{shortAddress(entry.txHash)}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}

export function CampaignDetail() {
  const { campaignId = '' } = useParams();
  const campaign = useQuery({
    queryKey: ['campaign', campaignId],
    queryFn: ({ signal }) => getJson<WireCampaign>(`/campaigns/${campaignId}`, signal),
  });
  const stats = useQuery({
    queryKey: ['campaign', campaignId, 'stats'],
    queryFn: ({ signal }) => getJson<WireStats>(`/campaigns/${campaignId}/stats`, signal),
  });
  if (campaign.data === undefined) {
    return (
      <p role="status" className="text-sm">
        {campaign.error === null ? 'Loading the campaign' : 'The campaign could not be loaded'}
      </p>
    );
  }
  return <Page campaign={campaign.data} stats={stats.data} />;
}
