import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coinId } from '../../api/prices/price-coins.ts';
import { appConfig } from '../../config/env.ts';
import { createMockContext } from '../../mock/context.ts';
import { worldPriceOf } from '../../mock/world/prices.ts';
import { ROLE } from '../../mock/world/wallet-roles.ts';
import { referralStatsOf } from '../../mock/world/world-queries.ts';
import ReferralsPage from '../../pages/referrals-page.tsx';
import { setupMockService } from '../../test/mock-service.ts';
import { renderRoute } from '../../test/render.tsx';
import { groupPayouts } from './referral-rows.ts';

// The referral center in dollars, against the mock service and its price source: the fixture
// world's alice has three payouts claimable now (WETH on 31337, PTN on 31338, USDC on 31339), in
// three tokens that are never added as tokens, only as dollars. Expected values are worked out
// here from the world's amounts and prices, in whole numbers, and rounded once to the cent.

const ctx = createMockContext();
const server = setupMockService({ ctx, allowOtherOrigins: true });
const rpcUrls = Object.values(appConfig.rpcUrls);
const priceApiUrl = appConfig.priceApiUrl ?? '';

beforeEach(() => {
  // No chain runs in component tests: the payouts' states are the service's.
  server.use(...rpcUrls.map((rpcUrl) => http.post(rpcUrl, () => new HttpResponse('chain down', { status: 503 }))));
});

afterEach(() => {
  ctx.withheldPrices.clear();
});

const alice = ROLE.alice;
const claimable = groupPayouts(referralStatsOf(ctx.world, alice), ctx.clock.now()).claimable;

/** A payout's exact value in 10^-24 dollars (18 token decimals and 6 price decimals at most). */
function exactValue(row: (typeof claimable)[number]): bigint {
  const { stat } = row;
  const price = worldPriceOf(ctx.world, coinId({ chainId: stat.id.chainId, address: stat.rewardToken.address }));
  if (price === undefined || stat.amount === null) throw new Error(`the world prices no ${stat.rewardToken.symbol}`);
  return stat.amount * price.priceUsd6 * 10n ** BigInt(18 - stat.rewardToken.decimals);
}

/** "$1,234.57": an exact value of 10^-24 dollars, rounded half up to the cent once. */
function dollars(exact: bigint): string {
  const cents = (exact + 5n * 10n ** 21n) / 10n ** 22n;
  return `$${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function rowOf(id: string): HTMLElement {
  const link = screen.getByRole('link', { name: new RegExp(`campaign ${id}$`) });
  const row = link.closest<HTMLElement>('[data-row-key]');
  if (row === null) throw new Error(`no row for ${id}`);
  return row;
}

function renderCenter() {
  return renderRoute(
    [
      { path: '/referrals', element: <ReferralsPage /> },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    `/referrals?address=${alice}`,
  );
}

async function readyToCollect(): Promise<HTMLElement> {
  const summary = await screen.findByRole('region', { name: 'Summary' }, { timeout: 10_000 });
  const label = await within(summary).findByText('Ready to collect now', {}, { timeout: 10_000 });
  return label.closest('div') ?? summary;
}

// Each test renders the whole referral center against the mock and its price source: on a loaded
// machine that takes more than vitest's default 15 s, as the rewards screen's dollar tests allow.
describe('the referral center in dollars', () => {
  it(
    'says what the payouts claimable now are worth, and each payout’s value beside its amount',
    { timeout: 30_000 },
    async () => {
      expect(claimable.map((row) => row.stat.rewardToken.symbol).sort()).toEqual(['PTN', 'USDC', 'WETH']);
      const total = dollars(claimable.reduce((sum, row) => sum + exactValue(row), 0n));
      renderCenter();
      const ready = await readyToCollect();
      await waitFor(() => {
        expect(ready).toHaveTextContent(`Ready to collect now${total}`);
      });
      // Every token is priced: nothing is said to be left out.
      expect(ready).not.toHaveTextContent(/without a price/);

      const table = screen.getByRole('table', { name: 'Payouts claimable now' });
      expect(within(table).getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
      for (const row of claimable) {
        await waitFor(() => {
          expect(rowOf(row.key)).toHaveTextContent(dollars(exactValue(row)));
        });
      }
      // Estimated earnings are valued too: 0.126815469968666378 WETH at $3,412.55 is $432.76.
      await waitFor(() => {
        expect(rowOf('31337:5')).toHaveTextContent('$432.76');
      });
    },
  );

  it(
    'leaves a token without a price out of the total, says so, and shows "—" on its rows',
    { timeout: 30_000 },
    async () => {
      const ptn = claimable.find((row) => row.stat.rewardToken.symbol === 'PTN');
      if (ptn === undefined) throw new Error('alice has no PTN payout claimable');
      ctx.withheldPrices.add(coinId({ chainId: ptn.stat.id.chainId, address: ptn.stat.rewardToken.address }));
      const priced = claimable.filter((row) => row !== ptn);
      const total = dollars(priced.reduce((sum, row) => sum + exactValue(row), 0n));
      renderCenter();
      const ready = await readyToCollect();
      await waitFor(() => {
        expect(ready).toHaveTextContent(`Ready to collect now${total}1 token without a price is not counted.`);
      });
      await waitFor(() => {
        expect(within(rowOf(ptn.key)).getByText('No price for this token')).toBeInTheDocument();
      });
      expect(rowOf(ptn.key)).not.toHaveTextContent('$');
    },
  );

  it(
    'says in words that dollar values are unavailable when the price source fails, never $0',
    { timeout: 30_000 },
    async () => {
      server.use(
        http.get(`${priceApiUrl}/prices/current/*`, () =>
          HttpResponse.json({ error: 'rate limited' }, { status: 503, statusText: 'Service Unavailable' }),
        ),
      );
      renderCenter();
      const summary = await screen.findByRole('region', { name: 'Summary' }, { timeout: 10_000 });
      expect(await within(summary).findByText(/^Dollar values unavailable: /, {}, { timeout: 15_000 })).toBeVisible();
      expect(summary).not.toHaveTextContent('$0');
      const first = claimable[0];
      if (first === undefined) throw new Error('alice has no payout claimable');
      await waitFor(() => {
        expect(within(rowOf(first.key)).getByText('Dollar value unavailable')).toBeInTheDocument();
      });
    },
  );
});
