import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getUserRewards } from '../../api/endpoints/get-user-rewards.ts';
import { coinId } from '../../api/prices/price-coins.ts';
import { PricesEnabledContext } from '../../api/prices/use-token-prices.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { appConfig } from '../../config/env.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import {
  compareUsd,
  formatUsd,
  sumUsd,
  usdFromString,
  usdToDecimalString,
  usdValueOf,
  type UsdValue,
} from '../../domain/usd-value.ts';
import { createMockContext } from '../../mock/context.ts';
import { CLAIM_EXPIRY_SECONDS } from '../../mock/world/constants.ts';
import { TEST_ORIGIN } from '../../mock/test-support.ts';
import { ROLE } from '../../mock/world/wallet-roles.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { currentUrl, renderRoute } from '../../test/render.tsx';
import { worldChainReads } from '../../test/world-chain-reads.ts';
import { RewardsDashboard } from './rewards-dashboard.tsx';

// Rewards in dollars, on the seeded world through the mock service (MSW) and its price source:
// USDC $1, WETH $3412.55, PTN $0.845. Expected values are computed here from the service's own
// amounts and those prices, rounded once, as a person checking with a calculator would.

// A fixed origin: what has accrued by the last hourly checkpoint depends on where in the hour the
// world starts, and this test names exact figures.
const ctx = createMockContext({ origin: TEST_ORIGIN });
const server = setupMockService({ ctx });
const chains = worldChainReads(ctx);
const priceRequests: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (appConfig.priceApiUrl !== undefined && request.url.startsWith(appConfig.priceApiUrl))
    priceRequests.push(request.url);
});
beforeEach(() => {
  server.use(...chains.handlers);
  priceRequests.length = 0;
});
afterEach(() => {
  ctx.reset();
});

const ALICE = ROLE.alice;
const PRICES: Record<string, string> = { USDC: '1', WETH: '3412.55', PTN: '0.845' };
const DAY = 86_400;

const renderClaim = (claim: { id: CampaignId }) => <span>{`claim ${formatCampaignId(claim.id)}`}</span>;

function renderDashboard(url: string, { prices = true }: { prices?: boolean } = {}) {
  const dashboard = <RewardsDashboard renderClaim={renderClaim} />;
  return renderRoute(
    [
      {
        path: '/rewards',
        element: prices ? dashboard : <PricesEnabledContext value={false}>{dashboard}</PricesEnabledContext>,
      },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    url,
  );
}

async function aliceRewards(): Promise<UserReward[]> {
  return (await getUserRewards(ALICE, { limit: 100, offset: 0 })).data;
}

const valueOf = (reward: UserReward): UsdValue => {
  const price = PRICES[reward.rewardToken.symbol];
  if (price === undefined) throw new Error(`no price for ${reward.rewardToken.symbol} in this test`);
  return usdValueOf(reward.claimable, reward.rewardToken.decimals, usdFromString(price));
};

const tables = () => screen.getAllByRole('table', { name: /^Rewards on / });
const rows = () => tables().flatMap((table) => within(table).getAllByRole('row').slice(1));
const rowOf = (id: string) => {
  const found = rows().find((candidate) => candidate.getAttribute('data-campaign-row') === id);
  if (found === undefined) throw new Error(`no row of ${id}`);
  return found;
};
/** A row's dollar value, under its claimable amount. */
function valueCell(row: HTMLElement): HTMLElement {
  const value = row.querySelector<HTMLElement>('[data-claimable-usd]');
  if (value === null) throw new Error('no dollar value in this row');
  return value;
}
const totalLine = () => screen.getByText(/^Claimable now ≈/);
/** "—" with its words for screen readers: the row's token has no price. */
const unpriced = (row: HTMLElement) => within(valueCell(row)).queryByText('No price for this token') !== null;

async function untilPriced() {
  await waitFor(
    () => {
      expect(rows().length).toBeGreaterThan(0);
      for (const row of rows()) expect(valueCell(row).textContent).not.toBe('…');
      expect(totalLine()).toHaveTextContent(/\$/);
    },
    { timeout: 15_000 },
  );
}

describe('Rewards in dollars', () => {
  it(
    'shows each row’s claimable value, each token line’s, and a total that is their sum rounded once',
    { timeout: 30_000 },
    async () => {
      const rewards = await aliceRewards();
      renderDashboard(`/rewards?address=${ALICE}`);
      await untilPriced();
      for (const reward of rewards)
        expect(valueCell(rowOf(formatCampaignId(reward.id))), formatCampaignId(reward.id)).toHaveTextContent(
          formatUsd(valueOf(reward)),
        );
      const total = sumUsd(rewards.map(valueOf));
      expect(totalLine()).toHaveTextContent(`Claimable now ≈ ${formatUsd(total)}`);
      // The seeded world's figure itself, so a change in the world or the math shows here.
      // The seeded world's figures themselves, so a change in the world or in the math shows here:
      // 0.363082835756397728 WETH at $3412.55 is $1,239.04; the whole is $26,923.2246…, rounded once.
      expect(valueCell(rowOf('31337:5'))).toHaveTextContent('$1,239.04');
      expect(usdToDecimalString(total)).toBe('26923.22466849630189069655');
      expect(totalLine()).toHaveTextContent('Claimable now ≈ $26,923.22');
      expect(screen.queryByText(/without a price/)).not.toBeInTheDocument();

      const summary = screen.getByRole('region', { name: 'Summary' });
      const ptnOnBase = rewards.filter((reward) => reward.id.chainId === 31338 && reward.rewardToken.symbol === 'PTN');
      expect(ptnOnBase.length).toBeGreaterThan(0);
      expect(within(summary).getByRole('listitem', { name: 'PTN on Local Base' })).toHaveTextContent(
        `(≈ ${formatUsd(sumUsd(ptnOnBase.map(valueOf)))})`,
      );
      // One request per reward chain, for that chain's distinct tokens, not one per row.
      const perChain = new Set(rewards.map((reward) => reward.id.chainId)).size;
      expect(priceRequests).toHaveLength(perChain);
      const asked = priceRequests.flatMap((url) =>
        decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '').split(','),
      );
      expect(asked.sort()).toEqual(
        [
          ...new Set(
            rewards.map((reward) => coinId({ chainId: reward.id.chainId, address: reward.rewardToken.address })),
          ),
        ].sort(),
      );
    },
  );

  it(
    'shows "—" for a token without a price, leaves it out of the total, and says so',
    { timeout: 30_000 },
    async () => {
      const rewards = await aliceRewards();
      const ptn = rewards.find((reward) => reward.rewardToken.symbol === 'PTN' && reward.claimable > 0n);
      if (ptn === undefined) throw new Error('the fixture world gives alice no claimable PTN');
      const withheld = { chainId: ptn.id.chainId, address: ptn.rewardToken.address };
      ctx.withheldPrices.add(coinId(withheld));
      const isWithheld = (reward: UserReward) =>
        reward.id.chainId === withheld.chainId && reward.rewardToken.address === withheld.address;
      renderDashboard(`/rewards?address=${ALICE}`);
      await untilPriced();
      for (const reward of rewards.filter((candidate) => isWithheld(candidate) && candidate.claimable > 0n)) {
        const cell = valueCell(rowOf(formatCampaignId(reward.id)));
        expect(cell).toHaveTextContent('—');
        expect(within(cell).getByText('No price for this token')).toBeInTheDocument();
      }
      const priced = sumUsd(rewards.filter((reward) => !isWithheld(reward)).map(valueOf));
      expect(totalLine()).toHaveTextContent(`Claimable now ≈ ${formatUsd(priced)}`);
      expect(screen.getByText('1 token without a price is not counted.')).toBeInTheDocument();
    },
  );

  it(
    'sorts by value, kept in the URL: most valuable first, rows without a price last',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const rewards = await aliceRewards();
      const ptn = rewards.find((reward) => reward.rewardToken.symbol === 'PTN' && reward.claimable > 0n);
      if (ptn === undefined) throw new Error('the fixture world gives alice no claimable PTN');
      ctx.withheldPrices.add(coinId({ chainId: ptn.id.chainId, address: ptn.rewardToken.address }));
      const { router } = renderDashboard(`/rewards?address=${ALICE}`);
      await untilPriced();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Value in dollars');
      expect(currentUrl(router)).toBe(`/rewards?address=${ALICE}&sort=value`);
      await waitFor(() => {
        for (const table of tables()) {
          const values = within(table)
            .getAllByRole('row')
            .slice(1)
            .map((row) => {
              const reward = rewards.find((candidate) => formatCampaignId(candidate.id) === row.dataset.campaignRow);
              if (reward === undefined) throw new Error(`no reward for ${String(row.dataset.campaignRow)}`);
              return unpriced(row) ? null : valueOf(reward);
            });
          const priced = values.filter((value) => value !== null);
          // Priced rows first, each worth at least the next; the unpriced ones after them.
          expect(values.slice(0, priced.length)).toEqual(priced);
          for (let index = 1; index < priced.length; index += 1) {
            const [before, after] = [priced[index - 1], priced[index]];
            if (before === undefined || after === undefined) throw new Error('unreachable');
            expect(Number(usdToDecimalString(before))).toBeGreaterThanOrEqual(Number(usdToDecimalString(after)));
          }
        }
      });
      expect(rows().some(unpriced)).toBe(true);
      // The chain holding the most valuable row comes first.
      const priced = rewards.filter(
        (reward) => reward.rewardToken.address !== ptn.rewardToken.address || reward.id.chainId !== ptn.id.chainId,
      );
      const top = priced.reduce((best, reward) => (compareUsd(valueOf(reward), valueOf(best)) > 0 ? reward : best));
      expect(rows()[0]?.dataset.campaignRow).toBe(formatCampaignId(top.id));
    },
  );

  it('says the price source failed, in words, and shows no $0', { timeout: 30_000 }, async () => {
    server.use(
      http.get(`${appConfig.priceApiUrl ?? ''}/prices/current/*`, () =>
        HttpResponse.json({ message: 'rate limited' }, { status: 500 }),
      ),
    );
    renderDashboard(`/rewards?address=${ALICE}&sort=value`);
    expect(await screen.findByText(/^Dollar values unavailable: /, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/^Claimable now ≈/)).not.toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    // The sort's own notice follows the failed prices a render later.
    expect(
      await screen.findByText('Prices could not be read, so rewards are sorted by what is claimable, not by value.'),
    ).toBeInTheDocument();
  });

  it('says what the claims closing within 14 days are worth', { timeout: 30_000 }, async () => {
    const rewards = await aliceRewards();
    const now = ctx.world.now();
    const open = rewards.flatMap((reward) => {
      const campaign = ctx.world.findCampaign(reward.id);
      if (campaign === undefined || reward.claimable === 0n) return [];
      const closesAt = campaign.endTime + CLAIM_EXPIRY_SECONDS;
      return closesAt - now > 11 * DAY ? [{ reward, closesAt }] : [];
    });
    open.sort((a, b) => a.closesAt - b.closesAt);
    const first = open[0];
    if (first === undefined) throw new Error('the fixture world gives alice no claim expiring more than 11 days out');
    ctx.advance(first.closesAt - 10 * DAY - now);
    const closingSoon = open.filter(
      ({ closesAt }) => closesAt > first.closesAt - 10 * DAY && closesAt <= first.closesAt + 4 * DAY,
    );
    renderDashboard(`/rewards?address=${ALICE}`);
    const panel = await screen.findByRole('region', { name: /close(s)? within 14 days$/ }, { timeout: 15_000 });
    await waitFor(() => {
      expect(panel).toHaveTextContent(
        `About ${formatUsd(sumUsd(closingSoon.map(({ reward }) => valueOf(reward))))} left to claim here.`,
      );
    });
  });

  it(
    'shows no dollar value, no empty column and no sort by value without a price source',
    { timeout: 30_000 },
    async () => {
      renderDashboard(`/rewards?address=${ALICE}&sort=value`, { prices: false });
      await waitFor(
        () => {
          expect(rows().length).toBeGreaterThan(0);
        },
        { timeout: 15_000 },
      );
      for (const table of tables()) {
        expect(
          within(table)
            .getAllByRole('columnheader')
            .map((header) => header.textContent),
        ).toEqual(['Campaign', 'Earned in all', 'Already paid', 'Claimable now', 'Claim by']);
      }
      expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
      expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'Value in dollars' })).not.toBeInTheDocument();
      expect(
        screen.getByText('This app shows no dollar values, so rewards are sorted by what is claimable, not by value.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          /Amounts are in each campaign’s reward token; sorting compares numbers of tokens, not their value\./,
        ),
      ).toBeInTheDocument();
      expect(priceRequests).toEqual([]);
    },
  );
});
