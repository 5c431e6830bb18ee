// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { getCampaign } from '../api/endpoints/get-campaign.ts';
import { getCampaignStats } from '../api/endpoints/get-campaign-stats.ts';
import { getForwarderTargets } from '../api/endpoints/get-forwarder-targets.ts';
import { parseCampaignId } from '../domain/campaign-id.ts';
import { EARLY_REQUESTS } from './route-data-of.ts';

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
  // Each route's files, and which of them bring their words in other languages than English.
  routes: [['^/demo/rewards/?$', ['/demo/assets/rewards-1.js', '/demo/assets/rows-2.js'], [0]]],
  words: ['/demo/assets/index-abc.js'],
  intl: '/demo/assets/intl-warm-up-abc.js',
  // As scripts/route-preload-plugin.ts writes it for a build served under /demo/.
  early: {
    requests: EARLY_REQUESTS.map(([page, service]) => [page.replace(/^\^/, '^/demo'), service]),
    apiBaseUrl: 'https://built.example/v1',
    partnerRefId: null as string | null,
  },
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

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
/** Lets the script's work run: the answers it awaits, then the tasks it starts in turn. */
const settle = async () => {
  for (let task = 0; task < 3; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const appConfig = () => (window as unknown as Record<string, unknown>).__APP_CONFIG__;

function writeCodeBlock(code: object): void {
  document.head.innerHTML = `<script type="application/json" id="app-code">${JSON.stringify(code)}</script>`;
}

/** The URL the app's own client asks for with `ask`, at the service `baseUrl`. */
async function appRequestUrl(baseUrl: string, ask: (client: ReturnType<typeof createApiClient>) => Promise<unknown>) {
  let url = '';
  const client = createApiClient({
    baseUrl,
    fetch: (input) => {
      url = input instanceof Request ? input.url : input.toString();
      return Promise.reject(new Error('only the URL is wanted'));
    },
    retry: { maxAttempts: 1 },
  });
  await ask(client).catch(() => undefined);
  return url;
}

const earlyAnswers = () => (window as unknown as Record<string, unknown>).__EARLY_ANSWERS__;

beforeEach(() => {
  // As for an English reader, whatever an earlier test file's language script left.
  Reflect.deleteProperty(window, '__APP_WORDS__');
  writeCodeBlock(CODE);
  window.history.replaceState(null, '', '/demo/rewards');
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  stubPaintTiming();
});

afterEach(() => {
  Reflect.deleteProperty(window, '__APP_CONFIG__');
  Reflect.deleteProperty(window, '__EARLY_ANSWERS__');
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
    expect(preloads()).toEqual(['/demo/assets/rewards-1.js', '/demo/assets/rows-2.js']);
  });

  it('preloads the words of the entry and of the screen’s code in the reader’s language beside the code', async () => {
    // As index.html's language script leaves it for a Spanish reader.
    vi.stubGlobal('__APP_WORDS__', { locale: 'es' });
    const { answer } = controlledFetch();
    answer({ status: 404 });
    run();
    paint();
    await settle();
    expect(preloads()).toEqual([
      '/demo/assets/index-abc.es.js',
      '/demo/assets/rewards-1.js',
      '/demo/assets/rows-2.js',
      '/demo/assets/rewards-1.es.js',
    ]);
  });

  it('lets the app ask for a later screen’s words, once, in the language the reader has switched to', async () => {
    const words: { locale: string; screen?: (pathname: string) => void } = { locale: 'es' };
    vi.stubGlobal('__APP_WORDS__', words);
    writeCodeBlock({ ...CODE, routes: [...CODE.routes, ['^/demo/about/?$', ['/demo/assets/about-3.js'], [0]]] });
    controlledFetch();
    run();
    words.locale = 'zh-CN';
    words.screen?.('/demo/about');
    words.screen?.('/demo/about');
    words.screen?.('/demo/nowhere');
    await settle();
    expect(preloads()).toEqual(['/demo/assets/about-3.zh-CN.js']);
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

  describe("asks for the opened screen's first answer beside the app's code", () => {
    async function openAndStart(path: string, file: object) {
      window.history.replaceState(null, '', path);
      const { fetchMock, answer } = controlledFetch();
      run();
      paint();
      answer({ status: 200, json: () => Promise.resolve(file) });
      await settle();
      return fetchMock.mock.calls.slice(1) as unknown as [string, RequestInit][];
    }

    const campaignId = () => parseCampaignId('031337:05') ?? { chainId: 0, campaignIndex: 0 };
    it.each([
      [
        'a campaign page (the campaign and its figures)',
        '/demo/campaigns/031337:05',
        [
          (client: ReturnType<typeof createApiClient>) => getCampaign(campaignId(), undefined, { client }),
          (client: ReturnType<typeof createApiClient>) => getCampaignStats(campaignId(), { client }),
        ],
      ],
      [
        'the deposit targets',
        '/demo/deposit-targets/',
        [(client: ReturnType<typeof createApiClient>) => getForwarderTargets({ client })],
      ],
    ])('for %s, at exactly the URLs the app asks (or the app would ask again)', async (_name, path, asks) => {
      const asked = await openAndStart(path, { apiBaseUrl: ' https://api.example/v1/ ' });
      const appUrls = await Promise.all(asks.map((ask) => appRequestUrl('https://api.example/v1', ask)));
      expect(asked.map(([url]) => url)).toEqual(appUrls);
      for (const [, init] of asked) expect(init).toEqual({ headers: { Accept: 'application/json' } });
      const kept = appUrls.map((url): unknown => expect.objectContaining({ url, partnerRefId: null }));
      expect(earlyAnswers()).toEqual(kept);
    });

    it("with the build's service and partner reference unless the file names others", async () => {
      writeCodeBlock({ ...CODE, early: { ...CODE.early, partnerRefId: 'built-ref' } });
      const built = await openAndStart('/demo/deposit-targets', {});
      expect(built[0]?.[0]).toBe('https://built.example/v1/forwarder/targets');
      expect(built[0]?.[1]).toEqual({ headers: { Accept: 'application/json', 'X-Partner-Ref-Id': 'built-ref' } });
      Reflect.deleteProperty(window, '__APP_CONFIG__');
      const cleared = await openAndStart('/demo/deposit-targets', { partnerRefId: null });
      expect(cleared[0]?.[1]).toEqual({ headers: { Accept: 'application/json' } });
      expect(earlyAnswers()).toEqual([expect.objectContaining({ partnerRefId: null })]);
    });

    it('nothing for a screen whose data depends on the wallet, a malformed campaign id, or a demo build', async () => {
      expect(await openAndStart('/demo/rewards', {})).toEqual([]);
      expect(earlyAnswers()).toEqual([]);
      expect(await openAndStart('/demo/campaigns/1:x', {})).toEqual([]);
      writeCodeBlock({ ...CODE, early: null });
      expect(await openAndStart('/demo/campaigns/1:1', {})).toEqual([]);
    });

    it('nothing when the file names a service that is not a web address', async () => {
      expect(await openAndStart('/demo/campaigns/1:1', { apiBaseUrl: 'javascript:alert(1)' })).toEqual([]);
    });
  });

  describe("the language's data for Intl", () => {
    /** A Worker that records how it was started and what it was told, and can fail as a browser reports it. */
    function stubWorker(options: { throws?: boolean } = {}) {
      const started: { url: string; type: unknown; posted: unknown[]; fail: () => void }[] = [];
      class FakeWorker {
        onerror: (() => void) | null = null;
        readonly record;
        constructor(url: string, init?: WorkerOptions) {
          if (options.throws === true) throw new DOMException('Refused by the CSP', 'SecurityError');
          this.record = { url, type: init?.type, posted: [] as unknown[], fail: () => this.onerror?.() };
          started.push(this.record);
        }
        postMessage(message: unknown) {
          this.record.posted.push(message);
        }
      }
      vi.stubGlobal('Worker', FakeWorker);
      return started;
    }
    const numberFormats = () => vi.spyOn(Intl, 'NumberFormat');

    it('is read in the worker the build names, in the page’s language, before the first paint', async () => {
      document.documentElement.lang = 'es';
      const started = stubWorker();
      const built = numberFormats();
      controlledFetch();
      run();
      await settle();
      expect(started.map(({ url, type, posted }) => ({ url, type, posted }))).toEqual([
        { url: '/demo/assets/intl-warm-up-abc.js', type: 'module', posted: ['es'] },
      ]);
      // The page itself builds no formatter for it.
      expect(built).not.toHaveBeenCalled();
    });

    it('is read on the page, in a task of its own, where the worker cannot start or fails', async () => {
      document.documentElement.lang = 'zh-CN';
      for (const worker of ['refused', 'failed', 'none'] as const) {
        const started = stubWorker({ throws: worker === 'refused' });
        // A browser without Web Workers.
        if (worker === 'none') vi.stubGlobal('Worker', undefined);
        const built = numberFormats();
        controlledFetch();
        run();
        started[0]?.fail();
        expect(built).not.toHaveBeenCalled();
        await settle();
        expect(built, worker).toHaveBeenCalledWith('zh-CN');
        built.mockRestore();
      }
    });
  });
});
