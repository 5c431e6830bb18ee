import { parseAppConfig } from '../src/config/env.ts';
import { LOCAL_STACK_FRAMING_ORIGINS } from '../scripts/security-headers.ts';
import { expect, test } from './fixtures/test.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';

// The served app's response headers, as the deployment under test serves them (locally, the
// rules of security-headers.ts computed from the app-config.json the stack serves, the same rules a
// configured build's _headers and deploy/nginx.conf carry). Requests only, no page: what the rules
// say for every path and build is tested without a server in scripts/security-headers.test.ts and
// on a served production build in scripts/production-build.test.ts; that Chromium enforces the
// policy is e2e/csp.spec.ts, and that it refuses frames e2e/framing.spec.ts.

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

test(
  'index.html and a hashed asset carry the security headers and their caching',
  { tag: '@smoke' },
  async ({ request }) => {
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
      // A local build talks to its mock service (and chains), and nothing it does not need.
      const connect = csp.get('connect-src') ?? [];
      expect(connect).toContain("'self'");
      if (DEPLOYMENT === '') expect(connect).toContain(localMockOrigin());
      expect(connect).not.toContain('*');
    }
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A client-side route is index.html with the same headers.
    const route = await request.get('/rewards');
    expect(route.headers()['cache-control']).toBe('no-cache');
    expect(route.headers()['content-security-policy']).toBe(page.headers()['content-security-policy']);
  },
);
