import type { Page } from '@playwright/test';
import { isWalletCode } from '../scripts/build-manifest.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * A visitor who only reads (no wallet connected before, no wallet button touched) downloads no
 * wallet code on any screen: not the connectors, not RainbowKit, not the code that sends claims.
 * Every script the page fetches is read and checked by content, so a chunk renamed or merged by
 * the bundler is still caught. Each screen is opened with a wallet's data in it (read-only).
 */
async function walletScriptsFetched(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    checks.push(
      response
        .text()
        .then((body) => (isWalletCode(body) ? new URL(url).pathname : null))
        .catch((error: unknown) => `${new URL(url).pathname} (unreadable: ${String(error)})`),
    );
  });
  await visit();
  // Whatever the page imports once its data is on screen has been requested by then.
  await page.waitForLoadState('networkidle');
  return (await Promise.all(checks)).filter((file): file is string => file !== null);
}

test.describe('a read-only visit downloads no wallet code', () => {
  test('on the campaign list and a campaign page', { tag: '@chain' }, async ({ page, campaignList, world }) => {
    const alice = world.user('alice');
    const walletScripts = await walletScriptsFetched(page, async () => {
      await campaignList.goto();
      await campaignList.shownRange();
      await page.goto(`/campaigns/${world.claimableCampaign(alice)}?address=${alice}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    expect(walletScripts).toEqual([]);
  });

  test('on rewards with rows to claim', { tag: '@chain' }, async ({ page, rewardsPage, world }) => {
    const walletScripts = await walletScriptsFetched(page, async () => {
      await rewardsPage.goto(world.user('alice'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    expect(walletScripts).toEqual([]);
  });

  test('on referrals with payouts', { tag: '@chain' }, async ({ page, referralsPage, world }) => {
    const walletScripts = await walletScriptsFetched(page, async () => {
      await referralsPage.goto(world.user('alice'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
    expect(walletScripts).toEqual([]);
  });

  test('on deposit targets, about and a missing page', { tag: '@smoke' }, async ({ page }) => {
    const walletScripts = await walletScriptsFetched(page, async () => {
      await page.goto('/deposit-targets');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    expect(walletScripts).toEqual([]);
  });
});
