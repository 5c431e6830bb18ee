import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// The app under its own Content-Security-Policy, as Chromium enforces it: every route renders,
// the wallet modal, wagmi and the development wallet work, the browser reports no CSP violation
// (nor a Permissions-Policy complaint) on the way, and a script the policy does not name is
// refused. What the served headers say is checked without a browser, from the rules that write
// them (scripts/security-headers.test.ts) and a served production build
// (scripts/production-build.test.ts, "is served by vite preview with the headers of its _headers").

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __injectedScriptRan?: boolean;
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

test(
  'every route and the wallet flow run under the CSP without a violation, and an injected script is refused',
  { tag: '@chain' },
  async ({ page, world, shell }) => {
    // Eight screens in one page: a journey, given the time of several tests.
    test.setTimeout(120_000);
    const messages = await watchPolicies(page);
    const alice = world.user('alice');
    const routes: [string, RegExp][] = [
      ['/', /^Campaigns$/],
      [`/campaigns/${world.claimableCampaign(alice)}`, /rewards on/],
      [`/rewards?address=${alice}`, /^Rewards$/],
      ['/deposit-targets', /^Deposit targets$/],
      ['/about', /^How incentive campaigns work$/],
      ['/no/such/page', /^Page not found$/],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
      // The page's requests (service, chains) and lazy chunks finish before the log is read.
      await page.waitForLoadState('networkidle');
      await expectNoViolation(page, messages, path);
    }

    // The wallet modal, wagmi and the development wallet, in the dark theme, then referrals in light.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/rewards');
    await shell.connect('Development wallet');
    await expect(shell.accountButton(alice)).toBeVisible();
    // Reads through wagmi go to the local chain and the service: the dashboard fills in.
    await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
    await shell.accountButton(alice).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolation(page, messages, 'the wallet flow');

    // The policy is enforced, not only sent: an inline script it does not hash never runs, and
    // the browser reports the refusal.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true;';
      document.body.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => (window.__cspViolations ?? []).map((violation) => violation.directive)), {
        message: 'the directive that refused an injected inline script',
      })
      .toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => window.__injectedScriptRan), 'the injected script ran').toBeUndefined();
  },
);
