// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pieceFile } from '../../../scripts/catalog-pieces-plugin.ts';

// A build's chunks bring their own words (scripts/catalog-pieces-plugin.ts): each step's first
// chunk waits for `__APP_WORDS__.of(its address)`, which index.html's language script defines, and
// the app's language switch loads the pieces of every chunk already run.

interface Words {
  locale: string;
  messages: Record<string, Record<string, unknown>>;
  chunks: string[];
  of(from: string): Promise<void> | undefined;
  load(locale: string, from: string): Promise<void> | undefined;
  late?: (() => void) | undefined;
}

const words = () => (globalThis as { __APP_WORDS__?: Words }).__APP_WORDS__;

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
const SCRIPT = /<script data-language-shells="">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

/** The pieces the test "serves", by address; any other address fails as a missing file does. */
const served = new Map<string, Record<string, unknown> | Promise<Record<string, unknown>>>();
let chunkCount = 0;

/** A built chunk's address, with its pieces beside it as the build names them. */
function chunkWithPieces(pieces: Record<string, Record<string, unknown> | Promise<Record<string, unknown>>>): string {
  chunkCount += 1;
  const chunk = `https://app.example/assets/page-${String(chunkCount)}.js`;
  for (const [locale, messages] of Object.entries(pieces)) served.set(pieceFile(chunk, locale), messages);
  return chunk;
}

function openPage(search: string): void {
  window.history.replaceState(null, '', `/${search}`);
  const script = document.createElement('script');
  script.setAttribute('data-language-shells', '');
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  // The script's text as index.html holds it, but for its `import()` of a piece, which the test
  // answers from `served` (code made by `new Function` cannot import under the test runner).
  const importPiece = (url: string): Promise<unknown> => {
    const piece = served.get(url);
    return piece === undefined
      ? Promise.reject(new Error(`404 ${url}`))
      : Promise.resolve(piece).then((messages) => ({ default: messages }));
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's own text is under test
  (new Function('importPiece', SCRIPT.replace(/\bimport\(/g, 'importPiece(')) as (load: typeof importPiece) => void)(
    importPiece,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (globalThis as { __APP_WORDS__?: Words }).__APP_WORDS__;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("index.html's language script", () => {
  it('loads a chunk’s words in the reader’s language before the chunk runs, and remembers the chunk', async () => {
    openPage('?lang=es');
    const chunk = chunkWithPieces({ es: { a: ['Reclamar'] }, 'zh-CN': { a: ['领取'] } });
    await words()?.of(chunk);
    expect(words()?.messages).toEqual({ es: { a: ['Reclamar'] } });
    expect(words()?.chunks).toEqual([chunk]);
  });

  it('loads nothing for an English reader: the words are in the code', async () => {
    openPage('?lang=en');
    const chunk = chunkWithPieces({ es: { a: ['Reclamar'] } });
    await words()?.of(chunk);
    expect(words()?.messages).toEqual({});
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('lets the chunk run, in English, and says why, when its piece cannot load', async () => {
    openPage('?lang=zh-CN');
    const chunk = chunkWithPieces({ es: { a: ['Reclamar'] } });
    await words()?.of(chunk);
    expect(words()?.messages).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`zh-CN words for ${chunk}`), expect.any(Error));
  });

  it('holds a chunk 5 s at most for a stalled piece, then shows its words when they come', async () => {
    vi.useFakeTimers();
    try {
      openPage('?lang=es');
      let arrive: (messages: Record<string, unknown>) => void = () => undefined;
      const chunk = chunkWithPieces({ es: new Promise((resolve) => (arrive = resolve)) });
      const late = vi.fn();
      const reader = words();
      if (reader === undefined) throw new Error('no language script');
      Object.assign(reader, { late });
      let ran = false;
      void reader.of(chunk)?.then(() => (ran = true));
      await vi.advanceTimersByTimeAsync(4_900);
      expect(ran).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(ran).toBe(true);
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`es words for ${chunk} after 5 s`));
      expect(late).not.toHaveBeenCalled();

      arrive({ a: ['Reclamar'] });
      await vi.advanceTimersByTimeAsync(0);
      expect(reader.messages).toEqual({ es: { a: ['Reclamar'] } });
      expect(late).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not call a piece late that came in time', async () => {
    vi.useFakeTimers();
    try {
      openPage('?lang=es');
      const chunk = chunkWithPieces({ es: { a: ['Reclamar'] } });
      const late = vi.fn();
      const reader = words();
      if (reader === undefined) throw new Error('no language script');
      Object.assign(reader, { late });
      await reader.of(chunk);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(late).not.toHaveBeenCalled();
      expect(console.warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('switching the language in a build', () => {
  /** locale-runtime.ts as a build runs it (no whole catalogs), with the chunks at `chunks` run. */
  async function buildRuntime(chunks: string[]) {
    vi.stubEnv('DEV', false);
    vi.stubEnv('SSR', false);
    vi.resetModules();
    openPage('?lang=en');
    words()?.chunks.push(...chunks);
    const runtime = await import('./locale-runtime.ts');
    const { i18n } = await import('@lingui/core');
    return { ...runtime, i18n };
  }

  it('draws again, with their words, what was drawn before a late piece came', async () => {
    const { i18n } = await buildRuntime([]);
    i18n.activate('es');
    const change = vi.fn();
    const stop = i18n.on('change', change);
    words()?.late?.();
    stop();
    expect(change).toHaveBeenCalledTimes(1);
    expect(i18n.locale).toBe('es');
  });

  it('loads the new language’s words of every chunk already run, and of every chunk run later', async () => {
    const page = chunkWithPieces({ es: { a: ['Reclamar'] } });
    const dialog = chunkWithPieces({ es: { b: ['Cerrar'] } });
    const { activateLocale, i18n } = await buildRuntime([page]);
    await activateLocale('es');
    expect(i18n._({ id: 'a', message: 'Claim' })).toBe('Reclamar');
    // A dialog opened later: its words arrive before its code runs, and no re-activation is needed.
    await words()?.of(dialog);
    expect(i18n._({ id: 'b', message: 'Close' })).toBe('Cerrar');
  });

  it('gives a chunk run during a switch its words in the language shown and in the coming one', async () => {
    let arrive: (messages: Record<string, unknown>) => void = () => undefined;
    const slowChinese = new Promise<Record<string, unknown>>((resolve) => (arrive = resolve));
    const page = chunkWithPieces({ es: { a: ['Reclamar'] }, 'zh-CN': slowChinese });
    const dialog = chunkWithPieces({ es: { b: ['Cerrar'] }, 'zh-CN': { b: ['关闭'] } });
    const { activateLocale, i18n } = await buildRuntime([page]);
    await activateLocale('es');
    const switching = activateLocale('zh-CN');
    await words()?.of(dialog);
    expect(i18n._({ id: 'b', message: 'Close' })).toBe('Cerrar');
    arrive({ a: ['领取'] });
    await switching;
    expect(i18n._({ id: 'b', message: 'Close' })).toBe('关闭');
  });

  it('activates a language 5 s at most after asking for a stalled piece, and shows its words when it comes', async () => {
    vi.useFakeTimers();
    try {
      let arrive: (messages: Record<string, unknown>) => void = () => undefined;
      const page = chunkWithPieces({ es: new Promise((resolve) => (arrive = resolve)) });
      const { activateLocale, i18n } = await buildRuntime([page]);
      // The app starts in the language of the page: the first screen's chunk already waited 5 s.
      void words()?.of(page);
      let active = false;
      void activateLocale('es').then(() => (active = true));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(active).toBe(true);
      expect(i18n.locale).toBe('es');
      expect(i18n._({ id: 'a', message: 'Claim' })).toBe('Claim');
      const change = vi.fn();
      const stop = i18n.on('change', change);
      arrive({ a: ['Reclamar'] });
      await vi.advanceTimersByTimeAsync(0);
      stop();
      expect(change).toHaveBeenCalled();
      expect(i18n._({ id: 'a', message: 'Claim' })).toBe('Reclamar');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a later choice stand when an earlier one fails after it', async () => {
    const page = chunkWithPieces({ 'zh-CN': { a: ['领取'] } });
    const { activateLocale, i18n } = await buildRuntime([page]);
    const spanish = activateLocale('es');
    const chinese = activateLocale('zh-CN');
    await expect(spanish).rejects.toThrow();
    await chinese;
    expect(i18n.locale).toBe('zh-CN');
    expect(words()?.locale).toBe('zh-CN');
  });

  it('keeps the language it had when the new one’s words cannot load', async () => {
    const page = chunkWithPieces({ es: { a: ['Reclamar'] } });
    const { activateLocale, i18n } = await buildRuntime([page]);
    await activateLocale('es');
    await expect(activateLocale('zh-CN')).rejects.toThrow();
    expect(i18n.locale).toBe('es');
    expect(words()?.locale).toBe('es');
    expect(i18n._({ id: 'a', message: 'Claim' })).toBe('Reclamar');
  });
});
