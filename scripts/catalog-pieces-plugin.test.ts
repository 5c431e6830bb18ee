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
    'entry.js': chunk(['0'], { isEntry: true, imports: ['shared.js'], dynamicImports: ['page-a.js', 'page-b.js'] }),
    'shared.js': chunk(['1']),
    'page-a.js': pageA,
    'page-b.js': pageB,
    'rows.js': chunk(['4']),
    'dialog.js': chunk(['5'], { isDynamicEntry: true, imports: ['rows.js', 'form.js'] }),
    'form.js': chunk(['6']),
    // A page imports it statically, and something else opens it: it loads its own words.
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

  it('stop at a chunk that starts a step of its own', () => {
    expect(stepMessageIds('page-b.js', chunks, known)).toEqual(['3', '4']);
    expect(stepMessageIds('wallet.js', chunks, known)).toEqual(['7']);
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
