import { expect, test } from '@playwright/test';

test('the shell fits a 360 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns' })).toBeVisible();
});
