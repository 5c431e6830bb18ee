import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TokenRef } from '../../api/prices/price-coins.ts';
import type { TokenPrices } from '../../api/prices/use-token-prices.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { controlClass } from '../../components/control-class.ts';
import { valueAtPrice } from '../../domain/usd-value.ts';
import type { PayoutRow } from './referral-rows.ts';

/** The orders of the payouts claimable now. */
export type PayoutSort = 'closes' | 'amount';

const PAYOUT_SORT_LABELS: Record<PayoutSort, MessageDescriptor> = {
  closes: msg`Closes soonest`,
  amount: msg`Largest payout`,
};

const EVERY_SORT: readonly PayoutSort[] = ['closes', 'amount'];
const SOONEST_ONLY: readonly PayoutSort[] = ['closes'];

/** What the orders know of prices (useTokenPrices' answer). */
type Prices = Pick<TokenPrices, 'enabled' | 'priceOf'>;

/** The token a payout is paid in, on its reward chain: what its price is asked for. */
export function payoutToken(stat: ReferralStat): TokenRef {
  return { chainId: stat.id.chainId, address: stat.rewardToken.address };
}

/** Whether every row pays the same token on the same chain: only then do amounts compare as they are. */
function oneToken(rows: readonly PayoutRow[]): boolean {
  const first = rows[0]?.stat;
  return rows.every(
    ({ stat }) => stat.id.chainId === first?.id.chainId && stat.rewardToken.address === first.rewardToken.address,
  );
}

/**
 * The orders `rows` can be shown in. "Largest payout" across tokens compares dollar values, so it
 * waits for every row's token to have its price answered (a price, or the source's "none"). While
 * prices are asked, when the source failed, or in a build without one, it is offered only when
 * every row pays one token, whose amounts compare as they are.
 */
export function payoutSorts(rows: readonly PayoutRow[], prices: Prices): readonly PayoutSort[] {
  const priced = prices.enabled && rows.every((row) => prices.priceOf(payoutToken(row.stat)) !== undefined);
  return priced || oneToken(rows) ? EVERY_SORT : SOONEST_ONLY;
}

/**
 * The claimable rows in `sort`'s order. They come soonest window first, which "closes" keeps.
 * "amount" puts the payout worth most first. Payouts are in different reward tokens, and numbers
 * of different tokens never compare (5 WETH is worth more than 10 USDC), so rows compare by their
 * dollar value at the current price; when every row pays one token, by amount, which is the same
 * order and needs no price. A row whose value is unknown (no price for its token) comes after
 * every valued row, since its value is unknown rather than small. The sort is stable: ties, and
 * the rows of unknown value among themselves, keep the soonest window first. `sort` is one that
 * payoutSorts offers for these rows and prices. Sizes are compared as floating-point numbers: an
 * order needs no more than their first 15 digits.
 */
export function sortPayouts(rows: readonly PayoutRow[], sort: PayoutSort, prices: Prices): PayoutRow[] {
  if (sort === 'closes') return [...rows];
  const single = oneToken(rows);
  const sizeOf = ({ stat }: PayoutRow): number | null => {
    if (stat.amount === null) return null;
    if (single) return Number(stat.amount);
    const value = valueAtPrice(stat.amount, stat.rewardToken.decimals, prices.priceOf(payoutToken(stat)));
    return value == null ? null : Number(value.digits) / 10 ** value.scale;
  };
  const size = new Map(rows.map((row) => [row, sizeOf(row)]));
  return [...rows].sort((a, b) => {
    const [x, y] = [size.get(a) ?? null, size.get(b) ?? null];
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return y - x;
  });
}

/** The order of the payouts claimable now, among `sorts`. */
export function PayoutSortControl({
  sorts,
  sort,
  setSort,
}: {
  sorts: readonly PayoutSort[];
  sort: PayoutSort;
  setSort: (sort: PayoutSort) => void;
}) {
  const { i18n } = useLingui();
  const uid = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={`${uid}-sort`}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id={`${uid}-sort`}
        value={sort}
        onChange={(event) => {
          setSort(sorts.find((value) => value === event.target.value) ?? 'closes');
        }}
        className={`${controlClass} max-w-56`}
      >
        {sorts.map((value) => (
          <option key={value} value={value}>
            {i18n._(PAYOUT_SORT_LABELS[value])}
          </option>
        ))}
      </select>
    </div>
  );
}
