/**
 * The longest main-thread task of a screen's load without DevTools' Runtime domain, for `npm run
 * bench`'s load at scale (issue 33: no task over 200 ms at 4x CPU).
 *
 * Why not in Playwright, like the bench's other figures: Playwright turns DevTools' Runtime domain
 * on in every page, and with it on V8 records a detailed stack for every `Error` the page makes,
 * parsing again each function on the stack to find its lines and columns. React DOM makes five
 * `Error` objects as it loads, with the whole entry on the stack, so the entry's task is longer
 * at 4x CPU than where no DevTools is attached, as on a reader's phone (docs/performance.md,
 * "DevTools' own work"). So this drives the same Chromium over its own DevTools pipe, with
 * Playwright's launch flags that shape a page (scrollbars, pointer, background timers) and the
 * same viewport, and never enables the Runtime domain: `Runtime.evaluate`, which reads the page's
 * long tasks, needs none.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CPU_SLOWDOWN, observeLongTasks, PHONE_SCREEN } from './bench-interactions.ts';
import { CHROMIUM_FLAGS } from './chromium.ts';

/**
 * The flags Playwright launches Chromium with that change how a page lays out or runs: no
 * scrollbar taking 15 px of the 412, a touch screen's pointer and hover for CSS media queries, and
 * no throttling of a page the headless browser deems hidden.
 */
const PLAYWRIGHT_PAGE_FLAGS = [
  '--hide-scrollbars',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

/**
 * A load is read no sooner than this after navigating: the longest the bench has seen a screen
 * take to complete at 4x CPU is about 5 s (the large world's landing, whose pages a Web Worker
 * reads, out of the page's sight), and its renders between two long tasks need not be long ones.
 */
const LOAD_AT_LEAST_MS = 10_000;
/** Then it is over once the document has loaded and no long task ended for this long. */
const QUIET_MS = 3_000;
const POLL_MS = 500;
const LOAD_LIMIT_MS = 60_000;
/** A DevTools command unanswered for this long means the browser is stuck. */
const COMMAND_LIMIT_MS = 30_000;

/** What the page says while it loads: its long tasks (bench-interactions.ts records them), and its clock. */
const READ_PAGE = `JSON.stringify({ complete: document.readyState === 'complete', now: performance.now(), tasks: window.__benchLongTasks ?? [] })`;

export interface PageState {
  complete: boolean;
  /** The page's clock (performance.now()) when it was read. */
  now: number;
  /** Each long task's start and end, ms on the page's clock. */
  tasks: { start: number; end: number }[];
}

/**
 * The longest task (ms, 0 when none reached 50 ms) once the load is over: LOAD_AT_LEAST_MS after
 * it started, the document loaded, and no long task for QUIET_MS. Else undefined.
 */
export function longestOnceQuiet(state: PageState): number | undefined {
  const lastEnd = Math.max(0, ...state.tasks.map(({ end }) => end));
  if (!state.complete || state.now < LOAD_AT_LEAST_MS || state.now - lastEnd < QUIET_MS) return undefined;
  return Math.round(Math.max(0, ...state.tasks.map(({ start, end }) => end - start)));
}

/** Splits what the pipe has sent into whole messages (each ended by NUL) and the start of the next. */
export function splitMessages(unread: string): { messages: string[]; rest: string } {
  const parts = unread.split('\0');
  const rest = parts.pop() ?? '';
  return { messages: parts, rest };
}

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

interface Waiter {
  resolve: (result: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  /** Fails the command unanswered for COMMAND_LIMIT_MS. */
  timer: NodeJS.Timeout;
}

/** A Chromium driven over `--remote-debugging-pipe`: JSON messages, each ended by a NUL byte. */
export class PipeBrowser {
  readonly #process: ChildProcess;
  readonly #profile: string;
  readonly #toBrowser: Writable;
  readonly #waiting = new Map<number, Waiter>();
  #nextId = 1;
  #unread = '';
  /** Why the browser can take no more commands, once it cannot. */
  #gone: Error | undefined;

  private constructor(executablePath: string) {
    this.#profile = mkdtempSync(join(tmpdir(), 'bench-pipe-'));
    this.#process = spawn(
      executablePath,
      [
        ...CHROMIUM_FLAGS,
        ...PLAYWRIGHT_PAGE_FLAGS,
        '--headless',
        '--remote-debugging-pipe',
        `--user-data-dir=${this.#profile}`,
        'about:blank',
      ],
      // The browser reads commands from its fd 3 and writes replies to its fd 4.
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const [, , , toBrowser, fromBrowser] = this.#process.stdio as [null, null, null, Writable, Readable];
    this.#toBrowser = toBrowser;
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => {
      this.#read(chunk);
    });
    // A browser that fails to start, dies, or stops reading fails every command, now and later.
    this.#process.once('error', (error) => {
      this.#fail(new Error(`Chromium (${executablePath}) could not run: ${error.message}`));
    });
    this.#process.once('exit', (code, signal) => {
      this.#fail(new Error(`Chromium exited (${signal ?? `code ${String(code)}`})`));
    });
    toBrowser.on('error', (error) => {
      this.#fail(new Error(`Chromium stopped reading commands: ${error.message}`));
    });
  }

  static async launch(executablePath: string): Promise<PipeBrowser> {
    const browser = new PipeBrowser(executablePath);
    try {
      // The first answer says the pipe is up.
      await browser.send('Browser.getVersion');
    } catch (error) {
      await browser.close();
      throw error;
    }
    return browser;
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    if (this.#gone !== undefined) return Promise.reject(this.#gone);
    const id = this.#nextId;
    this.#nextId += 1;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        reject(new Error(`Chromium did not answer ${method} in ${String(COMMAND_LIMIT_MS / 1000)} s`));
      }, COMMAND_LIMIT_MS);
      this.#waiting.set(id, { resolve, reject, timer });
      this.#toBrowser.write(
        `${JSON.stringify({ id, method, params, ...(sessionId !== undefined && { sessionId }) })}\0`,
      );
    });
  }

  async close(): Promise<void> {
    const running =
      this.#process.exitCode === null && this.#process.signalCode === null && this.#process.pid !== undefined;
    if (running) {
      const exited = new Promise((resolve) => this.#process.once('exit', resolve));
      this.#process.kill();
      await exited;
    }
    rmSync(this.#profile, { recursive: true, force: true });
  }

  #fail(why: Error): void {
    this.#gone ??= why;
    for (const { reject, timer } of this.#waiting.values()) {
      clearTimeout(timer);
      reject(why);
    }
    this.#waiting.clear();
  }

  #read(chunk: string): void {
    const { messages, rest } = splitMessages(this.#unread + chunk);
    this.#unread = rest;
    for (const message of messages) {
      const reply = JSON.parse(message) as Reply;
      // Replies carry the id of their command; events (Page's, once enabled) carry none.
      if (reply.id === undefined) continue;
      const waiter = this.#waiting.get(reply.id);
      if (waiter === undefined) continue;
      this.#waiting.delete(reply.id);
      clearTimeout(waiter.timer);
      if (reply.error !== undefined) waiter.reject(new Error(reply.error.message));
      else waiter.resolve(reply.result ?? {});
    }
  }
}

/**
 * Loads `url` on a fresh phone-sized page at 4x CPU, in a browser context of its own (nothing
 * kept: a first visit), and returns its longest main-thread task in ms (0 when none reached 50 ms)
 * once the load is over (see longestOnceQuiet).
 */
export async function longestTaskWithoutRuntimeDomain(browser: PipeBrowser, url: string): Promise<number> {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  try {
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    if (typeof sessionId !== 'string') throw new Error('Chromium attached to the page without a session');
    const send = (method: string, params: Record<string, unknown> = {}) => browser.send(method, params, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await send('Emulation.setDeviceMetricsOverride', {
      ...PHONE_SCREEN,
      screenWidth: PHONE_SCREEN.width,
      screenHeight: PHONE_SCREEN.height,
      mobile: false,
    });
    await send('Page.enable');
    await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observeLongTasks.toString()})();` });
    const { errorText } = await send('Page.navigate', { url });
    // A load that failed shows Chromium's error page, which has no long task to report.
    if (typeof errorText === 'string') throw new Error(`${url} did not load: ${errorText}`);
    const deadline = Date.now() + LOAD_LIMIT_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const { result } = (await send('Runtime.evaluate', { expression: READ_PAGE, returnByValue: true })) as {
        result?: { value?: unknown };
      };
      if (typeof result?.value !== 'string') continue;
      const longest = longestOnceQuiet(JSON.parse(result.value) as PageState);
      if (longest !== undefined) return longest;
    }
    throw new Error(`${url} was still busy after ${String(LOAD_LIMIT_MS / 1000)} s`);
  } finally {
    // Said, not thrown: a browser that died took the context with it, and why it died (thrown
    // above) is the error to report.
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch((error: unknown) => {
      console.warn(
        `Could not close the page's browser context: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}
