/**
 * Renders each route's first screen into its own HTML file in a finished build:
 * `tsx scripts/prerender.ts <outDir> <mode> [base]`. Run by scripts/prerender-plugin.ts after every build,
 * in a process of its own: the app's modules keep timers (cache expiry, clocks) that would hold a
 * build process open, and the storage stand-in below must not leak into the build.
 * The markup comes from the app's own components (src/app/prerender.tsx, loaded through Vite so
 * it compiles exactly as the app does), so the shell and the app's first render cannot drift.
 * Each route is rendered in every language of PRERENDERED_LOCALES: English into its page, the
 * others into files of their own that index.html's language script puts in the English one's
 * place before the first paint, for a reader of that language.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { classesIn, criticalCss } from './critical-css.ts';
import { PAGE_RULES_ATTRIBUTE, WHOLE_SHEET_ATTRIBUTE } from '../src/app/whole-stylesheet.ts';
import { documentTitle } from '../src/config/app-name.ts';
import { escapeHtml } from './escape-html.ts';
import { PRERENDERED_LOCALES, type PrerenderedLocale } from '../src/config/locales.ts';
import { SHELL_ROUTES, showsMustShow, type ShellRoute } from './shell-routes.ts';
import { writeStaticHostLayout } from './static-host-layout.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html's language script, which reads where each language's copy of the page is. */
const LANGUAGE_SCRIPT = /<script data-language-shells(?:="")?>/;

interface PrerenderEntry {
  renderRoute: (
    pathname: string,
    locale: PrerenderedLocale,
    mustShow: string,
    named: boolean,
  ) => Promise<{ markup: string; mustShow: string; pageTitle: string | undefined }>;
}

/** A route rendered in one language: its markup, and the page's name for the tab. */
interface Rendered {
  markup: string;
  pageTitle: string | undefined;
}

/** A route in each prerendered language. */
type Markups = ReadonlyMap<PrerenderedLocale, Rendered>;

/** An empty in-memory Storage: the shell is what a browser that has kept nothing sees first. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

/**
 * Refuses markup with a script (the CSP allows only the hashed scripts of index.html) and markup
 * without the route's heading in its language.
 */
function checkMarkup(route: ShellRoute, locale: PrerenderedLocale, markup: string, mustShow: string): void {
  const where = `${route.renderPath} in ${locale}`;
  if (/<script\b/i.test(markup)) throw new Error(`prerender: ${where} rendered a <script>, which the CSP refuses`);
  if (!showsMustShow(route, markup, mustShow)) {
    throw new Error(`prerender: ${where} does not show "${mustShow}"; it rendered:\n${markup}`);
  }
}

/**
 * Puts one route's English markup into the built index.html, its page's name into the tab's
 * title before the product's (as the app writes it, app/use-document-title.ts), and tells its
 * language script where the copies in other languages are (`es=<url> zh-CN=<url>`). `data-page`
 * marks the page's part of the title, for that script and for a partner's name
 * (scripts/partner-pages.ts) to replace the rest.
 */
export function shellDocument(indexHtml: string, english: Rendered, languageShells: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no empty ${ROOT_ELEMENT}`);
  if (!LANGUAGE_SCRIPT.test(indexHtml)) throw new Error('prerender: index.html has no <script data-language-shells>');
  const { markup, pageTitle } = english;
  return indexHtml
    .replace(/<title>([^<]*)<\/title>/, (title, appName: string) =>
      pageTitle === undefined
        ? title
        : `<title data-page="${escapeHtml(pageTitle)}">${documentTitle(escapeHtml(pageTitle), appName)}</title>`,
    )
    .replace(LANGUAGE_SCRIPT, () => `<script data-language-shells="${languageShells}">`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

/**
 * Writes a route's markup in each language but English to a file of its own under assets/, named
 * by its content (so it is cached for good, and a page never meets another build's copy), and
 * says where each is, for the page's language script. English readers never download them.
 */
function writeLanguageShells(outDir: string, base: string, route: ShellRoute, markups: Markups): string {
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  const stem = route.file.replace(/\.html$/, '');
  const shells: string[] = [];
  for (const [locale, { markup }] of markups) {
    if (locale === 'en') continue;
    const hash = createHash('sha256').update(markup).digest('hex').slice(0, 10);
    const file = `assets/shell-${stem}.${locale}-${hash}.html`;
    writeFileSync(join(outDir, file), markup);
    shells.push(`${locale}=${base}${file}`);
  }
  return shells.join(' ');
}

/** Renders every route in every language through a Vite server of the build's mode, console errors failing it. */
async function renderAll(root: string, mode: string, base: string): Promise<Map<ShellRoute, Markups>> {
  const server = await createServer({
    root,
    mode,
    // The build's base (`--base /demo/`): links and the router render under it, as in the app.
    base,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Dependencies load from node_modules as they are; nothing to pre-bundle for a browser.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const globals = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  const saved = { localStorage: globals.localStorage, sessionStorage: globals.sessionStorage };
  globals.localStorage = new MemoryStorage();
  globals.sessionStorage = new MemoryStorage();
  const consoleError = console.error;
  const errors: string[] = [];
  console.error = (...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  };
  try {
    const entry = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderEntry;
    const markups = new Map<ShellRoute, Markups>();
    for (const route of SHELL_ROUTES) {
      const byLocale = new Map<PrerenderedLocale, Rendered>();
      for (const locale of PRERENDERED_LOCALES) {
        const rendered = await entry.renderRoute(
          `${route.renderPath}${route.renderSearch ?? ''}`,
          locale,
          route.mustShow,
          route.titleByAddress !== true,
        );
        checkMarkup(route, locale, rendered.markup, rendered.mustShow);
        byLocale.set(locale, { markup: rendered.markup, pageTitle: rendered.pageTitle });
      }
      markups.set(route, byLocale);
    }
    if (errors.length > 0) throw new Error(`prerender: the app logged errors while rendering:\n${errors.join('\n')}`);
    return markups;
  } finally {
    console.error = consoleError;
    globals.localStorage = saved.localStorage;
    globals.sessionStorage = saved.sessionStorage;
    await server.close();
  }
}

/**
 * Puts the part of the app's stylesheet a page's first paint needs into the page itself
 * (scripts/critical-css.ts: the rules for the classes `usedClasses` names, the theme's variables they
 * read, the base rules). A linked stylesheet blocks the first paint for a request of its own, which
 * on a slow phone connection shares the line with the page's scripts: Lighthouse's mobile first
 * paint went from about 1.8 s to under 1.0 s on /rewards with it inline. The whole sheet inline
 * (10 KiB gzip) made every page 15 to 17 KiB, more than a connection's first round trip carries
 * (about 14 KiB with the response's headers), so each first paint waited a round trip more; with
 * only its rules, every page is 8 to 12 KiB. The CSP allows inline styles (style-src
 * 'unsafe-inline'); scripts stay hash-only.
 *
 * The link to the whole sheet stays behind it, disabled, so the page neither waits for it nor
 * fetches it through the link: index.html's start script asks for its text as it starts the app's
 * code, and the app puts it in place of the page's own rules in the commit that first draws it
 * (src/app/whole-stylesheet.ts), since what the screen adds needs rules the page does not carry.
 * Vite's loader of lazy chunks also looks for that link before adding a stylesheet a chunk depends
 * on: without it, the first lazy chunk of every page downloaded the whole sheet a second time.
 */
function inlineStylesheets(html: string, outDir: string, base: string, usedClasses: ReadonlySet<string>): string {
  const escapedBase = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // One sheet: the app swaps one page's rules for one whole sheet (src/app/whole-stylesheet.ts).
  const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  if (links.length !== 1) throw new Error(`prerender: index.html links ${String(links.length)} stylesheets, not one`);
  return html.replace(
    new RegExp(`<link rel="stylesheet"(?: crossorigin)? href="${escapedBase}(assets/[^"]+\\.css)">`, 'g'),
    (_link, file: string) => {
      const css = criticalCss(readFileSync(join(outDir, file), 'utf8'), usedClasses);
      if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} cannot be inlined: it contains "</style"`);
      return `<style ${PAGE_RULES_ATTRIBUTE}>${css}</style><link rel="stylesheet" href="${base}${file}" disabled ${WHOLE_SHEET_ATTRIBUTE}>`;
    },
  );
}

async function main(): Promise<void> {
  const [outDirArg, mode, base = '/'] = process.argv.slice(2);
  if (outDirArg === undefined || mode === undefined) throw new Error('usage: tsx scripts/prerender.ts <outDir> <mode>');
  const root = join(import.meta.dirname, '..');
  const outDir = resolve(root, outDirArg);
  const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const [route, markups] of await renderAll(root, mode, base)) {
    const english = markups.get('en');
    if (english === undefined) throw new Error(`prerender: ${route.renderPath} has no English markup`);
    const page = shellDocument(indexHtml, english, writeLanguageShells(outDir, base, route, markups));
    // Every language's copy of the first screen paints with this page's sheet.
    const usedClasses = classesIn([page, ...[...markups.values()].map(({ markup }) => markup)].join('\n'));
    writeFileSync(join(outDir, route.file), inlineStylesheets(page, outDir, base, usedClasses));
  }
  // The demo is meant for any static host, which knows no rewrite rules.
  if (process.env.VITE_MOCK_IN_BROWSER === 'true') writeStaticHostLayout(outDir, root);
}

// Exits explicitly: the rendered app's timers would keep the process alive for hours.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
