import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import type { Shell } from './pages/shell.ts';

// Runs in the "mobile" project: a phone's device-width emulation (meta viewport honoured, not a
// zoomed-out page). A page wider than the screen scrolls sideways, which on a phone reads as
// broken; each screen is checked once its content is in, at each width and in both themes, and
// axe runs over the same state.

// Whole sweeps of screens (each waited for, and checked by axe) on a shared machine.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [360, 390, 768, 1280] as const;

interface Screen {
  name: string;
  path: (alice: string) => string;
  heading: string | RegExp;
  /** Waits for the data-driven content, which is what is most likely to be too wide. */
  ready: (page: Page) => Promise<void>;
}

const noneBusy = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const SCREENS: readonly Screen[] = [
  {
    name: 'campaign list',
    path: () => '/',
    heading: 'Campaigns',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: /, campaign \d+:\d+$/ }).first()).toBeVisible();
    },
  },
  {
    name: 'campaign detail',
    path: (alice) => `/campaigns/31337:5?viewAs=${alice}`,
    heading: /rewards on/,
    ready: async (page) => {
      await expect(page.getByText('Eligible and earning')).toBeVisible();
    },
  },
  {
    name: 'rewards with rewards',
    path: (alice) => `/rewards?address=${alice}`,
    heading: 'Rewards',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'By campaign' }).getByRole('link').first()).toBeVisible();
      // What was paid comes from the chain; no row is left reading it.
      await expect(page.getByText('checking…')).toHaveCount(0);
    },
  },
  {
    name: 'referrals with payouts',
    path: (alice) => `/referrals?address=${alice}`,
    heading: 'Referrals',
    ready: async (page) => {
      await expect(
        page
          .getByRole('region', { name: /^Claimable now/ })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'deposit targets',
    path: () => '/deposit-targets',
    heading: 'Deposit targets',
    ready: noneBusy,
  },
  { name: 'about', path: () => '/about', heading: 'How incentive campaigns work', ready: noneBusy },
  { name: 'not found', path: () => '/no-such-page', heading: /not found/i, ready: noneBusy },
];

// Measured against the layout viewport (clientWidth), not innerWidth: a phone zooms a page that is
// too wide out until it fits, which widens innerWidth with it and would hide the overflow.
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectNavigable(page: Page, shell: Shell, width: number): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (width >= 1024) {
    await expect(menu).toBeHidden();
    await expect(shell.navLink('About')).toBeVisible();
    return;
  }
  // Below lg the navigation folds behind a labelled Menu button.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const item of ['Campaigns', 'Rewards', 'Referrals', 'Deposit targets', 'About'] as const)
    await expect(shell.navLink(item)).toBeVisible();
  expect(await pageOverflow(page), 'the open menu scrolls sideways').toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

const SIZES = (['light', 'dark'] as const).flatMap((colorScheme) =>
  WIDTHS.map((width) => ({ colorScheme, width, name: `${String(width)} px, ${colorScheme} theme` })),
);

// One page per screen: it loads once, then is resized and re-themed through every width and both
// themes (the app follows both as they change), so a sweep costs a load per screen, not one per
// screen, width and theme.
for (const screen of SCREENS) {
  test(
    `${screen.name}: fits without sideways scrolling and passes axe at every width, in both themes`,
    { tag: '@chain' },
    async ({ page, shell, world }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(screen.path(world.user('alice')));
      await expect(shell.heading).toHaveText(screen.heading);
      for (const size of SIZES) {
        await page.emulateMedia({ colorScheme: size.colorScheme });
        await page.setViewportSize({ width: size.width, height: 800 });
        await expect(page.locator('html')).toHaveClass(size.colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await screen.ready(page);
        expect(await pageOverflow(page), `${screen.name} scrolls sideways (${size.name})`).toBeLessThanOrEqual(0);
        await expectNoAccessibilityViolations(page);
      }
    },
  );
}

test(
  'the navigation opens at every width and in both themes, and the brand stays whole',
  { tag: '@chain' },
  async ({ page, shell }) => {
    // The not-found page: the header and its menu with the least of a page around them.
    await page.goto('/no-such-page');
    await expect(shell.heading).toBeVisible();
    for (const size of SIZES) {
      await page.emulateMedia({ colorScheme: size.colorScheme });
      await page.setViewportSize({ width: size.width, height: 800 });
      await expectNavigable(page, shell, size.width);
      // The brand stays whole.
      const brand = page.getByRole('link', { name: 'Partner Incentives' }).locator('span');
      expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  },
);

test('every main screen fits a 360 px wide screen on any deployment', { tag: '@smoke' }, async ({ page, shell }) => {
  for (const path of ['/', '/rewards', '/referrals', '/deposit-targets', '/about']) {
    await page.goto(path);
    await expect(shell.heading).toBeVisible();
    await noneBusy(page);
    expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('at 360 px every deposit target card ends inside the screen', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/deposit-targets');
  const list = page.getByRole('list', { name: 'Deposit targets' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // The cards' right edge once passed the screen by 16 px; a clipped overflow would hide that from
  // the page's scroll width, so each card's own box is measured.
  const rights = await list
    .getByRole('listitem')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
  const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
  for (const right of rights) expect(right).toBeLessThanOrEqual(screenWidth);
  expect(await pageOverflow(page), 'deposit targets scroll sideways').toBeLessThanOrEqual(0);
});
