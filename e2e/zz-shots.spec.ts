import { expect, test } from './fixtures/test.ts';

// Review screenshots (not committed): History, Rewards and Referrals after Claim everything.
test('shots', { tag: '@chain' }, async ({ connectedPage: page, rewardsPage }) => {
  test.setTimeout(300_000);
  await rewardsPage.goto();
  await rewardsPage.claimEverythingButton.click();
  await rewardsPage.claimNowButton.click();
  await expect(rewardsPage.closeDialogButton).toBeVisible({ timeout: 120_000 });
  await rewardsPage.closeDialogButton.click();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [['history', '/history']] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots/${name}-${String(width)}-${theme}.png`, fullPage: false });
      }
    }
  }
});
