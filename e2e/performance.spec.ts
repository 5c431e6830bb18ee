import { expect, test } from '@playwright/test';

// The landing page paints a static copy of its header and heading before the app loads; when
// React takes over, nothing may move. Layout shifts are read from the browser itself.
test('the first paint of / does not shift when the app takes over', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(page.locator('#static-shell')).toHaveCount(0);
  await expect(page.getByText(/Showing 1–\d+ of \d+ campaigns/)).toBeVisible();
  const total = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
  expect(total).toBeLessThan(0.001);
});

test('other routes never show the landing page’s static heading', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'How incentive campaigns work' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns', exact: true })).toHaveCount(0);
});
