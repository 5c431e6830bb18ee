import { expect, test } from './fixtures/test.ts';
import { expectNoAccessibilityViolationsInEitherTheme as expectAccessible } from './fixtures/axe.ts';

// axe (WCAG 2.1 AA) once per screen state, in both themes (the theme switched on the state, not a
// second visit): each screen once its data has loaded,
// the header's navigation and settings open at both of its layouts, and a screen in each
// translated language. This is the suite's one axe pass: the width and language sweeps
// (responsive, languages, nothing-cut, header-layout) check layout only, so a state is judged
// here once rather than again at every width. The screens any deployment has are @smoke; those
// that need a fixture address with a position are @chain.

// axe over a full screen takes seconds on a busy machine, and some tests judge two states.
test.describe.configure({ timeout: 60_000 });

test(
  'the campaign list, as cards, as a table and with the filter form open',
  { tag: '@smoke' },
  async ({ page, campaignList }) => {
    await campaignList.goto();
    await campaignList.shownRange();
    await expectAccessible(page);

    await campaignList.viewButton('Table').click();
    await expect(campaignList.viewButton('Table')).toHaveAttribute('aria-pressed', 'true');
    await campaignList.filtersButton.click();
    await campaignList.applyFilters.waitFor();
    await campaignList.budgetAddress.fill('0x1234');
    await campaignList.applyFilters.click();
    await expect(campaignList.budgetAddress).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  },
);

test(
  'a campaign with a position that earns and one that does not',
  { tag: '@chain' },
  async ({ page, world, campaignDetail }) => {
    await campaignDetail.goto('31337:5', world.user('alice'));
    await expect(page.getByText('Eligible and earning')).toBeVisible();
    await expectAccessible(page);

    await campaignDetail.goto('31337:5', world.user('carol'));
    await expect(page.getByText(/^Below the minimum balance/)).toBeVisible();
    await expectAccessible(page);
  },
);

test('the rewards page without a wallet', { tag: '@smoke' }, async ({ page, rewardsPage }) => {
  await rewardsPage.goto();
  await expect(rewardsPage.connectPrompt).toBeVisible();
  await expectAccessible(page);
});

test('the rewards of an address', { tag: '@chain' }, async ({ page, world, rewardsPage }) => {
  await rewardsPage.goto(world.user('alice'));
  await expect(rewardsPage.byCampaign).toBeVisible();
  await expectAccessible(page);
});

test('the referrals page, for an address with earnings', { tag: '@chain' }, async ({ page, world, referralsPage }) => {
  await referralsPage.goto(world.user('alice'));
  await expect(referralsPage.earningsSummary).toBeVisible();
  await expect(referralsPage.campaignLinks.first()).toBeVisible();
  await expectAccessible(page);
});

test('the deposit targets', { tag: '@smoke' }, async ({ page, depositTargets }) => {
  await depositTargets.goto();
  await depositTargets.shownCount();
  await expectAccessible(page);
});

test('the about and not-found pages', { tag: '@smoke' }, async ({ page, shell, campaignDetail }) => {
  await page.goto('/about');
  await expect(shell.heading).toBeVisible();
  await expectAccessible(page);
  await campaignDetail.goto('not-an-id');
  await expect(campaignDetail.notFoundHeading).toBeVisible();
  await expectAccessible(page);
});

test(
  'the header with its menu open on a phone and its settings open on a wide screen',
  { tag: '@smoke' },
  async ({ page, shell }) => {
    // Below 1024 px the navigation and the settings fold into the Menu panel; from 1024 px the
    // settings are a popover beside the navigation: two different open states.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(shell.heading).toBeVisible();
    await expect(page.locator('#prerendered-shell')).toHaveCount(0);
    await shell.openSettings();
    await expect(shell.navLink('About')).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shell.menuButton).toBeHidden();
    await shell.openSettings();
    await expect(shell.languageMenu).toBeVisible();
    await expectAccessible(page);
  },
);

test('a screen in Spanish and one in Chinese', { tag: '@chain' }, async ({ page, world, shell }) => {
  // The words change the lengths, the lang attribute and the names axe checks; a screen with
  // rows of data in each language (the rewards and the referral center of an address).
  const alice = world.user('alice');
  await page.goto(`/rewards?address=${alice}&lang=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(shell.heading).toHaveText('Recompensas');
  await expect(page.getByRole('main').locator('a[href*="/campaigns/"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/referrals?address=${alice}&lang=zh-CN`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(shell.heading).toHaveText('推荐');
  await expect(page.getByRole('main').locator('a[href*="/campaigns/"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
});
