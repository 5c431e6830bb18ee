/**
 * The one source of the app's HTTP response headers: the Content-Security-Policy, framing,
 * sniffing, referrer and permissions headers, and caching. A build writes them to `_headers` in
 * its output (security-headers-plugin.ts), `vite preview` and `npm start` serve that file's rules,
 * and `npm run deploy:nginx` turns them into an nginx server block, so every way of serving the
 * app sends the same headers.
 */
import { createHash } from 'node:crypto';
import { localChains, productionChains } from '../src/config/chains.ts';
import type { AppConfig } from '../src/config/env.ts';

/** What the policy depends on, all known when the app is built. */
export interface PolicyInput {
  /** The build's configuration (`VITE_*` values, parsed as the app parses them). */
  config: AppConfig;
  /** `sha256-…` of each inline script of the served index.html (see inlineScriptHashes). */
  inlineScriptHashes: readonly string[];
}

/** One block of a `_headers` file: a path pattern, headers it drops, then headers it sets. */
export interface HeaderRule {
  /** `/*` (every path) or a prefix pattern such as `/assets/*`. */
  path: string;
  /** Header names a broader rule set that this rule removes first (`! Name`). */
  detach: readonly string[];
  headers: Readonly<Record<string, string>>;
}

/** Vite's hashed output: a new deploy gives changed files new names, so they never go stale. */
const ASSETS_PATH = '/assets/*';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: revalidate each time, so a deploy is seen at once. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * WalletConnect's hosts, from Reown's published CSP guidance for AppKit (the QR modal wagmi's
 * connector opens): its relay and APIs, the verify iframe, wallet images and the modal's fonts.
 * Allowed only when a project id is set, since nothing else loads them.
 */
const WALLETCONNECT = {
  connect: [
    'https://rpc.walletconnect.com',
    'https://rpc.walletconnect.org',
    'https://relay.walletconnect.com',
    'https://relay.walletconnect.org',
    'wss://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'https://pulse.walletconnect.com',
    'https://pulse.walletconnect.org',
    'https://api.web3modal.com',
    'https://api.web3modal.org',
    'https://keys.walletconnect.com',
    'https://keys.walletconnect.org',
    'https://notify.walletconnect.com',
    'https://notify.walletconnect.org',
    'https://echo.walletconnect.com',
    'https://echo.walletconnect.org',
    'https://push.walletconnect.com',
    'https://push.walletconnect.org',
    'https://explorer-api.walletconnect.com',
    'https://explorer-api.walletconnect.org',
  ],
  frame: [
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
    'https://secure.walletconnect.com',
    'https://secure.walletconnect.org',
  ],
  img: [
    'https://walletconnect.com',
    'https://walletconnect.org',
    'https://secure.walletconnect.com',
    'https://secure.walletconnect.org',
    'https://explorer-api.walletconnect.com',
    'https://explorer-api.walletconnect.org',
    'https://api.web3modal.com',
    'https://api.web3modal.org',
  ],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com', 'https://fonts.reown.com'],
} as const;

/**
 * Browser features the app never uses, denied to it and to anything it might embed. Only names
 * Chromium recognises: an unknown one makes it log an error on every page load.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Where the app's scripts may connect, besides itself: the service, the price source when one is
 * configured, and the RPC of every chain the build's wallet config can use (the configured URL,
 * else the chain's public default).
 * Origins only: the service's paths all live under its origin, CSP path matching is skipped
 * after a redirect anyway, and RPC URLs often carry an API key in their path that has no
 * business in a header every response carries.
 */
export function connectSources(config: AppConfig): string[] {
  const chains = config.mode === 'local' ? [...localChains, ...productionChains] : productionChains;
  const rpcUrls = chains.map((chain) => config.rpcUrls[chain.id] ?? chain.rpcUrls.default.http[0]);
  const origins = [config.apiBaseUrl, config.priceApiUrl, ...rpcUrls].filter((url) => url !== undefined).map(originOf);
  return [...new Set(origins)];
}

/**
 * Where the partner's logos live, when that is another site (app-config.json partner.logo): the
 * header shows them, so img-src allows their origins. Paths on this site and data: URLs are
 * already allowed.
 */
function imageSources(config: AppConfig): string[] {
  const logos = config.partner.logo === undefined ? [] : [config.partner.logo.light, config.partner.logo.dark];
  return [...new Set(logos.filter((url) => /^https?:\/\//.test(url)).map(originOf))];
}

/**
 * The Content-Security-Policy. Scripts: this origin and the hashes of the pages' two inline
 * scripts (theme before first paint, preloading the opened screen's code); never `unsafe-inline`
 * or `unsafe-eval`. Styles need `'unsafe-inline'`: RainbowKit writes its theme variables into a
 * `<style>` element at run time, Sonner injects its stylesheet the same way and libraries set
 * `style` attributes; a style cannot run script, so script-src stays strict.
 */
export function contentSecurityPolicy(
  input: PolicyInput,
  framedBy: readonly string[] = frameAncestors(input.config),
): string {
  const walletConnect = input.config.walletConnectProjectId !== undefined;
  const wc = (list: readonly string[]): readonly string[] => (walletConnect ? list : []);
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.inlineScriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'", ...wc(WALLETCONNECT.style)]],
    // Wallet icons (EIP-6963 and RainbowKit's) are data: URIs.
    ['img-src', ["'self'", 'data:', ...imageSources(input.config), ...wc(WALLETCONNECT.img)]],
    ['font-src', ["'self'", ...wc(WALLETCONNECT.font)]],
    ['connect-src', ["'self'", ...connectSources(input.config), ...wc(WALLETCONNECT.connect)]],
    ['frame-src', walletConnect ? WALLETCONNECT.frame : ["'none'"]],
    // The demo build's mock service worker (/mockServiceWorker.js).
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', framedBy],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Who may frame the local stack's app (`npm start`, the e2e suite) unless VITE_SAFE_APP_ORIGINS
 * says otherwise: a Safe host page on localhost at any port, as the Safe App e2e serves one on a
 * free port and frames the app on 127.0.0.1, another origin. No other build allows a frame unless
 * configured to.
 */
export const LOCAL_STACK_FRAMING_ORIGINS = 'http://localhost:*';

/**
 * Who may show the app in a frame: nobody, unless the build names the origins of a Safe{Wallet}
 * interface that opens it as a Safe App (VITE_SAFE_APP_ORIGINS).
 */
function frameAncestors(config: AppConfig): readonly string[] {
  return config.safeAppOrigins.length > 0 ? config.safeAppOrigins : ["'none'"];
}

/**
 * Framing origins a production build should not carry, each with the reason: plain http (a
 * network attacker can serve that origin's page), a local host (any program on the user's own
 * machine can serve it) or any port. Said at build time; the build still honours them, since a
 * staging deployment may mean them.
 */
export function riskyFramingOrigins(config: AppConfig, origins: readonly string[] = config.safeAppOrigins): string[] {
  if (config.mode !== 'production') return [];
  return origins.flatMap((origin) => {
    const { protocol, hostname } = new URL(origin.replace(/:\*$/, ''));
    const reasons = [
      protocol === 'http:' && 'is plain http',
      (hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.|^0\.0\.0\.0$/.test(hostname)) &&
        "is the user's own machine",
      origin.endsWith(':*') && 'allows any port',
    ].filter((reason) => reason !== false);
    return reasons.length === 0 ? [] : [`${origin} ${reasons.join(', ')}`];
  });
}

/** Headers every response carries (documents and assets alike). */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  const framable = input.config.safeAppOrigins.length > 0;
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    // frame-ancestors for current browsers, X-Frame-Options for those that predate it. X-Frame-Options
    // cannot name an origin (every browser dropped ALLOW-FROM), so a build Safe may frame leaves it
    // out rather than rely on each browser ignoring DENY beside frame-ancestors, as CSP 3 asks.
    ...(!framable && { 'X-Frame-Options': 'DENY' }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // Cuts the link to any page that opened this one; popups the app opens (wallets) keep theirs.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * The rewards widget's address (src/config/paths.ts `widget`), the one page partners' pages may
 * frame: only those the partner configuration lists (`partner.widgetOrigins`). Every other page
 * keeps the app's own framing (Safe, or nobody), as the widget does when no origin is listed.
 */
export const WIDGET_PATH = '/widget';

/** The widget's own framing, when the partner names who may frame it; else it frames as every page. */
function widgetRules(input: PolicyInput): HeaderRule[] {
  const origins = input.config.partner.widgetOrigins;
  if (origins.length === 0) return [];
  return [
    {
      path: WIDGET_PATH,
      detach: ['Content-Security-Policy', 'X-Frame-Options'],
      headers: { 'Content-Security-Policy': contentSecurityPolicy(input, origins) },
    },
  ];
}

/**
 * The Safe App manifest (public/manifest.json). Safe{Wallet} reads it with `fetch` from its own
 * origin when someone adds or opens the app, so it is the one file any origin may read; it holds
 * only the app's public name, description and icon path.
 */
export const SAFE_APP_MANIFEST_PATH = '/manifest.json';

/**
 * The rules of `_headers`: security headers and revalidation everywhere, immutable assets, the
 * Safe App manifest readable from any origin, and the widget framed by the partner's pages.
 */
export function headerRules(input: PolicyInput): HeaderRule[] {
  return [
    { path: '/*', detach: [], headers: { ...securityHeaders(input), 'Cache-Control': REVALIDATE_CACHE } },
    { path: ASSETS_PATH, detach: ['Cache-Control'], headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    { path: SAFE_APP_MANIFEST_PATH, detach: [], headers: { 'Access-Control-Allow-Origin': '*' } },
    ...widgetRules(input),
  ];
}

/**
 * `sha256-…` of each inline `<script>` of an HTML page, as CSP hashes them (the exact text
 * between the tags, UTF-8). Scripts with `src` are covered by 'self'; data blocks (a `type` that
 * is not JavaScript, such as application/json) are never executed and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && !type.includes('javascript')) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

const HEADER_NAME = /^[A-Za-z0-9-]+$/;

/**
 * Writes rules in the `_headers` format of static hosts (Cloudflare Pages, Netlify): a path
 * line, then indented `Name: value` lines; `! Name` drops a header a broader rule set, so assets
 * get one Cache-Control rather than both.
 */
export function renderHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push('', rule.path);
    for (const name of rule.detach) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file written by renderHeadersFile; throws naming the line it cannot read. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; detach: string[]; headers: Record<string, string> }[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw new Error(`_headers line ${String(index + 1)}: a path must start with "/"`);
      rules.push({ path: line, detach: [], headers: {} });
      return;
    }
    const rule = rules.at(-1);
    if (rule === undefined) throw new Error(`_headers line ${String(index + 1)}: a header before any path`);
    const entry = line.trim();
    if (entry.startsWith('!')) {
      rule.detach.push(entry.slice(1).trim());
      return;
    }
    const colon = entry.indexOf(':');
    const name = entry.slice(0, colon).trim();
    if (colon <= 0 || !HEADER_NAME.test(name)) {
      throw new Error(`_headers line ${String(index + 1)}: expected "Name: value", got "${entry}"`);
    }
    rule.headers[name] = entry.slice(colon + 1).trim();
  });
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/**
 * The headers a static host serves for `pathname` under `rules`, as Cloudflare Pages applies
 * them: every matching rule in order, each dropping its detached names, then adding its own; a
 * name set twice without a detach gets both values, comma-joined.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matches(rule.path, pathname)) continue;
    for (const name of rule.detach) result.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const previous = result.get(name.toLowerCase());
      result.set(name.toLowerCase(), [name, previous === undefined ? value : `${previous[1]}, ${value}`]);
    }
  }
  return Object.fromEntries(result.values());
}
