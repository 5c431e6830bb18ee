// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageTagOf, PRERENDERED_LOCALES, type AppLocale } from '../../config/locales.ts';
import { activateLocale, initialLocale, switchLocale } from './locale-runtime.ts';

// index.html's language script chooses the reader's language before the body arrives, so the first
// paint is already in it: it sets <html lang> and, where the build prerendered the page in that
// language (scripts/prerender.ts), puts that copy in the English one's place before anything
// paints. It is a plain inline script (hashed by the CSP, so its text is the one index.html holds),
// not the app's code, so these tests run that very text against the app's own choice
// (initialLocale: chooseLocale over the address, the kept choice and the browser) on a table of
// visits, and check what it does to the page.

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
const SCRIPT = /<script data-language-shells="">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
const SHELLS = { es: '/assets/shell-index.es-1.html', 'zh-CN': '/assets/shell-index.zh-CN-2.html' } as const;
const ENGLISH_SHELL = '<div id="prerendered-shell" class="contents"><h1>Campaigns</h1></div>';

interface Visit {
  name: string;
  search: string;
  /** The text kept under the language's key, as a browser holds it; null when nothing is. */
  kept: string | null;
  languages: string[];
}

const envelope = (value: unknown, version = 1) => JSON.stringify({ version, value });

const VISITS: readonly Visit[] = [
  { name: 'a fresh English browser', search: '', kept: null, languages: ['en-US', 'en'] },
  { name: 'a Spanish browser', search: '', kept: null, languages: ['es-ES', 'es'] },
  { name: 'a Mexican Spanish browser', search: '', kept: null, languages: ['es_MX'] },
  { name: 'a Chinese browser', search: '', kept: null, languages: ['zh-CN', 'zh'] },
  { name: 'a browser in Simplified Chinese by script', search: '', kept: null, languages: ['zh-Hans-TW'] },
  { name: 'Traditional Chinese, then Spanish', search: '', kept: null, languages: ['zh-TW', 'es'] },
  { name: 'Hong Kong Chinese only', search: '', kept: null, languages: ['zh-HK'] },
  { name: 'a language the app does not speak, then Spanish', search: '', kept: null, languages: ['fr-FR', 'es'] },
  { name: 'only languages the app does not speak', search: '', kept: null, languages: ['de', 'fr'] },
  { name: 'a browser that names "pseudo"', search: '', kept: null, languages: ['pseudo', 'es'] },
  { name: 'no browser languages', search: '', kept: null, languages: [] },
  { name: '?lang=es over an English browser', search: '?lang=es', kept: null, languages: ['en'] },
  { name: '?lang=zh-CN', search: '?lang=zh-CN', kept: envelope('es'), languages: ['en'] },
  { name: '?lang=ZH_hans', search: '?lang=ZH_hans', kept: null, languages: ['en'] },
  { name: '?lang=en over a kept Spanish', search: '?lang=en', kept: envelope('es'), languages: ['es'] },
  { name: '?lang=pseudo', search: '?lang=pseudo', kept: null, languages: ['es'] },
  { name: '?lang= of an unknown language', search: '?lang=fr', kept: envelope('zh-CN'), languages: ['es'] },
  { name: 'an empty ?lang=', search: '?lang=&page=2', kept: null, languages: ['zh'] },
  { name: 'a kept Spanish over an English browser', search: '', kept: envelope('es'), languages: ['en-US'] },
  { name: 'a kept Chinese over a Spanish browser', search: '', kept: envelope('zh-CN'), languages: ['es'] },
  { name: 'a kept English over a Chinese browser', search: '', kept: envelope('en'), languages: ['zh-CN'] },
  { name: 'a kept pseudo-locale', search: '', kept: envelope('pseudo'), languages: ['es'] },
  { name: 'a kept value of another version', search: '', kept: envelope('es', 2), languages: ['zh-CN'] },
  { name: 'a kept language the app does not know', search: '', kept: envelope('fr'), languages: ['zh-CN'] },
  { name: 'a kept value of the wrong type', search: '', kept: envelope(['es']), languages: ['en'] },
  { name: 'a kept value without its version', search: '', kept: '"es"', languages: ['zh-CN'] },
  { name: 'a kept envelope with more in it', search: '', kept: '{"version":1,"value":"es","x":1}', languages: [] },
  { name: 'a kept text that is not JSON', search: '', kept: 'es', languages: ['zh-CN'] },
  { name: 'a kept null', search: '', kept: 'null', languages: ['es'] },
];

interface FirstPaint {
  lang: string;
  /** The prerendered copy the script fetched, if any. */
  fetched: string | undefined;
}

function respondWith(markup: string | null): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      markup === null
        ? { ok: false, status: 404, text: () => Promise.resolve('') }
        : { ok: true, status: 200, text: () => Promise.resolve(markup), url },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Runs index.html's script as the page would, in its <head>, with the build's list of copies. */
function runScript(shells = `es=${SHELLS.es} zh-CN=${SHELLS['zh-CN']}`): void {
  const script = document.createElement('script');
  script.setAttribute('data-language-shells', shells);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  // The page's own script, run in the page's globals, as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- that text is what is under test
  const pageScript = new Function(SCRIPT) as () => void;
  pageScript();
}

function visit({ search, kept, languages }: Visit): void {
  window.history.replaceState(null, '', `/${search}`);
  if (kept === null) localStorage.removeItem('app.locale');
  else localStorage.setItem('app.locale', kept);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.lang = 'en';
}

function firstPaint(fetchMock: ReturnType<typeof vi.fn>): FirstPaint {
  const [call] = fetchMock.mock.calls as [string][];
  return { lang: document.documentElement.lang, fetched: call?.[0] };
}

/** What the page should look like for a reader the app would show `locale`. */
function expected(locale: AppLocale): FirstPaint {
  const prerendered = (PRERENDERED_LOCALES as readonly string[]).includes(locale) && locale !== 'en';
  return { lang: languageTagOf(locale), fetched: prerendered ? SHELLS[locale as keyof typeof SHELLS] : undefined };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const hidden = () => getComputedStyle(document.querySelector('h1') ?? document.body).visibility === 'hidden';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = `<div id="root">${ENGLISH_SHELL}</div>`;
});

afterEach(() => {
  Reflect.deleteProperty(window, '__APP_WORDS__');
  for (const element of document.head.querySelectorAll('style, title')) element.remove();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("index.html's language script", () => {
  it('is in index.html', () => {
    expect(SCRIPT).toContain('data-language-shells');
  });

  for (const entry of VISITS) {
    it(`chooses the app's language for ${entry.name}`, () => {
      visit(entry);
      const app = initialLocale();
      const fetchMock = respondWith('<div id="prerendered-shell"></div>');
      runScript();
      expect(firstPaint(fetchMock)).toEqual(expected(app));
    });
  }

  it('reads the choice exactly as the app keeps it', async () => {
    visit({ name: 'a choice made in the menu', search: '', kept: null, languages: ['en'] });
    await switchLocale('zh-CN');
    await activateLocale('en');
    const fetchMock = respondWith('<div id="prerendered-shell"></div>');
    runScript();
    expect(initialLocale()).toBe('zh-CN');
    expect(firstPaint(fetchMock)).toEqual(expected('zh-CN'));
  });

  it('puts the page in the reader’s language in place of the English one, which stays hidden until then', async () => {
    visit({ name: 'Spanish', search: '?lang=es', kept: null, languages: ['en'] });
    const fetchMock = respondWith('<div id="prerendered-shell" class="contents"><h1>Campañas</h1></div>');
    runScript();
    expect(hidden()).toBe(true);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.querySelector('h1')?.textContent).toBe('Campañas');
    expect(document.querySelectorAll('#root > #prerendered-shell')).toHaveLength(1);
    expect(hidden()).toBe(false);
  });

  it('names the page in the tab in the reader’s language, before the product’s name', async () => {
    visit({ name: 'Spanish', search: '?lang=es', kept: null, languages: ['en'] });
    document.head.insertAdjacentHTML('beforeend', '<title data-page="Rewards">Rewards · Acme &amp; Co</title>');
    respondWith('<div id="prerendered-shell" data-page-title="Recompensas"><h1>Recompensas</h1></div>');
    runScript();
    expect(document.title).toBe('Rewards · Acme & Co');
    await settle();
    expect(document.title).toBe('Recompensas · Acme & Co');
  });

  it('leaves the tab’s title alone on a page that names itself only once its answer is in', async () => {
    visit({ name: 'Spanish', search: '?lang=es', kept: null, languages: ['en'] });
    document.head.insertAdjacentHTML('beforeend', '<title>Acme</title>');
    respondWith('<div id="prerendered-shell"><h1>Campaña</h1></div>');
    runScript();
    await settle();
    expect(document.title).toBe('Acme');
  });

  it('leaves the app’s own page alone when the app has drawn it first', async () => {
    visit({ name: 'Spanish', search: '?lang=es', kept: null, languages: ['en'] });
    respondWith('<div id="prerendered-shell"><h1>Campañas</h1></div>');
    runScript();
    document
      .getElementById('root')
      ?.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'App' }));
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('App');
    expect(hidden()).toBe(false);
  });

  it('shows the English page, and says why, when the copy cannot be loaded', async () => {
    visit({ name: 'Chinese', search: '', kept: envelope('zh-CN'), languages: ['en'] });
    respondWith(null);
    runScript();
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Campaigns');
    expect(hidden()).toBe(false);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('zh-CN'), expect.any(Error));
  });

  it('fetches nothing and hides nothing for an English reader, or where the build wrote no copies', () => {
    visit({ name: 'English', search: '', kept: null, languages: ['en-GB'] });
    const fetchMock = respondWith('');
    runScript();
    visit({ name: 'Spanish, in the dev server', search: '?lang=es', kept: null, languages: ['en'] });
    runScript('');
    expect(document.documentElement.lang).toBe('es');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hidden()).toBe(false);
  });
});
