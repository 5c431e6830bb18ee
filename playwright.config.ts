import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATHS } from './scripts/chromium.ts';

/**
 * Browser choice: PLAYWRIGHT_CHROMIUM_PATH, else Debian's Chromium, else Playwright's own download.
 * With none of them the run stops at once with one line saying how to get a browser.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  for (const candidate of DEBIAN_CHROMIUM_PATHS) {
    if (existsSync(candidate)) return candidate;
  }
  if (existsSync(chromium.executablePath())) return undefined;
  console.error(
    'No Chromium found: run `apt-get install chromium` (or `npx playwright install chromium`), or set PLAYWRIGHT_CHROMIUM_PATH.',
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
const port = Number(process.env.E2E_PORT ?? 4273);
// The suite's own stack runs on ports other than `npm start`'s defaults, so every @chain test
// also proves that a stack started on other ports reads and pays on its own chains, and the suite
// can run beside a developer's `npm start`. Set here so the webServer and the fixtures (which
// find the mock service by MOCK_API_PORT) agree.
process.env.MOCK_API_PORT ??= '8797';
process.env.ANVIL_PORT_BASE ??= '8645';
const baseURL = external ?? `http://127.0.0.1:${String(port)}`;
// The static demo (`npm run build:demo`), served as any static host would, under a sub-path as a
// project site is (the harder case: at a site's root the base is simply `/`): e2e/demo.spec.ts.
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 4274);
const DEMO_BASE = '/demo/';
// E2E_SKIP_DEMO=1 leaves the demo out (its build and its project), for a quick run of one spec.
const skipDemo = process.env.E2E_SKIP_DEMO === '1';
const demoURL = `http://127.0.0.1:${String(demoPort)}${DEMO_BASE}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: process.env.CI !== undefined,
  retries: process.env.CI !== undefined ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /(responsive|languages|demo)\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 } },
      testMatch: /(responsive|languages)\.spec\.ts/,
    },
    ...(external === undefined && !skipDemo
      ? [{ name: 'demo', use: { ...devices['Desktop Chrome'], baseURL: demoURL }, testMatch: /demo\.spec\.ts/ }]
      : []),
  ],
  // Tests that need the local stack are tagged @chain (see e2e/fixtures/test.ts); a deployment
  // has none of it.
  ...(external !== undefined && { grepInvert: /@chain/ }),
  // The whole local stack (chains, mock service, built app), as `npm start` runs it, on the
  // service and chain ports of MOCK_API_PORT and ANVIL_PORT_BASE (the one local build, told them
  // in the app-config.json the stack serves; Playwright passes its own environment on to the command).
  webServer:
    external !== undefined
      ? undefined
      : [
          {
            command: 'node_modules/.bin/tsx scripts/start.ts',
            // A frozen world clock: it moves only when a test moves it (scripts/start.ts).
            env: { APP_PORT: String(port), MOCK_CLOCK: 'frozen' },
            url: baseURL,
            reuseExistingServer: false,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
          },
          ...(skipDemo
            ? []
            : [
                {
                  // Built for /demo/ only when dist-demo/ is not already a fresh build (npm test's build stage made it).
                  command: `node_modules/.bin/tsx scripts/build-if-stale.ts demo && node_modules/.bin/tsx scripts/serve-static.ts dist-demo ${String(demoPort)} ${DEMO_BASE}`,
                  url: demoURL,
                  reuseExistingServer: false,
                  timeout: 120_000,
                },
              ]),
        ],
});
