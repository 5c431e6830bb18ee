import { devices, type Page } from '@playwright/test';
import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { setFormatLocale } from '../src/lib/format-locale.ts';
import { englishLeft, translationOf } from './fixtures/catalog-text.ts';
import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { walletConfirmations } from './fixtures/injected-wallet.ts';
import { PHONE } from './fixtures/phone.ts';
import { expect, test } from './fixtures/test.ts';

// On a phone (device-width emulation, fixtures/phone.ts). One journey per language proves
// the app reads in it: a shared ?lang= link opens in the language, the wallet connects through
// RainbowKit's modal in it, a claim offers its amount in the language's words and number format
// (and in Spanish is paid), and the navigation leads through the other screens with no English the
// catalog translates left.
// Every screen's fit in each language is nothing-cut.spec.ts's, axe over a translated screen is
// accessibility.spec.ts's, the first paint in each language is language-first-paint.spec.ts's and
// the words and numbers of the other money flows are component tests
// (src/features/claims/claim-all/claim-all-views.locales.test.tsx). Controls are found by role,
// link target, id and state, never by English words.

test.use(PHONE);

const noneBusy = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};
const campaignLinks = (page: Page) => page.getByRole('main').locator('a[href*="/campaigns/"]');

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Opens `path` in `locale` by a `?lang=` link, as a referrer would share it. */
function inLanguage(path: string, locale: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

/** The catalog's translation of `english`, failing the test when the catalog lacks it. */
function words(locale: string, english: string): string {
  const translated = translationOf(locale, english);
  if (translated === undefined || translated === '') throw new Error(`the ${locale} catalog lacks "${english}"`);
  return translated;
}

// Spanish sends its claim for real (the suite's one send in another language, witnessed by the
// chain); Chinese stops at the wallet's confirmation, the same code path up to there.
for (const { locale, sends } of [
  { locale: 'es', sends: true },
  { locale: 'zh-CN', sends: false },
] as const) {
  test.describe(`in ${locale}`, () => {
    // A phone's width, with a desktop browser's user agent: RainbowKit lists no wallet to a phone's
    // (a phone has no injected extension), and the wallet here is an injected one.
    test.use({ viewport: { width: 390, height: 844 }, userAgent: devices['Desktop Chrome'].userAgent });
    test.afterAll(() => {
      setFormatLocale('en');
    });

    test(
      `a shared link opens the app in the language, a claim is offered in its words and numbers${sends ? ' and pays exactly' : ''}, and every screen reached from the menu speaks it`,
      { tag: '@chain' },
      async ({ page, shell, wallet, world, request, mock }) => {
        // A claim sent and five screens read for English on a shared machine.
        test.setTimeout(120_000);
        const campaignId = world.claimableCampaign(wallet.address);
        const chain = new ClaimsOnChain(request, mock.origin, world.chains().rpcUrls);
        const claimable = (await chain.claimable(wallet.address)).find((entry) => entry.id === campaignId);
        if (claimable === undefined) throw new Error(`the fixture world offers ${campaignId}, the chain has nothing`);

        await page.goto(inLanguage('/rewards', locale));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(shell.heading).toHaveText(words(locale, 'Rewards'));

        // RainbowKit's modal, in the language too; the wallet's button keeps its test id.
        await page.getByTestId('connect-wallet').or(page.getByTestId('rk-connect-button')).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /Test Wallet/ })
          .click();
        await expect(page.getByRole('dialog')).toBeHidden();
        // Below 768 px RainbowKit shows the account as its avatar alone: connected is the connect
        // button gone (the claim button below appears only for a connected wallet).
        await expect(page.getByTestId('connect-wallet').or(page.getByTestId('rk-connect-button'))).toHaveCount(0);

        // The money action: "Claim 1.234,5 PTN" the language's way, its confirmation in the language.
        setFormatLocale(locale);
        const amount = formatTokenWithSymbol(claimable.cumulativeAmount - claimable.claimedBefore, claimable);
        const row = page
          .getByRole('row')
          .or(page.getByRole('listitem'))
          .filter({ has: page.locator(`a[href$="/campaigns/${campaignId}"]`) });
        const claimButton = row.getByTestId('claim-button');
        await expect(claimButton).toHaveText(words(locale, 'Claim {amount}').replace('{amount}', amount));
        await claimButton.click();
        await expect(row.getByTestId('confirm-in-wallet')).toBeVisible();
        await noneBusy(page);
        const checking = translationOf(locale, 'checking…');
        if (checking !== undefined) await expect(page.getByText(checking)).toHaveCount(0);
        expect(await englishLeft(page, locale), 'the rewards with a claim open show English').toEqual([]);
        if (sends) {
          await row.getByTestId('confirm-in-wallet').click();
          await expect(claimButton, 'the paid claim is still offered').toHaveCount(0, { timeout: 30_000 });
          await expect
            .poll(() => chain.claimed(claimable.chainId, claimable.clone, wallet.address), {
              message: 'the chain paid the claim',
              timeout: 30_000,
            })
            .toBe(claimable.cumulativeAmount);
          expect(await walletConfirmations(page), 'wallet confirmations').toBe(1);
        }

        // Through the folded navigation, which keeps the language: no reload, no ?lang= left.
        for (const [path, heading] of [
          ['/referrals', 'Referrals'],
          ['/deposit-targets', 'Deposit targets'],
          ['/about', 'How incentive campaigns work'],
          ['/', 'Campaigns'],
        ] as const) {
          await page.locator('#main-menu-button').click();
          // The navigation by its id: its name is translated too.
          await page.locator(`#main-nav a[href$="${path}"]`).click();
          await expect(shell.heading, `${path} in ${locale}`).toHaveText(words(locale, heading));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          if (path === '/referrals' || path === '/') await expect(campaignLinks(page).first()).toBeVisible();
          await noneBusy(page);
          expect(await englishLeft(page, locale), `${path} shows English`).toEqual([]);
          expect(await pageOverflow(page), `${path} scrolls sideways in ${locale}`).toBeLessThanOrEqual(0);
        }
      },
    );
  });
}

const SCREENS: readonly { name: string; path: (alice: string) => string; ready: (page: Page) => Promise<void> }[] = [
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

test.describe('the pseudo-locale at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every route fits, with every message longer and marked', { tag: '@chain' }, async ({ page, shell, world }) => {
    // Seven routes, each loaded and waited for, on a shared machine.
    test.setTimeout(90_000);
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

  test(
    'a reader downloads the words of the code that runs, in their language only, and English needs none',
    { tag: '@smoke' },
    async ({ page, shell }) => {
      // Each chunk's words in a language are a file beside it (`index-X1.es.js`, scripts/catalog-pieces-plugin.ts).
      const pieces: string[] = [];
      page.on('request', (request) => {
        const piece = /\/assets\/[^/]+\.(es|zh-CN|pseudo)\.js$/.exec(new URL(request.url()).pathname);
        if (piece !== null) pieces.push(piece[0]);
      });

      await page.goto('/rewards?lang=en');
      await expect(shell.heading).toHaveText('Rewards');
      await noneBusy(page);
      expect(pieces).toEqual([]);

      await page.goto('/rewards');
      await expect(shell.heading).toHaveText(words('es', 'Rewards'));
      await noneBusy(page);
      const spanish = [...new Set(pieces)];
      expect(spanish.length).toBeGreaterThan(0);
      expect(spanish.every((piece) => piece.endsWith('.es.js'))).toBe(true);

      // Switching loads the new language's words of every chunk that has run, and nothing else.
      await page.locator('#header-settings-button').click();
      const languages = page.getByRole('combobox');
      await expect(languages).toBeVisible();
      pieces.length = 0;
      await languages.selectOption('zh-CN');
      await expect(shell.heading).toHaveText(words('zh-CN', 'Rewards'));
      expect(pieces.every((piece) => piece.endsWith('.zh-CN.js'))).toBe(true);
      expect(new Set(pieces).size).toBeGreaterThanOrEqual(spanish.length);
      await expect(page.getByRole('main')).not.toContainText(words('es', 'Rewards'));

      // A screen opened later asks for its words beside its code, in the language now chosen.
      await page.locator('header a[href="/deposit-targets"]').first().click();
      await expect(shell.heading).toHaveText(words('zh-CN', 'Deposit targets'));
      await expect(
        page.locator('head link[rel="modulepreload"][href*="/deposit-targets-page-"][href$=".zh-CN.js"]'),
      ).toHaveCount(1);
      expect(pieces.every((piece) => piece.endsWith('.zh-CN.js'))).toBe(true);
    },
  );
});
