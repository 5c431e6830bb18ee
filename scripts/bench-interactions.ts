/**
 * The part of `npm run bench` Lighthouse does not measure: how fast a screen answers a person
 * (interaction latency) and how many service requests it makes. Drives Chromium through
 * Playwright with Lighthouse mobile's CPU slowdown (4x, through the DevTools protocol) on a
 * mobile viewport; each interaction is a real key press or click, and its latency is the Event
 * Timing API's duration (input to the next paint, what INP reports), the longest entry of that
 * interaction. Entries under 16 ms are not reported by the browser, so 16 ms means "16 ms or less".
 */
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import type { BenchScreenKey } from './bench-screens.ts';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { trackLastAnswer, untilAnswersKept } from './kept-answers.ts';

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;
/** The phone every Playwright measure of the bench is: Lighthouse mobile's width, a phone's pixel density. */
export const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;
/** A Playwright browser context on that phone's screen. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: PHONE_SCREEN.width, height: PHONE_SCREEN.height },
  deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
};
/** The smallest duration the Event Timing API reports. */
export const EVENT_TIMING_FLOOR_MS = 16;
const SETTLE_MS = 600;
/** A screen has loaded once no service request came for this long with the main thread idle. */
const QUIET_MS = 1500;
const QUIET_LIMIT_MS = 60_000;

export interface InteractionScreen {
  name: string;
  path: string;
  /** Resolves once the screen's data is on it (the network going quiet is awaited anyway). */
  ready?: (page: Page) => Promise<void>;
  /** Named interactions, each one key press or click, run in order on the loaded screen. */
  interactions: readonly { name: string; run: (page: Page) => Promise<void> }[];
}

/** A screen of the bench, with the key BENCH_SCREENS names it by. */
export interface BenchScreen extends InteractionScreen {
  key: BenchScreenKey;
}

export interface ScreenSample {
  /** Requests to the service while the screen loads, until the network is quiet. */
  serviceRequests: number;
  /** JSON-RPC requests (POSTs to any origin but the app's and the service's) while it loads. */
  rpcRequests: number;
  /** First contentful paint, ms after navigation start. */
  fcpMs: number;
  /**
   * From the first service answer until the screen is complete: the later of the last service
   * answer and the end of the last long task after it.
   */
  completeAfterFirstAnswerMs: number;
  /** The longest main-thread task while the screen loads, ms (0 when none reached 50 ms). */
  longestTaskMs: number;
  /** Longest Event Timing duration of each interaction, ms. */
  interactions: Record<string, number>;
}

declare global {
  interface Window {
    __benchEvents?: number[];
    __benchLongTasks?: { start: number; end: number }[];
  }
}

/** Records every long task (50 ms or more) of the main thread from the first byte on. */
export function observeLongTasks(): void {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchLongTasks?.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** What the page's own timeline says about its load: first paint and long tasks. */
async function loadTimeline(page: Page) {
  return page.evaluate(() => {
    const tasks = window.__benchLongTasks ?? [];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { tasks, fcp };
  });
}

/**
 * When each service answer ended, on the page's clock: from the page's resource timing and from
 * each of its Web Workers' (the large world's directory and the wallet's campaign names are asked
 * by workers, whose requests are only in their own timeline), each placed through its timeOrigin.
 */
async function serviceAnswerEnds(page: Page, serviceOrigin: string): Promise<number[]> {
  const read = (origin: string) => ({
    timeOrigin: performance.timeOrigin,
    ends: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  });
  const own = await page.evaluate(read, serviceOrigin);
  const workers = await Promise.all(page.workers().map((worker) => worker.evaluate(read, serviceOrigin)));
  return [own, ...workers].flatMap(({ timeOrigin, ends }) => ends.map((end) => timeOrigin + end - own.timeOrigin));
}

/** Records the duration of every event that belongs to an interaction (key press, click, tap). */
function observeInteractions(): void {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if ((entry.interactionId ?? 0) > 0) window.__benchEvents?.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

export async function launchBenchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
}

/** Loads `screen` once on a fresh page and measures it; see the module comment. */
export async function measureScreen(
  browser: Browser,
  appOrigin: string,
  serviceOrigin: string,
  screen: InteractionScreen,
): Promise<ScreenSample> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let serviceRequests = 0;
    let rpcRequests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(serviceOrigin)) serviceRequests += 1;
      else if (request.method() === 'POST' && !request.url().startsWith(appOrigin)) rpcRequests += 1;
    });
    // Answered or failed: the screen has loaded only once none is on its way.
    let serviceSettled = 0;
    const settle = (request: Request) => {
      if (request.url().startsWith(serviceOrigin)) serviceSettled += 1;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(`${appOrigin}${screen.path}`);
    await screen.ready?.(page);
    // At 4x CPU a screen can compute for seconds between two requests, so "network idle" alone
    // ends too early: wait until the main thread is idle and no request came for a while.
    let seen = -1;
    for (
      let waited = 0;
      (seen !== serviceRequests || serviceSettled < serviceRequests) && waited < QUIET_LIMIT_MS;
      waited += QUIET_MS
    ) {
      seen = serviceRequests;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(QUIET_MS);
    }
    const loaded = serviceRequests;
    const loadedRpc = rpcRequests;
    const timeline = await loadTimeline(page);
    const answers = await serviceAnswerEnds(page, serviceOrigin);
    if (loaded > 0 && answers.length === 0) {
      // A figure of 0 ms here once hid that no answer was read at all.
      throw new Error(`${screen.name}: ${String(loaded)} service requests, but no answer in any timeline`);
    }
    const firstAnswer = Math.min(...answers);
    const lastAnswer = Math.max(...answers);
    const lastTaskEnd = Math.max(0, ...timeline.tasks.filter((task) => task.end > firstAnswer).map((task) => task.end));
    const completeAfterFirstAnswerMs = answers.length === 0 ? 0 : Math.max(lastAnswer, lastTaskEnd) - firstAnswer;
    const longestTaskMs = Math.max(0, ...timeline.tasks.map((task) => task.end - task.start));
    const interactions: Record<string, number> = {};
    for (const interaction of screen.interactions) {
      await page.evaluate(() => {
        window.__benchEvents = [];
      });
      await interaction.run(page);
      // Event Timing entries are delivered after the next paint; give them time to arrive.
      await page.waitForTimeout(SETTLE_MS);
      const durations = await page.evaluate(() => window.__benchEvents ?? []);
      interactions[interaction.name] = Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
    }
    return {
      serviceRequests: loaded,
      rpcRequests: loadedRpc,
      fcpMs: timeline.fcp,
      completeAfterFirstAnswerMs,
      longestTaskMs,
      interactions,
    };
  } finally {
    await context.close();
  }
}

/** Changes a select to its next option with the keyboard, as a person without a mouse does. */
async function nextOption(page: Page, label: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
}

/** The screens whose interactions issue 14 sets a goal for, with the world's main user. */
export function interactionScreens(user: string): BenchScreen[] {
  return [
    {
      key: 'list',
      name: 'campaign list, 100 per page',
      path: '/?size=100',
      ready: async (page) => {
        await page
          .getByRole('link', { name: /, campaign \d+:\d+$/ })
          .first()
          .waitFor();
      },
      interactions: [
        { name: 'sort', run: (page) => nextOption(page, 'Sort by') },
        {
          name: 'search',
          run: async (page) => {
            await page.getByRole('searchbox', { name: 'Search campaigns' }).focus();
            await page.keyboard.press('U');
          },
        },
        {
          name: 'filter',
          run: async (page) => {
            await page.getByRole('button', { name: /^Filters/ }).click();
            await page.getByLabel('Reward chain').selectOption({ index: 1 });
            await page.evaluate(() => {
              window.__benchEvents = [];
            });
            await page.getByRole('button', { name: 'Apply filters' }).click();
          },
        },
      ],
    },
    {
      key: 'rewards',
      name: 'rewards',
      path: `/rewards?address=${user}`,
      ready: async (page) => {
        await page.getByRole('heading', { name: 'By campaign' }).waitFor();
      },
      interactions: [
        { name: 'sort', run: (page) => nextOption(page, 'Sort by') },
        { name: 'filter', run: (page) => nextOption(page, 'Reward chain') },
        { name: 'claimable only', run: (page) => page.getByRole('checkbox', { name: 'Claimable only' }).click() },
      ],
    },
  ];
}

/**
 * A return visit with the service held back: loads `screen` once (so the app keeps its answers),
 * then reloads it while every service request waits, and measures how long after the first paint
 * (the shell) the last visit's rows are on screen. NaN when they never show without the service,
 * or the app kept nothing to show.
 */
export async function measureReturnVisit(
  browser: Browser,
  appOrigin: string,
  serviceOrigin: string,
  screen: InteractionScreen & { rows: (page: Page) => Locator },
): Promise<number> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const answers = trackLastAnswer(page);
    await page.goto(`${appOrigin}${screen.path}`);
    await screen.rows(page).first().waitFor({ timeout: QUIET_LIMIT_MS });
    // The app saves what it keeps at most about a second after an answer: in the large world at 4x
    // CPU the save that held the landing's answers came 3.2 to 3.4 s after the first rows, so a
    // fixed wait of 3 s reloaded before it at times, and the return visit read as never showing
    // its rows. A save that never comes leaves the figure unknown, not the whole run ended.
    try {
      await untilAnswersKept(page, answers.lastAnswerAt);
    } catch (error) {
      console.warn(`${screen.name}: the app kept nothing to come back to`, error);
      return Number.NaN;
    }
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${serviceOrigin}/**`, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.reload({ waitUntil: 'commit' });
    const shown = await screen
      .rows(page)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    const figure = shown
      ? await page.evaluate(
          () => performance.now() - (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
        )
      : Number.NaN;
    release();
    return figure;
  } finally {
    await context.close();
  }
}

/**
 * The screens whose load at scale issues 20 and 33 set goals for, first and return visits at 4x
 * CPU: the money screens, and the landing (in the large world it ranks every live campaign; issue
 * 33 asks that no task of it pass 200 ms). Rows: each screen's campaign links (a card's or a row's).
 */
export function loadScreens(
  user: string,
  referrer: string,
): (BenchScreen & { interactions: []; rows: (page: Page) => Locator })[] {
  const rows = (page: Page) => page.getByRole('link', { name: /, campaign \d+:\d+$/ });
  const ready = async (page: Page) => {
    await rows(page).first().waitFor({ timeout: QUIET_LIMIT_MS });
  };
  return [
    { key: 'list', name: 'campaign list', path: '/', ready, rows, interactions: [] },
    { key: 'rewards', name: 'rewards', path: `/rewards?address=${user}`, ready, rows, interactions: [] },
    { key: 'referrals', name: 'referrals', path: `/referrals?address=${referrer}`, ready, rows, interactions: [] },
  ];
}
