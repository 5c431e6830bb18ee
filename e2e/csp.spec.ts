import { expect, test, type Page } from '@playwright/test';
import { localMockOrigin } from './fixtures/mock-service.ts';

// The app under its own Content-Security-Policy: every route renders, the wallet modal, wagmi and
// the development wallet work, and the browser reports no CSP violation (nor a Permissions-Policy
// complaint) on the way. Violations are caught both ways Chromium reports them: the
// `securitypolicyviolation` DOM event (installed before any script runs) and its console messages.

const MOCK_ORIGIN = localMockOrigin();

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Starts recording CSP violations and policy console errors; returns the console list. */
async function watchPolicies(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text())) {
      messages.push(`[${message.type()}] ${message.text()}`);
    }
  });
  return messages;
}

async function expectNoViolation(page: Page, messages: readonly string[], where: string): Promise<void> {
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect(violations, `CSP violations on ${where}`).toEqual([]);
  expect(messages, `policy console messages on ${where}`).toEqual([]);
}

test('no CSP violation on any route', async ({ page, request }) => {
  const messages = await watchPolicies(page);
  const list = (await (await request.get(`${MOCK_ORIGIN}/v1/campaigns?limit=1`)).json()) as {
    data: { id: string }[];
  };
  const campaign = list.data[0]?.id;
  if (campaign === undefined) throw new Error('the mock service lists no campaign');

  const alice = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
  const routes: [string, RegExp][] = [
    ['/', /^Campaigns$/],
    [`/campaigns/${campaign}`, /.+/],
    ['/rewards', /^Rewards$/],
    [`/rewards?address=${alice}`, /^Rewards$/],
    ['/referrals', /^Referrals$/],
    ['/deposit-targets', /^Deposit targets$/],
    ['/about', /^How incentive campaigns work$/],
    ['/no/such/page', /^Page not found$/],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
    // Let the page's requests (service, chains) and lazy chunks finish before reading the log.
    await page.waitForLoadState('networkidle');
    await expectNoViolation(page, messages, path);
  }
});

test('the wallet modal, wagmi and the development wallet work under the CSP, in both themes', async ({ page }) => {
  const messages = await watchPolicies(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/rewards');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Development wallet/ }).click();
  await expect(page.getByRole('button', { name: /0x3C.*93BC/i })).toBeVisible();
  // Reads through wagmi go to the local chain and the service: the dashboard fills in.
  await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: /0x3C.*93BC/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/referrals');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolation(page, messages, 'the wallet flow');
});
