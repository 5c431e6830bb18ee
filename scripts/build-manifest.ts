/**
 * What each screen makes the browser download, read from Vite's build manifest, so the size
 * budget and the "no wallet code on a read-only visit" test follow exactly what the build emitted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pieceFile, piecesOfChunk } from './catalog-pieces-plugin.ts';
import { reachable } from './chunk-graph.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A screen: its route and the modules it loads at once for its content (static imports follow). */
export interface Screen {
  name: string;
  path: string;
  modules: readonly string[];
}

/**
 * Every screen and what it imports before showing content: each page is a lazy route chunk
 * (index.html preloads the one being opened, scripts/route-preload-plugin.ts), and the list's page
 * starts importing the campaign browser as soon as it runs.
 */
export const SCREENS: readonly Screen[] = [
  {
    name: 'campaign list',
    path: '/',
    modules: ['src/pages/campaigns-page.tsx', 'src/features/campaigns/list/campaign-browser.tsx'],
  },
  { name: 'campaign detail', path: '/campaigns/:id', modules: ['src/pages/campaign-detail-page.tsx'] },
  { name: 'rewards', path: '/rewards', modules: ['src/pages/rewards-page.tsx'] },
  { name: 'history', path: '/history', modules: ['src/pages/history-page.tsx'] },
  { name: 'referrals', path: '/referrals', modules: ['src/pages/referrals-page.tsx'] },
  { name: 'deposit targets', path: '/deposit-targets', modules: ['src/pages/deposit-targets-page.tsx'] },
  { name: 'about', path: '/about', modules: ['src/pages/about-page.tsx'] },
  { name: 'rewards widget', path: '/widget', modules: ['src/pages/widget-page.tsx', 'src/app/widget-layout.tsx'] },
];

/**
 * Strings only wallet code carries: connecting (`eth_requestAccounts`), sending transactions or
 * batches, and wagmi's connector errors. A chunk holding one of them is wallet code, whatever
 * the bundler named it; a read-only visit downloads none. Found by content so the check works on
 * any build and any deployment.
 */
const WALLET_CODE_MARKERS = [
  'eth_requestAccounts',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'ConnectorNotConnectedError',
];

/** Whether a JavaScript file's source is wallet code (see WALLET_CODE_MARKERS). */
export function isWalletCode(source: string): boolean {
  return WALLET_CODE_MARKERS.some((marker) => source.includes(marker));
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The app's entry: index.html's script (the language worker is an entry of the build too). */
const APP_ENTRY = 'index.html';

function entryKey(manifest: Manifest): string {
  if (manifest[APP_ENTRY]?.isEntry !== true) throw new Error(`The build manifest has no entry chunk for ${APP_ENTRY}`);
  return APP_ENTRY;
}

/** Files of `keys` and everything they import statically (dynamic imports load later, if at all). */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const chunkOf = (key: string): ManifestChunk => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the build manifest; did the build run?`);
    return chunk;
  };
  return new Set([...reachable(keys, (key) => chunkOf(key).imports ?? [])].map((key) => chunkOf(key).file));
}

/** The JavaScript files a screen downloads before its content: the entry and the screen's modules. */
export function screenFiles(manifest: Manifest, screen: Screen): Set<string> {
  return staticClosure(manifest, [entryKey(manifest), ...screen.modules]);
}

/**
 * The message pieces a reader of `locale` downloads with `files` (scripts/catalog-pieces-plugin.ts):
 * each chunk's own, named by its first statement. English, the source, has none: its words are in
 * the code.
 */
export function piecesFor(distDir: string, files: Iterable<string>, locale: string): string[] {
  return [...files]
    .filter((file) => file.endsWith('.js') && piecesOfChunk(readFileSync(join(distDir, file), 'utf8')) !== undefined)
    .map((file) => pieceFile(file, locale));
}
