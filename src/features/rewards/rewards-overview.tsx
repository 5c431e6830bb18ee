import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.tsx';
import { readCampaignNames, useCampaignNames } from '../../api/campaign-directory.ts';
import { claimKeys, rewardKeys } from '../../api/query-keys.ts';
import { useRefetchWhile } from '../../api/use-refetch-while.ts';
import { coinId, type TokenRef } from '../../api/prices/price-coins.ts';
import { useTokenPrices, type TokenPrices } from '../../api/prices/use-token-prices.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { BackgroundRender } from '../../components/background-render.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { chainName } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import { absoluteUrlOf } from '../../config/app-base.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import { closingWithin, deadlineState } from '../../domain/closing-soon.ts';
import { campaignFallbackName } from '../../domain/campaign-name.ts';
import { totalUsd } from '../../domain/usd-value.ts';
import { formatCount } from '../../lib/format.ts';
import { RewardGroup, type RenderClaim, type RenderClaimAll } from './reward-group.tsx';
import {
  applyRewardView,
  claimableUsd,
  groupByRewardChain,
  notClaimableYet,
  readRewardView,
  rewardsCsv,
  writeRewardView,
  type PaidRow,
  type RewardRow,
  type RewardView,
} from './reward-rows.ts';
import { totalsByToken, type RewardTotal } from './reward-totals.ts';
import { RewardViewControls } from './reward-view-controls.tsx';
import { ClosingSoonPanel } from './closing-soon-panel.tsx';
import {
  RewardsSummary,
  type RenderAddToCalendar,
  type RenderClaimEverything,
  type SummaryDollars,
} from './rewards-summary.tsx';
import { useServiceNow } from './use-service-now.ts';
import { usePaidAmounts } from './use-paid-amounts.ts';

/**
 * Rows drawn at once: the DOM stays small for a wallet with hundreds of campaigns, while the
 * summary, filters, order, CSV and Claim everything cover every row.
 */
const ROWS_PER_PAGE = 50;

export interface RewardsOverviewProps {
  address: Address;
  /** Every reward of the address (all of the service's pages). */
  rewards: readonly UserReward[];
  /** The connected wallet when the rewards are its own: only then is a claim offered. */
  claimFor: Address | undefined;
  /** A connected wallet viewing another address: it may claim for that address (and pay the gas). */
  canClaimForViewed: boolean;
  renderClaim: RenderClaim;
  renderClaimAll: RenderClaimAll | undefined;
  renderClaimEverything: RenderClaimEverything | undefined;
  renderAddToCalendar: RenderAddToCalendar | undefined;
}

/**
 * Rows in screen order: by reward chain, then in the view's order (or where they already are).
 * Under "closes soonest" the chain with the soonest deadline comes first, under "value" the chain
 * with the most valuable row.
 */
function screenOrder(
  rows: readonly RewardRow[],
  view: RewardView,
  placed: readonly CampaignIdText[] | undefined,
  now: Date,
) {
  return groupByRewardChain(
    applyRewardView(rows, view, placed, now),
    view.sort === 'closes' || view.sort === 'value' ? 'first-row' : 'by-id',
  ).flatMap((group) => group.rows);
}

const tokenOf = (reward: UserReward): TokenRef => ({ chainId: reward.id.chainId, address: reward.rewardToken.address });

/** A row with what its claimable amount is worth, when the build shows dollar values. */
function withUsd<Row extends PaidRow>(row: Row, prices: TokenPrices): Row {
  if (!prices.enabled) return row;
  const { claimable, rewardToken } = row.reward;
  return { ...row, usd: claimableUsd(claimable, rewardToken.decimals, prices.priceOf(tokenOf(row.reward))) };
}

/**
 * The summary's dollars: each token line's claimable value, and their sum, which is "Claimable
 * now" over the very amounts the rows show (bounded by what the chain and this browser's sends
 * say is paid, expired claims left out), so the total always agrees with the rows.
 */
function summaryDollars(totals: readonly RewardTotal[], prices: TokenPrices): SummaryDollars {
  const valueOf = (total: RewardTotal) =>
    claimableUsd(
      total.claimable,
      total.rewardToken.decimals,
      prices.priceOf({ chainId: total.chainId, address: total.rewardToken.address }),
    );
  const lines = totals.map((total) => ({
    token: coinId({ chainId: total.chainId, address: total.rewardToken.address }),
    ...valueOf(total),
  }));
  const times = lines.flatMap((line) => (line.value != null && line.pricedAt !== undefined ? [line.pricedAt] : []));
  return {
    valueOf,
    claimableNow: totalUsd(lines),
    pricedAt: times.length === 0 ? undefined : Math.min(...times),
    error: prices.error,
  };
}

/** A link back to where a campaign's reward is claimed, absolute for a calendar file. */
function claimUrlOf(id: CampaignId): string {
  return absoluteUrlOf(paths.campaignDetail(id));
}

/** The summary, then the rewards by reward chain with their filters, order, CSV export and pages. */
export function RewardsOverview({
  address,
  rewards: serviceRewards,
  claimFor,
  canClaimForViewed,
  renderClaim,
  renderClaimAll,
  renderClaimEverything,
  renderAddToCalendar,
}: RewardsOverviewProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // Deadlines are the chain's: "now" is the service's clock, which the chains keep too.
  const now = useServiceNow(60_000);
  const [params, setParams] = useSearchParams();
  // Prices for the distinct tokens of the rows, one request per chain, however many rows there are.
  const tokens = useMemo(() => serviceRewards.map(tokenOf), [serviceRewards]);
  const prices = useTokenPrices(tokens);
  const { view, problems } = readRewardView(params, { byValue: prices.enabled });
  const setView = (patch: Partial<RewardView>) => {
    setParams((current) => writeRewardView(current, { ...view, ...patch }), { replace: true });
  };
  const paid = usePaidAmounts(address, serviceRewards);
  useRefetchWhile(paid.catchingUp, [rewardKeys.listsOf(address), claimKeys.all]);
  const paidRows = paid.rows;
  const rewards = paidRows.map((row) => row.reward);

  // Rows keep the places they have on screen while the view stays the same: a claimed row stays
  // where the person clicked it, marked paid, instead of sorting to the bottom of its group.
  const [placed, setPlaced] = useState<{ key: string; ids: readonly CampaignIdText[] }>();
  const [pageAt, setPageAt] = useState<{ key: string; page: number }>();
  const baseKey = [address, view.chainId, view.claimableOnly, view.sort].join('|');
  // Which rows are in view decides which names are read. Rows on screen keep their places, so the
  // last order says which rows those are; before any order, the order by amounts does.
  const pageOf = (key: string) => (pageAt?.key === key ? pageAt.page : 1);
  const idOf = new Map(rewards.map((reward) => [formatCampaignId(reward.id), reward.id]));
  const lastOrder =
    placed?.key.startsWith(`${baseKey}|`) === true
      ? placed.ids
      : screenOrder(
          paidRows.map((row) =>
            withUsd({ ...row, name: campaignFallbackName(row.reward.id, row.reward.rewardToken.symbol) }, prices),
          ),
          view,
          undefined,
          now,
        ).map((row) => formatCampaignId(row.reward.id));
  const lastPage = pageOf(placed?.key ?? '');
  const idsInView = lastOrder
    .slice((lastPage - 1) * ROWS_PER_PAGE, lastPage * ROWS_PER_PAGE)
    .flatMap((text) => idOf.get(text) ?? []);
  // What closes within 14 days is named on top, whatever page it is on.
  const closingIds = paidRows
    .filter((row) => row.reward.claimable > 0n && deadlineState(row.closesAt, now) === 'closing-soon')
    .map((row) => row.reward.id);
  // Sorting by name needs every name; otherwise only the rows in view are named one by one (the
  // claimable ones come named by the claimable list).
  const names = useCampaignNames(
    view.sort === 'name' ? rewards.map((reward) => reward.id) : [...idsInView, ...closingIds],
    { claimableOf: address },
  );
  // Under "name", the order waits for every name and then settles once, so rows never move under
  // the pointer while names arrive one by one.
  const naming = view.sort === 'name' && names.pending;
  // Under "closes soonest" the same: the order waits for the chains' deadlines, else the rows
  // would keep the places they had before the deadlines were known (a link opened with
  // ?sort=closes would show them unsorted).
  const readingDeadlines = view.sort === 'closes' && paid.pending;
  // Under "value" the same while prices are asked; if they could not be read, the order stays by
  // what is claimable, and says so.
  const pricing = view.sort === 'value' && prices.pending;
  const unpricedSort = view.sort === 'value' && !prices.pending && prices.error !== null;
  const shownView: RewardView =
    naming || readingDeadlines || pricing || unpricedSort ? { ...view, sort: 'claimable' } : view;
  const viewKey = `${baseKey}|${shownView.sort}`;
  const rows: RewardRow[] = paidRows.map((row) =>
    withUsd({ ...row, name: names.nameOf(row.reward.id, row.reward.rewardToken.symbol) }, prices),
  );
  const ordered = screenOrder(rows, shownView, placed?.key === viewKey ? placed.ids : undefined, now);
  const orderedIds = ordered.map((row) => formatCampaignId(row.reward.id));
  if (placed?.key !== viewKey || placed.ids.join() !== orderedIds.join()) {
    // Adjusting state while rendering (React's pattern for state derived from props): the order
    // settles in the same pass, with no effect and no flash of the old order. React discards what
    // this pass would draw and draws again at once, so the rest (totals, deadlines, groups of
    // every row) is not worked out for nothing: for 300 rows, on every answer that moves a row.
    setPlaced({ key: viewKey, ids: orderedIds });
    return null;
  }
  const pages = Math.max(1, Math.ceil(ordered.length / ROWS_PER_PAGE));
  const page = Math.min(pageOf(viewKey), pages);
  const onPage = (next: number) => {
    setPageAt({ key: viewKey, page: next });
  };
  const inView = ordered.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  // Under "closes soonest" and "value", the chain holding the first row comes first.
  const chainOrder = shownView.sort === 'closes' || shownView.sort === 'value' ? 'first-row' : 'by-id';
  // The screen names the rows in view and the claimable ones; the file names every row, reading the
  // names still missing on the click (a row paid in full and never scrolled to has none yet).
  const csv = async () => {
    const isNamed = (row: RewardRow) => names.campaigns.has(formatCampaignId(row.reward.id));
    const read = await readCampaignNames(
      queryClient,
      ordered.filter((row) => !isNamed(row)).map((row) => row.reward.id),
    );
    const named = ordered.map((row) =>
      isNamed(row) ? row : { ...row, name: read.nameOf(row.reward.id, row.reward.rewardToken.symbol) },
    );
    return { text: rewardsCsv(named, chainName), shortfall: read.shortfall };
  };
  const groups = groupByRewardChain(inView, chainOrder);
  const chainRows = groupByRewardChain(ordered, chainOrder);
  const chains = [...new Set(rewards.map((reward) => reward.id.chainId))].sort((a, b) => a - b);
  if (view.chainId !== undefined && !chains.includes(view.chainId)) chains.push(view.chainId);
  const filtered = view.chainId !== undefined || view.claimableOnly;
  const total = rewards.length;
  const paidOf = new Map(rows.map((row) => [formatCampaignId(row.reward.id), row.paid]));
  // A claim past its expiry is not claimable, whatever the service still lists: the summary's
  // "Claimable now" leaves it out, and says so below.
  const expiredClaims = rows.filter(
    (row) => row.reward.claimable > 0n && deadlineState(row.closesAt, now) === 'expired',
  );
  const expiredIds = new Set(expiredClaims.map((row) => formatCampaignId(row.reward.id)));
  const totalsInput = rewards.map((reward) =>
    expiredIds.has(formatCampaignId(reward.id)) ? { ...reward, claimable: 0n } : reward,
  );
  const deadlines = claimDeadlines(rows, address, claimUrlOf);
  const closing = closingWithin(deadlines, now);
  const openDeadlines = deadlines.filter((deadline) => deadline.closesAt > now && deadline.claimable.amount > 0n);
  // Expired rows cannot be claimed: they do not make a claim button appear.
  const claimableRewards = rows
    .filter((row) => deadlineState(row.closesAt, now) !== 'expired')
    .map((row) => row.reward);
  const claimAs =
    claimFor !== undefined
      ? { user: claimFor, forOther: false }
      : canClaimForViewed
        ? { user: address, forOther: true }
        : undefined;
  const closingCount = closing.length;
  const openCount = openDeadlines.length;
  const shownCount = formatCount(ordered.length);
  const firstRow = formatCount((page - 1) * ROWS_PER_PAGE + 1);
  const lastRow = formatCount((page - 1) * ROWS_PER_PAGE + inView.length);
  // One sentence per case (filtered or not, one page or several), so a translation can order its words.
  const countSentence = filtered
    ? pages > 1
      ? t`${shownCount} of ${plural(total, { one: '# campaign', other: '# campaigns' })} shown; rows ${firstRow}–${lastRow} below.`
      : t`${shownCount} of ${plural(total, { one: '# campaign', other: '# campaigns' })} shown.`
    : pages > 1
      ? t`${plural(total, { one: '# campaign', other: '# campaigns' })}; rows ${firstRow}–${lastRow} below.`
      : t`${plural(total, { one: '# campaign', other: '# campaigns' })}.`;
  const totals = totalsByToken(
    totalsInput,
    (reward) => paidOf.get(formatCampaignId(reward.id)),
    (reward) => names.campaigns.get(formatCampaignId(reward.id))?.endTime,
  );
  const named = formatCount(names.named);
  const expiredCount = expiredClaims.length;
  // Said once for every row that shows it, rather than in each.
  const someNotYet = rows.some((row) => notClaimableYet(row) !== undefined);
  const catchingUp = paid.catchingUp;
  return (
    <>
      {/* The summary first: what the wallet can claim now, in dollars over every token. */}
      <RewardsSummary
        totals={totals}
        dollars={prices.enabled ? summaryDollars(totals, prices) : undefined}
        nameOf={(reward) => names.nameOf(reward.id, reward.rewardToken.symbol).title}
        endsPending={names.pending}
        publishedAt={paid.publishedAt}
        checkingPublished={paid.proofsPending}
        checking={paid.pending}
        claimEverything={claimAs === undefined ? null : renderClaimEverything?.(claimableRewards, claimAs)}
      />
      <ClosingSoonPanel
        closing={closing}
        noun="claim"
        now={now}
        claimClosing={
          claimAs === undefined
            ? null
            : renderClaimEverything?.(
                claimableRewards.filter((reward) => closing.some((entry) => sameCampaign(entry.id, reward.id))),
                {
                  ...claimAs,
                  only: closing.map((entry) => entry.id),
                  label: t`${plural(closingCount, { one: 'Claim the # closing soon', other: 'Claim the # closing soon' })}`,
                },
              )
        }
        addToCalendar={renderAddToCalendar?.(closing, {
          label: closing.length === 1 ? t`Add this deadline to calendar` : t`Add these deadlines to calendar`,
          fileName: `claims-closing-soon-${address}`,
        })}
      />
      <section aria-labelledby="reward-campaigns" className="flex flex-col gap-3">
        <h2 id="reward-campaigns" className="text-lg font-semibold">
          <Trans>By campaign</Trans>
        </h2>
        <RewardViewControls
          view={view}
          setView={setView}
          chains={chains}
          csv={csv}
          csvFilename={`rewards-${address}.csv`}
          byValue={prices.enabled}
          addToCalendar={
            openDeadlines.length === 0
              ? null
              : renderAddToCalendar?.(openDeadlines, {
                  label: t`${plural(openCount, {
                    one: 'Add all # deadlines to calendar',
                    other: 'Add all # deadlines to calendar',
                  })}`,
                  fileName: `claim-deadlines-${address}`,
                })
          }
        />
        {problems.length > 0 && (
          <ul role="status" className="text-sm text-amber-800 dark:text-amber-200">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <p className="text-sm" aria-live="polite">
          {countSentence}{' '}
          {prices.enabled ? (
            <Trans>
              Amounts are in each campaign’s reward token, with what is claimable now in dollars beside it; sorting by
              an amount compares numbers of tokens, sorting by value compares dollars.
            </Trans>
          ) : (
            <Trans>
              Amounts are in each campaign’s reward token; sorting compares numbers of tokens, not their value.
            </Trans>
          )}
          {names.failed && (
            <>
              {' '}
              <Trans>Some campaign names could not be loaded, so those rows show their ids.</Trans>
            </>
          )}
        </p>
        {someNotYet && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              What is not claimable yet was earned after the last published proof, which comes about every hour, or is
              held by the campaign’s cliff; each campaign’s page says which.
            </Trans>
          </p>
        )}
        {naming && (
          <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
            {t`${plural(total, {
              one: `Naming ${named} of # campaigns… The order by name follows once every name is in.`,
              other: `Naming ${named} of # campaigns… The order by name follows once every name is in.`,
            })}`}
          </p>
        )}
        {pricing && (
          <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
            <Trans>Reading prices… The order by value follows once they are in.</Trans>
          </p>
        )}
        {unpricedSort && (
          <p role="status" className="text-xs text-amber-800 dark:text-amber-200">
            <Trans>Prices could not be read, so rewards are sorted by what is claimable, not by value.</Trans>
          </p>
        )}
        {expiredCount > 0 && (
          <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
            {t`${plural(expiredCount, {
              1: 'One claim has expired: the chain no longer pays it, so the summary does not count it as claimable.',
              other:
                '# claims have expired: the chain no longer pays them, so the summary does not count them as claimable.',
            })}`}
          </p>
        )}
        {catchingUp > 0 && (
          <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
            {t`${plural(catchingUp, {
              1: 'One claim mined from this browser is not in the service’s figures yet; amounts here follow the chain while the service catches up.',
              other:
                '# claims mined from this browser are not in the service’s figures yet; amounts here follow the chain while the service catches up.',
            })}`}
          </p>
        )}
        {ordered.length === 0 ? (
          <EmptyState
            title={t`No rewards match these filters`}
            actions={
              <AppLink
                to={{
                  search: writeRewardView(params, { ...view, chainId: undefined, claimableOnly: false }).toString(),
                }}
                replace
                className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
              >
                <Trans>Show all rewards</Trans>
              </AppLink>
            }
          >
            <Trans>
              No campaign matches the chosen chain and filters.{' '}
              <AppLink to={paths.campaigns} className="underline">
                Browse campaigns
              </AppLink>{' '}
              to earn more.
            </Trans>
          </EmptyState>
        ) : (
          // Answers re-render this screen synchronously (React Query subscribes through
          // useSyncExternalStore), and drawing a page of rows at once blocks a phone for a few
          // hundred ms: the rows are drawn in the background, in slices that yield to input, while
          // the summary and counts update at once.
          <BackgroundRender
            value={{ groups, chainRows, claimFor, renderClaim, renderClaimAll, now, dollars: prices.enabled }}
            render={(view: GroupsView) => <RewardGroups view={view} />}
          />
        )}
        {pages > 1 && (
          <nav aria-label={t`Pages`}>
            <PageButtons page={page} pages={pages} onPage={onPage} />
          </nav>
        )}
      </section>
    </>
  );
}

interface GroupsView {
  /** The rows in view, by reward chain. */
  groups: readonly { chainId: number; rows: RewardRow[] }[];
  /** Every row the filters show, by reward chain (counts and "Claim all"). */
  chainRows: readonly { chainId: number; rows: RewardRow[] }[];
  claimFor: Address | undefined;
  renderClaim: RenderClaim;
  renderClaimAll: RenderClaimAll | undefined;
  now: Date;
  /** Whether rows show their dollar value. */
  dollars: boolean;
}

/** The groups of rows, memoised on the value drawn: an urgent render that leaves it alone skips them. */
const RewardGroups = memo(function RewardGroups({ view }: { view: GroupsView }) {
  const { groups, chainRows, claimFor, renderClaim, renderClaimAll, now, dollars } = view;
  return groups.map((group) => (
    <RewardGroup
      key={group.chainId}
      chainId={group.chainId}
      rows={group.rows}
      chainRows={chainRows.find((chain) => chain.chainId === group.chainId)?.rows ?? group.rows}
      claimFor={claimFor}
      renderClaim={renderClaim}
      renderClaimAll={renderClaimAll}
      now={now}
      dollars={dollars}
    />
  ));
});

const sameCampaign = (a: CampaignId, b: CampaignId) => a.chainId === b.chainId && a.campaignIndex === b.campaignIndex;

/** Every row whose deadline is known, as the calendar and the summary speak of it. */
function claimDeadlines(rows: readonly RewardRow[], user: Address, urlOf: (id: CampaignId) => string): ClaimDeadline[] {
  return rows.flatMap((row) =>
    row.closesAt instanceof Date
      ? [
          {
            kind: 'reward' as const,
            id: row.reward.id,
            user,
            campaignName: row.name.title,
            closesAt: row.closesAt,
            claimable: {
              token: row.reward.rewardToken.address,
              amount: row.reward.claimable,
              symbol: row.reward.rewardToken.symbol,
              decimals: row.reward.rewardToken.decimals,
            },
            url: urlOf(row.reward.id),
          },
        ]
      : [],
  );
}
