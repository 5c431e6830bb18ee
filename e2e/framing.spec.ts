import { createServer } from 'node:http';
import type { Page } from '@playwright/test';
import { parseAppConfig, type AppConfig } from '../src/config/env.ts';
import {
  headerRules,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
} from '../scripts/security-headers.ts';
import { listen, type Running } from './fixtures/local-server.ts';
import { expect, test } from './fixtures/test.ts';

// Who may show the app in a frame, as Chromium enforces it: Safe{Wallet} opens a Safe App in an
// iframe from its own origin, so a build made with VITE_SAFE_APP_ORIGINS lets exactly those
// origins frame it, and every other build lets nobody (no clickjacking of Claim or Bind).
// Host pages are real servers on local origins: Chromium refuses local frames in a page it
// cannot place on the local network, so a routed fake host would prove nothing. What reaches
// Safe{Wallet} without a frame (the manifest, readable from any origin, and no page beside it) is
// checked on a served build in scripts/production-build.test.ts and in the header rules.

const SAFE_ORIGIN = 'https://app.safe.global';

/**
 * A page that frames the app at its `?app=` URL, as Safe{Wallet} frames a Safe App. It listens on
 * 127.0.0.1, so it is reachable as http://127.0.0.1:<port> and as http://localhost:<port>: two
 * origins, one allowed and one not.
 */
function startHostPage(): Promise<Running> {
  return listen(
    createServer((request, response) => {
      const appUrl = new URL(request.url ?? '/', 'http://host').searchParams.get('app') ?? 'about:blank';
      const attribute = appUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>Safe host</title><iframe id="app" src="${attribute}" width="1000" height="700"></iframe>`,
      );
    }),
  );
}

/** Opens the host page on `hostOrigin`, framing `appUrl`. */
async function openHost(page: Page, hostOrigin: string, appUrl: string): Promise<void> {
  await page.goto(`${hostOrigin}/?app=${encodeURIComponent(appUrl)}`);
}

/**
 * The app as a build made with `config` would serve it: every response of the served app, its
 * headers replaced by the `_headers` file a build with that configuration writes (rendered and
 * read back as a build and a host do), hashing the inline scripts of the page it serves. One
 * served build stands in for each configuration instead of a production build per case, which
 * would take minutes; what differs between them is only the headers, and those are the test.
 */
function startAppWithHeadersOf(upstream: string, config: AppConfig): Promise<Running> {
  return listen(
    createServer((request, response) => {
      const path = request.url ?? '/';
      fetch(new URL(path, upstream))
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          const type = answer.headers.get('content-type') ?? 'application/octet-stream';
          const hashes = type.includes('text/html') ? inlineScriptHashes(body.toString('utf8')) : [];
          const rules = parseHeadersFile(renderHeadersFile(headerRules({ config, inlineScriptHashes: hashes }), ''));
          const headers = headersForPath(rules, new URL(path, upstream).pathname);
          response.writeHead(answer.status, { ...headers, 'content-type': type });
          response.end(body);
        })
        .catch((error: unknown) => {
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(`The app did not answer: ${String(error)}`);
        });
    }),
  );
}

/** The framed app rendered: its page heading is on screen inside the frame. */
async function expectFramedApp(page: Page, appUrl: string): Promise<void> {
  await expect(page.frameLocator('#app').getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  expect(page.frames().some((frame) => frame.url() === appUrl)).toBe(true);
}

/** Chromium refused the frame: its error page stands in, with no heading or button of the app. */
async function expectRefusedFrame(page: Page, appUrl: string): Promise<void> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(true);
  expect(page.frames().some((frame) => frame.url() === appUrl)).toBe(false);
  await expect(page.frameLocator('#app').getByRole('heading')).toHaveCount(0);
  await expect(page.frameLocator('#app').getByRole('button')).toHaveCount(0);
}

/** Console lines Chromium writes when frame-ancestors refuses a frame. */
function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  return refusals;
}

test(
  'a build without VITE_SAFE_APP_ORIGINS refuses every frame; one with it lets only that origin frame the app',
  { tag: '@smoke' },
  async ({ page, baseURL }) => {
    const upstream = String(baseURL);
    const base = { VITE_APP_MODE: 'production', VITE_API_BASE_URL: 'https://api.example.org/v1' };
    const host = await startHostPage();
    const safeHost = `http://localhost:${String(host.port)}`;
    const otherHost = `http://127.0.0.1:${String(host.port)}`;
    const plain = await startAppWithHeadersOf(upstream, parseAppConfig(base));
    const safeApp = await startAppWithHeadersOf(
      upstream,
      parseAppConfig({ ...base, VITE_SAFE_APP_ORIGINS: `${SAFE_ORIGIN},${safeHost}` }),
    );
    const refusals = watchRefusals(page);
    try {
      // Without the setting, even the origin a Safe App build would name is refused.
      const plainUrl = `http://127.0.0.1:${String(plain.port)}/rewards`;
      await openHost(page, safeHost, plainUrl);
      await expectRefusedFrame(page, plainUrl);
      expect(refusals.join('\n')).toContain("frame-ancestors 'none'");

      // With it, the configured origin frames the app and sees it; another origin does not.
      const safeUrl = `http://127.0.0.1:${String(safeApp.port)}/rewards`;
      await openHost(page, safeHost, safeUrl);
      await expectFramedApp(page, safeUrl);
      refusals.length = 0;
      await openHost(page, otherHost, safeUrl);
      await expectRefusedFrame(page, safeUrl);
      expect(refusals.join('\n')).toContain(`frame-ancestors ${SAFE_ORIGIN} ${safeHost}`);
    } finally {
      await Promise.all([host.close(), plain.close(), safeApp.close()]);
    }
  },
);

test(
  'the local stack lets a Safe host page on localhost frame its app, and no other origin',
  { tag: '@chain' },
  async ({ page, baseURL }) => {
    const appUrl = `${String(baseURL)}/rewards`;
    const host = await startHostPage();
    try {
      await openHost(page, `http://localhost:${String(host.port)}`, appUrl);
      await expectFramedApp(page, appUrl);
      // The app runs inside the frame under its own policy: the prerendered page is replaced.
      await expect(page.frameLocator('#app').locator('#prerendered-shell')).toHaveCount(0, { timeout: 30_000 });

      await openHost(page, `http://127.0.0.1:${String(host.port)}`, appUrl);
      await expectRefusedFrame(page, appUrl);
    } finally {
      await host.close();
    }
  },
);
