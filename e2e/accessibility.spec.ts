import { expect, test } from './fixtures/test.ts';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';

// axe (WCAG 2.1 AA) over each screen once its data has loaded, in both themes. The screens any
// deployment has are @smoke; those that need a fixture address with a position are @chain.

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test(
      'the campaign list, as cards, as a table and with the filter form open',
      { tag: '@smoke' },
      async ({ page, campaignList }) => {
        await campaignList.goto();
        await campaignList.shownRange();
        await expectNoAccessibilityViolations(page);

        await campaignList.viewButton('Table').click();
        await expect(campaignList.viewButton('Table')).toHaveAttribute('aria-pressed', 'true');
        await campaignList.filtersButton.click();
        await campaignList.applyFilters.waitFor();
        await campaignList.budgetAddress.fill('0x1234');
        await campaignList.applyFilters.click();
        await expect(campaignList.budgetAddress).toHaveAttribute('aria-invalid', 'true');
        await expectNoAccessibilityViolations(page);
      },
    );

    test(
      'a campaign with a position that earns and one that does not',
      { tag: '@chain' },
      async ({ page, world, campaignDetail }) => {
        await campaignDetail.goto('31337:5', world.user('alice'));
        await expect(page.getByText('Eligible and earning')).toBeVisible();
        await expectNoAccessibilityViolations(page);

        await campaignDetail.goto('31337:5', world.user('carol'));
        await expect(page.getByText(/^Below the minimum balance/)).toBeVisible();
        await expectNoAccessibilityViolations(page);
      },
    );

    test('the rewards page without a wallet', { tag: '@smoke' }, async ({ page, rewardsPage }) => {
      await rewardsPage.goto();
      await expect(rewardsPage.connectPrompt).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test('the rewards of an address', { tag: '@chain' }, async ({ page, world, rewardsPage }) => {
      await rewardsPage.goto(world.user('alice'));
      await expect(rewardsPage.byCampaign).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test(
      'the referrals page, for an address with earnings',
      { tag: '@chain' },
      async ({ page, world, referralsPage }) => {
        await referralsPage.goto(world.user('alice'));
        await expect(referralsPage.earningsSummary).toBeVisible();
        await expect(referralsPage.campaignLinks.first()).toBeVisible();
        await expectNoAccessibilityViolations(page);
      },
    );

    test('the deposit targets', { tag: '@smoke' }, async ({ page, depositTargets }) => {
      await depositTargets.goto();
      await depositTargets.shownCount();
      await expectNoAccessibilityViolations(page);
    });

    test('the about and not-found pages', { tag: '@smoke' }, async ({ page, shell, campaignDetail }) => {
      await page.goto('/about');
      await expect(shell.heading).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await campaignDetail.goto('not-an-id');
      await expect(campaignDetail.notFoundHeading).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  });
}
