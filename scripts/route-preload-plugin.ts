/**
 * Every page is a lazy chunk, so without help a visit would load the entry, run it, and only then
 * ask for the page's code: a round trip lost before content. This plugin writes each screen's
 * route and chunks (not the entry's, which Vite already preloads) into index.html as a JSON data
 * block; index.html's static script matches `location.pathname` against them before the entry
 * runs and adds `<link rel="modulepreload">` for that one screen. Other screens' code is not
 * fetched, so each screen's first load stays what `npm run size` counts.
 */
import type { Plugin } from 'vite';
import { SCREENS } from './build-manifest.ts';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
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

function chunksOf(bundle: Bundle): BundleChunk[] {
  return Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
}

function staticClosure(byFile: ReadonlyMap<string, BundleChunk>, start: readonly BundleChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: BundleChunk): void => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next !== undefined) visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return files;
}

/** Per screen, the files to preload: its modules' chunks and their static imports, minus the entry's. */
function screenPreloads(bundle: Bundle, root: string): { pattern: string; files: string[] }[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = staticClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry),
  );
  return SCREENS.map((screen) => {
    const own = screen.modules.map((module) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${root}/${module}`);
      if (chunk === undefined) throw new Error(`route-preload: no chunk for ${module}`);
      return chunk;
    });
    const files = [...staticClosure(byFile, own)].filter((file) => !entryFiles.has(file));
    return { pattern: routePatternSource(screen.path), files };
  });
}

/** Adds the per-screen modulepreload script to the built index.html. */
export function routePreloadPlugin(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        const routes = screenPreloads(context.bundle as Bundle, root).map(({ pattern, files }) => [
          pattern,
          files.map((file) => `${base}${file}`),
        ]);
        // A JSON data block (never executed, so outside CSP's script rules) that index.html's
        // static preload script reads; `<` escaped so no file name can close the block.
        const json = JSON.stringify(routes).replaceAll('<', '\\u003c');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-preloads' },
            children: json,
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
