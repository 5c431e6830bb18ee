import type { Page } from '@playwright/test';
import { englishLeft } from './fixtures/catalog-text.ts';
import { expect, test } from './fixtures/test.ts';
import { scrollThrough, textCuts, wordsBrokenAcrossLines } from './fixtures/text-cuts.ts';

// Cards, tables and placeholders fit from a small phone to a wide screen in every language: no
// text ends in an ellipsis or is clipped, no table scrolls sideways, no placeholder is cut, and in
// Spanish and Chinese no English the catalog translates is left. Each screen is loaded once per
// language and laid out again at each width, which is what a reader turning a tablet or widening a
// window does, and costs a resize rather than a visit. The layout changes only at the app's
// breakpoints (Tailwind's sm 640, md 768, lg 1024, xl 1280, 2xl 1536; the table adds columns at xl
// and 2xl), so the widths are the smallest phone and each side of each breakpoint: the narrowest
// room a layout gets is just above the breakpoint that brings it in and just below the next one.
// Past 1536 px the content stops widening (max-w-6xl), so wider screens add nothing.

const WIDTHS = [360, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1535, 1536] as const;
const LANGUAGES = ['en', 'es', 'zh-CN'] as const;

interface Screen {
  name: string;
  path: (alice: string) => string;
  /** Waits for the data-driven content, the part most likely to be too wide. */
  ready: (page: Page) => Promise<void>;
  /** Rows read their detail as they come near the screen: scroll through them first. */
  scroll?: true;
}

const noneBusy = (page: Page) => expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

const SCREENS: readonly Screen[] = [
  {
    name: 'campaign cards',
    // Every status, so ended, upcoming and budget-spent campaigns are among the cards.
    path: () => '/?status=any&size=50',
    ready: async (page) => {
      await expect(page.locator('main article').first()).toBeVisible();
      await noneBusy(page);
    },
  },
  {
    name: 'campaign table',
    path: () => '/?status=any&size=50&view=table',
    ready: async (page) => {
      await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
      await noneBusy(page);
    },
  },
  {
    name: 'campaign page',
    path: (alice) => `/campaigns/31337:13?viewAs=${alice}`,
    ready: async (page) => {
      await expect(page.locator('main dl').nth(1)).toBeVisible();
      await noneBusy(page);
    },
    scroll: true,
  },
  {
    name: 'deposit targets',
    path: () => '/deposit-targets',
    ready: async (page) => {
      await expect(page.locator('main article').first()).toBeVisible();
    },
  },
  {
    name: 'referral center',
    path: (alice) => `/referrals?address=${alice}`,
    ready: async (page) => {
      await expect(page.locator('main [data-row-key]').first()).toBeVisible();
      await noneBusy(page);
    },
    scroll: true,
  },
];

for (const lang of LANGUAGES) {
  test(
    `no text is cut on any screen on either side of any breakpoint in ${lang}${lang === 'en' ? '' : ', and none is English'}`,
    { tag: '@chain' },
    async ({ page, world }) => {
      test.setTimeout(120_000);
      const alice = world.user('alice');
      const cuts: string[] = [];
      for (const screen of SCREENS) {
        await page.setViewportSize({ width: 1280, height: 900 });
        const path = screen.path(alice);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await screen.ready(page);
        if (lang !== 'en') {
          if (screen.scroll) await scrollThrough(page);
          await noneBusy(page);
          for (const text of await englishLeft(page, lang)) cuts.push(`${screen.name} shows English: ${text}`);
        }
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          if (screen.scroll) await scrollThrough(page);
          await noneBusy(page);
          for (const cut of await textCuts(page)) cuts.push(`${screen.name} at ${String(width)} px: ${cut}`);
          // Amounts are read whole: "145,9687 USD" over "C" read as another token.
          for (const word of await page.locator('main .tabular-nums').evaluateAll(wordsBrokenAcrossLines))
            cuts.push(`${screen.name} at ${String(width)} px: an amount breaks inside "${word}"`);
        }
      }
      expect(cuts).toEqual([]);
    },
  );
}
