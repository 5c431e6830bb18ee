/**
 * First-load JavaScript per screen: the entry chunk, the screen's own chunks and their static
 * imports, gzip-compressed as a server sends them; then each page's HTML (see HTML_BUDGET_KIB). Chunks loaded later (the wallet layer,
 * RainbowKit, toasts, the filter form) are not counted. Fails when any screen is over budget or
 * pulls in wallet code (see isWalletCode). Reads Vite's manifest, so it follows exactly what
 * the build emitted; the figures are exact, not timings, so this belongs in `npm test`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isWalletCode, piecesFor, readManifest, SCREENS, screenFiles } from './build-manifest.ts';
import { SHELL_ROUTES } from './shell-routes.ts';
import { WIDGET_LOADER_FILE } from './widget-loader-plugin.ts';
import { paths } from '../src/config/paths.ts';

/** What every screen should load at most (issue 14's goal); reported for each screen. */
const TARGET_KIB = 110;
/**
 * What fails the build: no screen may grow past this. It is the heaviest screen (referrals, 156.3
 * since the record of sends: the money screens read it on their first render, 2.0 KiB, so that
 * nothing paid shows as claimable even for a moment after a reload, and every entry refreshes what
 * a settled send touched; what earlier builds kept is read in by the claim code, not the screens;
 * 154.3 since the History screen: the modules it shares with referrals and rewards (the rows table, the
 * "view as" address, the CSV button) became chunks of their own or moved into `data`, and every
 * entry names one more route, 0.9 KiB on referrals for a link and no code of History's own; 153.4
 * since issue 34: the header's settings menu and each chain's own mark, drawn as data URLs, in
 * every entry; the referral rows' name placeholders and held heights; before that 152.1, since issue 23: Lingui's runtime, 3.8 KiB in every entry, each message's id beside its English,
 * and the compact units read from Intl per language; the screens grew by 5.9 to 8.8 KiB; before
 * that 144.3,
 * 144.1 KiB since issue 21: its claim deadlines, the closing-soon summary and the calendar button,
 * about 2 KiB; every screen's entry carries 0.9 KiB more, the check whether a framing page is a
 * Safe and the notification switch's kept choice; and the notification watcher, loaded only for
 * those who turn it on, shares the chain reads with the money screens, so the bundler cuts them
 * into small files, about 1.5 KiB of import glue; the campaign list, 141.0, carries the last two)
 * rounded up, not TARGET_KIB: React and React DOM (67 KiB), the router (11.8 KiB),
 * React Query (11.8 KiB) and zod/mini (9.2 KiB) take 100 of the 110 KiB before any of the app's
 * own code, and each data screen needs 20 to 30 KiB of its own (docs/performance.md). Lower it whenever a screen gets lighter.
 * Raised from 157 with dollar values (the referral center's value column, summary and closing-soon
 * value, 158.9; the code that asks the price source loads after the screen): a debt the first-load
 * work of docs/performance.md is to pay back. Then 160 for reading app-config.json before the app
 * starts (its parser shares the build's rules, 0.6 KiB; 159.5): the same debt, issue 33's. Then
 * 163 for partners (issue 37; referrals 162.2): the partner object is checked before the first
 * render (a bad file, a low contrast, must fall back to the defaults before anything is drawn),
 * and the name, logo, scope and style hook are read by every screen, 2.2 KiB in the entry; the
 * colours' and the footer's code load only for a partner that has them. Issue 33's debt again.
 * Down to 162 with issue 33's first round (short message ids and the not-found page on demand:
 * referrals 161.7, with two Web Workers' page sides); its goal is 135. Down to 161 with its second:
 * the referral center's bind panel loads as the screen opens, not with it (referrals 160.3, from
 * 162.4 with the early answers' adoption in the client, 0.3, and the toasts mounted once the page
 * has settled, 0.2, in every screen); the campaign page's sections below its figures load after
 * its first view (147.9, from 159.6); then 0.3 more in every screen's entry for the formatters
 * built at start (src/main.tsx). Rewards is the heaviest now, 160.7. Then 161.5 when Rewards reached
 * 160.9 (160.94, 64 bytes under 161) with campaign names kept per campaign and language (0.1 KiB in
 * every screen, which names rows on every render): a budget met by a few bytes fails at random, as
 * the widget's did (below); half a KiB covers the build-to-build moves many times over and lets no
 * real growth through. Issue 33's debt again. Then 162 when Rewards reached 161.4 with the kept
 * answers restored only when of use (src/app/kept-answers-start.ts, 0.4 KiB in every entry) and the
 * service's resource schemas built on first use (zod's lazy wrapper, 0.2 KiB in every entry): both
 * take work off the first view's main thread (the schemas, a 55-60 ms task at 4x CPU on the money
 * screens), which issue 33 asks for too. Kept at 162 since: React Router's production build took
 * 0.5 off every screen, and the referral center's bind panel draws its frame with the screen again
 * (0.5; its placeholder was 38 px short on a phone, and the panels below moved), 161.4. Down to
 * 158 with the parts of React Router the app never uses left out (its build's components marked
 * pure, the app's own links: scripts/react-router-production.ts, src/components/app-link.tsx), 3.8
 * KiB off every screen: referrals 157.6, then 157.8 with the placeholders' pulses kept from React
 * (0.1 KiB in every entry: a page of placeholders cost React 17-30 ms of events at 4x CPU). 158.5
 * when each loading step of the code brought its own words in the reader's language
 * (scripts/catalog-pieces-plugin.ts: the statement that waits for them, the language switch's
 * loading of every step's; referrals 158.0): 0.2 to 0.3 KiB more for English readers, 16 KiB less before
 * the first screen for Spanish and Chinese ones (WORDS_BUDGET_KIB below). 159 when the referral
 * center's payouts were ordered by dollar value rather than token count, and its bind panel's wallet
 * part said a failed download in place rather than replacing the page (0.4 KiB; referrals 158.4 to
 * 158.5 from one build to the next, which 158.5 would have failed at random). Back to 158 when the
 * chain reads became one file rather than 22 (vite.config.ts): each dynamic import's list of files
 * to preload is shorter, 0.3 to 1.2 KiB off every screen (list 157.4, referrals 157.3). 158.5 when
 * each page came to carry only its own stylesheet rules (HTML_BUDGET_KIB below: 4 to 6 KiB off
 * every page's HTML): the entry puts the whole sheet in place of them and waits for it at most 4 s
 * (src/app/whole-stylesheet.ts), 0.4 KiB in every entry (list 157.8). Kept when the header's
 * product mark came to be drawn in the page (src/lib/product-mark.ts: 0.2 KiB in every entry, two
 * image requests fewer on every first visit; list 158.0, referrals 157.9) and the campaign page's
 * not-found code to load on demand (144.9). 159 when outside text in a translated sentence came
 * to be put in as text (src/lib/safe-trans.tsx: 40 to 60 bytes in every entry) and a search came
 * to cover the campaigns that count only forwarder deposits, the list saying when it leaves them
 * out (0.1 KiB): list 158.5, bytes under 158.5, which would fail at random. Issue 33's debt again.
 */
const BUDGET_KIB = 159;
/**
 * The rewards widget (`/widget`), framed by partners' pages: held below the full app's screens,
 * since it shows one target's campaigns without the app's header, navigation or list (153.1).
 * 155 since the campaign page's sections became a chunk of their own (154.6): the widget shares two
 * small modules with them and with the page (`detail-section.tsx`, `use-now.ts`), now chunks of
 * their own, 0.4 KiB of import glue; and every screen's 0.5 KiB more above (the early answers' adoption, the toasts' later mount).
 * 155.5 since issue 33's fourth round left it at 155.0 (the service clock's store, the first view's
 * wait for the toasts, the frame-after-paint helper; 0.4 KiB since 154.6; 155.1 with the names
 * kept): a budget met by a few bytes fails at random, because every build names itself
 * (VITE_BUILD_ID, a timestamp) and the entry carries the hashed names of the chunks holding it, so
 * its gzip size moves by about 20 bytes from one build to the next. Issue 33's debt again. 156
 * since the kept answers restored when of use and the resource schemas built on first use (155.6;
 * see BUDGET_KIB). 152 since React Router's unused parts left every screen (151.5; see BUDGET_KIB).
 * 152.5 with each step's words (151.9; see BUDGET_KIB). 152 with the chain reads in one file (151.2).
 * 152.5 with the page's own stylesheet rules (151.7; see BUDGET_KIB). 153 when a widget given
 * attributes it cannot read came to name each one and what it holds, for the partner's developer
 * (152.4; a chunk of their own moved shared modules into every screen's `data`, 0.2 KiB on the
 * list, so they stay in the widget's page).
 */
const WIDGET_BUDGET_KIB = 153;
/** `widget.js`, the loader a partner's page includes (issue 37: a few KiB, at most 5). */
const LOADER_BUDGET_KIB = 5;
const distDir = join(import.meta.dirname, '..', process.env.SIZE_DIST_DIR ?? 'dist');
const manifest = readManifest(distDir);

const gzipCache = new Map<string, number>();
function gzippedBytes(file: string): number {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

const isWalletFile = (file: string): boolean => isWalletCode(readFileSync(join(distDir, file), 'utf8'));

/**
 * What a screen's words add to its first load in each language but English (whose words are in
 * the code): the pieces of its chunks (scripts/catalog-pieces-plugin.ts). One catalog of every
 * screen's words was 21.1 KiB gzip before the first screen of a Spanish or Chinese reader; the
 * heaviest screen's words are 5.2 KiB (the campaign list in Chinese: three pieces, the entry's,
 * the page's and the campaign browser's).
 */
const WORDS_BUDGET_KIB = 5.5;
const OTHER_LANGUAGES = ['es', 'zh-CN'] as const;

const verbose = process.argv.includes('--files');
const failures: string[] = [];
console.log(`First-load JS per screen, KiB gzip (target ${String(TARGET_KIB)} KiB, budget ${String(BUDGET_KIB)} KiB)`);
console.log(`and the words each adds in ${OTHER_LANGUAGES.join(' and ')} (budget ${String(WORDS_BUDGET_KIB)} KiB)`);
for (const screen of SCREENS) {
  const files = [...screenFiles(manifest, screen)].sort();
  const kib = files.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;
  const words = OTHER_LANGUAGES.map((locale) => {
    const pieces = piecesFor(distDir, files, locale);
    return { locale, pieces, kib: pieces.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024 };
  });
  const walletFiles = files.filter(isWalletFile);
  const mark = kib > TARGET_KIB ? `  ${(kib - TARGET_KIB).toFixed(1)} KiB over target` : '';
  const inOthers = words.map(({ locale, kib: wordsKib }) => `${locale} +${wordsKib.toFixed(1)}`).join(', ');
  console.log(`${kib.toFixed(1).padStart(7)}  ${screen.name} (${screen.path})${mark}; ${inOthers}`);
  if (verbose) {
    for (const file of files) console.log(`${(gzippedBytes(file) / 1024).toFixed(1).padStart(15)}  ${file}`);
    for (const { pieces } of words)
      for (const file of pieces) console.log(`${(gzippedBytes(file) / 1024).toFixed(1).padStart(15)}  ${file}`);
  }
  const budget = screen.path === paths.widget ? WIDGET_BUDGET_KIB : BUDGET_KIB;
  if (kib > budget)
    failures.push(`${screen.name} is over its ${String(budget)} KiB budget by ${(kib - budget).toFixed(1)} KiB`);
  for (const { locale, kib: wordsKib } of words) {
    if (wordsKib > WORDS_BUDGET_KIB)
      failures.push(
        `${screen.name}'s words in ${locale} are over their budget by ${(wordsKib - WORDS_BUDGET_KIB).toFixed(1)} KiB`,
      );
  }
  if (walletFiles.length > 0) failures.push(`${screen.name} loads wallet code at once: ${walletFiles.join(', ')}`);
}

const loaderKib = gzippedBytes(WIDGET_LOADER_FILE) / 1024;
console.log(
  `${loaderKib.toFixed(1).padStart(7)}  ${WIDGET_LOADER_FILE}, the widget's loader (budget ${String(LOADER_BUDGET_KIB)} KiB)`,
);
if (loaderKib > LOADER_BUDGET_KIB)
  failures.push(`${WIDGET_LOADER_FILE} is over budget by ${(loaderKib - LOADER_BUDGET_KIB).toFixed(1)} KiB`);

/**
 * Each page's HTML, which alone makes its first paint: the first screen and the rules it uses
 * inline (scripts/critical-css.ts). A reader of Spanish or Chinese also fetches that language's copy
 * of the first screen (index.html's language script), in parallel with the page; English readers
 * never do. Held to what a connection's first round trip carries with the response's headers
 * (ten packets of 1,460 bytes, 14.3 KiB; the headers here are about 1.2 KiB, the CSP most of it),
 * so that no page's first paint waits for a second one: 11.9 KiB on the heaviest page (about) since
 * each page carries only its own rules, where the whole stylesheet made it 16.9.
 */
const HTML_BUDGET_KIB = 12.5;
console.log(`\nHTML per page, KiB gzip (budget ${String(HTML_BUDGET_KIB)} KiB), and its copies in other languages`);
for (const route of SHELL_ROUTES) {
  const html = readFileSync(join(distDir, route.file), 'utf8');
  const kib = gzipSync(html, { level: 9 }).length / 1024;
  const shells = /<script data-language-shells="([^"]*)">/.exec(html)?.[1] ?? '';
  const copies = shells
    .split(' ')
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const [locale = '', url = ''] = pair.split('=');
      const file = url.slice(url.indexOf('assets/'));
      return `${locale} ${(gzippedBytes(file) / 1024).toFixed(1)}`;
    });
  console.log(`${kib.toFixed(1).padStart(7)}  ${route.file}${copies.length > 0 ? ` (+ ${copies.join(', ')})` : ''}`);
  if (kib > HTML_BUDGET_KIB) failures.push(`${route.file} is over budget by ${(kib - HTML_BUDGET_KIB).toFixed(1)} KiB`);
}

for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exit(1);
