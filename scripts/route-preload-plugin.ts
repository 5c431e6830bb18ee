/**
 * Every page is a lazy chunk, so without help a visit would load the entry, run it, and only then
 * ask for the page's code: a round trip lost before content. This plugin writes the entry and each
 * screen's route and chunks (not the entry's, which Vite already preloads) into index.html as a
 * JSON data block, and takes Vite's entry `<script>` out of the page. index.html's static script
 * starts the entry once the prerendered page has painted, and adds `<link rel="modulepreload">`
 * for the screen that `location.pathname` names, alongside it. Other screens' code is not fetched,
 * so each screen's first load stays what `npm run size` counts.
 *
 * index.html's start script also asks for the run-time configuration (app-config.json, whose
 * address under the base this block carries) at once, and starts the entry only once the file has
 * answered too, leaving its JSON on window.__APP_CONFIG__ for src/config/env.ts. A hidden tab (it
 * does not paint until shown) or a browser without paint timing counts as painted at once; should
 * no paint be reported, the app still starts after 1.5 s, as late as a slow phone's first paint.
 * The script's comments are kept short: every page carries them.
 *
 * Why after the paint: every route's first screen is in its HTML, so no script is needed for it.
 * Requested earlier, the entry and chunks share the line with the page itself, and when they
 * happen to arrive before the first paint Lighthouse's simulation counts them (and running the
 * entry) as needed for it: first contentful paint on a simulated phone then read about 1.8 s
 * instead of 0.8 s, from one run to the next.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { piecesOfChunk } from './catalog-pieces-plugin.ts';
import { reachable } from './chunk-graph.ts';
import { APP_CONFIG_FILE } from '../src/config/app-config-file.ts';
import { EARLY_REQUESTS } from '../src/app/route-data-of.ts';
import { SCREENS } from './build-manifest.ts';
import type { BuildMode } from './build-mode.ts';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
}

type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/** A route pattern of the router (`/campaigns/:campaignId`) as an anchored regular expression. */
function routePatternSource(path: string): string {
  if (path === '/') return '^/$';
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}/?$`;
}

/** A route pattern for pages served under `base` (`/demo/`): the browser's path starts with it. */
function underBase(pattern: string, base: string): string {
  const prefix = base.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (prefix === '') return pattern;
  return pattern === '^/$' ? `^${prefix}/?$` : pattern.replace(/^\^/, `^${prefix}`);
}

function chunksOf(bundle: Bundle): BundleChunk[] {
  return Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
}

function staticClosure(byFile: ReadonlyMap<string, BundleChunk>, start: readonly BundleChunk[]): Set<string> {
  const imported = (chunk: BundleChunk) => chunk.imports.flatMap((file) => byFile.get(file) ?? []);
  return new Set([...reachable(start, imported)].map((chunk) => chunk.fileName));
}

/** Which of `files` load message pieces in the reader's language (scripts/catalog-pieces-plugin.ts). */
function loadsPieces(byFile: ReadonlyMap<string, BundleChunk>, file: string): boolean {
  return piecesOfChunk(byFile.get(file)?.code ?? '') !== undefined;
}

interface Preloads {
  /** The entry's files (its code Vite preloads itself) that load message pieces. */
  entryPieces: string[];
  /** Per screen, the files to preload: its modules' chunks and their static imports, minus the entry's; and where in that list the files that load pieces are. */
  screens: { pattern: string; files: string[]; pieces: number[] }[];
}

/** What index.html's start script preloads: the entry's pieces, and each screen's files and pieces. */
function preloadsOf(bundle: Bundle, root: string): Preloads {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = staticClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry),
  );
  const screens = SCREENS.map((screen) => {
    const own = screen.modules.map((module) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${root}/${module}`);
      if (chunk === undefined) throw new Error(`route-preload: no chunk for ${module}`);
      return chunk;
    });
    const files = [...staticClosure(byFile, own)].filter((file) => !entryFiles.has(file));
    const pieces = files.flatMap((file, at) => (loadsPieces(byFile, file) ? [at] : []));
    return { pattern: routePatternSource(screen.path), files, pieces };
  });
  return { entryPieces: [...entryFiles].filter((file) => loadsPieces(byFile, file)), screens };
}

/**
 * The worker that reads the page's language's data for Intl before the app needs it
 * (its comment says why), built as an entry of its own so the page can start it by address.
 */
export const INTL_WARM_UP = 'src/app/i18n/intl-warm-up.worker.ts';

/** The language worker's file in the bundle. */
function intlWarmUpFile(bundle: Bundle, root: string): string {
  const source = resolve(root, INTL_WARM_UP);
  const chunk = chunksOf(bundle).find((candidate) => candidate.facadeModuleId === source);
  if (chunk === undefined) throw new Error(`route-preload: the build has no chunk for ${INTL_WARM_UP}`);
  return chunk.fileName;
}

/** Vite's tag for the entry chunk, as its HTML build writes it. */
function entryTagPattern(src: string): RegExp {
  const escaped = src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\s*<script type="module" crossorigin src="${escaped}"></script>`);
}

/** Moves the entry into the data block that index.html's start script reads, with each screen's files. */
export function routePreloadPlugin(buildMode: BuildMode): Plugin {
  let root = '';
  let base = '/';
  let early: { requests: (readonly [string, string])[]; apiBaseUrl: string; partnerRefId: string | null } | null = null;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      // The screen's first answer is asked for early with the service the app will ask: the
      // build's, unless app-config.json names another. Not in the static demo, whose service
      // answers only once the app has started its worker.
      early = buildMode.demo
        ? null
        : {
            requests: EARLY_REQUESTS.map(([page, service]) => [underBase(page, base), service] as const),
            apiBaseUrl: buildMode.config.apiBaseUrl,
            partnerRefId: buildMode.config.partnerRefId ?? null,
          };
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(root, INTL_WARM_UP), name: 'intl-warm-up' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined || context.chunk === undefined) return html;
        const entry = `${base}${context.chunk.fileName}`;
        const tag = entryTagPattern(entry);
        if (!tag.test(html)) throw new Error(`route-preload: index.html has no entry script for ${entry}`);
        const underBaseAll = (files: readonly string[]) => files.map((file) => `${base}${file}`);
        const { entryPieces, screens } = preloadsOf(context.bundle, root);
        const routes = screens.map(({ pattern, files, pieces }) => [
          underBase(pattern, base),
          underBaseAll(files),
          pieces,
        ]);
        const words = underBaseAll(entryPieces);
        const intl = `${base}${intlWarmUpFile(context.bundle, root)}`;
        // A JSON data block (never executed, so outside CSP's script rules) that index.html's
        // static start script reads (with the run-time configuration's address under the base); `<` escaped so no file name can close the block.
        const json = JSON.stringify({
          entry,
          config: `${base}${APP_CONFIG_FILE}`,
          routes,
          words,
          intl,
          early,
        }).replaceAll('<', '\\u003c');
        return {
          html: html.replace(tag, ''),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'app-code' },
              children: json,
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
