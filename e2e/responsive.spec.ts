import { expect, test } from './fixtures/test.ts';

// Runs in the "mobile" project (360 px wide). A page wider than the screen scrolls sideways,
// which on a phone reads as broken; each main screen is checked once its content is in.
const SCREENS = [
  { path: '/', heading: 'Campaigns' },
  { path: '/rewards', heading: 'Rewards' },
  { path: '/referrals', heading: 'Referrals' },
  { path: '/deposit-targets', heading: 'Deposit targets' },
  { path: '/about', heading: 'How incentive campaigns work' },
] as const;

test(
  'every main screen fits a 360 px wide screen without horizontal scrolling',
  { tag: '@smoke' },
  async ({ page, shell }) => {
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(shell.heading).toHaveText(screen.heading);
      // Wait for the data-driven content too, which is what is most likely to be too wide.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await shell.horizontalOverflow(), `${screen.path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expect(shell.navLink('Campaigns')).toBeVisible();
    }
  },
);
