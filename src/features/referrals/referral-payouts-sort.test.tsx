import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coinId } from '../../api/prices/price-coins.ts';
import { PricesEnabledContext } from '../../api/prices/use-token-prices.ts';
import { referralKeys } from '../../api/query-keys.ts';
import { referralStatListSchema, type ReferralStat } from '../../api/schemas/referrals.ts';
import { appConfig } from '../../config/env.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import * as z from '../../lib/zod.ts';
import { createMockContext } from '../../mock/context.ts';
import { ROLE } from '../../mock/world/wallet-roles.ts';
import { referralStatsOf } from '../../mock/world/world-queries.ts';
import ReferralsPage from '../../pages/referrals-page.tsx';
import { setupMockService } from '../../test/mock-service.ts';
import { renderRoute } from '../../test/render.tsx';

// "Largest payout" among the payouts claimable now: by what each is worth, never by how many
// tokens it is. The fixture world's alice is served payouts of her own campaigns with the amounts
// and windows each test states; the mock's price source prices their tokens.

const ctx = createMockContext();
const server = setupMockService({ ctx, allowOtherOrigins: true });
const rpcUrls = Object.values(appConfig.rpcUrls);
const priceApiUrl = appConfig.priceApiUrl ?? '';
const alice = ROLE.alice;
const aliceStats = referralStatsOf(ctx.world, alice);

/** The payouts the service reports for alice in the test running. */
let served: ReferralStat[] = [];

beforeEach(() => {
  // No chain runs in component tests: the payouts' states and windows are the service's.
  server.use(
    ...rpcUrls.map((rpcUrl) => http.post(rpcUrl, () => new HttpResponse('chain down', { status: 503 }))),
    http.get(`${appConfig.apiBaseUrl}/referrals/stats/:address`, () =>
      HttpResponse.json(z.encode(referralStatListSchema, served)),
    ),
  );
});

afterEach(() => {
  ctx.reset();
});

const DAY_MS = 86_400_000;

/** One of alice's campaigns paying `symbol` (the `nth` of them), as a payout claimable now. */
function payout(symbol: string, tokens: bigint, closesInDays: number, nth = 0): ReferralStat {
  const stat = aliceStats.filter((candidate) => candidate.rewardToken.symbol === symbol)[nth];
  if (stat === undefined) throw new Error(`alice has no ${String(nth + 1)}th campaign paying ${symbol}`);
  return {
    ...stat,
    status: 'final',
    amount: tokens * 10n ** BigInt(stat.rewardToken.decimals),
    // Past 14 days, so the closing-soon panel stays out of the way.
    claimWindowEnd: new Date(ctx.clock.now().getTime() + closesInDays * DAY_MS),
    claimTxHash: null,
    claimedAt: null,
  };
}

/** Prices `stat`'s token at `usd` dollars at the mock's price source. */
function price(stat: ReferralStat, usd: string) {
  ctx.repricedPrices.set(coinId({ chainId: stat.id.chainId, address: stat.rewardToken.address }), usd);
}

function renderCenter({ prices = true }: { prices?: boolean } = {}) {
  const page: ReactNode = prices ? (
    <ReferralsPage />
  ) : (
    <PricesEnabledContext value={false}>
      <ReferralsPage />
    </PricesEnabledContext>
  );
  return renderRoute(
    [
      { path: '/referrals', element: page },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    `/referrals?address=${alice}`,
  );
}

/** The claimable table's rows, top to bottom, by campaign id, once it shows `count` of them. */
async function claimableOrder(count: number): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Payouts claimable now' }, { timeout: 10_000 });
  const keys = () => [...table.querySelectorAll('tbody [data-row-key]')].map((row) => row.getAttribute('data-row-key'));
  await waitFor(() => {
    expect(keys()).toHaveLength(count);
  });
  return keys() as string[];
}

const keyOf = (stat: ReferralStat) => formatCampaignId(stat.id);
const sortOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

// Each test renders the whole referral center against the mock: on a loaded machine that takes
// more than vitest's default, as the other referral center tests allow.
describe('"Largest payout" in the referral center', () => {
  it('puts 5 WETH before 10 USDC: by dollar value, not by number of tokens', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const usdc = payout('USDC', 10n, 20);
    const weth = payout('WETH', 5n, 40);
    price(usdc, '1');
    price(weth, '3000');
    served = [weth, usdc];
    renderCenter();
    // Soonest window first: the USDC payout.
    expect(await claimableOrder(2)).toEqual([keyOf(usdc), keyOf(weth)]);
    // Across two tokens the order by size waits for their prices.
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const largest = await within(sort).findByRole('option', { name: 'Largest payout' }, { timeout: 10_000 });
    await user.selectOptions(sort, largest);
    await waitFor(async () => {
      expect(await claimableOrder(2)).toEqual([keyOf(weth), keyOf(usdc)]);
    });
  });

  it('puts a payout whose token has no price after every priced one', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const usdc = payout('USDC', 10n, 20);
    const weth = payout('WETH', 5n, 40);
    const ptn = payout('PTN', 1000n, 30);
    price(usdc, '1');
    price(weth, '3000');
    ctx.withheldPrices.add(coinId({ chainId: ptn.id.chainId, address: ptn.rewardToken.address }));
    served = [weth, ptn, usdc];
    renderCenter();
    expect(await claimableOrder(3)).toEqual([keyOf(usdc), keyOf(ptn), keyOf(weth)]);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(
      sort,
      await within(sort).findByRole('option', { name: 'Largest payout' }, { timeout: 10_000 }),
    );
    await waitFor(async () => {
      expect(await claimableOrder(3)).toEqual([keyOf(weth), keyOf(usdc), keyOf(ptn)]);
    });
  });

  it('is not offered across tokens when the price source fails', { timeout: 30_000 }, async () => {
    server.use(
      http.get(`${priceApiUrl}/prices/current/*`, () =>
        HttpResponse.json({ error: 'rate limited' }, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const usdc = payout('USDC', 10n, 20);
    const weth = payout('WETH', 5n, 40);
    served = [weth, usdc];
    renderCenter();
    await claimableOrder(2);
    const table = screen.getByRole('table', { name: 'Payouts claimable now' });
    expect(await within(table).findAllByText('Dollar value unavailable', {}, { timeout: 15_000 })).not.toHaveLength(0);
    // With no order to choose from, the control goes.
    await waitFor(() => {
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    });
  });

  it('is not offered across tokens without a price source', { timeout: 30_000 }, async () => {
    served = [payout('WETH', 5n, 40), payout('USDC', 10n, 20)];
    renderCenter({ prices: false });
    await claimableOrder(2);
    const table = screen.getByRole('table', { name: 'Payouts claimable now' });
    expect(within(table).queryByRole('columnheader', { name: 'Value' })).not.toBeInTheDocument();
    // Only "Closes soonest" is left, so there is nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Largest payout' })).not.toBeInTheDocument();
  });

  it(
    'orders one token’s payouts by amount without a price source, back to soonest first when a second token comes',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const small = payout('WETH', 2n, 20, 0);
      const large = payout('WETH', 5n, 40, 1);
      served = [large, small];
      const { client } = renderCenter({ prices: false });
      expect(await claimableOrder(2)).toEqual([keyOf(small), keyOf(large)]);
      expect(sortOptions()).toEqual(['Closes soonest', 'Largest payout']);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Largest payout');
      await waitFor(async () => {
        expect(await claimableOrder(2)).toEqual([keyOf(large), keyOf(small)]);
      });

      // A payout in another token: amounts no longer compare, and the chosen order gives way.
      const usdc = payout('USDC', 10n, 30);
      served = [large, small, usdc];
      await act(async () => {
        await client.invalidateQueries({ queryKey: referralKeys.allStats() });
      });
      await waitFor(async () => {
        expect(await claimableOrder(3)).toEqual([keyOf(small), keyOf(usdc), keyOf(large)]);
      });
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    },
  );
});
