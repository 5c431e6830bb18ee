import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '../src/config/env.ts';
import * as z from '../src/lib/zod.ts';
import { resolveBuildMode } from './build-mode.ts';
import { minifyInlineScripts } from './inline-scripts-plugin.ts';
import { exampleNginxConf, renderNginxConf } from './nginx-conf.ts';
import {
  connectSources,
  contentSecurityPolicy,
  headerRules,
  headersForPath,
  IMMUTABLE_CACHE,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
  REVALIDATE_CACHE,
  riskyFramingOrigins,
  SAFE_APP_MANIFEST_PATH,
  securityHeaders,
  WIDGET_PATH,
} from './security-headers.ts';

const root = join(import.meta.dirname, '..');
const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');

/** The directives of a policy by name, each a list of sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const production = parseAppConfig({ VITE_APP_MODE: 'production', VITE_API_BASE_URL: 'https://api.example.org/v1' });
const local = parseAppConfig({
  VITE_APP_MODE: 'local',
  VITE_API_BASE_URL: 'http://127.0.0.1:38787/v1',
  VITE_RPC_URL_31337: 'http://127.0.0.1:38545',
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as CSP does and skips scripts with src', () => {
    // The example of CSP Level 3 (and MDN): alert('Hello, world.');
    const html = `<script>alert('Hello, world.');</script><script type="module" src="/a.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual(['sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=']);
  });

  it('skips data blocks, which browsers never execute', () => {
    const html = `<script type="application/json" id="d">[1]</script><script type="text/javascript">a()</script>`;
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it("finds the three inline scripts of the app's index.html (theme, language, route preload)", () => {
    expect(inlineScriptHashes(indexHtml)).toHaveLength(3);
  });
});

describe('the Content-Security-Policy', () => {
  const hashes = inlineScriptHashes(indexHtml);

  it('allows scripts only from the app and the hashed inline scripts: no unsafe-inline, no unsafe-eval', () => {
    const policy = contentSecurityPolicy({ config: production, inlineScriptHashes: hashes });
    const parsed = directives(policy);
    expect(parsed.get('script-src')).toEqual(["'self'", ...hashes.map((hash) => `'${hash}'`)]);
    expect(policy).not.toContain('unsafe-eval');
    expect(parsed.get('script-src')).not.toContain("'unsafe-inline'");
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('frame-src')).toEqual(["'none'"]);
  });

  it("lets a production build connect to its service and the production chains' RPCs only", () => {
    expect(connectSources(production)).toEqual([
      'https://api.example.org',
      'https://eth.merkle.io',
      'https://mainnet.base.org',
      'https://arb1.arbitrum.io',
      'https://mainnet.optimism.io',
    ]);
    const custom = parseAppConfig({
      VITE_APP_MODE: 'production',
      VITE_API_BASE_URL: 'https://api.example.org/v1',
      VITE_RPC_URL_8453: 'https://base.rpc.example.net/v2/secret-key',
    });
    const sources = connectSources(custom);
    expect(sources).toContain('https://base.rpc.example.net');
    expect(sources).not.toContain('https://mainnet.base.org');
    expect(sources.join(' ')).not.toContain('secret-key');
  });

  it('lets a local build connect to the local service and chains too', () => {
    const sources = connectSources(local);
    expect(sources.slice(0, 4)).toEqual([
      'http://127.0.0.1:38787',
      'http://127.0.0.1:38545',
      'http://127.0.0.1:8546',
      'http://127.0.0.1:8547',
    ]);
    expect(connectSources(production).some((source) => source.includes('127.0.0.1'))).toBe(false);
  });

  it('adds the price source’s origin to connect-src only when VITE_PRICE_API_URL is set, and nothing else', () => {
    const connect = (config: typeof production) =>
      directives(contentSecurityPolicy({ config, inlineScriptHashes: [] })).get('connect-src') ?? [];
    // Unset (the production default): no price source is reachable at all.
    expect(production.priceApiUrl).toBeUndefined();
    expect(connect(production).join(' ')).not.toMatch(/llama|price/);
    // Set: exactly one origin more, the source's, without its path or query.
    const withPrices = parseAppConfig({
      VITE_APP_MODE: 'production',
      VITE_API_BASE_URL: 'https://api.example.org/v1',
      VITE_PRICE_API_URL: 'https://coins.llama.fi/v2?key=secret',
    });
    const added = connect(withPrices).filter((source) => !connect(production).includes(source));
    expect(added).toEqual(['https://coins.llama.fi']);
    expect(connect(production).every((source) => connect(withPrices).includes(source))).toBe(true);
    expect(connect(withPrices).join(' ')).not.toContain('secret');
  });

  it('adds nothing for the local default price source, the mock beside the service', () => {
    expect(local.priceApiUrl).toBe('http://127.0.0.1:38787/price-source');
    expect(connectSources(local)).toEqual(connectSources({ ...local, priceApiUrl: undefined }));
  });

  it("allows WalletConnect's hosts only when a project id is set", () => {
    const withProject = parseAppConfig({ VITE_APP_MODE: 'production', VITE_WALLETCONNECT_PROJECT_ID: 'abc' });
    const policy = directives(contentSecurityPolicy({ config: withProject, inlineScriptHashes: [] }));
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['wss://relay.walletconnect.org', 'https://api.web3modal.org']),
    );
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://verify.walletconnect.org']));
    expect(contentSecurityPolicy({ config: production, inlineScriptHashes: [] })).not.toContain('walletconnect');
  });
});

describe('framing', () => {
  const hashes = inlineScriptHashes(indexHtml);
  const safeApp = parseAppConfig({
    VITE_APP_MODE: 'production',
    VITE_API_BASE_URL: 'https://api.example.org/v1',
    VITE_SAFE_APP_ORIGINS: 'https://app.safe.global',
  });

  it('is refused to every page, by CSP and X-Frame-Options, without VITE_SAFE_APP_ORIGINS', () => {
    for (const config of [production, local]) {
      const headers = securityHeaders({ config, inlineScriptHashes: hashes });
      expect(directives(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers['X-Frame-Options']).toBe('DENY');
    }
  });

  it('is allowed only to the configured origins, with no X-Frame-Options DENY overriding them', () => {
    const rules = headerRules({ config: safeApp, inlineScriptHashes: hashes });
    for (const path of ['/', '/rewards', '/assets/index-abc123.js', '/manifest.json']) {
      const headers = headersForPath(rules, path);
      expect(directives(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual([
        'https://app.safe.global',
      ]);
      expect(headers).not.toHaveProperty('X-Frame-Options');
    }
    // Everything else about the policy stays as strict as without the setting.
    const withoutFraming = directives(contentSecurityPolicy({ config: production, inlineScriptHashes: hashes }));
    const withFraming = directives(contentSecurityPolicy({ config: safeApp, inlineScriptHashes: hashes }));
    withoutFraming.delete('frame-ancestors');
    withFraming.delete('frame-ancestors');
    expect(withFraming).toEqual(withoutFraming);
  });

  it('lists several origins and a wildcard port as the local stack uses', () => {
    const config = parseAppConfig({ VITE_SAFE_APP_ORIGINS: 'http://localhost:*,https://app.safe.global' });
    const policy = directives(contentSecurityPolicy({ config, inlineScriptHashes: [] }));
    expect(policy.get('frame-ancestors')).toEqual(['http://localhost:*', 'https://app.safe.global']);
  });

  it('survives the _headers round trip and reaches the nginx block', () => {
    const rules = headerRules({ config: safeApp, inlineScriptHashes: hashes });
    expect(parseHeadersFile(renderHeadersFile(rules, 'safe'))).toEqual(rules);
    const conf = renderNginxConf(rules, { root: '/srv', port: 80, comment: [] });
    expect(conf).toContain('frame-ancestors https://app.safe.global" always;');
    expect(conf).not.toContain('X-Frame-Options');
  });

  it("lets the partner's origins frame the widget, and only the widget: every other page keeps its own framing", () => {
    const partner = { ...safeApp.partner, widgetOrigins: ['https://vaults.acme.example', 'http://localhost:*'] };
    for (const config of [production, safeApp]) {
      const rules = parseHeadersFile(
        renderHeadersFile(headerRules({ config: { ...config, partner }, inlineScriptHashes: hashes }), 'widget'),
      );
      const widget = headersForPath(rules, WIDGET_PATH);
      expect(directives(widget['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual([
        'https://vaults.acme.example',
        'http://localhost:*',
      ]);
      expect(widget).not.toHaveProperty('X-Frame-Options');
      // One policy, not the page's and the widget's comma-joined (which a browser would read as both).
      expect(widget['Content-Security-Policy']).not.toContain(',');
      for (const path of ['/', '/rewards', '/widget/other', '/widgets']) {
        const page = headersForPath(rules, path);
        expect(directives(page['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(
          config === safeApp ? ['https://app.safe.global'] : ["'none'"],
        );
      }
      const conf = renderNginxConf(headerRules({ config: { ...config, partner }, inlineScriptHashes: hashes }), {
        root: '/srv',
        port: 80,
        comment: [],
      });
      expect(conf).toContain('location = /widget {');
      expect(conf).toContain('try_files $uri.html /not-found.html;');
    }
  });

  it('frames the widget as every page when the partner names no origin: nobody, or Safe', () => {
    const plain = headersForPath(headerRules({ config: production, inlineScriptHashes: hashes }), WIDGET_PATH);
    expect(directives(plain['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);
    expect(plain['X-Frame-Options']).toBe('DENY');
    const safe = headersForPath(headerRules({ config: safeApp, inlineScriptHashes: hashes }), WIDGET_PATH);
    expect(directives(safe['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual([
      'https://app.safe.global',
    ]);
  });

  it('names the risky origins a production build is allowed to be framed by', () => {
    const risky = parseAppConfig({
      VITE_APP_MODE: 'production',
      VITE_SAFE_APP_ORIGINS:
        'https://app.safe.global,http://localhost:*,https://127.0.0.1:8443,http://safe.example.org',
    });
    expect(riskyFramingOrigins(risky)).toEqual([
      "http://localhost:* is plain http, is the user's own machine, allows any port",
      "https://127.0.0.1:8443 is the user's own machine",
      'http://safe.example.org is plain http',
    ]);
    expect(riskyFramingOrigins(safeApp)).toEqual([]);
    // The local stack means its localhost allowance.
    expect(riskyFramingOrigins(parseAppConfig({ VITE_SAFE_APP_ORIGINS: 'http://localhost:*' }))).toEqual([]);
  });

  it('is refused when the build names a bad origin, naming the setting', () => {
    expect(() =>
      resolveBuildMode({
        command: 'build',
        mode: 'production',
        env: { VITE_SAFE_APP_ORIGINS: 'https://app.safe.global/apps' },
      }),
    ).toThrow(/VITE_SAFE_APP_ORIGINS must list origins/);
  });
});

describe('the Safe App manifest', () => {
  // What Safe{Wallet} checks before it lists a custom app (name, description, an icon).
  const manifestSchema = z.object({
    name: z.string().check(z.minLength(1)),
    description: z.string().check(z.minLength(20)),
    iconPath: z.string(),
    icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })),
  });
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(root, 'public', 'manifest.json'), 'utf8')));
  const rules = headerRules({ config: production, inlineScriptHashes: inlineScriptHashes(indexHtml) });

  it("has what Safe{Wallet} reads: a name, a description and an icon that exists, relative to the app's URL", () => {
    const { name, iconPath, icons } = manifest;
    expect(name).toBe('Partner Incentives');
    // Safe prefixes the app's URL unless the path starts with "/", "." or "https://".
    expect(iconPath).toMatch(/^[\w-]+\.svg$/);
    expect(readFileSync(join(root, 'public', iconPath), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 256 256"/);
    // Newer Safe{Wallet} versions prefer `icons`, picking an SVG; both name the same file.
    expect(icons).toEqual([{ src: iconPath, sizes: 'any', type: 'image/svg+xml' }]);
  });

  it('is readable from any origin, with the security headers and revalidation of every page', () => {
    const headers = headersForPath(rules, SAFE_APP_MANIFEST_PATH);
    expect(headers['Access-Control-Allow-Origin']).toBe('*');
    expect(headers['Cache-Control']).toBe(REVALIDATE_CACHE);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    for (const path of ['/', '/rewards', '/assets/index-abc123.js', '/manifest.json.bak']) {
      expect(headersForPath(rules, path)).not.toHaveProperty('Access-Control-Allow-Origin');
    }
    expect(renderHeadersFile(rules, 'x')).toContain('\n/manifest.json\n  Access-Control-Allow-Origin: *\n');
  });
});

describe('header rules and the _headers file', () => {
  const rules = headerRules({ config: production, inlineScriptHashes: inlineScriptHashes(indexHtml) });

  it('give every path the security headers, index.html revalidation and hashed assets a year', () => {
    const page = headersForPath(rules, '/rewards');
    const asset = headersForPath(rules, '/assets/index-abc123.js');
    for (const headers of [page, asset]) {
      expect(headers).toMatchObject({
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
    expect(page['Cache-Control']).toBe(REVALIDATE_CACHE);
    expect(headersForPath(rules, '/index.html')['Cache-Control']).toBe(REVALIDATE_CACHE);
    expect(asset['Cache-Control']).toBe(IMMUTABLE_CACHE);
  });

  it('round-trip through the _headers format', () => {
    const text = renderHeadersFile(rules, 'two lines\nof comment');
    expect(text).toMatch(/^# two lines\n# of comment\n\n\/\*\n {2}Content-Security-Policy: /);
    expect(text).toContain('/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable');
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('join a header two matching rules set without a detach, as Cloudflare Pages does', () => {
    const joined = headersForPath(
      [
        { path: '/*', detach: [], headers: { Link: '<a>' } },
        { path: '/assets/*', detach: [], headers: { link: '<b>' } },
      ],
      '/assets/x.js',
    );
    expect(joined).toEqual({ link: '<a>, <b>' });
  });

  it.each([
    ['  X-A: b', 'a header before any path'],
    ['assets/*\n  X-A: b', 'a path must start with "/"'],
    ['/*\n  no colon here', 'expected "Name: value"'],
  ])('refuse a malformed file, naming the line (%s)', (text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});

describe('deploy/nginx.conf', () => {
  it('is what `npm run deploy:nginx -- --example` writes (not stale)', () => {
    expect(readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')).toBe(exampleNginxConf(indexHtml));
  });

  it('sends every header in every location, with its own Cache-Control', () => {
    const conf = exampleNginxConf(indexHtml);
    const blocks = conf.split(/\n {4}location (?:= )?/).slice(1);
    expect(blocks.map((block) => block.slice(0, block.indexOf(' ')))).toEqual(['/manifest.json', '/assets/', '/']);
    const expected = securityHeaders({
      config: parseAppConfig({
        VITE_APP_MODE: 'production',
        VITE_API_BASE_URL: 'https://api.partner-incentives.example/v1',
      }),
      inlineScriptHashes: inlineScriptHashes(minifyInlineScripts(indexHtml)),
    });
    for (const block of blocks) {
      // On errors too (always): a 404 page must not be frameable either.
      for (const [name, value] of Object.entries(expected)) {
        expect(block).toContain(`add_header ${name} "${value}" always;`);
      }
    }
    expect(conf).toContain('    location = /manifest.json {');
    expect(blocks[0]).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(blocks[0]).toContain(`add_header Cache-Control "${REVALIDATE_CACHE}";`);
    expect(blocks[0]).toContain('try_files $uri =404;');
    expect(blocks[1]).toContain(`add_header Cache-Control "${IMMUTABLE_CACHE}";`);
    expect(blocks[1]).toContain('try_files $uri =404;');
    expect(blocks[2]).toContain(`add_header Cache-Control "${REVALIDATE_CACHE}";`);
    expect(blocks[2]).toContain('try_files $uri $uri/index.html $uri.html /not-found.html;');
    // Only the manifest is readable from other origins.
    expect(conf.match(/Access-Control-Allow-Origin/g)).toHaveLength(1);
    expect(conf).toContain('rewrite ^/campaigns/[^/]+/?$ /campaign.html last;');
  });

  it('refuses a header value nginx would expand', () => {
    expect(() =>
      renderNginxConf([{ path: '/*', detach: [], headers: { 'X-A': 'cost $5' } }], {
        root: '/srv',
        port: 80,
        comment: [],
      }),
    ).toThrow('must not contain "$"');
  });
});

describe('resolveBuildMode', () => {
  it('makes `vite build` a production build and everything else local', () => {
    expect(resolveBuildMode({ command: 'build', mode: 'production', env: {} }).appMode).toBe('production');
    expect(resolveBuildMode({ command: 'serve', mode: 'development', env: {} }).appMode).toBe('local');
    expect(resolveBuildMode({ command: 'build', mode: 'staging', env: {} }).appMode).toBe('local');
    expect(
      resolveBuildMode({ command: 'build', mode: 'production', env: { VITE_MOCK_IN_BROWSER: 'true' } }),
    ).toMatchObject({ appMode: 'local', demo: true });
  });

  it('lets an explicit VITE_APP_MODE win, and refuses a production demo or an unknown mode', () => {
    expect(resolveBuildMode({ command: 'build', mode: 'production', env: { VITE_APP_MODE: 'local' } }).appMode).toBe(
      'local',
    );
    expect(() =>
      resolveBuildMode({
        command: 'build',
        mode: 'production',
        env: { VITE_APP_MODE: 'production', VITE_MOCK_IN_BROWSER: 'true' },
      }),
    ).toThrow(/needs VITE_APP_MODE=local/);
    expect(() => resolveBuildMode({ command: 'build', mode: 'production', env: { VITE_APP_MODE: 'prod' } })).toThrow(
      /VITE_APP_MODE/,
    );
  });

  it('says whether the service URL was given', () => {
    expect(resolveBuildMode({ command: 'build', mode: 'production', env: {} }).apiBaseUrlSet).toBe(false);
    const set = resolveBuildMode({
      command: 'build',
      mode: 'production',
      env: { VITE_API_BASE_URL: 'https://api.example.org/v1' },
    });
    expect(set.apiBaseUrlSet).toBe(true);
    expect(set.config.apiBaseUrl).toBe('https://api.example.org/v1');
  });
});
