// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// index.html's start script asks for app-config.json at once and starts the app's code only when
// the first paint happened and the file answered, leaving its JSON where src/config/env.ts reads
// it as its module loads. These tests run that very text (its CSP hash is of this text).

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const SCRIPT =
  [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((text) => text.includes("getElementById('app-code')")) ?? '';
const CODE = {
  entry: '/demo/assets/index-abc.js',
  config: '/demo/app-config.json',
  routes: [['^/demo/rewards/?$', ['/demo/assets/rewards-1.js']]],
};

type Answer = { status: number; json?: () => Promise<unknown> } | Error;

/** A fetch that answers when told, and the URLs it was asked for. */
function controlledFetch() {
  let answer: (value: Answer) => void = () => undefined;
  const answered = new Promise<Answer>((resolve) => (answer = resolve));
  const fetchMock = vi.fn(async () => {
    const value = await answered;
    if (value instanceof Error) throw value;
    return { ok: value.status >= 200 && value.status < 300, ...value };
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer };
}

let paint: () => void = () => undefined;

/** Paint timing as Chromium reports it: the observer hears of the first contentful paint when it happens. */
function stubPaintTiming(): void {
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: Observer) => void) {}
    observe() {
      paint = () => {
        this.callback({ getEntriesByName: () => [{}] }, this);
      };
    }
    disconnect() {
      paint = () => undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
}

function run(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- that text is what is under test
  const pageScript = new Function(SCRIPT) as () => void;
  pageScript();
}

const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const appConfig = () => (window as unknown as Record<string, unknown>).__APP_CONFIG__;

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="app-code">${JSON.stringify(CODE)}</script>`;
  window.history.replaceState(null, '', '/demo/rewards');
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  stubPaintTiming();
});

afterEach(() => {
  Reflect.deleteProperty(window, '__APP_CONFIG__');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("index.html's start script", () => {
  it('asks for the configuration under the base at once, and starts the app once painted and configured', async () => {
    const { fetchMock, answer } = controlledFetch();
    run();
    expect(fetchMock).toHaveBeenCalledWith('/demo/app-config.json');
    paint();
    await settle();
    // Painted, but the file has not answered: the app would start on the wrong service.
    expect(entryScript()).toBeNull();
    answer({ status: 200, json: () => Promise.resolve({ apiBaseUrl: 'https://api.example/v1' }) });
    await settle();
    expect(appConfig()).toEqual({ apiBaseUrl: 'https://api.example/v1' });
    expect(entryScript()?.getAttribute('src')).toBe('/demo/assets/index-abc.js');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/demo/assets/rewards-1.js',
    );
  });

  it('waits for the first paint when the file answers first', async () => {
    const { answer } = controlledFetch();
    answer({ status: 200, json: () => Promise.resolve({}) });
    run();
    await settle();
    expect(entryScript()).toBeNull();
    paint();
    expect(entryScript()).not.toBeNull();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts on the build values, silently, when there is no file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { answer } = controlledFetch();
    run();
    paint();
    answer({ status: 404 });
    await settle();
    expect(appConfig()).toBeUndefined();
    expect(entryScript()).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a file that is not JSON', { status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token')) }],
    ['a network failure', new TypeError('Failed to fetch')],
  ] as const)('starts on the build values with a warning after %s', async (_name, response) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { answer } = controlledFetch();
    run();
    paint();
    answer(response);
    await settle();
    expect(appConfig()).toBeUndefined();
    expect(entryScript()).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Could not read /demo/app-config.json; the app starts with the configuration it was built with',
      expect.anything(),
    );
  });
});
