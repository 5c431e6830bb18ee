import { useLingui as useActiveLanguage } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TokenSymbol } from '../../components/display-text.tsx';
import { memo, type ReactNode } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { amountWrapClass } from '../../components/amount-wrap.ts';
import { TokenAvatar } from '../../components/token-avatar.tsx';
import { UsdFigure } from '../../components/usd-figure.tsx';
import { SM_MEDIA_QUERY, useMediaQuery } from '../../components/use-media-query.ts';
import { chainName } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { deadlineState } from '../../domain/closing-soon.ts';
import { RewardDeadline } from './reward-deadline.tsx';
import { notClaimableYet, type RewardRow, type RowUsd } from './reward-rows.ts';

/** The claim control of one row (from the page, so this feature does not depend on claims). */
export type RenderClaim = (claim: {
  id: CampaignId;
  user: Address;
  claimable: bigint;
  rewardToken: RewardToken;
  /** The campaign's display name, for what the claim announces. */
  name: string;
}) => ReactNode;

/** The "Claim all" control of one reward chain's group (from the page), claiming for `user`. */
export type RenderClaimAll = (group: { chainId: number; rewards: readonly UserReward[]; user: Address }) => ReactNode;

interface RewardGroupProps {
  chainId: number;
  /** The rows of this chain in view (one page). */
  rows: readonly RewardRow[];
  /** Every row of this chain the filters show, on any page: its count and its "Claim all". */
  chainRows: readonly RewardRow[];
  /** The connected wallet when the rewards are its own: only then are claims offered. */
  claimFor: Address | undefined;
  renderClaim: RenderClaim;
  renderClaimAll: RenderClaimAll | undefined;
  /** "Now" by the service's clock, for the deadlines. */
  now: Date;
  /** Whether rows show what they are worth in dollars (under the claimable amount). */
  dollars: boolean;
}

const amount = (value: bigint, reward: UserReward) => formatTokenWithSymbol(value, reward.rewardToken);

// Never a figure that is not known: "checking" while the chain is read, "unknown" if it failed.
function PaidText({ row }: { row: RewardRow }) {
  if (row.paid !== undefined) return amount(row.paid, row.reward);
  return row.proof === 'checking' ? <Trans>checking…</Trans> : <Trans>unknown</Trans>;
}

function CampaignName({ row }: { row: RewardRow }) {
  const id = formatCampaignId(row.reward.id);
  const context = row.name.context;
  return (
    <>
      <AppLink
        to={paths.campaignDetail(row.reward.id)}
        className="font-medium break-words text-brand-700 underline underline-offset-2 dark:text-brand-300"
        data-campaign-name
      >
        {row.name.title}
        <span className="sr-only">
          <Trans>, campaign {id}</Trans>
        </span>
      </AppLink>
      <span className="block text-xs text-slate-600 dark:text-slate-400">
        <Trans>
          {context} · paid in <TokenSymbol token={row.reward.rewardToken} />
        </Trans>
      </span>
    </>
  );
}

interface RowProps {
  row: RewardRow;
  claimFor: Address | undefined;
  renderClaim: RenderClaim;
  /** "Now" by the service's clock, for the deadline; moves once a minute. */
  now: Date;
  /** Whether the row shows its dollar value. */
  dollars: boolean;
}

/** Whether the chain no longer pays this row's claim: it then offers no claim at all. */
const expired = (row: RewardRow, now: Date) => deadlineState(row.closesAt, now) === 'expired';

function claimOf({ row, claimFor, renderClaim, now }: RowProps) {
  if (claimFor === undefined) return null;
  if (expired(row, now)) {
    return row.reward.claimable > 0n ? (
      <span className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>Expired: the chain no longer pays this claim.</Trans>
      </span>
    ) : null;
  }
  return renderClaim({
    id: row.reward.id,
    user: claimFor,
    claimable: row.reward.claimable,
    rewardToken: row.reward.rewardToken,
    name: row.name.title,
  });
}

function DeadlineOf({ row, now }: Pick<RowProps, 'row' | 'now'>) {
  return (
    <RewardDeadline
      closesAt={row.closesAt}
      claimable={row.reward.claimable > 0n}
      checking={row.proof === 'checking'}
      now={now}
    />
  );
}

/** Under a table row's claimable amount: what it earned that cannot be claimed yet (the overview says why). */
function NotYetLine({ row }: { row: RewardRow }) {
  const notYet = notClaimableYet(row);
  if (notYet === undefined) return null;
  const text = amount(notYet, row.reward);
  return (
    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
      <Trans>{text} not claimable yet</Trans>
    </span>
  );
}

function RowValue({ usd }: { usd: RowUsd | undefined }) {
  return <UsdFigure value={usd?.value} pricedAt={usd?.pricedAt} />;
}

const sameValue = (a: RowUsd | undefined, b: RowUsd | undefined) =>
  a?.pricedAt === b?.pricedAt &&
  (a?.value == null || b?.value == null
    ? a?.value === b?.value
    : a.value.digits === b.value.digits && a.value.scale === b.value.scale);

// A row re-renders only when what it shows changed: an answer for other rows (a name, a chain's
// paid amounts) leaves it alone. Row objects are rebuilt each render, so compare what they hold.
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.claimFor === b.claimFor &&
    a.renderClaim === b.renderClaim &&
    a.row.reward.rewardToken === b.row.reward.rewardToken &&
    formatCampaignId(a.row.reward.id) === formatCampaignId(b.row.reward.id) &&
    a.row.reward.accumulatedRewards === b.row.reward.accumulatedRewards &&
    a.row.reward.claimable === b.row.reward.claimable &&
    a.row.paid === b.row.paid &&
    a.row.proof === b.row.proof &&
    a.row.name.title === b.row.name.title &&
    a.row.name.context === b.row.name.context &&
    a.row.closesAt?.getTime() === b.row.closesAt?.getTime() &&
    a.dollars === b.dollars &&
    sameValue(a.row.usd, b.row.usd) &&
    (a.row.closesAt == null || a.now === b.now)
  );
}

const TableRow = memo(function TableRow(props: RowProps) {
  // Subscribes to the language: amounts and dates follow it, which props alone would not redraw.
  useActiveLanguage();
  const { row, claimFor } = props;
  return (
    <tr data-campaign-row={formatCampaignId(row.reward.id)}>
      <td className="px-4 py-2 align-top">
        <span className="flex gap-2">
          <TokenAvatar address={row.reward.rewardToken.address} symbol={row.reward.rewardToken.symbol} />
          <span className="min-w-0">
            <CampaignName row={row} />
          </span>
        </span>
      </td>
      <td className="px-3 py-2 text-right align-top tabular-nums wrap-anywhere">
        {amount(row.reward.accumulatedRewards, row.reward)}
      </td>
      <td className="px-3 py-2 text-right align-top tabular-nums wrap-anywhere">
        <PaidText row={row} />
      </td>
      <td className="px-3 py-2 text-right align-top font-semibold tabular-nums wrap-anywhere">
        {amount(row.reward.claimable, row.reward)}
        {/* Under the exact amount rather than a column of its own: a table that already fills
            a laptop's width has no room for one, and would break numbers to make it. */}
        {props.dollars && (
          <span data-claimable-usd className="block font-normal whitespace-nowrap text-slate-700 dark:text-slate-300">
            <RowValue usd={row.usd} />
          </span>
        )}
        <NotYetLine row={row} />
      </td>
      <td className="px-3 py-2 text-right align-top text-sm">
        <DeadlineOf row={row} now={props.now} />
      </td>
      {claimFor !== undefined && <td className="px-4 py-2 align-top">{claimOf(props)}</td>}
    </tr>
  );
}, sameRow);

const CardRow = memo(function CardRow(props: RowProps) {
  // Subscribes to the language: amounts and dates follow it, which props alone would not redraw.
  useActiveLanguage();
  const { row, claimFor } = props;
  // What it earned bounds what it can claim and what was paid: one wrap for the three.
  const earned = amount(row.reward.accumulatedRewards, row.reward);
  const wrap = amountWrapClass(earned);
  const notYet = notClaimableYet(row);
  return (
    // Out of view, a card is neither laid out nor painted until it nears the screen (see DataRows).
    <li
      data-campaign-row={formatCampaignId(row.reward.id)}
      className="flex flex-col gap-2 px-4 py-3 [contain-intrinsic-size:auto_9rem] [content-visibility:auto]"
    >
      <div className="flex gap-2">
        <TokenAvatar address={row.reward.rewardToken.address} symbol={row.reward.rewardToken.symbol} />
        <div className="min-w-0">
          <CampaignName row={row} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Claimable now</Trans>
        </dt>
        <dd className={`text-right font-semibold tabular-nums ${wrap}`}>{amount(row.reward.claimable, row.reward)}</dd>
        {props.dollars && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">
              <Trans>Value</Trans>
            </dt>
            <dd data-claimable-usd className="text-right font-semibold">
              <RowValue usd={row.usd} />
            </dd>
          </>
        )}
        {notYet !== undefined && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">
              <Trans>Not claimable yet</Trans>
            </dt>
            <dd className={`text-right tabular-nums ${wrap}`}>{amount(notYet, row.reward)}</dd>
          </>
        )}
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Earned in all</Trans>
        </dt>
        <dd className={`text-right tabular-nums ${wrap}`}>{earned}</dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Already paid</Trans>
        </dt>
        <dd className={`text-right tabular-nums ${wrap}`}>
          <PaidText row={row} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Claim by</Trans>
        </dt>
        <dd className="text-right">
          <DeadlineOf row={row} now={props.now} />
        </dd>
      </dl>
      {claimFor !== undefined && <div>{claimOf(props)}</div>}
    </li>
  );
}, sameRow);

/**
 * The rewards of one reward chain: a header (chain, count, "Claim all"), then a table from the
 * `sm` breakpoint up and cards below it. Only one of the two is rendered, so each claim control
 * exists once. Rows are memoised and keyed by campaign id.
 */
export function RewardGroup({
  chainId,
  rows,
  chainRows,
  claimFor,
  renderClaim,
  renderClaimAll,
  now,
  dollars,
}: RewardGroupProps) {
  const { t } = useLingui();
  const wide = useMediaQuery(SM_MEDIA_QUERY);
  const headingId = `reward-chain-${String(chainId)}`;
  const chain = chainName(chainId);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-surface dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <ChainIcon chainId={chainId} />
          {chain}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            · <Plural value={chainRows.length} one="# campaign" other="# campaigns" />
          </span>
        </h3>
        {claimFor !== undefined &&
          renderClaimAll?.({
            chainId,
            // An expired claim cannot be paid: it does not make "Claim all" appear.
            rewards: chainRows.filter((row) => !expired(row, now)).map((row) => row.reward),
            user: claimFor,
          })}
      </div>
      {wide ? (
        // `relative` keeps screen-reader-only text positioned inside this scroll box, so it can
        // never widen the page.
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Rewards on {chain}</Trans>
            </caption>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  <Trans>Campaign</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Earned in all</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Already paid</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Claimable now</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <Trans>Claim by</Trans>
                </th>
                {claimFor !== undefined && (
                  <th scope="col" className="px-4 py-2 font-medium">
                    <span className="sr-only">
                      <Trans>Claim</Trans>
                    </span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((row) => (
                <TableRow
                  key={formatCampaignId(row.reward.id)}
                  row={row}
                  claimFor={claimFor}
                  renderClaim={renderClaim}
                  now={now}
                  dollars={dollars}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul aria-label={t`Rewards on ${chain}`} className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <CardRow
              key={formatCampaignId(row.reward.id)}
              row={row}
              claimFor={claimFor}
              renderClaim={renderClaim}
              now={now}
              dollars={dollars}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
