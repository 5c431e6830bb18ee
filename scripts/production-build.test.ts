import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { preview } from 'vite';
import { APP_CONFIG_FILE } from '../src/config/app-config-file.ts';
import { buildIfStale, outDirOf, type BuildKind } from './build-if-stale.ts';
import { parseHeadersFile, inlineScriptHashes, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './security-headers.ts';
import { minifyInlineScripts } from './inline-scripts-plugin.ts';
import { isWalletCode, readManifest, SCREENS, screenFiles } from './build-manifest.ts';
import { SHELL_ROUTES, showsMustShow } from './shell-routes.ts';
import { paths } from '../src/config/paths.ts';

// What each kind of build ships, built as its command builds it: `npm run build` (plain
// `vite build`) is the production app and must not be able to offer the development wallet, reach
// the mock's test controls or hand out source maps, whatever a user does at run time: the code
// and files must not be in the output at all. The local stack's build (VITE_APP_MODE=local) keeps
// the development wallet; the demo (VITE_MOCK_IN_BROWSER=true) keeps the mock service worker.

const root = join(import.meta.dirname, '..');
const devMnemonic = 'test test test test test test test test test test test junk';

/**
 * The kind's own folder (dist/, dist-local/, dist-demo/ for /demo/), as `npm test`'s build stage
 * left it; built here only when missing or stale, so this file also runs alone.
 */
async function buildKind(kind: BuildKind): Promise<string> {
  await buildIfStale(kind);
  return outDirOf(kind);
}

/** A string only the in-browser chain's code holds (its client version). */
const IN_BROWSER_CHAIN_MARK = 'in-browser-evm/ethereumjs';

/** Neither the demo's chain, its mock service, its banner nor its saved state are in a build. */
function expectNoDemoIn(outDir: string): void {
  const files = filesIn(outDir);
  const bundle = javascriptOf(outDir);
  expect(files).not.toContain('mockServiceWorker.js');
  expect(files.some((file) => file.includes('demo-chains'))).toBe(false);
  for (const mark of [IN_BROWSER_CHAIN_MARK, 'ethereumjs', 'mockServiceWorker', 'Reset the demo', 'demo-chains'])
    expect(bundle, mark).not.toContain(mark);
}

/**
 * React's production build, whatever process built it: its development build (which a build made
 * under Vitest's NODE_ENV=test once shipped) runs every effect twice, so first requests go twice.
 */
function expectReactProductionBuildIn(outDir: string): void {
  expect(javascriptOf(outDir)).not.toContain('The current testing environment is not configured to support act');
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function javascriptOf(dir: string): string {
  return filesIn(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

describe('npm run build (production)', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await buildKind('production');
  }, 120_000);

  it('has no development wallet, mnemonic or mock controls in its code', () => {
    const bundle = javascriptOf(outDir);
    expect(bundle).toContain('Connect Wallet');
    expect(bundle).not.toContain('Development wallet');
    expect(bundle).not.toContain(devMnemonic);
    expect(bundle).not.toContain('/__mock/');
    expect(filesIn(outDir).some((file) => file.includes('development-wallet'))).toBe(false);
  });

  it('has no trace of the demo: no in-browser chain, no mock, no banner', () => {
    expectNoDemoIn(outDir);
  });

  it("ships React's production build", () => {
    expectReactProductionBuildIn(outDir);
  });

  it('ships no source maps and no mock service worker', () => {
    const files = filesIn(outDir);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(javascriptOf(outDir)).not.toContain('sourceMappingURL');
    expect(files).not.toContain('mockServiceWorker.js');
  });

  it('ships app-config.json with its own values (the template a deployer edits), named in every page', () => {
    const file = JSON.parse(readFileSync(join(outDir, APP_CONFIG_FILE), 'utf8')) as Record<string, unknown>;
    // The kind of build is not the file's to say.
    expect(file).not.toHaveProperty('mode');
    expect(Object.keys(file).sort()).toEqual(
      [
        'apiBaseUrl',
        'demoReadmeUrl',
        'managerAddresses',
        'managerStartBlocks',
        'partner',
        'partnerRefId',
        'priceApiUrl',
        'rpcUrls',
        'safeAppOrigins',
        'walletConnectProjectId',
      ].sort(),
    );
    // A production build knows no local chain: no manager, no RPC of its own, no price source.
    expect(file.managerAddresses).toEqual({});
    expect(file.priceApiUrl).toBeNull();
    for (const page of ['index.html', ...SHELL_ROUTES.map((route) => route.file)]) {
      expect(readFileSync(join(outDir, page), 'utf8'), page).toContain('"config":"/app-config.json"');
    }
  });

  it('names in every page the language worker, a file that stands alone and starts nothing else', () => {
    const named = new Set(
      ['index.html', ...SHELL_ROUTES.map((route) => route.file)].map((page) => {
        const block = /<script type="application\/json" id="app-code">(.*?)<\/script>/.exec(
          readFileSync(join(outDir, page), 'utf8'),
        )?.[1];
        return (JSON.parse(block ?? '{}') as { intl?: string }).intl;
      }),
    );
    expect(named.size).toBe(1);
    const [worker = ''] = named;
    expect(worker).toMatch(/^\/assets\/intl-warm-up-[\w-]+\.js$/);
    const code = readFileSync(join(outDir, worker), 'utf8');
    // A worker has no page to load the app's code into: one import and it would fetch the app's.
    expect(code).not.toMatch(/\bimport\b/);
    expect(code).toContain('Intl.NumberFormat');
    expect(code.length).toBeLessThan(1200);
  });

  it("loads no wallet code before any screen's content: connecting and sending load on demand", () => {
    // What a read-only visitor downloads first is each screen's static import graph (the entry,
    // the route's chunk and what they import); wallet code anywhere in it would cost every reader
    // its download. Read by content, so a chunk the bundler renamed or merged is still caught.
    const manifest = readManifest(outDir);
    for (const screen of SCREENS) {
      const walletFiles = [...screenFiles(manifest, screen)].filter((file) =>
        isWalletCode(readFileSync(join(outDir, file), 'utf8')),
      );
      expect(walletFiles, `${screen.name} (${screen.path}) loads wallet code at once`).toEqual([]);
    }
    // The wallet's code is in the build, only not in a first load: the check reads real chunks.
    expect(
      filesIn(outDir).some((file) => file.endsWith('.js') && isWalletCode(readFileSync(join(outDir, file), 'utf8'))),
    ).toBe(true);
  });

  it('loads the chain reads as one file, on demand, with nothing a screen has not loaded already', () => {
    // A dynamic import asks for each file of its chunk's imports in the task that starts it, a
    // few ms a request on a phone: the bundler's own split made 22 of them (vite.config.ts).
    const manifest = readManifest(outDir);
    const chainReads = Object.entries(manifest).filter(([, chunk]) => chunk.file.startsWith('assets/chain-reads-'));
    expect(chainReads.map(([, chunk]) => chunk.file)).toHaveLength(1);
    const [[key, chunk] = ['', { file: '' }]] = chainReads;
    // The group takes every module the reads import: one a screen needs at once would bring the
    // whole file into that screen's first load.
    for (const screen of SCREENS) {
      expect([...screenFiles(manifest, screen)], `${screen.name} (${screen.path})`).not.toContain(chunk.file);
    }
    const rewards = SCREENS.find((screen) => screen.path === paths.rewards);
    if (rewards === undefined) throw new Error('SCREENS has no Rewards screen');
    const loadedFirst = screenFiles(manifest, rewards);
    expect(
      (chunk.imports ?? []).map((name) => manifest[name]?.file).filter((file) => !loadedFirst.has(file ?? '')),
    ).toEqual([]);
    // `chainSteps()` (per-chain-reads.ts) loads it with a dynamic import.
    expect(Object.values(manifest).filter((entry) => entry.dynamicImports?.includes(key)).length).toBeGreaterThan(0);
  });

  it('ships the Safe App manifest and its icon, readable from any origin', () => {
    const files = filesIn(outDir);
    expect(files).toContain('manifest.json');
    expect(files).toContain('safe-app-icon.svg');
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    expect(rules).toContainEqual({
      path: '/manifest.json',
      detach: [],
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });

  it('writes _headers whose CSP hashes the inline scripts it shipped', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    const csp = rules[0]?.headers['Content-Security-Policy'] ?? '';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    for (const hash of hashes) expect(csp).toContain(`'${hash}'`);
    // deploy/nginx.conf is generated from the source index.html: the build ships its inline
    // scripts as they are, but minified.
    expect(inlineScriptHashes(minifyInlineScripts(readFileSync(join(root, 'index.html'), 'utf8')))).toEqual(hashes);
    expect(csp).not.toContain('127.0.0.1:8545');
    // No price source configured: none in connect-src (the screens then show no dollar values,
    // src/features/claims/history/history-without-prices.test.tsx).
    expect(csp).not.toMatch(/price-source|llama/);
  });

  it("writes each route's first screen into its own page, under the same CSP and without a wallet guess", () => {
    const indexScripts = inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8'));
    for (const route of SHELL_ROUTES) {
      const html = readFileSync(join(outDir, route.file), 'utf8');
      // The widget is framed by a partner's page: its frame has no navigation of the app's.
      if (route.renderPath === paths.widget) expect(html, route.file).not.toContain('<nav id="main-nav"');
      else expect(html, route.file).toContain('<nav id="main-nav" aria-label="Main"');
      expect(showsMustShow(route, html, route.mustShow), route.file).toBe(true);
      // The page's own rules are in the page, and its link to the whole sheet is left disabled, for
      // the loader of lazy chunks to find rather than download the sheet again; the app puts the
      // sheet's text in place of the page's rules (e2e/first-paint-rules.spec.ts: it paints the same).
      expect(html, route.file).toMatch(/<\/style><link rel="stylesheet" href="[^"]+\.css" disabled data-whole-sheet>/);
      expect(html, route.file).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled data-whole-sheet>)[^>]*>/);
      // The same inline scripts as index.html, so the one CSP of _headers covers every page.
      expect(inlineScriptHashes(html), route.file).toEqual(indexScripts);
      // Nothing paints before the page is parsed whole (index.html's render-blocking `expect` link
      // names an element after the app's root): half-parsed, the header's buttons and the list's
      // sort box moved as the rest arrived (e2e/slow-line-paint.spec.ts).
      const paintsAfter = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(html)?.[1];
      expect(paintsAfter, route.file).toBeDefined();
      expect(html, route.file).toContain('</main>');
      expect(html.indexOf(`id="${paintsAfter ?? ''}"`), route.file).toBeGreaterThan(html.lastIndexOf('</main>'));
      // The tab names the page from the first paint, as the app does; not the campaign page,
      // whose one file answers every campaign's address.
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
      if (route.titleByAddress === true) expect(title, route.file).toBe('Partner Incentives');
      else expect(title, route.file).toMatch(/^[A-Z][\w ]+ · Partner Incentives$/);
      // The build cannot know the wallet: no "Connect Wallet" a returning user would see replaced.
      expect(html, route.file).not.toMatch(/<button[^>]*>Connect Wallet<\/button>/);
      expect(html, route.file).not.toContain('Development wallet');
    }
  });

  it("writes each route's first screen in Spanish and Chinese beside it, for the page's language script", () => {
    for (const route of SHELL_ROUTES) {
      const html = readFileSync(join(outDir, route.file), 'utf8');
      const shells = /<script data-language-shells="([^"]*)">/.exec(html)?.[1] ?? '';
      const files = shells.split(' ').map((pair) => pair.split('=') as [string, string]);
      expect(
        files.map(([locale]) => locale),
        route.file,
      ).toEqual(['es', 'zh-CN']);
      for (const [locale, url] of files) {
        // Under assets/, named by content: cached for good, never another build's copy.
        expect(url, `${route.file} in ${locale}`).toMatch(/^\/assets\/shell-[\w-]+\.(es|zh-CN)-[0-9a-f]{10}\.html$/);
        const markup = readFileSync(join(outDir, url), 'utf8');
        expect(markup, `${route.file} in ${locale}`).toContain('<div id="prerendered-shell"');
        // The page's name in the language, for the script to put in the tab.
        if (route.titleByAddress !== true)
          expect(markup, `${route.file} in ${locale}`).toMatch(
            /<div id="prerendered-shell"[^>]* data-page-title="[^"]+"/,
          );
        if (route.renderPath !== paths.widget)
          expect(markup, `${route.file} in ${locale}`).toContain('<nav id="main-nav"');
        expect(markup, `${route.file} in ${locale}`).not.toContain('<script');
        expect(showsMustShow(route, markup, route.mustShow), `${route.file} in ${locale} is English`).toBe(false);
      }
    }
  });

  it('is served by vite preview with the headers of its _headers', async () => {
    const server = await preview({
      root,
      logLevel: 'silent',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
    try {
      const base = server.resolvedUrls?.local[0] ?? '';
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const asset = filesIn(outDir).find((file) => file.startsWith('assets/') && file.endsWith('.js')) ?? '';
      for (const [path, cache] of [
        ['', REVALIDATE_CACHE],
        ['rewards', REVALIDATE_CACHE],
        ['no/such/page', REVALIDATE_CACHE],
        // A deployment's edit to the run-time configuration is seen on the next load.
        [APP_CONFIG_FILE, REVALIDATE_CACHE],
        [asset, IMMUTABLE_CACHE],
      ] as const) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe(cache);
        expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
      const manifest = await fetch(`${base}manifest.json`, { headers: { Origin: 'https://app.safe.global' } });
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      // Each address gets its route's page; every campaign the one campaign page.
      for (const [path, file] of [
        ['rewards', 'rewards.html'],
        ['campaigns/31337:4', 'campaign.html'],
        ['no/such/page', 'not-found.html'],
      ] as const) {
        const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
        expect(await response.text(), path).toBe(readFileSync(join(outDir, file), 'utf8'));
      }
      // A rebuild under a running preview brings new hashes: the preview follows its _headers.
      const headersFile = join(outDir, '_headers');
      const original = readFileSync(headersFile, 'utf8');
      writeFileSync(headersFile, original.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      expect((await fetch(base)).headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      writeFileSync(headersFile, original);
    } finally {
      await server.close();
    }
  });
});

describe('the local stack build (VITE_APP_MODE=local)', () => {
  it('keeps the development wallet, writes its own _headers, and has no trace of the demo', async () => {
    const outDir = await buildKind('local');
    // One folder for every port set: no ports baked into a folder name any more.
    expect(outDir).toBe(join(root, 'dist-local'));
    const bundle = javascriptOf(outDir);
    expect(bundle).toContain('Development wallet');
    expect(bundle).toContain(devMnemonic);
    expect(existsSync(join(outDir, '_headers'))).toBe(true);
    expectNoDemoIn(outDir);
    expectReactProductionBuildIn(outDir);
  }, 120_000);
});

describe('npm run build:demo', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await buildKind('demo');
  }, 120_000);

  it("keeps the mock service worker the demo runs on, beside React's production build", () => {
    expectReactProductionBuildIn(outDir);
    expect(filesIn(outDir)).toContain('mockServiceWorker.js');
    // Its run-time configuration is read under its base, where a project site serves it.
    expect(filesIn(outDir)).toContain(APP_CONFIG_FILE);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('"config":"/demo/app-config.json"');
    expect(javascriptOf(outDir)).toContain('/__mock/');
  });

  it('has the in-browser chain in a chunk of its own, which no page loads before it renders', () => {
    const chunks = filesIn(outDir).filter(
      (file) => file.endsWith('.js') && readFileSync(join(outDir, file), 'utf8').includes(IN_BROWSER_CHAIN_MARK),
    );
    expect(chunks).toHaveLength(1);
    const [chunk = ''] = chunks;
    expect(chunk).toMatch(/^assets\/demo-chains-/);
    // The chunk holding the service (the mock) does not hold the chain too.
    expect(readFileSync(join(outDir, chunk), 'utf8')).not.toContain('mockServiceWorker.js');
    for (const route of SHELL_ROUTES) {
      expect(readFileSync(join(outDir, route.file), 'utf8'), route.file).not.toContain(chunk.replace('assets/', ''));
    }
    // Nothing imports it statically, so nothing the entry or the service loads pulls it in early:
    // only the service's start imports it, dynamically, once it answers.
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; dynamicImports?: string[] }
    >;
    const key = Object.keys(manifest).find((name) => manifest[name]?.file === chunk);
    expect(key).toBeDefined();
    const importers = Object.entries(manifest);
    expect(importers.filter(([, entry]) => entry.imports?.includes(key ?? '')).map(([name]) => name)).toEqual([]);
    expect(importers.filter(([, entry]) => entry.dynamicImports?.includes(key ?? '')).map(([name]) => name)).toEqual([
      'src/mock/browser.ts',
    ]);
  });

  it('lays its pages out for any static host: a folder per route and per campaign, and 404.html', () => {
    const files = filesIn(outDir);
    for (const file of ['rewards/index.html', 'referrals/index.html', 'about/index.html', '404.html', 'README.md'])
      expect(files).toContain(file);
    // The README the banner links to, with the pages and pictures it links to.
    for (const file of ['docs/qa.md', 'docs/images/campaigns.png']) expect(files).toContain(file);
    expect(files.filter((file) => /^campaigns\/\d+:\d+\/index\.html$/.test(file)).length).toBeGreaterThan(10);
    expect(readFileSync(join(outDir, 'rewards/index.html'), 'utf8')).toContain('>Rewards</h1>');
    // The banner is in every page as first painted, so it never pushes the page down.
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('Reset the demo');
  });
});
