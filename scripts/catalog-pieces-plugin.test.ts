import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compiledCatalogs,
  messageIdsIn,
  pieceFile,
  piecesOfChunk,
  pieceSource,
  piecesVersion,
  preludeOf,
  stepMessageIds,
  type StepChunk,
} from './catalog-pieces-plugin.ts';
import { buildIfStale, outDirOf } from './build-if-stale.ts';
import { readManifest } from './build-manifest.ts';
import { reachable } from './chunk-graph.ts';
import { shortMessageIds } from './lingui-macro-plugin.ts';

const root = join(import.meta.dirname, '..');

describe('the messages a chunk names', () => {
  const known = new Set(['3i', 'a', 'tl']);

  it('are its descriptors’ ids, minified or not, that the catalog knows', () => {
    const code = 'x({id:`3i`,message:["Closes"]});y({ id: "tl", message: [] });z({id:\'a\'});w({id:"zz"})';
    expect(messageIdsIn(code, known)).toEqual(['3i', 'a', 'tl']);
  });

  it('are none for code without descriptors, or with ids the catalog does not know', () => {
    expect(messageIdsIn('const grid = { id: "main" }; hid: "a"', known)).toEqual([]);
  });
});

/** A chunk of a made-up build: `says` are the message ids its one module names. */
function chunk(says: string[], shape: Partial<StepChunk> = {}): StepChunk {
  const code = says.map((id) => `t({id:"${id}"})`).join(';');
  return { isEntry: false, isDynamicEntry: false, imports: [], dynamicImports: [], modules: { m: { code } }, ...shape };
}

describe('the messages of a step', () => {
  // The entry imports `shared` and opens two pages; `page-a` opens `dialog`, which shares `rows`
  // with it; `page-b` imports `rows` too.
  const pageA = chunk(['2'], {
    isDynamicEntry: true,
    imports: ['shared.js', 'rows.js'],
    dynamicImports: ['dialog.js'],
  });
  const pageB = chunk(['3'], { isDynamicEntry: true, imports: ['rows.js', 'wallet.js'] });
  const chunks: Record<string, StepChunk> = {
    'entry.js': chunk(['0'], {
      isEntry: true,
      imports: ['shared.js'],
      dynamicImports: ['page-a.js', 'page-b.js', 'wallet.js'],
    }),
    'shared.js': chunk(['1']),
    'page-a.js': pageA,
    'page-b.js': pageB,
    'rows.js': chunk(['4']),
    'dialog.js': chunk(['5'], { isDynamicEntry: true, imports: ['rows.js', 'form.js'] }),
    'form.js': chunk(['6']),
    // A page imports it, and the entry opens it too.
    'wallet.js': chunk(['7'], { isDynamicEntry: true }),
  };
  const known = new Set(['0', '1', '2', '3', '4', '5', '6', '7']);

  it('of the entry: its own and its static imports’', () => {
    expect(stepMessageIds('entry.js', chunks, known)).toEqual(['0', '1']);
  });

  it('of a page: its own and what it imports, less what the entry brought', () => {
    expect(stepMessageIds('page-a.js', chunks, known)).toEqual(['2', '4']);
  });

  it('of a chunk opened later: less what the chunk that opens it has run', () => {
    expect(stepMessageIds('dialog.js', chunks, known)).toEqual(['5', '6']);
  });

  it('take in a chunk imported here that other code opens with import(): it runs here first', () => {
    expect(stepMessageIds('page-b.js', chunks, known)).toEqual(['3', '4', '7']);
    expect(stepMessageIds('wallet.js', chunks, known)).toEqual(['7']);
  });

  it('bring what a chunk they import has run elsewhere, when they run it first', () => {
    // `x` imports `y`; `y` is also opened by `d1`, which, like `y`, imports `z`: `y`'s own piece
    // leaves `z` out (whoever opens it has run `z`), so `x`, which runs `y` and `z`, brings both.
    const graph: Record<string, StepChunk> = {
      'entry.js': chunk([], { isEntry: true, dynamicImports: ['x.js', 'd1.js'] }),
      'x.js': chunk(['0'], { isDynamicEntry: true, imports: ['y.js'] }),
      'd1.js': chunk(['1'], { isDynamicEntry: true, imports: ['z.js'], dynamicImports: ['y.js'] }),
      'y.js': chunk(['2'], { isDynamicEntry: true, imports: ['z.js'] }),
      'z.js': chunk(['3']),
    };
    expect(stepMessageIds('y.js', graph, known)).toEqual(['2']);
    expect(stepMessageIds('x.js', graph, known)).toEqual(['0', '2', '3']);
  });

  it('bring a Web Worker’s messages when their code starts one', () => {
    const graph: Record<string, StepChunk> = {
      'entry.js': chunk(['0'], { isEntry: true, dynamicImports: ['list.js'] }),
      'list.js': {
        ...chunk(['1'], { isDynamicEntry: true }),
        modules: { m: { code: 'new Worker(new URL("/assets/w.js", import.meta.url));t({id:"1"})' } },
      },
    };
    expect(stepMessageIds('list.js', graph, known, ['5', 'unknown'])).toEqual(['1', '5']);
    expect(stepMessageIds('entry.js', graph, known, ['5'])).toEqual(['0']);
  });

  it('keep what only some of the chunks that open it have run', () => {
    const opened = {
      ...chunks,
      'page-a.js': { ...pageA, dynamicImports: ['dialog.js'] },
      'page-b.js': { ...pageB, dynamicImports: ['dialog.js'] },
      'page-c.js': chunk([], { isDynamicEntry: true, dynamicImports: ['dialog.js'] }),
    };
    // page-c has not run `rows`: the dialog must bring its words.
    expect(stepMessageIds('dialog.js', opened, known)).toEqual(['4', '5', '6']);
  });
});

describe('a piece', () => {
  it('holds the messages of its ids, and its chunk’s first statement names its version', async () => {
    const source = pieceSource({ a: ['Reclamar'], b: ['Otro'], c: ['Más'] }, ['a', 'c', 'missing']);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: unknown };
    expect(module.default).toEqual({ a: ['Reclamar'], c: ['Más'] });
    const version = piecesVersion([source]);
    expect(piecesOfChunk(`${preludeOf(version)}export const x = 1;`)).toBe(version);
    // As the minifier writes it.
    expect(piecesOfChunk('await globalThis.__APP_WORDS__?.of(import.meta.url,`AbC-_9xY`);var e=1')).toBe('AbC-_9xY');
    expect(piecesOfChunk('export const x = 1;')).toBeUndefined();
  });

  it('changes its version when any language’s messages change', () => {
    expect(piecesVersion(['a', 'b'])).not.toBe(piecesVersion(['a', 'c']));
  });

  it('is named after its chunk', () => {
    expect(pieceFile('assets/data-X1y2.js', 'zh-CN')).toBe('assets/data-X1y2.zh-CN.js');
  });
});

describe('the production build’s pieces', () => {
  it('say every message of every chunk in every language, as the whole catalog does, and no other file does', async () => {
    await buildIfStale('production');
    const assets = join(outDirOf('production'), 'assets');
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const shortIds = shortMessageIds(readFileSync(join(root, 'src', 'locales', 'en', 'messages.po'), 'utf8'));
    const catalogs = await compiledCatalogs(root, shortIds);
    const known = new Set(shortIds.values());
    const isPiece = (file: string) => [...catalogs.keys()].some((locale) => file.endsWith(`.${locale}.js`));
    const code = files.filter((file) => !isPiece(file)).map((file) => readFileSync(join(assets, file), 'utf8'));
    const named = new Set(code.flatMap((text) => messageIdsIn(text, known)));
    expect(named.size).toBeGreaterThan(1000);

    const withPieces = files.filter(
      (file) => !isPiece(file) && piecesOfChunk(readFileSync(join(assets, file), 'utf8')),
    );
    for (const [locale, messages] of catalogs) {
      const said: Record<string, unknown> = {};
      for (const file of withPieces) {
        const piece = join(assets, pieceFile(file, locale));
        expect(existsSync(piece), `${file} in ${locale}`).toBe(true);
        Object.assign(said, ((await import(piece)) as { default: object }).default);
      }
      for (const id of named) expect(said[id], `message ${id} in ${locale}`).toEqual(messages[id]);
    }
    // A Spanish message is in Spanish pieces only: no catalog of every screen ships.
    const spanish = Object.values(catalogs.get('es') ?? {})
      .map((message) => (Array.isArray(message) && message.length === 1 ? (message as unknown[])[0] : undefined))
      .find((text): text is string => typeof text === 'string' && /^[\p{L} ]{20,}$/u.test(text));
    expect(spanish).toBeDefined();
    const holders = files.filter((file) => readFileSync(join(assets, file), 'utf8').includes(spanish ?? ''));
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.every((file) => file.endsWith('.es.js'))).toBe(true);
  });
});

describe('the production build’s code', () => {
  it('has the words of every chunk it has run in by the time its code can render, whichever way the reader goes', async () => {
    await buildIfStale('production');
    const outDir = outDirOf('production');
    const manifest = readManifest(outDir);
    const known = new Set(
      shortMessageIds(readFileSync(join(root, 'src', 'locales', 'en', 'messages.po'), 'utf8')).values(),
    );
    const codeOf = (key: string) => readFileSync(join(outDir, manifest[key]?.file ?? ''), 'utf8');
    const namedBy = new Map(Object.keys(manifest).map((key) => [key, messageIdsIn(codeOf(key), known)]));
    // The ids each chunk's Spanish piece holds (every language's piece holds the same).
    const piecesBy = new Map<string, string[]>();
    for (const [key, { file }] of Object.entries(manifest)) {
      if (!file.endsWith('.js') || piecesOfChunk(codeOf(key)) === undefined) continue;
      const piece = (await import(join(outDir, pieceFile(file, 'es')))) as { default: object };
      piecesBy.set(key, Object.keys(piece.default));
    }
    const staticImports = (key: string) => manifest[key]?.imports ?? [];
    // A step runs `first` with its static imports; once its import() settles its code can render:
    // every chunk run by then must have its words among the pieces loaded by then. Every order of
    // opening the code's import()s, three deep from the entry (the app's deepest: a page, a panel, a dialog).
    let checked = 0;
    const seen = new Set<string>();
    const walk = (run: ReadonlySet<string>, loaded: ReadonlySet<string>, depth: number): void => {
      const state = [...run].sort().join(' ');
      if (seen.has(state)) return;
      seen.add(state);
      for (const key of run) {
        const missing = (namedBy.get(key) ?? []).filter((id) => !loaded.has(id));
        expect(missing, `${key} runs without the words of ${missing.join(', ')}`).toEqual([]);
      }
      checked += 1;
      if (depth === 3) return;
      const opens = new Set([...run].flatMap((key) => manifest[key]?.dynamicImports ?? []));
      for (const first of opens) {
        const next = new Set([...run, ...reachable([first], staticImports)]);
        const words = new Set(loaded);
        for (const key of next) if (!run.has(key)) for (const id of piecesBy.get(key) ?? []) words.add(id);
        walk(next, words, depth + 1);
      }
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true) ?? '';
    const run = reachable([entry], staticImports);
    walk(run, new Set([...run].flatMap((key) => piecesBy.get(key) ?? [])), 0);
    expect(checked).toBeGreaterThan(100);
  });
});
