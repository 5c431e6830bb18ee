import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';

// axe (WCAG 2.1 AA) over each screen once its data has loaded, in both themes.
const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const CAROL = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the campaign list, as cards, as a table and with the filter form open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(/Showing 1–20 of \d+ campaigns/)).toBeVisible();
      await expectNoAccessibilityViolations(page);

      await page.getByRole('button', { name: 'Table' }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('button', { name: 'Apply filters' }).waitFor();
      await page.getByLabel('Budget address').fill('0x1234');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page.getByLabel('Budget address')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAccessibilityViolations(page);
    });

    test('a campaign with a position that earns and one that does not', async ({ page }) => {
      await page.goto(`/campaigns/31337:5?viewAs=${ALICE}`);
      await expect(page.getByText('Eligible and earning')).toBeVisible();
      await expectNoAccessibilityViolations(page);

      await page.goto(`/campaigns/31337:5?viewAs=${CAROL}`);
      await expect(page.getByText(/^Below the minimum balance/)).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test('the rewards of an address, and the rewards page without a wallet', async ({ page }) => {
      await page.goto(`/rewards?address=${ALICE}`);
      await expect(page.getByRole('heading', { name: 'By campaign' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.goto('/rewards');
      await expect(page.getByRole('heading', { name: 'Connect a wallet to see your rewards' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test('the referrals page, for an address with earnings', async ({ page }) => {
      await page.goto(`/referrals?address=${ALICE}`);
      await expect(page.getByRole('table', { name: 'Referral earnings by campaign' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test('the deposit targets', async ({ page }) => {
      await page.goto('/deposit-targets');
      await expect(page.getByRole('list', { name: 'Deposit targets' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test('the about and not-found pages', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.goto('/campaigns/31337:999');
      await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  });
}
