import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { coinId } from '../../api/prices/price-coins.ts';
import { appConfig } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { parseCampaignId } from '../../domain/campaign-id.ts';
import { createMockContext } from '../../mock/context.ts';
import { worldPriceOf } from '../../mock/world/prices.ts';
import { campaignOf } from '../../mock/world/world-queries.ts';
import CampaignDetailPage from '../../pages/campaign-detail-page.tsx';
import { setupMockService } from '../../test/mock-service.ts';
import { renderRoute } from '../../test/render.tsx';
import { worldChainReads } from '../../test/world-chain-reads.ts';
import CampaignBrowser from './list/campaign-browser.tsx';

// Rewards remaining in dollars, on the list's cards and on the campaign page, against the mock
// service and its price source. The expected values are worked out here from the world's exact
// amounts and prices, in whole numbers, rounded once to the cent.

const ctx = createMockContext();
const server = setupMockService({ ctx });
const chains = worldChainReads(ctx);
const priceApiUrl = appConfig.priceApiUrl ?? '';

/** Price requests of the test so far: the coins each named. */
let priceRequests: string[][] = [];
beforeEach(() => {
  priceRequests = [];
  server.use(...chains.handlers);
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    const prefix = `${new URL(priceApiUrl).pathname}/prices/current/`;
    if (pathname.startsWith(prefix)) priceRequests.push(decodeURIComponent(pathname.slice(prefix.length)).split(','));
  });
  return () => {
    server.events.removeAllListeners();
    ctx.withheldPrices.clear();
  };
});

function campaignRecord(idText: string) {
  const id = parseCampaignId(idText);
  const record = id === null ? undefined : ctx.world.findCampaign(id);
  if (record === undefined) throw new Error(`no campaign ${idText}`);
  return record;
}

/** What the campaign's rewards remaining are worth, as a person reads it: "$20,653.62". */
function remainingDollars(idText: string): string {
  const campaign = campaignOf(ctx.world, campaignRecord(idText));
  const token = { chainId: campaign.id.chainId, address: campaign.rewardToken.address };
  const price = worldPriceOf(ctx.world, coinId(token));
  if (price === undefined) throw new Error(`the world prices no ${campaign.rewardToken.symbol}`);
  // amount × price in units of 10^-(decimals + 6) dollars, rounded half up to the cent.
  const unit = 10n ** BigInt(campaign.rewardToken.decimals + 4);
  const cents = (campaign.rewardsRemaining * price.priceUsd6 + unit / 2n) / unit;
  return `$${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function cardId(card: HTMLElement): string {
  const link = within(card).getByRole('link', { name: /rewards on/ });
  const id = /campaign (\d+:\d+)$/.exec(link.textContent)?.[1];
  if (id === undefined) throw new Error('a card without a campaign id');
  return id;
}

describe('rewards remaining in dollars', () => {
  it('shows each card’s rewards remaining in dollars, asking once for each distinct reward token on the page', async () => {
    renderRoute(
      [
        { path: '/', element: <CampaignBrowser /> },
        { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
      ],
      '/',
    );
    expect(await screen.findByText('Showing 1–18 of 18 campaigns.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    for (const card of cards) {
      const label = within(card).getByText('Rewards remaining');
      await waitFor(() => {
        expect(label).toHaveTextContent(`Rewards remaining${remainingDollars(cardId(card))}`);
      });
    }
    // Prices follow the cards' distinct reward tokens, never the cards: each token is asked
    // once, and each request asks about the tokens of one reward chain.
    const tokens = new Set(
      cards
        .map((card) => campaignRecord(cardId(card)))
        .map((c) => coinId({ chainId: c.chainId, address: c.rewardToken.address })),
    );
    expect(tokens.size).toBeLessThan(cards.length);
    const asked = priceRequests.flat();
    expect(asked.toSorted()).toEqual([...tokens].toSorted());
    for (const coins of priceRequests) expect(new Set(coins.map((coin) => coin.split(':')[0])).size).toBe(1);
  });

  it('shows the rewards left in dollars on the campaign page, beside the exact amount', async () => {
    const id = '31337:5';
    const campaign = campaignOf(ctx.world, campaignRecord(id));
    renderRoute([{ path: paths.campaignDetailPattern, element: <CampaignDetailPage /> }], `/campaigns/${id}`);
    const left = await screen.findByText('Rewards left', {}, { timeout: 10_000 });
    const figure = left.nextElementSibling as HTMLElement;
    await waitFor(() => {
      expect(figure).toHaveTextContent(remainingDollars(id));
    });
    expect(figure).toHaveTextContent(campaign.rewardToken.symbol);
  });

  it('shows "—" with the reason in words for a token the source does not price', async () => {
    const id = '31338:5';
    const campaign = campaignOf(ctx.world, campaignRecord(id));
    ctx.withheldPrices.add(coinId({ chainId: campaign.id.chainId, address: campaign.rewardToken.address }));
    renderRoute([{ path: paths.campaignDetailPattern, element: <CampaignDetailPage /> }], `/campaigns/${id}`);
    const left = await screen.findByText('Rewards left', {}, { timeout: 10_000 });
    const figure = left.nextElementSibling as HTMLElement;
    expect(await within(figure).findByText('No price for this token')).toBeInTheDocument();
    expect(figure).not.toHaveTextContent('$');
  });
});
