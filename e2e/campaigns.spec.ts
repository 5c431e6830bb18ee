import { expect, test, type Page } from '@playwright/test';
import { installInjectedWallet } from './fixtures/injected-wallet.ts';

// Campaign browsing against the mock service (127.0.0.1:8787 unless MOCK_ORIGIN says otherwise).
// Its fixture world has 17 campaigns on each reward chain 31337/31338/31339; fixture wallets are
// the standard development mnemonic's accounts: alice (#2) earns in campaign 31337:5, bob (#3)
// is inside the cliff of 31337:6.
const MOCK_ORIGIN = process.env.MOCK_ORIGIN ?? 'http://127.0.0.1:8787';
const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const BOB = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

test.beforeEach(async ({ request }) => {
  // Every test starts from the same world: clock at its origin, nothing claimed.
  const reset = await request.post(`${MOCK_ORIGIN}/__mock/reset`);
  expect(reset.ok()).toBe(true);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Campaigns' }).getByRole('article');
const summary = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ campaigns\./);

test('filters by reward chain and two statuses, then sorts the page by APR', async ({ page }) => {
  await page.goto('/');
  await expect(summary(page)).toContainText('of 48 campaigns');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Reward chain').selectOption({ label: 'Local Base' });
  await page.getByRole('checkbox', { name: 'Active' }).check();
  await page.getByRole('checkbox', { name: 'Ended' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page).toHaveURL(/\?chain=31338&status=active%2Cended$/);
  await expect(summary(page)).toContainText('Showing 1–8 of 8 campaigns.');
  await expect(cards(page)).toHaveCount(8);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText('Paid on Local Base');
    await expect(card.getByText(/^(Active|Ended)$/).first()).toBeVisible();
  }

  await page.getByLabel('Sort this page').selectOption({ label: 'APR, highest first' });
  await expect(page).toHaveURL(/sort=apr/);
  await expect(cards(page).first()).toContainText('30.99%');
  await expect(cards(page).last()).toContainText('Ended');
});

test('paginates, and reload and Back keep the view', async ({ page }) => {
  await page.goto('/?status=active,ended&size=10&view=table');
  await expect(summary(page)).toContainText('Showing 1–10 of 24 campaigns.');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(summary(page)).toContainText('Showing 11–20 of 24 campaigns.');
  const firstOnPage2 = await page.getByRole('table').getByRole('link').first().textContent();

  await page.reload();
  await expect(summary(page)).toContainText('Showing 11–20 of 24 campaigns.');
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table').getByRole('link').first()).toHaveText(firstOnPage2 ?? '');

  await page.goBack();
  await expect(summary(page)).toContainText('Showing 1–10 of 24 campaigns.');
});

test('the search box keeps fast typing and the caret, and Back restores the search', async ({ page }) => {
  await page.goto('/?size=100&q=curve');
  await expect(summary(page)).toContainText('Showing 1–48 of 48 campaigns.');
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);

  const search = page.getByRole('searchbox', { name: 'Search this page' });
  await search.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('unswap');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('i');
  await page.keyboard.press('End');
  await page.keyboard.type('v');
  await expect(search).toHaveValue('uniswapv');
  await expect(page).toHaveURL(/q=uniswapv/);

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('curve');
});

test('says which link settings it ignored, and the empty state clears filters', async ({ page }) => {
  await page.goto('/?chain=1&status=paused');
  await expect(page.getByRole('region', { name: 'Ignored link settings' })).toContainText(
    'Status "paused" is not a campaign status.',
  );
  await expect(page.getByRole('heading', { name: 'No campaigns match these filters' })).toBeVisible();
  await page.getByRole('region', { name: 'Campaign results' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(summary(page)).toContainText('of 48 campaigns');
});

test('opens a campaign and its stats refresh in place when time passes', async ({ page, request }) => {
  // Browser timers are faked so the 60 s stats poll can be fast-forwarded instead of waited for.
  await page.clock.install();
  let statsRequests = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/v1/campaigns/31337:5/stats')) statsRequests += 1;
  });
  await page.goto('/?chain=31337&status=active');
  await page.getByRole('link', { name: /^WETH rewards on steakUSDC/ }).click();
  await expect(page).toHaveURL(/\/campaigns\/31337:5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WETH rewards on steakUSDC' })).toBeVisible();

  const figures = page.getByRole('region', { name: 'Key figures' });
  const distributed = figures.getByText('Distributed').locator('xpath=following-sibling::dd');
  await expect(figures.getByText(/^updated \d+s ago$/)).toBeVisible();
  const before = await distributed.textContent();
  expect(statsRequests).toBe(1);

  const advanced = await request.post(`${MOCK_ORIGIN}/__mock/clock`, { data: { advanceSeconds: 6 * 3600 } });
  expect(advanced.ok()).toBe(true);
  // Under 60 s nothing is asked again: the spec wants stats cached for a minute.
  await page.clock.fastForward('00:30');
  await expect(figures.getByText(/^updated 3\ds ago$/)).toBeVisible();
  expect(statsRequests).toBe(1);
  await expect(distributed).toHaveText(before ?? '');
  await page.clock.fastForward('00:31');
  await expect.poll(() => statsRequests).toBe(2);
  await expect(distributed).not.toHaveText(before ?? '');
  await expect(figures.getByText(/^updated [0-5]s ago$/)).toBeVisible();
});

test('views the campaign as an address with a position', async ({ page }) => {
  await page.goto('/campaigns/31337:5');
  await page.getByRole('textbox', { name: 'View as address (read-only)' }).fill('0x3C44');
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('alert')).toContainText('That is not an address.');

  await page.getByRole('textbox', { name: 'View as address (read-only)' }).fill(ALICE);
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`viewAs=${ALICE}`));
  const position = page.getByRole('region', { name: 'Position of this address' });
  await expect(position.getByText('Eligible and earning')).toBeVisible();
  await expect(position.getByText('Accumulated rewards').locator('xpath=following-sibling::dd')).toContainText('WETH');
  await expect(position.getByRole('button', { name: /claim/i })).toHaveCount(0);

  await page.reload();
  await expect(position.getByText('Eligible and earning')).toBeVisible();
});

test('explains why an ineligible wallet does not earn', async ({ page }) => {
  await page.goto(`/campaigns/31337:6?viewAs=${BOB}`);
  const position = page.getByRole('region', { name: 'Position of this address' });
  await expect(position.getByText('Not eligible', { exact: true }).first()).toBeVisible();
  await expect(
    position.getByText(/^In the cliff until .*: rewards count once a position has been held for 7d\.$/),
  ).toBeVisible();
});

test('shows the connected wallet’s position and its campaigns', async ({ page }) => {
  await installInjectedWallet(page, { accounts: [ALICE], chainId: 31337 });
  await page.goto('/?chain=31337');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await page.getByRole('button', { name: 'My campaigns' }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page.getByText(/My campaigns, sorting and search apply to the/)).toBeVisible();
  await expect(cards(page).first()).toContainText('you have a position');

  await cards(page)
    .getByRole('link', { name: /^WETH rewards on steakUSDC/ })
    .click();
  const position = page.getByRole('region', { name: 'Your position' });
  await expect(position.getByText(`Your connected wallet ${ALICE}.`)).toBeVisible();
  await expect(position.getByText('Eligible and earning')).toBeVisible();
  // Its own rewards can be claimed right here (the claim itself is covered in rewards.spec.ts).
  await expect(position.getByRole('button', { name: /^Claim \d[\d.,]* WETH$/ })).toBeEnabled();
});

test('an unknown or malformed campaign id shows the not-found page', async ({ page }) => {
  await page.goto('/campaigns/31337:999');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await page.goto('/campaigns/not-an-id');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
});
