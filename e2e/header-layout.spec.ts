import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { HeaderControl, NavItem, Shell } from './pages/shell.ts';

// The header leaves the screen to the page: one row at every width, at most 64 px tall on a phone
// with the development wallet connected; language, theme and the development account live in its
// settings (the Menu panel on a phone, a Settings popover from 1024 px), which open and close as
// disclosures should. Breakpoints are checked on one route (the header is the same on all of
// them), on each side of each: the phone layout (the Menu panel) up to 1023 px, the wide one (the
// navigation in the row, a Settings popover) from 1024 px, each test resizing one page through its
// layout's widths. axe over the open panel and popover is accessibility.spec.ts's.

test.describe.configure({ timeout: 120_000 });

const NAV_ITEMS: readonly NavItem[] = ['Campaigns', 'Rewards', 'Referrals', 'Deposit targets', 'About'];
const PHONE_HEADER_MAX_HEIGHT = 64;

/** Pairs of header controls whose boxes share more than a hair (half a CSS pixel each way). */
function overlappingPairs(controls: readonly HeaderControl[]): string[] {
  const pairs: string[] = [];
  controls.forEach((a, index) => {
    for (const b of controls.slice(index + 1)) {
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > 0.5 && height > 0.5) pairs.push(`"${a.name}" overlaps "${b.name}"`);
    }
  });
  return pairs;
}

/** How far the page is wider than the window (0 or less: no sideways scroll). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Waits until the development wallet's account shows in the header, so what is measured stays. */
async function connectedHeaderSettled(shell: Shell, address: string): Promise<void> {
  await expect(shell.heading).toBeVisible();
  // The wallet layer and the reconnect load after a reload: allow for a busy machine.
  await expect(shell.header.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(shell.connectButton).toHaveCount(0);
  const viewport = shell.page.viewportSize();
  // Below 768 px RainbowKit shows the account as its avatar, named by the address all the same.
  if (viewport !== null && viewport.width >= 768) await expect(shell.accountButton(address)).toBeVisible();
}

/**
 * The header's closed state: one row (every control's box starts within a few pixels of the
 * others' tops, and none sits below another), nothing overlapping, nothing past the window's edge.
 */
async function expectOneRow(page: Page, shell: Shell, where: string): Promise<HeaderControl[]> {
  const controls = await shell.headerControls();
  expect(controls.length, `${where}: header controls found`).toBeGreaterThanOrEqual(3);
  const centres = controls.map((control) => (control.top + control.bottom) / 2);
  const spread = Math.max(...centres) - Math.min(...centres);
  expect(
    spread,
    `${where}: the header's controls are not on one row (${controls.map((c) => `${c.name}@${String(Math.round(c.top))}`).join(', ')})`,
  ).toBeLessThanOrEqual(8);
  expect(overlappingPairs(controls), `${where}: header controls overlap`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const cut = controls.filter((control) => control.left < 0 || control.right > width + 0.5).map((c) => c.name);
  expect(cut, `${where}: header controls cut at the window's edge`).toEqual([]);
  expect(await sidewaysScroll(page), `${where}: scrolls sideways`).toBeLessThanOrEqual(0);
  // The product's name is a link whose box may shrink: its words must shrink with it (wrap), not
  // run on under the navigation.
  const nameRunsOver = await page.evaluate(() => {
    const name = document.querySelector('header [data-partner-name]');
    const link = name?.closest('a');
    if (name === null || link === null || link === undefined) return 0;
    return name.getBoundingClientRect().right - link.getBoundingClientRect().right;
  });
  expect(nameRunsOver, `${where}: the product's name runs past its link`).toBeLessThanOrEqual(0.5);
  return controls;
}

/** Attaches the header as it looks in both themes; also written to HEADER_SHOTS_DIR when set. */
async function shootHeader(page: Page, shell: Shell, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.HEADER_SHOTS_DIR;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const box = await shell.header.boundingBox();
    const viewport = page.viewportSize();
    if (box === null || viewport === null) throw new Error('The header is not on screen');
    // A little of the page below, so an open panel shows in context.
    const clip = { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, box.height + 320) };
    const file = `${name}-${colorScheme}.png`;
    const body = await page.screenshot({ clip });
    await testInfo.attach(file, { body, contentType: 'image/png' });
    if (dir !== undefined && dir !== '') {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, file), clip });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The header at each of `widths` (its closed state, one row), the page then put back to `home`:
 * each side of each breakpoint (sm 640, md 768 where RainbowKit folds the account to its avatar,
 * lg 1024 where the navigation comes into the row, xl 1280 where the gaps widen, 2xl 1536).
 */
async function expectOneRowAcross(
  page: Page,
  shell: Shell,
  where: string,
  widths: readonly number[],
  home: { width: number; height: number },
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: home.height });
    await expectOneRow(page, shell, `${where} at ${String(width)} px`);
    if (width < 640) {
      const box = await shell.header.boundingBox();
      expect(
        box?.height,
        `${where} at ${String(width)} px: the phone header is at most 64 px tall`,
      ).toBeLessThanOrEqual(PHONE_HEADER_MAX_HEIGHT);
    }
  }
  await page.setViewportSize(home);
}

const SIZES = [
  // A phone: device-width emulation with overlay scrollbars; the Menu panel's widths.
  {
    name: '390 px',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    sweep: [360, 639, 640, 767, 768, 1023],
  },
  // The navigation in the row and the Settings popover, from lg on.
  {
    name: '1280 px',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    sweep: [1024, 1279, 1280, 1535, 1536],
  },
] as const;

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({
      viewport: size.viewport,
      deviceScaleFactor: size.deviceScaleFactor,
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
      colorScheme: 'light',
    });

    test(
      'the header is one row with the development wallet connected and not, and its settings hold language, theme and the development account',
      { tag: '@chain' },
      async ({ page, shell, world }, testInfo) => {
        const shotName = size.name.replace(/\W+/g, '-').replace(/-$/, '');
        await page.goto('/referrals');
        await expect(shell.connectButton).toBeVisible();
        await expectOneRowAcross(page, shell, 'no wallet', size.sweep, size.viewport);
        await shootHeader(page, shell, testInfo, `${shotName}-disconnected`);

        await shell.connect('Development wallet');
        const alice = world.user('alice');
        await page.reload();
        await connectedHeaderSettled(shell, alice);
        await expectOneRowAcross(page, shell, 'development wallet connected', size.sweep, size.viewport);
        const controls = await expectOneRow(page, shell, 'development wallet connected');
        const headerBox = await shell.header.boundingBox();
        if (size.isMobile) {
          expect(headerBox?.height, 'the phone header is at most 64 px tall').toBeLessThanOrEqual(
            PHONE_HEADER_MAX_HEIGHT,
          );
          // Brand, menu, account: the settings are not in the row on a phone.
          expect(controls.map((control) => control.name)).toEqual(
            expect.arrayContaining(['Partner Incentives', 'Menu']),
          );
        }
        // Neither the language, the theme nor the account picker takes room in the closed header.
        await expect(shell.languageMenu).toBeHidden();
        await expect(shell.devAccountPicker).toBeHidden();
        await shootHeader(page, shell, testInfo, `${shotName}-connected`);

        // The settings: a disclosure button that says it is open, and the controls, working.
        const button = await shell.openSettings();
        await expect(button).toHaveAttribute('aria-controls', /./);
        await expect(shell.languageMenu).toBeVisible();
        await expect(shell.devAccountPicker).toBeVisible();
        await expect(shell.devAccountPicker).toHaveValue(String(world.mnemonicIndex(alice)));
        // Named as the fixtures name them.
        await expect(shell.devAccountPicker.locator('option:checked')).toHaveText('alice · #2');
        await expect(shell.devAccountPicker.getByRole('option', { name: 'bob · #3' })).toHaveCount(1);
        if (size.isMobile) {
          // On a phone the same panel holds the navigation, every link reachable.
          for (const item of NAV_ITEMS) await expect(shell.navLink(item)).toBeVisible();
        }
        expect(await sidewaysScroll(page), 'the open settings scroll sideways').toBeLessThanOrEqual(0);
        await shootHeader(page, shell, testInfo, `${shotName}-settings-open`);

        // The theme: a press switches it, and the page follows.
        const html = page.locator('html');
        await shell.themeToggle('System').click();
        await expect(shell.themeToggle('Light')).toBeVisible();
        await shell.themeToggle('Light').click();
        await expect(html).toHaveClass(/\bdark\b/);
        await shell.themeToggle('Dark').click();
        await expect(html).not.toHaveClass(/\bdark\b/);

        // The development account: bob signs from now on, and the header's account says so.
        const bob = world.user('bob');
        await shell.devAccountPicker.selectOption({ label: 'bob · #3' });
        if (!size.isMobile) await expect(shell.accountButton(bob)).toBeVisible();
        await expect(shell.devAccountPicker).toHaveValue(String(world.mnemonicIndex(bob)));

        // The language: the page re-renders in Spanish and in Chinese, whose longer and wider words
        // keep the header to one row as well, and back.
        for (const [locale, label] of [
          ['es', 'Idioma'],
          ['zh-CN', '语言'],
        ] as const) {
          await page.getByRole('combobox', { name: /^(Language|Idioma|语言)$/ }).selectOption(locale);
          await expect(html).toHaveAttribute('lang', locale);
          await expect(page.getByRole('combobox', { name: label })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expectOneRowAcross(page, shell, `in ${locale}`, size.sweep, size.viewport);
          await button.click();
        }
        await page.getByRole('combobox', { name: '语言' }).selectOption('en');
        await expect(html).toHaveAttribute('lang', 'en');

        // Escape closes and gives the focus back to the button that opened the panel.
        await shell.closeSettings(button);
        await expect(button).toBeFocused();
        await expect(shell.settings).toBeHidden();

        // Keyboard only: the button opens with Enter, and Tab walks into the panel.
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        if (size.isMobile) {
          await page.keyboard.press('Tab');
          await expect(shell.navLink('Campaigns')).toBeFocused();
        } else {
          await page.keyboard.press('Tab');
          await expect(shell.languageMenu).toBeFocused();
        }
        // A press outside closes it too (in the page's left margin, on nothing that acts).
        await page.mouse.click(4, size.viewport.height - 4);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      },
    );
  });
}

test(
  'Tab visits the header in the order it reads (skip link, brand, navigation, settings, wallet), and the skip link moves the keyboard to the page',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    const visited: string[] = [];
    for (let step = 0; step < 9; step += 1) {
      await page.keyboard.press('Tab');
      visited.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return active === null ? '' : (active.getAttribute('aria-label') ?? active.textContent).trim();
        }),
      );
    }
    expect(visited, 'the order Tab visits the header in').toEqual([
      'Skip to content',
      'Partner Incentives',
      'Campaigns',
      'Rewards',
      'Referrals',
      'Deposit targets',
      'About',
      'Settings',
      'Connect Wallet',
    ]);

    // Back to the first stop: the skip link shows when focused, and Enter moves past the header.
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Shift+Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  },
);

test(
  'the phone menu and the settings close once Tab leaves the header, rather than staying open over the page',
  { tag: '@smoke' },
  async ({ page, shell }) => {
    const leaveHeader = async () => {
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.closest('header') === null)) return;
      }
      throw new Error('Tab never left the header');
    };
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    await expect(shell.heading).toBeVisible();
    await shell.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
    await leaveHeader();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize({ width: 1280, height: 800 });
    const settings = page.getByRole('button', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await leaveHeader();
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
  },
);

test(
  'a campaign page names itself in the browser tab with its heading’s words',
  { tag: '@chain' },
  async ({ page, shell }) => {
    // The other routes' tab titles are checked as shell.spec.ts navigates through them.
    await page.goto('/campaigns/31337:5');
    await expect(shell.heading).toHaveText(/^\S+ rewards on \S+$/);
    const heading = (await shell.heading.innerText()).trim();
    await expect(page).toHaveTitle(`${heading} · Partner Incentives`);
  },
);

/** The injected test wallet as the page sees it (`window.ethereum`). */
interface Provider {
  request: (args: { method: string }) => Promise<unknown>;
}

test.describe('the network menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    "offers this deployment's chains with their own marks, and a switch the wallet refuses says why",
    { tag: '@chain' },
    async ({ connectedPage: page, shell }) => {
      const chainButton = page.getByTestId('rk-chain-button');
      await chainButton.click();
      const dialog = shell.walletModal;
      await expect(dialog).toBeVisible();
      // Only the local chains: a local build pays nothing on Ethereum, Base, Arbitrum One or OP Mainnet.
      const options = dialog.getByTestId(/^rk-chain-option-\d+$/);
      await expect(options).toHaveText([/Local Ethereum/, /Local Base/, /Local Arbitrum/]);
      for (const chainId of [31337, 31338, 31339]) {
        const src = await dialog
          .getByTestId(`rk-chain-option-${String(chainId)}-icon`)
          .locator('img')
          .getAttribute('src');
        // Drawn here (no fetch), the namesake's mark in the dashed "local" ring; no hard hat.
        expect(src).toMatch(/^data:image\/svg\+xml,/);
        expect(decodeURIComponent(src ?? '')).toContain('stroke-dasharray');
      }

      // The wallet refuses the switch, as a person pressing "Reject" does: the app says so.
      await page.evaluate(() => {
        const wallet = (window as unknown as { ethereum: Provider }).ethereum;
        const request = wallet.request.bind(wallet);
        (window as unknown as { restoreSwitch: () => void }).restoreSwitch = () => {
          wallet.request = request;
        };
        wallet.request = async (args) => {
          if (args.method === 'wallet_switchEthereumChain') {
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          }
          return request(args);
        };
      });
      await dialog.getByTestId('rk-chain-option-31338').click();
      await expect(page.getByText('The switch to Local Base was declined in the wallet.')).toBeVisible();
      await expect(chainButton.getByRole('img', { name: 'Local Ethereum' })).toBeVisible();

      // Accepted, the switch goes through and the network button wears Local Base's mark.
      await page.evaluate(() => {
        (window as unknown as { restoreSwitch: () => void }).restoreSwitch();
      });
      if (!(await dialog.isVisible())) await chainButton.click();
      await dialog.getByTestId('rk-chain-option-31338').click();
      await expect(chainButton.getByRole('img', { name: 'Local Base' })).toBeVisible();
    },
  );
});
