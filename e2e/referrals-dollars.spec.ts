import type { APIRequestContext, Response } from '@playwright/test';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';

// Dollar values where a referrer and a visitor decide: a payout of alice's beside its amount, and
// a campaign card's rewards remaining. Each expected value is worked out here, in whole numbers,
// from the token amount the service gives and the price the mock's price source serves (USDC $1,
// WETH $3,412.55, PTN $0.845), rounded once, half up, to the cent.

interface WireToken {
  address: string;
  symbol: string;
  decimals: number;
}

interface WireStat {
  id: { chainId: number; campaignIndex: number };
  amount: string | null;
  rewardToken: WireToken;
}

interface WireCampaign {
  id: { chainId: number; campaignIndex: number };
  rewardsRemaining: string;
  rewardToken: WireToken;
}

/** The price source's price of a token, as an exact decimal: digits × 10^-scale dollars. */
async function priceOf(
  request: APIRequestContext,
  chainId: number,
  token: WireToken,
): Promise<{ digits: bigint; scale: number }> {
  const coin = `chain-${String(chainId)}:${token.address.toLowerCase()}`;
  const answer = await request.get(`${localMockOrigin()}/price-source/prices/current/${coin}`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { coins: Record<string, { price: number } | undefined> };
  const price = body.coins[coin]?.price;
  if (price === undefined) throw new Error(`The price source has no price for ${token.symbol}`);
  // The JSON number as written ("3412.55"): the mock's prices have at most six decimals.
  const [whole = '0', fraction = ''] = String(price).split('.');
  return { digits: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

/** "$1,234.57": `amount` base units at `price`, rounded half up to the cent once. */
function dollars(amount: bigint, decimals: number, price: { digits: bigint; scale: number }): string {
  const unit = 10n ** BigInt(decimals + price.scale - 2);
  const cents = (amount * price.digits * 2n + unit) / (2n * unit);
  return `$${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;
}

test.describe('values in dollars', { tag: '@chain' }, () => {
  test('a payout of alice’s shows its dollar value beside its amount, and the summary what is ready to collect', async ({
    page,
    request,
    world,
    referralsPage,
  }) => {
    const alice = world.user('alice');
    const campaignId = world.referralPayoutCampaign(alice);
    const stats = await request.get(`${localMockOrigin()}/v1/referrals/stats/${alice}`);
    expect(stats.ok()).toBe(true);
    // The service sends a plain array or `{ data: [...] }` (the client reads both).
    const body = (await stats.json()) as WireStat[] | { data: WireStat[] };
    const payout = (Array.isArray(body) ? body : body.data).find(
      (stat) => `${String(stat.id.chainId)}:${String(stat.id.campaignIndex)}` === campaignId,
    );
    if (payout?.amount == null) throw new Error(`alice has no payout amount in ${campaignId}`);
    const price = await priceOf(request, payout.id.chainId, payout.rewardToken);
    const value = dollars(BigInt(payout.amount), payout.rewardToken.decimals, price);

    await referralsPage.goto(alice);
    const row = referralsPage.earningsRow(campaignId);
    // A row shows its value once it comes into view, as it reads its name.
    await row.scrollIntoViewIfNeeded();
    await expect(row).toContainText(value);
    // The exact amount stays beside it.
    await expect(row).toContainText(payout.rewardToken.symbol);
    await expect(referralsPage.earningsSummary).toContainText(/Ready to collect now\$[\d,]+\.\d\d/);
    await expect(page.getByText('Dollar values unavailable')).toHaveCount(0);
  });

  test('a campaign card shows its rewards remaining in dollars', async ({ page, request, campaignList }) => {
    // The card shows the rewards remaining of the list answer it was drawn from (with a running
    // clock a later answer would differ): read from the very answers the page received.
    const answers: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/v1/campaigns')) answers.push(response);
    });
    await page.goto('/');
    await expect(campaignList.summary).toBeVisible();
    const card = campaignList.cards.first();
    const name = await card.getByRole('link', { name: /rewards on/ }).textContent();
    const campaignId = /campaign (\d+:\d+)$/.exec(name ?? '')?.[1];
    if (campaignId === undefined) throw new Error('the first card names no campaign');
    const listed: WireCampaign[] = [];
    for (const answer of answers) listed.push(...((await answer.json()) as { data: WireCampaign[] }).data);
    const campaign = listed.find(
      (candidate) => `${String(candidate.id.chainId)}:${String(candidate.id.campaignIndex)}` === campaignId,
    );
    if (campaign === undefined) throw new Error(`no list answer held ${campaignId}`);
    const price = await priceOf(request, campaign.id.chainId, campaign.rewardToken);
    const value = dollars(BigInt(campaign.rewardsRemaining), campaign.rewardToken.decimals, price);
    await expect(card.getByText(/^Rewards remaining/)).toHaveText(`Rewards remaining${value}`);
  });
});
