import type { Page } from '@playwright/test';
import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { setFormatLocale } from '../src/lib/format-locale.ts';
import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { walletConfirmations } from './fixtures/injected-wallet.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';

// The money flows in Spanish, as a reader whose browser speaks Spanish meets them: a single claim,
// Claim everything, a bind by signature and a referral payout. Controls are found by test id, role
// and link target, never by their words; the chain is the witness of every payment, and the plan's
// sums are checked as a Spanish reader reads them ("1.234,5 PTN").

test.use({ locale: 'es-ES' });

/** Connects the injected test wallet through RainbowKit's modal, whatever its language. */
async function connect(page: Page, address: string): Promise<void> {
  // The app's button until the wallet layer loads, RainbowKit's after: the same place, either id.
  await page.getByTestId('connect-wallet').or(page.getByTestId('rk-connect-button')).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    page.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`, 'i') }),
  ).toBeVisible();
}

/** A campaign's row (or card) in a list, by the link to its page. */
const rowOf = (page: Page, campaignId: string) =>
  page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.locator(`a[href$="/campaigns/${campaignId}"]`) });

test.describe('in Spanish', { tag: '@chain' }, () => {
  test.beforeAll(() => {
    setFormatLocale('es');
  });
  test.afterAll(() => {
    setFormatLocale('en');
  });

  test('a single claim pays exactly', async ({ page, wallet, world, request }) => {
    const campaignId = world.claimableCampaign(wallet.address);
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    const claimable = (await chain.claimable(wallet.address)).find((entry) => entry.id === campaignId);
    if (claimable === undefined)
      throw new Error(`the fixture world offers ${campaignId} to claim, but the chain has nothing for it`);

    await page.goto('/rewards');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await connect(page, wallet.address);
    const row = rowOf(page, campaignId);
    await row.getByTestId('claim-button').click();
    await row.getByTestId('confirm-in-wallet').click();
    await expect(row.getByTestId('claim-button')).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(() => chain.claimed(claimable.chainId, claimable.clone, wallet.address), { timeout: 30_000 })
      .toBe(claimable.cumulativeAmount);
    expect(await walletConfirmations(page)).toBe(1);
  });

  test.describe('with a batching wallet', () => {
    test.use({ walletBatching: true });

    test('Claim everything pays every campaign with one confirmation per chain', async ({
      page,
      wallet,
      world,
      request,
    }) => {
      test.setTimeout(240_000);
      const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
      const campaigns = await chain.claimable(wallet.address);
      const chains = [...new Set(campaigns.map((campaign) => campaign.chainId))];

      await page.goto('/rewards');
      await connect(page, wallet.address);
      await page.getByTestId('claim-everything').click();
      const dialog = page.getByRole('dialog');
      // The plan shows each token's sum written the Spanish way.
      const [first] = campaigns;
      if (first === undefined) throw new Error('the fixture wallet has nothing to claim');
      const firstSum = campaigns
        .filter((entry) => entry.chainId === first.chainId && entry.token === first.token)
        .reduce((sum, entry) => sum + entry.cumulativeAmount - entry.claimedBefore, 0n);
      await expect(dialog).toContainText(formatTokenWithSymbol(firstSum, first), { timeout: 30_000 });
      await dialog.getByTestId('claim-now').click();
      await expect(dialog.getByTestId('claim-all-close')).toBeVisible({ timeout: 180_000 });
      expect(await walletConfirmations(page)).toBe(chains.length);
      for (const campaign of campaigns) {
        expect(await chain.claimed(campaign.chainId, campaign.clone, wallet.address)).toBe(campaign.cumulativeAmount);
      }
    });
  });

  test('a referral link leads to a signed bind that the service holds', async ({ page, mock, world, shell }) => {
    test.setTimeout(90_000);
    const referee = world.freeReferee();
    await page.clock.install({ time: await mock.now() });
    await page.goto('/?ref=alice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByTestId('referral-banner').getByRole('link').first().click();
    // The connect button speaks Spanish here; its test id is the same in every language.
    await page.getByTestId('connect-wallet').or(page.getByTestId('rk-connect-button')).click();
    await shell.walletOption('Development wallet').click();
    // The account picker sits in the header's settings, whose button is named in Spanish here.
    await page.locator('#header-settings-button').click();
    await page.getByTestId('dev-account-picker').selectOption(String(world.mnemonicIndex(referee)));
    await page.keyboard.press('Escape');
    await expect(shell.accountButton(referee)).toBeVisible();
    await page.getByTestId('bind-by-signing').click();
    await expect(page.getByTestId('bind-by-signing')).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await mock.world()).isFreeReferee(referee), { timeout: 15_000 }).toBe(false);
  });

  test('a referrer collects a payout', async ({ page, wallet, world, mock, request }) => {
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    const campaignId = world.referralPayoutCampaign(wallet.address);
    const payouts = await chain.claimablePayouts(wallet.address, await mock.now());
    const payout = payouts.find((entry) => entry.id === campaignId);
    if (payout === undefined) throw new Error(`the fixture world has no open payout of ${campaignId}`);
    await page.goto('/referrals');
    await connect(page, wallet.address);
    const row = rowOf(page, campaignId);
    await row.getByTestId('claim-button').click();
    await row.getByTestId('confirm-in-wallet').click();
    await expect.poll(() => chain.payoutClaimed(payout, wallet.address), { timeout: 30_000 }).toBe(true);
    expect(await chain.payoutEvents(payout, wallet.address)).toBe(1);
  });
});
