import { expect, test } from '@playwright/test';
import { installInjectedWallet } from './fixtures/injected-wallet.ts';

// Rewards and claims against the whole local stack: the mock service publishes every reward root
// to the anvil chain of its campaign, and the test wallet forwards transactions to that chain.
const MOCK_ORIGIN = process.env.MOCK_ORIGIN ?? 'http://127.0.0.1:8787';
const ANVIL_PORT_BASE = Number(process.env.ANVIL_PORT_BASE ?? 8545);
const FIRST_LOCAL_CHAIN = 31337;
const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

interface Fixtures {
  scenarios: { claimable: { campaignId: string; user: string }[] };
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_ORIGIN}/__mock/reset`);
  expect(reset.ok()).toBe(true);
});

test('claims a reward on its chain, then the service reports it paid', async ({ page, request }) => {
  const fixtures = (await (await request.get(`${MOCK_ORIGIN}/__mock/fixtures`)).json()) as Fixtures;
  const claim = fixtures.scenarios.claimable.find((entry) => entry.user === ALICE);
  if (claim === undefined) throw new Error('the fixture world has nothing claimable for alice');
  const chainId = Number(claim.campaignId.split(':')[0]);
  await installInjectedWallet(page, {
    accounts: [ALICE],
    chainId,
    rpcUrl: `http://127.0.0.1:${String(ANVIL_PORT_BASE + chainId - FIRST_LOCAL_CHAIN)}`,
  });

  await page.goto('/rewards');
  await expect(page.getByRole('heading', { name: 'Connect a wallet to see your rewards' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await expect(page.getByText(`Your connected wallet ${ALICE}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();

  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`campaign ${claim.campaignId}$`) }) });
  const claimButton = row.getByRole('button', { name: /^Claim \d/ });
  const offered = (await claimButton.textContent())?.replace(/^Claim /, '');
  await claimButton.click();
  await expect(row.getByText(`Claimed ${offered ?? ''}.`)).toBeVisible({ timeout: 20_000 });

  await expect(row.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

  // The service learns of the Claimed event from the chain a moment later.
  await expect(async () => {
    await page.goto(`/rewards?address=${ALICE}`);
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^0 /, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('views any address read-only, and says what is wrong with a bad one', async ({ page }) => {
  await page.goto('/rewards?address=alice.eth');
  await expect(page.getByRole('alert')).toHaveText(/^The address in the link is not an address\./);

  const box = page.getByRole('textbox', { name: 'View as address (read-only)' });
  await box.fill(ALICE);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`address=${ALICE}`));
  await expect(page.getByText(`Viewing ${ALICE} (read-only).`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
  // Someone else's rewards can be looked at, not claimed from here.
  await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
});
