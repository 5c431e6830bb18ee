/**
 * `npm run screenshots`: photographs the main screens of a running local stack (`npm start`) into
 * docs/images/, the pictures the README shows. Remake them whenever a screen changes, so they
 * never go stale; scripts/docs-links.test.ts fails when the README names one that is missing.
 *
 * The stack is found where `npm start` puts it: the app on APP_PORT (4173), or SCREENSHOTS_URL.
 * The wallet screens are shown for the fixture world's alice through "view as" (read-only), so no
 * wallet is needed. Each screen is taken once its data has arrived: the app has replaced the
 * prerendered shell, the network is quiet, no region is busy and the fonts are in.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROLE } from '../src/mock/world/wallet-roles.ts';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATHS } from './chromium.ts';

const outDir = join(import.meta.dirname, '..', 'docs', 'images');

interface Shot {
  file: string;
  path: string;
  width: number;
  height: number;
  theme: 'light' | 'dark';
}

const alice = ROLE.alice;
const SHOTS: readonly Shot[] = [
  { file: 'campaigns.png', path: '/', width: 1280, height: 800, theme: 'light' },
  { file: 'campaign.png', path: `/campaigns/31337:5?viewAs=${alice}`, width: 1280, height: 800, theme: 'light' },
  { file: 'rewards.png', path: `/rewards?address=${alice}`, width: 1280, height: 800, theme: 'light' },
  { file: 'referrals.png', path: `/referrals?address=${alice}`, width: 1280, height: 800, theme: 'dark' },
];

function appUrl(): string {
  const fromEnv = process.env.SCREENSHOTS_URL?.trim() ?? '';
  if (fromEnv !== '') return fromEnv.replace(/\/$/, '');
  return `http://127.0.0.1:${process.env.APP_PORT ?? '4173'}`;
}

async function stackAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/** PLAYWRIGHT_CHROMIUM_PATH, else Debian's full Chromium (as people see the app), else Playwright's own. */
function chromiumPath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH?.trim() ?? '';
  return fromEnv !== '' ? fromEnv : DEBIAN_CHROMIUM_PATHS.find((path) => existsSync(path));
}

async function untilSettled(page: Page): Promise<void> {
  await page.locator('#prerendered-shell').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function main(): Promise<void> {
  const base = appUrl();
  if (!(await stackAnswers(base))) {
    console.error(`No app answers at ${base}. Start the local stack first (npm start), or set SCREENSHOTS_URL.`);
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        colorScheme: shot.theme,
        locale: 'en-US',
      });
      const page = await context.newPage();
      await page.goto(base + shot.path);
      await untilSettled(page);
      await page.screenshot({ path: join(outDir, shot.file) });
      await context.close();
      console.log(`  docs/images/${shot.file}   ${shot.path} at ${String(shot.width)} px, ${shot.theme}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error('The screenshots could not be taken:', error instanceof Error ? error.message : error);
  process.exit(1);
});
