// Temporary (not committed): screenshots of changed screens at 390 and 1280 px, both themes.
import { chromium, type Page } from '@playwright/test';
import { installInjectedWallet } from '../e2e/fixtures/injected-wallet.ts';

const APP = process.env.APP ?? 'http://127.0.0.1:4501';
const MOCK = process.env.MOCK ?? 'http://127.0.0.1:8901';
const OUT = '/work/shots';

async function main() {
  const fixtures = (await (await fetch(`${MOCK}/__mock/fixtures`)).json()) as {
    accounts: { username: string; payoutWallet: string }[];
    chains: { chainId: number; rpcUrl: string }[];
  };
  const alice = fixtures.accounts.find((a) => a.username === 'alice')!.payoutWallet;
  const rpcUrls = Object.fromEntries(fixtures.chains.map((c) => [c.chainId, c.rpcUrl]));
  const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox'] });
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      await installInjectedWallet(page, { accounts: [alice], chainId: fixtures.chains[0]!.chainId, rpcUrls, atomicBatching: true } as never);
      const shot = async (name: string) => {
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `${OUT}/${name}-${String(width)}-${scheme}.png`, fullPage: true });
      };
      await page.goto(`${APP}/`);
      await shot('list');
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page.getByRole('button', { name: /Test Wallet/ }).first().click();
      await page.waitForTimeout(1500);
      await page.goto(`${APP}/rewards`);
      await shot('rewards');
      const everything = page.getByRole('button', { name: /Claim everything/ }).first();
      if (await everything.isVisible()) {
        await everything.click();
        await page.waitForTimeout(3000);
        await shot('rewards-plan');
        await page.keyboard.press('Escape');
      }
      await page.goto(`${APP}/referrals`);
      await shot('referrals');
      await page.goto(`${APP}/rewards?address=${fixtures.accounts.find((a) => a.username === 'bob')?.payoutWallet ?? alice}`);
      await shot('rewards-viewas');
      await context.close();
    }
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
