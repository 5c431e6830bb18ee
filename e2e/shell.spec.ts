import { expect, test } from '@playwright/test';
import { installInjectedWallet } from './fixtures/injected-wallet.ts';

const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

test('navigates between pages and back', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How incentive campaigns work' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page');
});

test('unknown address shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse campaigns' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('opens the wallet modal, lists an injected wallet and connects', async ({ page }) => {
  await installInjectedWallet(page, { accounts: [account], chainId: 31337 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Test Wallet/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /0xf3.*2266/ })).toBeVisible();
});

test('theme toggle switches to dark and survives reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: /System theme; switch to light theme/ }).click();
  await page.getByRole('button', { name: /Light theme; switch to dark theme/ }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});

test('the development wallet connects with the chosen fixture account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Development wallet/ })
    .click();
  // Account #2 of the development mnemonic is the default.
  await expect(page.getByRole('button', { name: /0x3C.*93BC/i })).toBeVisible();
  await page.getByLabel('Development wallet account').selectOption('3');
  await expect(page.getByRole('button', { name: /0x90.*b906/i })).toBeVisible();
});
