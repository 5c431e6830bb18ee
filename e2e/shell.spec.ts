import { expect, test } from './fixtures/test.ts';
import { installInjectedWallet } from './fixtures/injected-wallet.ts';
import type { NavItem } from './pages/shell.ts';

// The header and what every screen shares. The smoke tests read nothing but the app itself.

const APP = 'Partner Incentives';
const SCREENS: readonly { link: NavItem; path: RegExp; heading: string; title: string }[] = [
  { link: 'Rewards', path: /\/rewards$/, heading: 'Rewards', title: `Rewards · ${APP}` },
  { link: 'Referrals', path: /\/referrals$/, heading: 'Referrals', title: `Referrals · ${APP}` },
  {
    link: 'Deposit targets',
    path: /\/deposit-targets$/,
    heading: 'Deposit targets',
    title: `Deposit targets · ${APP}`,
  },
  { link: 'About', path: /\/about$/, heading: 'How incentive campaigns work', title: `About · ${APP}` },
  { link: 'Campaigns', path: /\/$/, heading: 'Campaigns', title: `Campaigns · ${APP}` },
];

test(
  'every main screen opens from the navigation with its heading and its own tab title, and Back returns',
  { tag: '@smoke' },
  async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Campaigns');
    for (const screen of SCREENS) {
      await shell.navLink(screen.link).click();
      await expect(page).toHaveURL(screen.path);
      // One <h1> (shell.heading is strict): the landing's prerendered heading never stays behind.
      await expect(shell.heading).toHaveText(screen.heading);
      await expect(shell.navLink(screen.link)).toHaveAttribute('aria-current', 'page');
      await expect(page, `the tab names ${screen.link}`).toHaveTitle(screen.title);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(shell.heading).toHaveText('How incentive campaigns work');
    await expect(shell.navLink('Campaigns')).not.toHaveAttribute('aria-current', 'page');
  },
);

test('an unknown address shows the not-found page inside the shell', { tag: '@smoke' }, async ({ page, shell }) => {
  await page.goto('/no/such/page');
  await expect(shell.heading).toHaveText('Page not found');
  await expect(page).toHaveTitle(`Page not found · ${APP}`);
  await expect(shell.nav).toBeVisible();
  await page.getByRole('link', { name: 'Browse campaigns' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.heading).toHaveText('Campaigns');
});

test(
  "the header's mark is drawn in the page: a first visit asks for no image of it, before the app starts or after",
  { tag: '@smoke' },
  async ({ page, shell }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto('/');
    // Once React has replaced the prerendered page, the header's logo has been drawn twice.
    await expect(page.locator('#prerendered-shell')).toHaveCount(0);
    await expect(shell.header.locator('img[data-partner-logo]').first()).toBeVisible();
    expect(images).toEqual([]);
  },
);

test(
  'the theme toggle switches to dark and the choice survives a reload',
  { tag: '@smoke' },
  async ({ page, shell }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    // The app's code starts after first paint: until React replaces the prerendered page, its
    // toggle is markup only and a click on it does nothing.
    await expect(page.locator('#prerendered-shell')).toHaveCount(0);
    // The toggle lives in the header's settings.
    await shell.openSettings();
    await shell.themeToggle('System').click();
    await shell.themeToggle('Light').click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await shell.openSettings();
    await expect(shell.themeToggle('Dark')).toBeVisible();
  },
);

test(
  "the running app keeps the placeholders' pulses from React's root, and no other animation's",
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/about');
    // The app has started (main.tsx installs the window's listener before React's root listens).
    await expect(page.locator('#prerendered-shell')).toHaveCount(0);
    const heardAtTheRoot = await page.evaluate(async () => {
      const root = document.getElementById('root');
      if (root === null) throw new Error('no #root');
      const heard: string[] = [];
      // Where React listens: the root, capture phase first.
      const listen = (event: Event) => {
        heard.push((event.target as Element).hasAttribute('data-skeleton') ? 'placeholder' : 'other');
      };
      root.addEventListener('animationstart', listen, true);
      const placeholder = document.createElement('span');
      placeholder.setAttribute('data-skeleton', '');
      const other = document.createElement('span');
      for (const element of [placeholder, other]) element.className = 'block h-4 w-4 animate-pulse';
      const otherStarted = new Promise((resolve) => {
        other.addEventListener('animationstart', resolve, { once: true });
      });
      root.append(placeholder, other);
      await otherStarted;
      // Both started in the same frame; one more lets a late placeholder event arrive if it would.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      root.removeEventListener('animationstart', listen, true);
      placeholder.remove();
      other.remove();
      return heard;
    });
    expect(heardAtTheRoot).toEqual(['other']);
  },
);

test('the connect modal lists a browser wallet and closes with Escape', { tag: '@smoke' }, async ({ page, shell }) => {
  // Answers account and chain questions itself and sends nothing anywhere: safe on any deployment.
  await installInjectedWallet(page, { accounts: ['0x000000000000000000000000000000000000dead'], chainId: 1 });
  await page.goto('/about');
  await shell.connectButton.click();
  await expect(shell.walletModal).toBeVisible();
  await expect(shell.walletOption('Test Wallet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.walletModal).toBeHidden();
  await expect(shell.connectButton).toBeVisible();
});

test('connects the injected wallet through the modal', { tag: '@chain' }, async ({ page, shell, wallet }) => {
  await page.goto('/');
  await shell.connectButton.click();
  await expect(shell.walletModal).toBeVisible();
  await shell.walletOption('Test Wallet').click();
  await expect(shell.walletModal).toBeHidden();
  await expect(shell.accountButton(wallet.address)).toBeVisible();
  // A wallet remembers the sites it is connected to: a reload reconnects without asking.
  await page.reload();
  await expect(shell.accountButton(wallet.address)).toBeVisible();
  await expect(shell.connectButton).toHaveCount(0);
});

test(
  'the development wallet connects with the chosen fixture account',
  { tag: '@chain' },
  async ({ page, shell, world }) => {
    await page.goto('/');
    await shell.connect('Development wallet');
    // Mnemonic account #2, alice, is the default.
    await expect(shell.accountButton(world.user('alice'))).toBeVisible();
    const bob = world.user('bob');
    await shell.chooseDevAccount(world.mnemonicIndex(bob));
    await expect(shell.accountButton(bob)).toBeVisible();
  },
);

test.describe('without JavaScript', () => {
  // The first paint of every route comes from its HTML alone (scripts/prerender.ts): header,
  // navigation and the route's heading are there before, and without, any script running.
  test.use({ javaScriptEnabled: false });

  const PAGES: readonly { path: string; current?: NavItem; heading?: string; status?: string }[] = [
    { path: '/', current: 'Campaigns', heading: 'Campaigns' },
    { path: '/rewards', current: 'Rewards', heading: 'Rewards' },
    { path: '/referrals', current: 'Referrals', heading: 'Referrals', status: 'Loading your referral center' },
    { path: '/deposit-targets', current: 'Deposit targets', heading: 'Deposit targets' },
    { path: '/about', current: 'About', heading: 'How incentive campaigns work' },
    { path: '/campaigns/31337:1', status: 'Loading the campaign' },
    { path: '/no/such/page', heading: 'Page not found' },
  ];

  test(
    'every route shows the header, the navigation and its first screen',
    { tag: '@smoke' },
    async ({ page, shell }) => {
      for (const { path, current, heading, status } of PAGES) {
        await page.goto(path);
        await expect(shell.header.getByRole('link', { name: 'Partner Incentives' }), path).toBeVisible();
        await expect(shell.nav, path).toBeVisible();
        for (const item of ['Campaigns', 'Rewards', 'Referrals', 'Deposit targets', 'About'] as const) {
          await expect(shell.navLink(item), `${path}: ${item}`).toBeVisible();
          if (item === current)
            await expect(shell.navLink(item), `${path}: ${item} is current`).toHaveAttribute('aria-current', 'page');
          else
            await expect(shell.navLink(item), `${path}: ${item} is not current`).not.toHaveAttribute(
              'aria-current',
              'page',
            );
        }
        if (heading !== undefined) await expect(shell.heading, `${path}: its heading`).toHaveText(heading);
        if (status !== undefined)
          await expect(
            page.getByRole('status', { name: status }).or(page.getByText(status)),
            `${path}: its loading state`,
          ).toBeAttached();
        // The shell cannot know the wallet, so it offers nothing a restored wallet would contradict.
        await expect(shell.connectButton, `${path}: no Connect Wallet`).toHaveCount(0);
        await expect(page.getByText('Reconnecting'), `${path}: no Reconnecting`).toHaveCount(0);
      }
    },
  );
});
