import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { HeaderControl, NavItem, Shell } from './pages/shell.ts';

// The header at every width and at 200 % zoom, with the development wallet connected and not:
// no control is painted over another or cut at the window's edge, every navigation link takes a
// click at its centre (after opening the menu where the navigation is folded), and nothing
// scrolls sideways.

test.describe.configure({ timeout: 180_000 });

const NAV_ITEMS: readonly NavItem[] = ['Campaigns', 'Rewards', 'Referrals', 'Deposit targets', 'About'];
const ROUTES = ['/', '/rewards', '/referrals', '/deposit-targets', '/about', '/campaigns/31337:5'] as const;

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

/** How far the page scrolls sideways, and the innermost elements that reach past the window. */
async function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    const culprits = past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent.trim().slice(0, 40)}"`);
    return { overflow: root.scrollWidth - root.clientWidth, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { overflow, culprits } = await sidewaysScroll(page);
  expect(overflow, `${where}: scrolls sideways (${culprits.join(', ')})`).toBeLessThanOrEqual(0);
}

/**
 * Waits until the header shows its final wallet state (`account`: the development wallet's
 * account index, or none connected), so what is measured is what stays.
 */
async function headerSettled(shell: Shell, account: number | undefined): Promise<void> {
  await expect(shell.heading).toBeVisible();
  if (account === undefined) {
    await expect(shell.connectButton).toBeVisible();
  } else {
    // Below 768 px RainbowKit shows the account as an avatar without the address; the picker
    // shows the development wallet's account at every width.
    // The wallet layer, the reconnect and the picker's code all load after a reload: allow for a
    // busy machine.
    await expect(shell.devAccountPicker).toBeVisible({ timeout: 20_000 });
    await expect(shell.devAccountPicker).toHaveValue(String(account));
    await expect(shell.header.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(shell.connectButton).toHaveCount(0);
  }
}

/** The three checks of the acceptance, in the page's current state; `where` names it in failures. */
async function expectHeaderUsable(page: Page, shell: Shell, where: string): Promise<void> {
  const controls = await shell.headerControls();
  expect(overlappingPairs(controls), `${where}: header controls overlap`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const cut = controls.filter((control) => control.left < 0 || control.right > width + 0.5).map((c) => c.name);
  expect(cut, `${where}: header controls cut at the window's edge`).toEqual([]);
  await expectNoSidewaysScroll(page, where);

  const folded = await shell.openNavigation();
  for (const item of NAV_ITEMS) {
    expect(await shell.navLinkIsReachable(item), `${where}: "${item}" takes a click at its centre`).toBe(true);
  }
  await expectNoSidewaysScroll(page, `${where}, menu open`);
  if (folded) {
    await page.keyboard.press('Escape');
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.menuButton).toBeFocused();
  }
}

/** Attaches the header as it looks in both themes; also written to HEADER_SHOTS_DIR when set. */
async function shootHeader(page: Page, shell: Shell, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.HEADER_SHOTS_DIR;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const file = `${name}-${colorScheme}.png`;
    const body = await page.screenshot({ clip: await headerClip(page, shell) });
    await testInfo.attach(file, { body, contentType: 'image/png' });
    if (dir !== undefined && dir !== '') {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, file), clip: await headerClip(page, shell) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function headerClip(page: Page, shell: Shell) {
  const box = await shell.header.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error('The header is not on screen');
  // A little of the page below, so an open menu or a second row shows in context.
  return { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, box.height + 120) };
}

const SIZES = [
  // Phones: device-width emulation with overlay scrollbars, as the phones these widths stand for.
  { name: '360 px', viewport: { width: 360, height: 800 }, deviceScaleFactor: 3, isMobile: true },
  { name: '390 px', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true },
  { name: '1024 px', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, isMobile: false },
  { name: '1280 px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
  // 200 % browser zoom of a 1280x800 desktop window: half the CSS pixels, each drawn twice as large.
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, isMobile: false },
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
      'on every route, with the development wallet connected and not, no header control overlaps another and every link is reachable',
      { tag: '@chain' },
      async ({ page, shell, world }, testInfo) => {
        const alice = world.mnemonicIndex(world.user('alice'));
        for (const route of ROUTES) {
          await page.goto(route);
          await headerSettled(shell, undefined);
          await expectHeaderUsable(page, shell, `${route}, no wallet`);
        }
        const shotName = size.name.replace(/\W+/g, '-').replace(/-$/, '');
        await shootHeader(page, shell, testInfo, `${shotName}-disconnected`);

        await shell.connect('Development wallet');
        for (const route of ROUTES) {
          await page.goto(route);
          await headerSettled(shell, alice);
          await expectHeaderUsable(page, shell, `${route}, development wallet connected`);
        }
        await shootHeader(page, shell, testInfo, `${shotName}-connected`);
        if (await shell.openNavigation()) await shootHeader(page, shell, testInfo, `${shotName}-menu-open`);
      },
    );
  });
}

test(
  'at every width from 320 to 1920 px the header keeps its controls apart and its links reachable',
  { tag: '@chain' },
  async ({ page, shell, world }) => {
    const widths = Array.from({ length: 41 }, (_, step) => 320 + step * 40);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/referrals');
    await headerSettled(shell, undefined);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expectHeaderUsable(page, shell, `${String(width)} px, no wallet`);
    }
    await shell.connect('Development wallet');
    await headerSettled(shell, world.mnemonicIndex(world.user('alice')));
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expectHeaderUsable(page, shell, `${String(width)} px, development wallet connected`);
    }
  },
);

test(
  'Tab visits the header in the order it reads: brand, navigation, then the wallet',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    const visited: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      visited.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return active === null ? '' : (active.getAttribute('aria-label') ?? active.textContent).trim();
        }),
      );
    }
    expect(visited.slice(0, 7)).toEqual([
      'Skip to content',
      'Partner Incentives',
      'Campaigns',
      'Rewards',
      'Referrals',
      'Deposit targets',
      'About',
    ]);
    // The language menu (a select: what it holds is its languages, each named in itself).
    expect(visited[7]).toContain('Español');
    expect(visited[8]).toMatch(/theme; switch to/);
    expect(visited[9]).toBe('Connect Wallet');
  },
);

test('the skip link moves the keyboard past the header to the page', { tag: '@smoke' }, async ({ page, shell }) => {
  await page.goto('/about');
  await expect(shell.heading).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
