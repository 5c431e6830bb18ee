import type { Page } from '@playwright/test';
import { PHONE } from './fixtures/phone.ts';
import { expect, test } from './fixtures/test.ts';

// On a phone (fixtures/phone.ts): a device-width emulation (meta viewport honoured, not a
// zoomed-out page). A page wider than the screen scrolls sideways, which on a phone reads as
// broken. The layout changes only at the app's breakpoints, so each screen is checked on each side
// of each of them (Tailwind's sm 640, md 768, lg 1024, xl 1280 and 2xl 1536 px, which the header,
// the campaign table and the summaries use; RainbowKit folds its account button at 768) and at the
// narrowest phone we support, 360 px, in one page resized through them. The theme changes colours,
// never boxes, and axe runs once per state in accessibility.spec.ts, so neither is repeated here.

test.use(PHONE);

/** The smallest phone, then each side of each breakpoint. */
const WIDTHS = [360, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1535, 1536] as const;

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

/** The elements that end past the screen's right edge: what a failure names. */
async function overflowing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.children.length === 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent.slice(0, 60)}`)
      .join('; ');
  });
}

// One page per screen: it loads once, then is laid out again at each width, which costs a resize
// rather than a visit.
for (const screen of SCREENS) {
  test(
    `${screen.name}: fits without sideways scrolling on each side of each breakpoint`,
    { tag: '@chain' },
    async ({ page, shell, world }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(screen.path(world.user('alice')));
      await expect(shell.heading).toHaveText(screen.heading);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await screen.ready(page);
        const overflow = await pageOverflow(page);
        if (overflow > 0) {
          expect(
            overflow,
            `${screen.name} scrolls sideways at ${String(width)} px: ${await overflowing(page)}`,
          ).toBeLessThanOrEqual(0);
        }
      }
    },
  );
}

test(
  'the navigation folds behind Menu below 1024 px and sits in the row from 1024 px, and the brand stays whole',
  { tag: '@chain' },
  async ({ page, shell }) => {
    // The not-found page: the header and its menu with the least of a page around them.
    await page.goto('/no-such-page');
    await expect(shell.heading).toBeVisible();
    const menu = shell.menuButton;
    const brand = page.getByRole('link', { name: 'Partner Incentives' }).locator('span');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const where = `at ${String(width)} px`;
      expect(
        await brand.evaluate((element) => element.scrollWidth <= element.clientWidth),
        `the brand is cut ${where}`,
      ).toBe(true);
      if (width >= 1024) {
        await expect(menu, `no Menu button ${where}`).toBeHidden();
        await expect(shell.navLink('About'), `the navigation is in the row ${where}`).toBeVisible();
        continue;
      }
      // Below lg the navigation folds behind a labelled Menu button, every link reachable once open.
      await expect(menu, `the Menu button is closed ${where}`).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      for (const item of ['Campaigns', 'Rewards', 'Referrals', 'Deposit targets', 'About'] as const)
        await expect(shell.navLink(item), `${item} in the open menu ${where}`).toBeVisible();
      expect(await pageOverflow(page), `the open menu scrolls sideways ${where}`).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    }
  },
);

test(
  'every main screen fits a 360 px wide screen on any deployment, every deposit target card inside it',
  { tag: '@smoke' },
  async ({ page, shell }) => {
    for (const path of ['/', '/rewards', '/referrals', '/about', '/deposit-targets']) {
      await page.goto(path);
      await expect(shell.heading).toBeVisible();
      await noneBusy(page);
      expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // Still on the deposit targets (the last visited): the cards' right edge once passed the screen by 16 px; a
    // clipped overflow would hide that from the page's scroll width, so each card's own box is
    // measured.
    const list = page.getByRole('list', { name: 'Deposit targets' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const rights = await list
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
    const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(
      rights.filter((right) => right > screenWidth),
      'deposit target cards end past the screen',
    ).toEqual([]);
  },
);
