import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAppConfig } from '../src/config/env.ts';
import { BUILD_STAMP_FILE, type BuildStamp } from './build-stamp.ts';
import { configureBuild } from './configure.ts';
import { inlineScriptHashes, parseHeadersFile } from './security-headers.ts';
import { PRODUCT_MARK_URL } from '../src/lib/product-mark.ts';

// `npm run configure`: one production build, pointed at a deployment by its app-config.json, with
// the CSP rewritten to follow it; a bad file stops before anything is written.

const INDEX = '<html><head><script>start()</script></head><body></body></html>';
let dist: string;

function csp(): string {
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  return rules[0]?.headers['Content-Security-Policy'] ?? '';
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'configure-'));
  const stamp: BuildStamp = {
    builtAt: Date.now(),
    env: {},
    base: '/',
    appMode: 'production',
    config: parseAppConfig({ VITE_APP_MODE: 'production', VITE_API_BASE_URL: 'https://api.build.example/v1' }),
  };
  writeFileSync(join(dist, BUILD_STAMP_FILE), JSON.stringify(stamp));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '_headers'), '/*\n  Content-Security-Policy: stale\n');
  writeFileSync(join(dist, 'app-config.json'), '{}');
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('configureBuild', () => {
  it("writes the deployment's file and a CSP that follows it, with the build's script hashes", () => {
    const { warnings, nginxConf } = configureBuild(
      dist,
      {
        apiBaseUrl: 'https://api.deploy.example/v1',
        rpcUrls: { 8453: 'https://base.deploy.example/v2/secret' },
        safeAppOrigins: ['https://app.safe.global'],
        mode: 'local',
      },
      { root: '/srv/app', port: 8080 },
    );
    const policy = csp();
    expect(policy).toContain('https://api.deploy.example');
    expect(policy).toContain('https://base.deploy.example');
    expect(policy).not.toContain('secret');
    expect(policy).not.toContain('api.build.example');
    expect(policy).toContain('frame-ancestors https://app.safe.global');
    expect(policy).toContain(`'${inlineScriptHashes(INDEX)[0] ?? ''}'`);
    // The mode stays the build's: no local chain joins connect-src.
    expect(policy).not.toContain('127.0.0.1');
    expect(warnings).toEqual(['app-config.json mode is ignored: this is a production build, whatever the file says']);
    const written = JSON.parse(readFileSync(join(dist, 'app-config.json'), 'utf8')) as Record<string, unknown>;
    expect(written.apiBaseUrl).toBe('https://api.deploy.example/v1');
    expect(written).not.toHaveProperty('mode');
    expect(nginxConf).toContain('https://api.deploy.example');
  });

  it("lets only the partner's origins frame /widget, and names the risky ones, as for a Safe", () => {
    const { warnings } = configureBuild(dist, {
      partner: { widgetOrigins: ['https://vaults.acme.example', 'http://localhost:*'] },
    });
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    const widget = rules.find((rule) => rule.path === '/widget');
    expect(widget?.headers['Content-Security-Policy']).toContain(
      'frame-ancestors https://vaults.acme.example http://localhost:*',
    );
    expect(csp()).toContain("frame-ancestors 'none'");
    expect(warnings).toEqual([
      "partner.widgetOrigins: http://localhost:* is plain http, is the user's own machine, allows any port",
    ]);
  });

  it('refuses a bad file, naming the field, and leaves the build as it was', () => {
    expect(() => configureBuild(dist, { rpcUrls: { 8453: 'ws://base.example' } })).toThrow(
      'Invalid configuration: app-config.json rpcUrls.8453 must use http or https',
    );
    expect(csp()).toBe('stale');
    expect(readFileSync(join(dist, 'app-config.json'), 'utf8')).toBe('{}');
  });

  it("rewrites every page and the Safe App manifest for the file's partner, and again for another, and lets its logo's origin into img-src", () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<html><head><title>Partner Incentives</title><script>start()</script></head><body><span data-partner-name="">Partner Incentives</span><img data-partner-logo="light" src="${PRODUCT_MARK_URL}"/></body></html>`,
    );
    writeFileSync(
      join(dist, 'assets', 'shell-index.es-1.html'),
      '<span data-partner-name="">Partner Incentives</span>',
    );
    writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ name: 'Partner Incentives', iconPath: 'icon.svg' }));
    const hashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));

    configureBuild(dist, { partner: { name: 'Acme', logo: 'https://cdn.acme.example/logo.svg' } });
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('<title>Acme</title>');
    expect(csp()).toMatch(/img-src 'self' data: https:\/\/cdn\.acme\.example;/);
    configureBuild(dist, { partner: { name: 'Borealis' } });

    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(index).toContain('<title>Borealis</title>');
    expect(index).toContain('<span data-partner-name="">Borealis</span>');
    expect(index).toContain(`<img data-partner-logo="light" src="${PRODUCT_MARK_URL}"/>`);
    expect(index).not.toContain('Acme');
    expect(inlineScriptHashes(index)).toEqual(hashes);
    expect(readFileSync(join(dist, 'assets', 'shell-index.es-1.html'), 'utf8')).toBe(
      '<span data-partner-name="">Borealis</span>',
    );
    expect(JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'))).toEqual({
      name: 'Borealis',
      iconPath: 'icon.svg',
    });
    expect(csp()).not.toContain('cdn.acme.example');
  });

  it('refuses a folder that holds no build', () => {
    rmSync(join(dist, BUILD_STAMP_FILE));
    expect(() => configureBuild(dist, {})).toThrow(/holds no finished build/);
  });
});
