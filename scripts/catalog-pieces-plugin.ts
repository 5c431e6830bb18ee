/**
 * Each loading of a build's code brings its own words in the reader's language, as English already
 * does.
 *
 * English, the source language, is written into the code (lingui-macro-plugin.ts), so a screen's
 * English loads with that screen. The other languages had one catalog each: every message of every
 * screen, 21 KiB gzip that a reader of Spanish or Chinese downloaded before the first screen, where
 * that screen says 3 to 6 KiB of it.
 *
 * Code loads in steps: the entry with its static imports, then each `import()` of a chunk with its
 * static imports. Each step's first chunk (the entry, or the chunk `import()` names) gets, per
 * language, a piece: a module of the messages the step's code names (its descriptors' `id`s, in
 * the chunks it brings that have surely run before it starts, less), compiled as Lingui's Vite
 * plugin compiles a catalog and numbered with the build's short ids, beside the chunk and named
 * after it (`page-X1y2.js` → `page-X1y2.es.js`). That chunk starts with one statement,
 *
 *     await globalThis.__APP_WORDS__?.of(import.meta.url, "<version>");
 *
 * index.html's language script defines `of`: it imports the chunk's piece in the reader's language
 * and merges it into that language's messages. The step's code renders only after that (a
 * top-level await holds the `import()`, and the entry, until the piece has loaded), so nothing is
 * ever shown in English first, whether it is the first screen, a screen opened later or a dialog.
 * English has no piece: `of` returns at once. Without the global (the development server, tests,
 * a worker) the statement does nothing. A Web Worker's messages (the list's whole-set worker words
 * its answers with the page's catalog) go into the piece of every step whose code starts a worker.
 *
 * `<version>` is there for the bundler's hash only: it is the pieces' own hash, in the chunk's code
 * before the bundler hashes it, so a changed translation renames the chunk and, with it, its
 * pieces. Nothing cached keeps an old one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { reachable } from './chunk-graph.ts';
import { shortMessageIds, type ShortIds } from './lingui-macro-plugin.ts';

/** The global index.html's language script defines, and src/app/i18n/locale-runtime.ts reads. */
const WORDS_GLOBAL = '__APP_WORDS__';

/** Compiled messages of one language, by the build's message id. */
export type CompiledMessages = Readonly<Record<string, unknown>>;

/**
 * The ids of the messages a chunk's code names, among `known` (all, without it): every `id: "…"`
 * of a message descriptor, minified (`id:\`3i\``) or not. An `id` of something else that happens to match a known
 * id only adds a message to the piece, never removes one.
 */
export function messageIdsIn(code: string, known?: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const match of code.matchAll(/\bid\s*:\s*(["'`])([0-9a-zA-Z]+)\1/g)) {
    const id = match[2];
    if (id !== undefined && (known === undefined || known.has(id))) ids.add(id);
  }
  return [...ids].sort();
}

/** A piece: the messages of `ids` in one language, as a module whose default export is them. */
export function pieceSource(messages: CompiledMessages, ids: readonly string[]): string {
  const piece = Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id]]));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(piece))});\n`;
}

/**
 * A step's pieces' version: the hash of every language's piece. It is in the chunk's code, so a
 * changed message in any language renames the chunk, and with it its pieces (`pieceFile`).
 */
export function piecesVersion(sources: readonly string[]): string {
  return createHash('sha256').update(sources.join('\0')).digest('base64url').slice(0, 8);
}

/** A chunk's piece in `locale`: beside it, named after it (`data-X1y2.js` → `data-X1y2.es.js`). */
export function pieceFile(chunkFile: string, locale: string): string {
  return chunkFile.replace(/\.js$/, `.${locale}.js`);
}

/** The statement a step's first chunk starts with. */
export function preludeOf(version: string): string {
  return `await globalThis.${WORDS_GLOBAL}?.of(import.meta.url, ${JSON.stringify(version)});\n`;
}

const PRELUDE = new RegExp(`globalThis\\.${WORDS_GLOBAL}\\?\\.of\\(import\\.meta\\.url,\\s*(["'\`])([^"'\`]+)\\1\\)`);

/**
 * The version of the pieces a built chunk loads, as its first statement says it, or undefined for
 * a chunk that loads none. For the build's own uses: emitting the pieces, the route preloads and
 * the size budget.
 */
export function piecesOfChunk(code: string): string | undefined {
  return PRELUDE.exec(code)?.[2];
}

/** The parts of a chunk this plugin reads (rolldown's RenderedChunk). */
export interface StepChunk {
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  modules: Readonly<Record<string, { readonly code: string | null }>>;
}

type Chunks = Readonly<Record<string, StepChunk>>;

/** `from` and their static imports, all the way down, but not past a chunk `stop` refuses. */
function staticClosure(from: Iterable<StepChunk>, chunks: Chunks, stop?: (chunk: StepChunk) => boolean) {
  return reachable(from, (chunk) => chunk.imports.flatMap((file) => chunks[file] ?? []), stop);
}

/**
 * The chunks that have run, their words with them, whenever the step of the chunk named `file`
 * starts: the entry's static imports (its own code waits for its piece before anything else
 * runs), and what every chunk that `import()`s this one has statically imported.
 */
function loadedBefore(file: string, chunks: Chunks): Set<StepChunk> {
  const all = Object.values(chunks);
  const loaded = staticClosure(
    all.filter((chunk) => chunk.isEntry),
    chunks,
  );
  const importers = all
    .filter((chunk) => chunk.dynamicImports.includes(file))
    .map((chunk) => staticClosure([chunk], chunks));
  const [first, ...others] = importers;
  for (const chunk of first ?? []) if (others.every((closure) => closure.has(chunk))) loaded.add(chunk);
  return loaded;
}

/**
 * The message ids of the step the chunk named `file` starts, among `known`: those of the chunks it
 * brings (itself and its static imports, all the way down: a chunk some other code also opens with
 * `import()` still runs here first), less those of the chunks already run when it starts
 * (`loadedBefore`); and `workerIds`, the messages of the Web Workers, if the step's code starts one.
 */
export function stepMessageIds(
  file: string,
  chunks: Chunks,
  known: ReadonlySet<string>,
  workerIds: Iterable<string> = [],
): string[] {
  const first = chunks[file];
  if (first === undefined) throw new Error(`catalog-pieces: no chunk ${file}`);
  const loaded = first.isEntry ? new Set<StepChunk>() : loadedBefore(file, chunks);
  const step = staticClosure([first], chunks, (chunk) => loaded.has(chunk));
  const code = [...step].flatMap((chunk) => Object.values(chunk.modules).map((module) => module.code ?? '')).join('\n');
  const ids = messageIdsIn(code, known);
  if (!code.includes('new Worker(')) return ids;
  return [...new Set([...ids, ...[...workerIds].filter((id) => known.has(id))])].sort();
}

/**
 * Every language's compiled catalog but the source's, by the build's short ids: what Lingui's
 * Vite plugin compiles for `import('…/messages.po')`, renamed as lingui-macro-plugin.ts renames it.
 */
export async function compiledCatalogs(root: string, shortIds: ShortIds): Promise<Map<string, CompiledMessages>> {
  const config = getConfig({ cwd: root });
  const [catalog, ...others] = await getCatalogs(config);
  if (catalog === undefined || others.length > 0) throw new Error('catalog-pieces: expected exactly one catalog');
  const { fallbackLocales, sourceLocale } = config;
  if (fallbackLocales === undefined || fallbackLocales === false || sourceLocale === undefined) {
    throw new Error('catalog-pieces: lingui.config names no source language or fallback languages');
  }
  const compiled = new Map<string, CompiledMessages>();
  for (const locale of config.locales) {
    if (locale === sourceLocale) continue;
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
    const { source, errors } = createCompiledCatalog(locale, messages, {
      namespace: 'json',
      pseudoLocale: config.pseudoLocale,
    });
    if (errors.length > 0) throw new Error(`catalog-pieces: ${locale} has messages that do not compile`);
    const byLinguiId = (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
    compiled.set(
      locale,
      Object.fromEntries(Object.entries(byLinguiId).map(([id, message]) => [shortIds.get(id) ?? id, message])),
    );
  }
  return compiled;
}

/**
 * See the top of this file: `page` goes with the app's own build, `worker()` with each Web
 * Worker's build, where it only notes the messages the worker's code names for the pieces.
 */
export function catalogPieces(): { page: Plugin; worker: () => Plugin } {
  let root = '';
  let catalogs = new Map<string, CompiledMessages>();
  let known = new Set<string>();
  // Each step's pieces by version: language → module source.
  const pieces = new Map<string, Map<string, string>>();
  // A worker is built when the page's module that starts it is, before the page's chunks render.
  const workerIds = new Set<string>();
  const page: Plugin = {
    name: 'catalog-pieces',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // The same numbering as the code's (lingui-macro-plugin.ts), from the same source catalog.
      const shortIds = shortMessageIds(readFileSync(join(root, 'src', 'locales', 'en', 'messages.po'), 'utf8'));
      known = new Set(shortIds.values());
      catalogs = await compiledCatalogs(root, shortIds);
      pieces.clear();
    },
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
      const ids = stepMessageIds(chunk.fileName, meta.chunks, known, workerIds);
      if (ids.length === 0) return null;
      const sources = new Map([...catalogs].map(([locale, messages]) => [locale, pieceSource(messages, ids)]));
      const version = piecesVersion([...sources.values()]);
      pieces.set(version, sources);
      const edited = new MagicString(code);
      edited.prepend(preludeOf(version));
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
    generateBundle(_options, bundle) {
      // Named after their chunk, whose final name is known only now.
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const version = piecesOfChunk(output.code);
        if (version === undefined) continue;
        const sources = pieces.get(version);
        if (sources === undefined) throw new Error(`catalog-pieces: ${output.fileName} names pieces never made`);
        for (const [locale, source] of sources) {
          this.emitFile({ type: 'asset', fileName: pieceFile(output.fileName, locale), source });
        }
      }
    },
  };
  const worker = (): Plugin => ({
    name: 'catalog-pieces-worker',
    apply: 'build',
    renderChunk(code) {
      // Every id-shaped descriptor id: the page's build keeps those its catalog knows.
      for (const id of messageIdsIn(code)) workerIds.add(id);
      return null;
    },
  });
  return { page, worker };
}
