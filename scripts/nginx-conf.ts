/**
 * An nginx server block serving a build with exactly the headers of its `_headers` rules, so an
 * nginx deployment and a static host send the same ones (security-headers.ts is the source).
 */
import { parseAppConfig } from '../src/config/env.ts';
import { headerRules, headersForPath, inlineScriptHashes, type HeaderRule } from './security-headers.ts';
import { minifyInlineScripts } from './inline-scripts-plugin.ts';
import { CAMPAIGN_SHELL_FILE, NOT_FOUND_SHELL_FILE } from './shell-routes.ts';

export interface NginxOptions {
  /** Where the contents of dist/ are deployed. */
  root: string;
  port: number;
  /** Lines for the comment at the top (what build, how it was made). */
  comment: readonly string[];
}

function quote(value: string): string {
  // nginx would expand `$name` inside the value; no header of ours has one, so refuse rather
  // than emit a config that silently sends something else.
  if (value.includes('$')) throw new Error(`nginx header value must not contain "$": ${value}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** An nginx location: a prefix (`location /assets/`) or one exact file (`location = /manifest.json`). */
interface NginxLocation {
  path: string;
  exact: boolean;
}

/** `/*` is nginx's `location /`, `/assets/*` is `location /assets/`, `/manifest.json` is `location = /manifest.json`. */
function locationOf(pattern: string): NginxLocation {
  if (pattern.endsWith('/*')) return { path: pattern.slice(0, -1), exact: false };
  if (!pattern.includes('*')) return { path: pattern, exact: true };
  throw new Error(`Only directory patterns ("/…/*") and exact paths map to nginx locations: ${pattern}`);
}

/** Exact files first, then longer prefixes before shorter ones, as nginx would pick them. */
function byPrecedence(a: NginxLocation, b: NginxLocation): number {
  return Number(b.exact) - Number(a.exact) || b.path.length - a.path.length;
}

/**
 * The server block. Each location repeats every header, since nginx drops inherited
 * `add_header`s in a location that sets its own. Each page address gets its prerendered file
 * (shell-routes.ts says the same for `vite preview`): `/rewards` is rewards.html, every
 * `/campaigns/<id>` the one campaign shell, an unknown path the not-found shell (the app then
 * decides, as before); a missing hashed asset is a plain 404, so a page asking for a chunk an
 * older deploy had does not receive HTML in its place.
 */
export function renderNginxConf(rules: readonly HeaderRule[], options: NginxOptions): string {
  const patterns = [...new Set(rules.map((rule) => rule.path))];
  const locations = patterns.map(locationOf).sort(byPrecedence);
  const lines = [
    ...options.comment.map((line) => `# ${line}`.trimEnd()),
    'server {',
    `    listen ${String(options.port)};`,
    '    server_name _;',
    `    root ${options.root};`,
    '    index index.html;',
    '    server_tokens off;',
    '    charset utf-8;',
    '    gzip on;',
    '    gzip_types text/css application/javascript application/json image/svg+xml;',
    '',
    `    rewrite ^/campaigns/[^/]+/?$ /${CAMPAIGN_SHELL_FILE} last;`,
  ];
  for (const location of locations) {
    const headers = headersForPath(rules, location.exact ? location.path : `${location.path}probe`);
    lines.push(
      '',
      `    location ${location.exact ? '= ' : ''}${location.path} {`,
      location.path === '/'
        ? `        try_files $uri $uri/index.html $uri.html /${NOT_FOUND_SHELL_FILE};`
        : location.exact && !location.path.slice(location.path.lastIndexOf('/')).includes('.')
          ? // A page of its own headers (the widget): its prerendered file, as `location /` finds it.
            `        try_files $uri.html /${NOT_FOUND_SHELL_FILE};`
          : '        try_files $uri =404;',
      // Security headers go on every answer, errors too (`always`); Cache-Control only on
      // successes, so a 404 for a missing asset is never cached for a year.
      ...Object.entries(headers).map(
        ([name, value]) => `        add_header ${name} ${quote(value)}${name === 'Cache-Control' ? '' : ' always'};`,
      ),
      '    }',
    );
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** Where deploy/nginx.conf expects the build, and the port it listens on. */
export const DEFAULT_NGINX_OPTIONS = { root: '/srv/partner-incentives', port: 8080 } as const;

/**
 * The configuration deploy/nginx.conf is generated for: a production build whose service is at
 * this (example) address, on the chains' public RPCs. A real deployment generates its own from
 * its build (`npm run deploy:nginx`), since the CSP names its service and RPC hosts.
 */
const EXAMPLE_ENV = {
  VITE_APP_MODE: 'production',
  VITE_API_BASE_URL: 'https://api.partner-incentives.example/v1',
} as const;

/**
 * deploy/nginx.conf: the server block for EXAMPLE_ENV and the given (source) index.html, whose
 * inline scripts a build ships minified, as hashed here.
 */
export function exampleNginxConf(indexHtml: string): string {
  const rules = headerRules({
    config: parseAppConfig(EXAMPLE_ENV),
    inlineScriptHashes: inlineScriptHashes(minifyInlineScripts(indexHtml)),
  });
  return renderNginxConf(rules, {
    ...DEFAULT_NGINX_OPTIONS,
    comment: [
      'Generated by `npm run deploy:nginx -- --example` from scripts/security-headers.ts: do not edit by hand.',
      `An example for a production build with VITE_API_BASE_URL=${EXAMPLE_ENV.VITE_API_BASE_URL}. For your`,
      'deployment, build with your VITE_* values and run `npm run deploy:nginx -- --out <file>`: the CSP',
      "must name your service and RPC hosts, and the hashes of your build's inline scripts.",
    ],
  });
}
