import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATHS, DEBIAN_HEADLESS_SHELL_PATHS } from './scripts/chromium.ts';

/**
 * Browser choice: PLAYWRIGHT_CHROMIUM_PATH, else Debian's Chromium headless shell (a lighter
 * browser for the same pages: see scripts/chromium.ts), else Debian's Chromium, else Playwright's
 * own download. With none of them the run stops at once with one line saying how to get a browser.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  for (const candidate of [...DEBIAN_HEADLESS_SHELL_PATHS, ...DEBIAN_CHROMIUM_PATHS]) {
    if (existsSync(candidate)) return candidate;
  }
  if (existsSync(chromium.executablePath())) return undefined;
  console.error(
    'No Chromium found: run `apt-get install chromium-headless-shell` (or `npx playwright install chromium`), or set PLAYWRIGHT_CHROMIUM_PATH.',
  );
  process.exit(1);
}

/**
 * E2E_BASE_URL points the suite at a running deployment: then no local stack is started and only
 * the tests that need none run (everything not tagged @chain). A malformed value stops the run
 * with a message rather than failing every test on its first `goto`.
 */
function externalBaseUrl(): string | undefined {
  const raw = process.env.E2E_BASE_URL?.trim() ?? '';
  if (raw === '') return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    console.error(`E2E_BASE_URL must be an http(s) URL such as https://staging.example.com, got "${raw}".`);
    process.exit(1);
  }
  return raw;
}

const external = externalBaseUrl();
// E2E_SKIP_DEMO=1 leaves the demo out (its build and its project), for a quick run of one spec.
const skipDemo = process.env.E2E_SKIP_DEMO === '1';

/**
 * How many tests run at once (E2E_WORKERS, default 2: CI's two cores). Each worker starts a local
 * stack of its own on free ports (e2e/fixtures/worker-stack.ts), so no two tests share a world.
 */
function workerCount(): number {
  const raw = process.env.E2E_WORKERS?.trim() ?? '';
  if (raw === '') return 2;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`E2E_WORKERS must be a whole number of workers (1 or more), got "${raw}".`);
    process.exit(1);
  }
  return count;
}

export default defineConfig({
  testDir: 'e2e',
  // Tests, not files, are spread over the workers: a long file does not hold one worker alone.
  fullyParallel: true,
  workers: workerCount(),
  forbidOnly: process.env.CI !== undefined,
  // Nothing is retried, in CI or anywhere: a test that passes only on a second try has a defect,
  // in the app or in the test, and a retry would hide it. Hunt one by repeating it:
  // `npm run test:e2e -- e2e/x.spec.ts --repeat-each 20` (docs/qa.md).
  retries: 0,
  // Room for CI's shared host at its slowest (runs there took up to twice as long as on a quiet
  // machine). A green run never waits for these; they only bound how long a hang costs.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  // Builds the local app (and the demo) once when stale, before any worker starts its stack.
  ...(external === undefined && { globalSetup: './e2e/global-setup.ts' }),
  use: {
    // A deployment's URL; locally each worker's own stack serves the app (e2e/fixtures/test.ts).
    ...(external !== undefined && { baseURL: external }),
    // No trace by default: recording one (screencast frames and DOM snapshots of every step) made
    // each test about a third slower on two cores, to be thrown away when it passes. A failure
    // keeps its screenshot and the page's accessibility snapshot; to hunt one with a trace, run
    // `npm run test:e2e -- e2e/x.spec.ts --trace retain-on-failure` (docs/qa.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // Chromium's third-party storage phase-out would give the app framed in a Safe no storage
      // (some browsers do that too; the app then keeps nothing past the page). The Safe journeys
      // test a reload in a frame, where a browser gives the frame its partitioned storage; set for
      // every test, so the Safe specs need no workers of their own.
      args: [...CHROMIUM_FLAGS, '--disable-features=TrackingProtection3pcd'],
    },
  },
  // The demo first: its journeys run one after another in one worker (demo.spec.ts) and are the
  // longest, so they start while the other worker takes the short tests, rather than running on
  // alone at the end. Phone specs are desktop ones with a phone's page (fixtures/phone.ts), so no
  // worker and local stack start just for them.
  projects: [
    ...(external === undefined && !skipDemo
      ? [{ name: 'demo', use: { ...devices['Desktop Chrome'] }, testMatch: /demo\.spec\.ts/ }]
      : []),
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /demo\.spec\.ts/ },
  ],
  // Tests that need the local stack are tagged @chain (see e2e/fixtures/test.ts); a deployment
  // has none of it.
  ...(external !== undefined && { grepInvert: /@chain/ }),
});
