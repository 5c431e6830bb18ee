import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { coinId } from '../../api/prices/price-coins.ts';
import { useTokenPrices } from '../../api/prices/use-token-prices.ts';
import { UnpricedNote, UsdFigure } from '../../components/usd-figure.tsx';
import { chainName } from '../../config/chains.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import { closingSoonSentence, describeDeadlineFromNow } from '../../domain/closing-soon.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { shownTotal } from './reward-totals.ts';
import { totalUsd, valueAtPrice, ZERO_USD } from '../../domain/usd-value.ts';
import { formatDateTime } from '../../lib/time.ts';

/** Names the closing deadlines in a list up to this many; more fold into a disclosure. */
const LISTED = 5;

interface ClosingSoonPanelProps {
  /** The open claims closing within 14 days, soonest first. */
  closing: readonly ClaimDeadline[];
  /** "claim" on the rewards screen. */
  noun: 'claim' | 'payout';
  now: Date;
  /** "Claim the N closing soon" (from the page), when a claim can be offered. */
  claimClosing: ReactNode;
  /** "Add to calendar" for these deadlines (from the page). */
  addToCalendar: ReactNode;
  /** 2 on top of a screen, 3 inside a panel that has its own heading. */
  headingLevel?: 2 | 3;
}

function DeadlineItem({ deadline, now }: { deadline: ClaimDeadline; now: Date }) {
  const id = formatCampaignId(deadline.id);
  const chain = chainName(deadline.id.chainId);
  const date = formatDateTime(deadline.closesAt);
  const fromNow = describeDeadlineFromNow(deadline.closesAt, now);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1">
      <span className="min-w-0 break-words">
        <span className="font-medium">{deadline.campaignName}</span>
        <span className="sr-only">
          <Trans>, campaign {id}</Trans>
        </span>
        <span className="text-xs text-slate-700 dark:text-slate-300">
          {' '}
          <Trans>on {chain}</Trans>
        </span>
      </span>
      <span className="flex flex-wrap items-baseline gap-x-3 text-right">
        <span className="font-semibold tabular-nums">
          {formatTokenWithSymbol(deadline.claimable.amount, deadline.claimable)}
        </span>
        <span className="text-xs">
          <Trans>
            closes{' '}
            <time dateTime={deadline.closesAt.toISOString()} className="tabular-nums">
              {date}
            </time>{' '}
            ({fromNow})
          </Trans>
        </span>
      </span>
    </li>
  );
}

/**
 * What is left to claim before these deadlines, in dollars over every token (unpriced tokens left
 * out, and said so); nothing in a build without a price source.
 */
function ClosingWorth({ closing }: { closing: readonly ClaimDeadline[] }) {
  const { t } = useLingui();
  const tokens = useMemo(
    () => closing.map((deadline) => ({ chainId: deadline.id.chainId, address: deadline.claimable.token })),
    [closing],
  );
  const prices = useTokenPrices(tokens);
  if (!prices.enabled) return null;
  const worth = totalUsd(
    closing.map(({ id, claimable }) => {
      const token = { chainId: id.chainId, address: claimable.token };
      return {
        token: coinId(token),
        value:
          claimable.amount === 0n
            ? ZERO_USD
            : valueAtPrice(claimable.amount, claimable.decimals, prices.priceOf(token)),
      };
    }),
  );
  if (prices.error !== null && worth.pending) {
    const reason = prices.error.message;
    return <p className="text-sm">{t`Dollar values unavailable: ${reason}`}</p>;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span>
        <Trans>
          About <UsdFigure value={shownTotal(worth)} className="font-semibold" /> left to claim here.
        </Trans>
      </span>
      <UnpricedNote total={worth} />
    </p>
  );
}

/**
 * What closes within 14 days, on top of the screen: one line with the count and one total per
 * token, the campaigns by name (soonest first), a claim limited to them and a calendar file.
 */
export function ClosingSoonPanel({
  closing,
  noun,
  now,
  claimClosing,
  addToCalendar,
  headingLevel = 2,
}: ClosingSoonPanelProps) {
  const { t } = useLingui();
  if (closing.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const listed = closing.slice(0, LISTED);
  const folded = closing.slice(LISTED);
  return (
    <section
      aria-labelledby="closing-soon"
      className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <Heading id="closing-soon" className="font-semibold">
        {closingSoonSentence(closing, noun, chainName)}
      </Heading>
      <ClosingWorth closing={closing} />
      <ul className="text-sm" aria-label={noun === 'claim' ? t`Claims closing soon` : t`Payouts closing soon`}>
        {listed.map((deadline) => (
          <DeadlineItem key={formatCampaignId(deadline.id)} deadline={deadline} now={now} />
        ))}
      </ul>
      {folded.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            <Plural value={folded.length} one="# more" other="# more" />
          </summary>
          <ul>
            {folded.map((deadline) => (
              <DeadlineItem key={formatCampaignId(deadline.id)} deadline={deadline} now={now} />
            ))}
          </ul>
        </details>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {claimClosing}
        {addToCalendar}
      </div>
    </section>
  );
}
