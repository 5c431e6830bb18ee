import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';
import { englishLeft, translationOf } from './fixtures/catalog-text.ts';
import { expect, test } from './fixtures/test.ts';

// Runs in the "mobile" project (a phone's device-width emulation). Every route in Spanish and in
// Chinese at 390 and 1280 px: nothing scrolls sideways, axe is clean, and no visible text is English
// the catalog translates. Controls are found by role, link target and state, never by English words.

test.describe.configure({ timeout: 240_000 });

interface Screen {
  name: string;
  path: (alice: string) => string;
  /** Waits for the data-driven content (found without words). */
  ready: (page: Page) => Promise<void>;
}

const noneBusy = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};
const campaignLinks = (page: Page) => page.getByRole('main').locator('a[href*="/campaigns/"]');

const SCREENS: readonly Screen[] = [
  {
    name: 'campaign list',
    path: () => '/',
    ready: async (page) => {
      await expect(campaignLinks(page).first()).toBeVisible();
    },
  },
  { name: 'campaign detail', path: (alice) => `/campaigns/31337:5?viewAs=${alice}`, ready: noneBusy },
  {
    name: 'rewards',
    path: (alice) => `/rewards?address=${alice}`,
    ready: async (page) => {
      await expect(campaignLinks(page).first()).toBeVisible();
      await noneBusy(page);
    },
  },
  {
    name: 'referrals',
    path: (alice) => `/referrals?address=${alice}`,
    ready: async (page) => {
      await expect(campaignLinks(page).first()).toBeVisible();
      await noneBusy(page);
    },
  },
  { name: 'deposit targets', path: () => '/deposit-targets', ready: noneBusy },
  { name: 'about', path: () => '/about', ready: noneBusy },
  { name: 'not found', path: () => '/no-such-page', ready: noneBusy },
];

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements that end past the screen's right edge, deepest first: what a failure names. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && element.children.length === 0,
    );
    return past
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').slice(0, 80)}: ${element.textContent.slice(0, 60)}`,
      );
  });
}

/** Opens `path` in `locale` by a `?lang=` link, as a referrer would share it. */
function inLanguage(path: string, locale: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

for (const locale of ['es', 'zh-CN'] as const) {
  for (const width of [390, 1280] as const) {
    test.describe(`${locale} at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('every route is in the language, fits and passes axe', { tag: '@chain' }, async ({ page, shell, world }) => {
        const alice = world.user('alice');
        const checking = translationOf(locale, 'checking…');
        for (const screen of SCREENS) {
          await page.goto(inLanguage(screen.path(alice), locale));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(shell.heading).toBeVisible();
          await screen.ready(page);
          if (checking !== undefined) await expect(page.getByText(checking)).toHaveCount(0);
          const overflow = await pageOverflow(page);
          expect(
            overflow,
            `${screen.name} scrolls sideways: ${(await overflowing(page)).join('; ')}`,
          ).toBeLessThanOrEqual(0);
          await expectNoAccessibilityViolations(page);
          expect(await englishLeft(page, locale), `${screen.name} shows English`).toEqual([]);
        }
      });
    });
  }
}

test.describe('the pseudo-locale at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every route fits, with every message longer and marked', { tag: '@chain' }, async ({ page, shell, world }) => {
    const alice = world.user('alice');
    for (const screen of SCREENS) {
      await page.goto(inLanguage(screen.path(alice), 'pseudo'));
      await expect(shell.heading).toContainText('⟦');
      await screen.ready(page);
      const overflow = await pageOverflow(page);
      expect
        .soft(overflow, `${screen.name} scrolls sideways in the pseudo-locale: ${(await overflowing(page)).join('; ')}`)
        .toBeLessThanOrEqual(0);
    }
  });
});

test.describe('choosing the language', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });

  test(
    'follows the browser, switches from the menu without a reload, is remembered, and a ?lang= link does not change it',
    { tag: '@smoke' },
    async ({ page, shell }) => {
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const spanishHeading = await shell.heading.textContent();
      expect(spanishHeading).toBe(translationOf('es', 'How incentive campaigns work'));

      // Switching re-renders in place: the same document (a marker survives), Chinese words.
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await page.locator('#header-settings-button').click(); // the header's settings, named in Spanish here
      await page.getByRole('combobox').selectOption('zh-CN');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(shell.heading).toHaveText(translationOf('zh-CN', 'How incentive campaigns work') ?? '');
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

      // Remembered across a reload, over the browser's Spanish.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

      // A shared link opens in its language and leaves the stored choice as it was.
      await page.goto('/about?lang=en');
      await expect(shell.heading).toHaveText('How incentive campaigns work');
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    },
  );
});
