import { expect, test } from './fixtures/test.ts';

// Every route's HTML holds its first screen, prerendered by the build from the app's components
// (#prerendered-shell); when React takes over, nothing may move. Layout shifts are read from the
// browser itself.
test(
  'the first paint of / does not shift when the app takes over',
  { tag: '@smoke' },
  async ({ page, campaignList }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await campaignList.goto();
    await expect(campaignList.heading).toBeVisible();
    await expect(page.locator('#prerendered-shell')).toHaveCount(0);
    await campaignList.shownRange();
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(total).toBeLessThan(0.001);
  },
);

test('other routes never show the landing page’s static heading', { tag: '@smoke' }, async ({ page, campaignList }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'How incentive campaigns work' })).toBeVisible();
  await expect(campaignList.heading).toHaveCount(0);
});
