import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { parseAppConfig } from '../src/config/env.ts';
import { LOCAL_STACK_FRAMING_ORIGINS } from '../scripts/security-headers.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';

// The served app's response headers, as `npm start` serves it (the rules of security-headers.ts
// computed from the app-config.json it serves, the same rules a configured build's _headers and
// deploy/nginx.conf carry), and what they stop.

const MOCK_ORIGIN = localMockOrigin();
const ANVIL_PORT_BASE = Number(process.env.ANVIL_PORT_BASE ?? 8545);
const DEPLOYMENT = process.env.E2E_BASE_URL?.trim() ?? '';

/**
 * Who the served app lets frame it: the local stack's Safe host pages on localhost, or for a
 * deployment (E2E_BASE_URL) the VITE_SAFE_APP_ORIGINS it was built with, given to the test in the
 * same variable; unset, nobody.
 */
const FRAMERS = parseAppConfig({
  VITE_SAFE_APP_ORIGINS: process.env.VITE_SAFE_APP_ORIGINS ?? (DEPLOYMENT === '' ? LOCAL_STACK_FRAMING_ORIGINS : ''),
}).safeAppOrigins;

/** The directives of a Content-Security-Policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test('index.html and a hashed asset carry the security headers and their caching', async ({ request }) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const html = await page.text();
  // The entry is named in the #app-code data block, which starts it after first paint.
  const asset = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (asset === undefined) throw new Error('index.html names no hashed entry script');
  const script = await request.get(asset);
  expect(script.status()).toBe(200);

  for (const response of [page, script]) {
    const headers = response.headers();
    // X-Frame-Options cannot name an origin: it is DENY exactly when no origin may frame the app.
    expect(headers['x-frame-options']).toBe(FRAMERS.length === 0 ? 'DENY' : undefined);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors')).toEqual(FRAMERS.length === 0 ? ["'none'"] : FRAMERS);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    // Only hashes besides 'self': no unsafe-inline, no unsafe-eval, no host.
    expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    // The local build talks to the mock service and the local chains, and nothing it does not need.
    const connect = csp.get('connect-src') ?? [];
    expect(connect).toEqual(
      expect.arrayContaining(["'self'", MOCK_ORIGIN, `http://127.0.0.1:${String(ANVIL_PORT_BASE)}`]),
    );
    expect(connect).not.toContain('*');
  }
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A client-side route is index.html with the same headers.
  const route = await request.get('/rewards');
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect(route.headers()['content-security-policy']).toBe(page.headers()['content-security-policy']);
});

test('a page on another origin cannot frame the app (no clickjacking of Claim or Bind)', async ({ page, baseURL }) => {
  // A real page on another local origin (Chromium refuses local frames in a page it cannot place
  // on the local network, so a routed fake host would prove nothing). 127.0.0.1 is not localhost
  // to frame-ancestors, so the local stack's Safe host allowance does not cover it
  // (e2e/framing.spec.ts tests the allowance itself).
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      [
        '<!doctype html><title>Win a prize</title>',
        `<iframe id="victim" src="${String(baseURL)}/rewards" width="800" height="600"></iframe>`,
        // A control: the same page can frame a cross-origin response that sends no such header.
        `<iframe id="control" src="${MOCK_ORIGIN}/v1/forwarder/targets"></iframe>`,
      ].join(''),
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = attacker.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${String(port)}/`);
    await expect(page.frameLocator('#control').locator('body')).toContainText('"data"');
    // Chromium replaces the refused document with its error page: no heading, no button to click.
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(true);
    expect(page.frames().some((frame) => frame.url().startsWith(String(baseURL)))).toBe(false);
    await expect(page.frameLocator('#victim').getByRole('button')).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) =>
      attacker.close(() => {
        resolve();
      }),
    );
  }
});
