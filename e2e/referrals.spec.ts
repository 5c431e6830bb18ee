import { expect, test } from '@playwright/test';
import { installInjectedWallet } from './fixtures/injected-wallet.ts';

// Referrals against the whole local stack. Fixture accounts: alice (mnemonic #2) and bob (#3) are
// referrers; grace (#15) is linked to an account and bound to nobody.
const MOCK_ORIGIN = process.env.MOCK_ORIGIN ?? 'http://127.0.0.1:8787';
const ANVIL_PORT_BASE = Number(process.env.ANVIL_PORT_BASE ?? 8545);
const FIRST_LOCAL_CHAIN = 31337;
const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const GRACE = '0xcd3b766ccdd6ae721141f452c550ca635964ce71';
const GRACE_INDEX = '15';

interface Fixtures {
  scenarios: { freeReferees: string[]; referralProof: { campaignId: string; referrer: string }[] };
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_ORIGIN}/__mock/reset`);
  expect(reset.ok()).toBe(true);
});

test('a referral link leads to a signed bind, which is permanent', async ({ page, request }) => {
  const fixtures = (await (await request.get(`${MOCK_ORIGIN}/__mock/fixtures`)).json()) as Fixtures;
  expect(fixtures.scenarios.freeReferees).toContain(GRACE);
  await page.goto('/?ref=Alice');
  const banner = page.getByRole('status').filter({ hasText: 'You were referred by @alice.' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Bind your wallet to them' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Development wallet/ })
    .click();
  await page.getByLabel('Development wallet account').selectOption(GRACE_INDEX);
  const bindSection = page.getByRole('region', { name: 'Your referrer' });
  const username = bindSection.getByLabel('Referrer’s username');
  await expect(username).toHaveValue('alice');
  await expect(bindSection.getByText(`@alice is paid at ${ALICE}.`)).toBeVisible();

  await bindSection.getByRole('button', { name: 'Bind by signing a message' }).click();
  await expect(bindSection.getByText(`Bound: @alice (${ALICE}) is your referrer, for good.`)).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The first bind wins: the same one again changes nothing, another referrer is refused.
  await bindSection.getByRole('button', { name: 'Bind by signing a message' }).click();
  await expect(bindSection.getByText(`Already bound to @alice (${ALICE}); nothing changed.`)).toBeVisible();
  await username.fill('bob');
  await bindSection.getByRole('button', { name: 'Bind by signing a message' }).click();
  await expect(
    bindSection.getByText('This wallet is already bound to another referrer, and the first bind is permanent.'),
  ).toBeVisible();
});

test('a malformed referral link is named and ignored', async ({ page }) => {
  await page.goto('/?ref=no%20such!');
  await expect(page.getByRole('status').filter({ hasText: '“no such!”, which is not a username' })).toBeVisible();
});

test('a dismissed referral stays dismissed after a reload', async ({ page }) => {
  await page.goto('/?ref=bob');
  const banner = page.getByRole('status').filter({ hasText: 'You were referred by @bob.' });
  await expect(banner).toBeVisible();
  await page.goto('/about');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a referrer claims a final payout through the manager', async ({ page, request }) => {
  const fixtures = (await (await request.get(`${MOCK_ORIGIN}/__mock/fixtures`)).json()) as Fixtures;
  const payout = fixtures.scenarios.referralProof.find((entry) => entry.referrer === ALICE);
  if (payout === undefined) throw new Error('the fixture world has no payout for alice');
  const chainId = Number(payout.campaignId.split(':')[0]);
  await installInjectedWallet(page, {
    accounts: [ALICE],
    chainId,
    rpcUrl: `http://127.0.0.1:${String(ANVIL_PORT_BASE + chainId - FIRST_LOCAL_CHAIN)}`,
  });
  await page.goto('/referrals');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  const earnings = page.getByRole('region', { name: 'Referral earnings' });
  await expect(earnings.getByText(`Your connected wallet ${ALICE}.`)).toBeVisible();
  const row = earnings
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`campaign ${payout.campaignId}$`) }) });
  const button = row.getByRole('button', { name: /^Claim payout \d/ });
  const offered = (await button.textContent())?.replace(/^Claim payout /, '');
  await button.click();
  await expect(row.getByText(`Claimed ${offered ?? ''}.`)).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('button', { name: /^Claim payout/ })).toHaveCount(0);
});
