/**
 * `npm run bench`: Lighthouse mobile (Moto G power, simulated slow 4G, 4x CPU) on every screen of
 * the built app (`dist/`, served by `vite preview`) against the in-process mock service with a
 * frozen clock, BENCH_RUNS times each, for each world in BENCH_WORLDS. Prints the median and the
 * spread (min–max) of every figure, writes them to bench/results.json, compares them with the
 * previous results file, and rewrites the tables between the bench markers in docs/performance.md.
 *
 * Then, per world, Playwright counts each screen's service requests, times the interactions issue
 * 14 sets a goal for, and measures the load at 4x CPU (longest task included) of the money screens
 * and the landing (scripts/bench-interactions.ts), BENCH_RUNS times each; the longest task also
 * without DevTools' Runtime domain, as where no DevTools is attached (scripts/bench-pipe-tasks.ts).
 *
 * A benchmark, never a test: timings on a shared machine vary, and a timed gate fails correct
 * code. Run it on a quiet machine. Needs `npm run build` first.
 * Last, the History screen in the large world after Claim everything (scripts/bench-history.ts):
 * a local-mode build whose chains the bench answers itself, BENCH_RUNS times.
 *
 * Beside every data screen, in the same run and with the same Lighthouse settings, its floor: the
 * same stack drawing the same first view from the same service answers and nothing else
 * (scripts/bench-floor.ts, bench/floor/), built into dist-floor/ and served on BENCH_FLOOR_PORT.
 * Each screen's TBT and LCP are printed beside its floor's, with the ratio and the difference,
 * marked against issue 33's targets (marks only: nothing here fails on a timing).
 *
 * Env: BENCH_RUNS (default 5), BENCH_WORLDS (default "default,large"), BENCH_SCREENS (default every
 * screen; keys in scripts/bench-screens.ts, e.g. "list,rewards"), BENCH_PORT (preview, 4274),
 * BENCH_API_PORT (mock service, 8787: the port the production build's API URL names), CHROME_PATH,
 * BENCH_HISTORY_PORT (the History build's preview, default BENCH_PORT + 1), BENCH_FLOOR_PORT (the
 * floor's preview, default BENCH_PORT + 2), BENCH_ONLY=history (`npm run bench:history`: only the
 * History screen) or BENCH_ONLY=load (`npm run bench:load`: only the load at scale); either keeps
 * the other figures of bench/results.json and the other tables.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { preview } from 'vite';
import { DEFAULT_ALLOWED_ORIGINS, localAppOrigins } from '../src/mock/http/allowed-origins.ts';
import { startMockServer } from '../src/mock/server/main.ts';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATHS } from './chromium.ts';
import { benchWorldOptions, BENCH_WORLDS, type BenchWorld } from './bench-worlds.ts';
import { benchHistory, type HistorySample } from './bench-history.ts';
import { buildFloor, floorCells, floorTable, floorTargetsText, serveFloor, type FloorRow } from './bench-floor.ts';
import { longestTaskWithoutRuntimeDomain, PipeBrowser } from './bench-pipe-tasks.ts';
import { parseBenchScreens, type BenchScreenKey } from './bench-screens.ts';
import { spreadCell, summarise, type Summary } from './bench-summary.ts';
import {
  EVENT_TIMING_FLOOR_MS,
  interactionScreens,
  launchBenchBrowser,
  loadScreens,
  measureReturnVisit,
  measureScreen,
  type BenchScreen,
  type ScreenSample,
} from './bench-interactions.ts';

const root = join(import.meta.dirname, '..');
const resultsFile = join(root, 'bench', 'results.json');
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
const FIGURES = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsKiB', 'requests', 'serviceRequests'] as const;
type Figure = (typeof FIGURES)[number];
/** What one Lighthouse run gives; service requests are counted in Playwright. */
type LighthouseFigure = Exclude<Figure, 'serviceRequests'>;
type Sample = Record<LighthouseFigure, number>;
const LIGHTHOUSE_FIGURES = FIGURES.filter((figure): figure is LighthouseFigure => figure !== 'serviceRequests');

interface ScreenResult {
  // A string, not BenchWorld: an older results file may name worlds this version does not know.
  world: string;
  screen: string;
  path: string;
  runs: number;
  figures: Record<Figure, Summary>;
}
/** A data screen's floor (scripts/bench-floor.ts): the same Lighthouse figures, measured beside it. */
interface FloorResult {
  world: string;
  screen: string;
  path: string;
  runs: number;
  figures: Record<LighthouseFigure, Summary>;
  /** Requests to the service while the floor loads (counted once), to check it asks what the screen asks. */
  serviceRequests: number;
}
interface InteractionResult {
  world: string;
  screen: string;
  path: string;
  runs: number;
  serviceRequests: Summary;
  /** Latency per interaction, ms (EVENT_TIMING_FLOOR_MS means that or less). */
  interactions: Record<string, Summary>;
}
/** A money screen's load at 4x CPU: requests, paint, how soon it is complete, a return visit. */
interface LoadResult {
  world: string;
  screen: string;
  path: string;
  runs: number;
  figures: Record<LoadFigure, Summary>;
}
const LOAD_FIGURES = [
  'serviceRequests',
  'rpcRequests',
  'fcpMs',
  'completeAfterFirstAnswerMs',
  'longestTaskMs',
  'longestTaskNoRuntimeMs',
  'returnRowsAfterShellMs',
] as const;
type LoadFigure = (typeof LOAD_FIGURES)[number];
const LOAD_HEADERS: Record<LoadFigure, string> = {
  serviceRequests: 'service requests',
  rpcRequests: 'RPC requests',
  fcpMs: 'FCP',
  completeAfterFirstAnswerMs: 'complete after first answer',
  longestTaskMs: 'longest task',
  longestTaskNoRuntimeMs: 'longest task, no Runtime domain',
  returnRowsAfterShellMs: 'return visit: rows after shell',
};

const HISTORY_FIGURES = [
  'firstRowAfterRpcMs',
  'firstPageAfterItsAnswersMs',
  'firstPageMs',
  'domRows',
  'rowsInAll',
  'serviceRequests',
  'rpcRequests',
] as const satisfies readonly (keyof HistorySample)[];
type HistoryFigure = (typeof HISTORY_FIGURES)[number];
const HISTORY_HEADERS: Record<HistoryFigure, string> = {
  firstRowAfterRpcMs: 'first row after the chains’ answers',
  firstPageAfterItsAnswersMs: 'first page named after its answers',
  firstPageMs: 'first page named after navigation',
  domRows: 'rows in the DOM',
  rowsInAll: 'rows in all',
  serviceRequests: 'service requests',
  rpcRequests: 'RPC requests',
};
/** The History screen, large world, after Claim everything (scripts/bench-history.ts). */
interface HistoryResult {
  measuredAt: string;
  world: 'large';
  screen: string;
  path: string;
  runs: number;
  /** Claim logs the faked chains hold, and the transactions they are in. */
  claims: number;
  transactions: number;
  figures: Record<HistoryFigure, Summary>;
}

interface ResultsFile {
  measuredAt: string;
  machine: string;
  results: ScreenResult[];
  /** Absent in files written before interactions were measured. */
  interactions?: InteractionResult[];
  /** Absent in files written before money-screen loads were measured. */
  loads?: LoadResult[];
  /** Absent in files written before the History screen was measured. */
  history?: HistoryResult;
  /** Absent in files written before the floors were measured. */
  floors?: FloorResult[];
  /** When and where the load at scale was measured alone (BENCH_ONLY=load), after the rest. */
  loadsMeasured?: { at: string; machine: string };
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function worldsFromEnv(): BenchWorld[] {
  const raw = process.env.BENCH_WORLDS ?? BENCH_WORLDS.join(',');
  const isWorld = (name: string): name is BenchWorld => (BENCH_WORLDS as readonly string[]).includes(name);
  return raw.split(',').map((name) => {
    const world = name.trim();
    if (!isWorld(world)) throw new Error(`BENCH_WORLDS: unknown world "${world}" (known: ${BENCH_WORLDS.join(', ')})`);
    return world;
  });
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function numeric(lhr: Lhr, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no ${id}`);
  return value;
}

/** Script bytes and request count from Lighthouse's network records (transfer sizes, gzip). */
function network(lhr: Lhr): { jsKiB: number; requests: number } {
  const details = lhr.audits['network-requests']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const items = details?.items ?? [];
  const js = items.filter((item) => item.resourceType === 'Script');
  return {
    jsKiB: js.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    requests: items.length,
  };
}

const format: Record<Figure, (value: number) => string> = {
  score: (v) => v.toFixed(2),
  fcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${String(Math.round(v))} ms`,
  cls: (v) => v.toFixed(3),
  jsKiB: (v) => `${v.toFixed(1)} KiB`,
  requests: (v) => String(Math.round(v)),
  serviceRequests: (v) => String(Math.round(v)),
};
const HEADERS: Record<Figure, string> = {
  score: 'score',
  fcpMs: 'FCP',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  jsKiB: 'JS (gzip)',
  requests: 'requests',
  serviceRequests: 'service requests',
};

function cell(figure: Figure, summary: Summary): string {
  return spreadCell(summary, format[figure]);
}

function table(results: readonly ScreenResult[], previous: ResultsFile | undefined): string {
  const head = `| world | screen | ${FIGURES.map((figure) => HEADERS[figure]).join(' | ')} | score before |`;
  const rule = `|${' --- |'.repeat(FIGURES.length + 3)}`;
  const rows = results.map((result) => {
    const before = previous?.results.find((old) => old.world === result.world && old.screen === result.screen);
    // A figure an older file lacks (service requests) shows as a dash.
    const figures = FIGURES.map((figure) =>
      (result.figures[figure] as Summary | undefined) === undefined ? '–' : cell(figure, result.figures[figure]),
    ).join(' | ');
    const beforeScore = before === undefined ? '–' : cell('score', before.figures.score);
    return `| ${result.world} | ${result.screen} | ${figures} | ${beforeScore} |`;
  });
  return [head, rule, ...rows].join('\n');
}

const ms = (v: number): string =>
  v <= EVENT_TIMING_FLOOR_MS ? `≤${String(EVENT_TIMING_FLOOR_MS)} ms` : `${String(Math.round(v))} ms`;

function msCell(summary: Summary): string {
  return summary.min === summary.max
    ? ms(summary.median)
    : `${ms(summary.median)} (${ms(summary.min)}–${ms(summary.max)})`;
}

function interactionTable(results: readonly InteractionResult[], previous: ResultsFile | undefined): string {
  const head = '| world | screen | service requests | interaction | latency | before |';
  const rule = `|${' --- |'.repeat(6)}`;
  const rows = results.flatMap((result) => {
    const before = previous?.interactions?.find((old) => old.world === result.world && old.screen === result.screen);
    return Object.entries(result.interactions).map(([name, summary]) => {
      const old = before?.interactions[name];
      const requests = String(Math.round(result.serviceRequests.median));
      return `| ${result.world} | ${result.screen} | ${requests} | ${name} | ${msCell(summary)} | ${old === undefined ? '–' : msCell(old)} |`;
    });
  });
  return [head, rule, ...rows].join('\n');
}

function loadCell(figure: LoadFigure, summary: Summary): string {
  const one = (v: number) =>
    Number.isNaN(v) ? 'never' : figure.endsWith('Ms') ? `${String(Math.round(v))} ms` : String(Math.round(v));
  return summary.min === summary.max
    ? one(summary.median)
    : `${one(summary.median)} (${one(summary.min)}–${one(summary.max)})`;
}

function loadTable(results: readonly LoadResult[]): string {
  const head = `| world | screen | ${LOAD_FIGURES.map((figure) => LOAD_HEADERS[figure]).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(LOAD_FIGURES.length + 2)}`;
  const rows = results.map(
    (result) =>
      `| ${result.world} | ${result.screen} | ${LOAD_FIGURES.map((figure) => loadCell(figure, result.figures[figure])).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}

function historyTable(result: HistoryResult): string {
  const head = `| world | screen | claims (transactions) | ${HISTORY_FIGURES.map((figure) => HISTORY_HEADERS[figure]).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(HISTORY_FIGURES.length + 3)}`;
  const one = (figure: HistoryFigure, v: number) =>
    Number.isNaN(v) ? 'never' : figure.endsWith('Ms') ? `${String(Math.round(v))} ms` : String(Math.round(v));
  const cells = HISTORY_FIGURES.map((figure) => {
    const { median, min, max } = result.figures[figure];
    return min === max ? one(figure, median) : `${one(figure, median)} (${one(figure, min)}–${one(figure, max)})`;
  });
  const row = `| ${result.world} | ${result.screen} | ${String(result.claims)} (${String(result.transactions)}) | ${cells.join(' | ')} |`;
  return [head, rule, row].join('\n');
}

/** Runs `measureScreen` `runs` times and summarises every number it returns. */
async function sampleScreen(
  runs: number,
  measure: () => Promise<ScreenSample>,
): Promise<{ serviceRequests: Summary; interactions: Record<string, Summary> }> {
  const samples: ScreenSample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure());
  const names = Object.keys(samples[0]?.interactions ?? {});
  return {
    serviceRequests: summarise(samples.map((sample) => sample.serviceRequests)),
    interactions: Object.fromEntries(
      names.map((name) => [name, summarise(samples.map((sample) => sample.interactions[name] ?? 0))]),
    ),
  };
}

/** Replaces what lies between `<!-- <marker>:start -->` and `<!-- <marker>:end -->` in docs/performance.md. */
async function writeDocsSection(marker: string, text: string): Promise<void> {
  const tablePath = join(root, 'docs', 'performance.md');
  const page = readFileSync(tablePath, 'utf8');
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from === -1 || to === -1) {
    console.warn(`docs/performance.md has no ${marker} markers; the table was not written there.`);
    return;
  }
  const written = `${page.slice(0, from + start.length)}\n${text}\n${page.slice(to)}`;
  // Formatted as `npm run format:check` expects, so a bench run leaves the tree green.
  const options = (await prettier.resolveConfig(tablePath)) ?? {};
  writeFileSync(tablePath, await prettier.format(written, { ...options, filepath: tablePath }));
}

async function writeBenchTable(markdown: string, results: ResultsFile): Promise<void> {
  const note = `Measured ${results.measuredAt.slice(0, 10)} on ${results.machine}; median of ${String(
    results.results[0]?.runs ?? 0,
  )} runs, (min–max) where runs differ; each Lighthouse load a first visit (IndexedDB and localStorage cleared before it). "service requests": requests to the service while the screen loads. Second table, each data screen beside its floor (the same stack drawing the same first view from the same answers, nothing else; see "The floor" above), measured in turns with it: "ratio" is TBT over the floor's TBT (∞ when only the floor's is 0), "difference" is LCP minus the floor's LCP, both from the medians; "mark" ✓ when both meet issue 33's targets (${floorTargetsText()}), else what is over. Interactions (third table): Event Timing duration (input to next paint) of one key press or click at 4× CPU slowdown on a 412 px viewport; ≤16 ms is below what the browser reports.`;
  await writeDocsSection('bench', `${note}\n\n${markdown}`);
}

/** The load at scale, in a section of docs/performance.md of its own, so BENCH_ONLY=load rewrites only it. */
async function writeLoadTable(results: ResultsFile): Promise<void> {
  const loads = results.loads ?? [];
  const note = `Load at scale: the money screens and the landing, measured ${(results.loadsMeasured?.at ?? results.measuredAt).slice(0, 10)} on ${results.loadsMeasured?.machine ?? results.machine}; median of ${String(
    loads[0]?.runs ?? 0,
  )} runs, (min–max) where runs differ, at 4× CPU slowdown on a 412 px viewport: "longest task" is the longest main-thread task while the screen loads, in Playwright, whose DevTools Runtime domain makes V8 record a detailed stack for every Error (React DOM makes five as it loads); "longest task, no Runtime domain" is the same over a DevTools pipe that leaves that domain off, as where no DevTools is attached, on a reader's phone (scripts/bench-pipe-tasks.ts); "complete after first answer" runs from the first service answer (the page's or its Web Worker's) to the later of the last answer and the last long task; "return visit" reloads the screen with every service request held back and times the last visit's rows from the first paint.`;
  await writeDocsSection('bench-load', `${note}\n\n${loadTable(loads)}`);
}

/** The History section of docs/performance.md: its own markers, so `npm run bench:history` rewrites only it. */
async function writeHistoryTable(history: HistoryResult, machineName: string): Promise<void> {
  const note = `Measured ${history.measuredAt.slice(0, 10)} on ${machineName}; median of ${String(history.runs)} runs, (min–max) where runs differ. ${String(history.claims)} Claimed logs (one per campaign alice can claim) in ${String(history.transactions)} Claim everything transactions over the reward chains, answered by the bench itself; a local-mode build against the mock service in the large world, at 4× CPU slowdown on a 412 px viewport. "first row after the chains’ answers": from the last RPC answer before the first row to the first frame painted with it; "first page named after its answers": from the last answer the first page needed (the chains' and the service's for its 50 campaigns) to the first frame painted with every row's token and name; "rows in the DOM": history rows (cards at this width) once the screen is quiet.`;
  await writeDocsSection('bench-history', `${note}\n\n${historyTable(history)}`);
}

/** BENCH_ONLY: one part of the bench, the other figures of bench/results.json kept. */
function benchOnly(): 'history' | 'load' | undefined {
  const only = process.env.BENCH_ONLY?.trim() ?? '';
  if (only === '') return undefined;
  if (only !== 'history' && only !== 'load')
    throw new Error(`BENCH_ONLY: "history" and "load" are known, got "${only}"`);
  return only;
}

/** Measures the History screen and summarises its figures; see scripts/bench-history.ts. */
async function measureHistoryScreen(browser: Browser, runs: number, appPort: number, apiPort: number) {
  const { samples, claims, transactions, path } = await benchHistory({ browser, runs, appPort, apiPort });
  const figures = Object.fromEntries(
    HISTORY_FIGURES.map((figure) => [figure, summarise(samples.map((sample) => sample[figure]))]),
  ) as Record<HistoryFigure, Summary>;
  const result: HistoryResult = {
    measuredAt: new Date().toISOString(),
    world: 'large',
    screen: 'History, after Claim everything',
    path,
    runs,
    claims,
    transactions,
    figures,
  };
  console.log(`\n${historyTable(result)}`);
  return result;
}

/**
 * What Lighthouse clears before every load: its own default (the HTTP cache, service workers, file
 * systems, shader cache) and also IndexedDB and localStorage, which it keeps by default. Kept, every
 * run after a screen's first was a return visit: the app restored the answers the run before had
 * kept (IndexedDB), while its floor keeps nothing. Every run is a first visit now, as the floor's;
 * return visits are the fourth table's.
 */
const FIRST_VISIT_STORAGE: NonNullable<NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes']> = [
  'cache_storage',
  'file_systems',
  'indexeddb',
  'local_storage',
  'service_workers',
  'shader_cache',
];

/**
 * The Lighthouse figures of one load of `url` (mobile: simulated slow 4G, 4x CPU). Lighthouse now
 * and then returns a run without figures (its own runtime error, e.g. NO_FCP, on a page that
 * painted in every other run and in every test): such a run is said and run again, twice at most,
 * rather than ending half an hour of measuring.
 */
async function lighthouseSample(url: string, chromePort: number, attempt = 1): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    logLevel: 'error',
    clearStorageTypes: FIRST_VISIT_STORAGE,
  });
  if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  const fcp = lhr.audits['first-contentful-paint'];
  if ((lhr.runtimeError !== undefined || fcp?.numericValue === undefined) && attempt < 3) {
    const why = lhr.runtimeError?.code ?? fcp?.errorMessage ?? 'no first contentful paint';
    console.warn(`!!! Lighthouse run without figures for ${url} (${why}); running it again`);
    return lighthouseSample(url, chromePort, attempt + 1);
  }
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    ...network(lhr),
  };
}

function summariseSamples(samples: readonly Sample[]): Record<LighthouseFigure, Summary> {
  return Object.fromEntries(
    LIGHTHOUSE_FIGURES.map((figure) => [figure, summarise(samples.map((sample) => sample[figure]))]),
  ) as Record<LighthouseFigure, Summary>;
}

/** Pairs each screen's result with its floor's, for the "screen vs floor" table. */
function floorRows(results: readonly ScreenResult[], floors: readonly FloorResult[]): FloorRow[] {
  return floors.flatMap((floor) => {
    const result = results.find((screen) => screen.world === floor.world && screen.screen === floor.screen);
    return result === undefined
      ? []
      : [{ world: floor.world, screen: floor.screen, app: result.figures, floor: floor.figures }];
  });
}

async function main(): Promise<number> {
  const runs = positiveInt('BENCH_RUNS', 5);
  const port = positiveInt('BENCH_PORT', 4274);
  const apiPort = positiveInt('BENCH_API_PORT', 8787);
  const historyPort = positiveInt('BENCH_HISTORY_PORT', port + 1);
  const floorPort = positiveInt('BENCH_FLOOR_PORT', port + 2);
  const only = parseBenchScreens(process.env.BENCH_SCREENS);
  const chosen = (screen: { key: BenchScreenKey }) => only.has(screen.key);
  const chromePath =
    process.env.CHROME_PATH ?? DEBIAN_CHROMIUM_PATHS.find((path) => existsSync(path)) ?? '/usr/bin/chromium';
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as ResultsFile) : undefined;
  const part = benchOnly();
  if (part === 'history') {
    const browser = await launchBenchBrowser(chromePath);
    let history: HistoryResult;
    try {
      history = await measureHistoryScreen(browser, runs, historyPort, apiPort);
    } finally {
      await browser.close();
    }
    // The other figures stay as the last full run measured them, and so do their tables.
    const file: ResultsFile =
      previous === undefined
        ? { measuredAt: history.measuredAt, machine: await machine(), results: [], history }
        : { ...previous, history };
    mkdirSync(join(root, 'bench'), { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(file, null, 2)}\n`);
    await writeHistoryTable(history, await machine());
    return 0;
  }
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('No build in dist/: run `npm run build` first.');
    return 1;
  }

  // Only the load at scale: no Lighthouse, no floor, no interactions, no History.
  const loadOnly = part === 'load';
  if (loadOnly && previous === undefined) {
    console.error(
      'BENCH_ONLY=load keeps the other figures of bench/results.json, and there is none: run `npm run bench` first.',
    );
    return 1;
  }
  // The floor asks the service the production build names (its API URL's port is BENCH_API_PORT's default).
  if (!loadOnly) await buildFloor(`http://127.0.0.1:${String(apiPort)}/v1`);
  const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } });
  const floorServer = loadOnly ? undefined : await serveFloor(floorPort);
  // Lighthouse's browser, for every part but the load at scale.
  const chrome = loadOnly ? undefined : await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await launchBenchBrowser(chromePath);
  let pipe: PipeBrowser | undefined;
  const appOrigin = `http://127.0.0.1:${String(port)}`;
  const floorOrigin = `http://127.0.0.1:${String(floorPort)}`;
  const results: ScreenResult[] = [];
  const floors: FloorResult[] = [];
  const interactionResults: InteractionResult[] = [];
  const loadResults: LoadResult[] = [];
  let history: HistoryResult | undefined;
  try {
    pipe = await PipeBrowser.launch(chromePath);
    for (const world of worldsFromEnv()) {
      const mock = await startMockServer({
        port: apiPort,
        allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...localAppOrigins(port), ...localAppOrigins(floorPort)],
        contextOptions: benchWorldOptions(world),
      });
      try {
        const { screens, user, referrer } = await benchScreens(mock.origin);
        // Lighthouse's part, with the port of its browser (none when the load at scale is measured alone).
        const lighthouseScreens =
          chrome === undefined ? [] : screens.filter(chosen).map((screen) => ({ screen, lighthousePort: chrome.port }));
        for (const { screen, lighthousePort } of lighthouseScreens) {
          // The screen and its floor take turns, run by run, so both meet the machine as it is.
          const samples: Sample[] = [];
          const floorSamples: Sample[] = [];
          for (let run = 0; run < runs; run += 1) {
            samples.push(await lighthouseSample(`${appOrigin}${screen.path}`, lighthousePort));
            floorSamples.push(await lighthouseSample(`${floorOrigin}${screen.path}`, lighthousePort));
          }
          // The same screen in Playwright, only to count its service requests.
          const counted = await sampleScreen(runs, () =>
            measureScreen(browser, appOrigin, mock.origin, { ...screen, interactions: [] }),
          );
          const figures = { ...summariseSamples(samples), serviceRequests: counted.serviceRequests };
          results.push({ world, screen: screen.name, path: screen.path, runs, figures });
          console.log(
            `${world.padEnd(8)} ${screen.name.padEnd(16)} ${FIGURES.map((f) => cell(f, figures[f])).join('  ')}`,
          );
          // Once: the floor asks what the screen asks, or the comparison says so.
          const floorRequests = (await measureScreen(browser, floorOrigin, mock.origin, screen)).serviceRequests;
          if (floorRequests !== counted.serviceRequests.median)
            console.warn(
              `!!! ${world} ${screen.name}: the floor made ${String(floorRequests)} service requests, the screen ${String(counted.serviceRequests.median)}`,
            );
          const floor: FloorResult = {
            world,
            screen: screen.name,
            path: screen.path,
            runs,
            figures: summariseSamples(floorSamples),
            serviceRequests: floorRequests,
          };
          floors.push(floor);
          const [, floorScore, , floorTbt, ratio, , floorLcp, difference, mark] = floorCells({
            world,
            screen: screen.name,
            app: figures,
            floor: floor.figures,
          });
          console.log(
            `${world.padEnd(8)} ${screen.name.padEnd(16)} floor ${String(floorScore)}  TBT ${String(floorTbt)} (ratio ${String(ratio)})  LCP ${String(floorLcp)} (${String(difference)})  ${String(floorRequests)} service requests  ${String(mark)}`,
          );
        }
        for (const screen of loadOnly ? [] : interactionScreens(user).filter(chosen)) {
          const measured = await sampleScreen(runs, () => measureScreen(browser, appOrigin, mock.origin, screen));
          interactionResults.push({ world, screen: screen.name, path: screen.path, runs, ...measured });
          const line = Object.entries(measured.interactions)
            .map(([name, summary]) => `${name} ${msCell(summary)}`)
            .join('  ');
          console.log(
            `${world.padEnd(8)} ${screen.name.padEnd(28)} ${String(measured.serviceRequests.median)} service requests  ${line}`,
          );
        }
        for (const screen of loadScreens(user, referrer).filter(chosen)) {
          const samples: ScreenSample[] = [];
          const returns: number[] = [];
          const noRuntime: number[] = [];
          for (let run = 0; run < runs; run += 1) {
            samples.push(await measureScreen(browser, appOrigin, mock.origin, screen));
            returns.push(await measureReturnVisit(browser, appOrigin, mock.origin, screen));
            noRuntime.push(await longestTaskWithoutRuntimeDomain(pipe, `${appOrigin}${screen.path}`));
          }
          const figures = {
            ...Object.fromEntries(
              LOAD_FIGURES.filter(
                (figure) => figure !== 'returnRowsAfterShellMs' && figure !== 'longestTaskNoRuntimeMs',
              ).map((figure) => [figure, summarise(samples.map((sample) => sample[figure]))]),
            ),
            longestTaskNoRuntimeMs: summarise(noRuntime),
            returnRowsAfterShellMs: summarise(returns),
          } as Record<LoadFigure, Summary>;
          loadResults.push({ world, screen: screen.name, path: screen.path, runs, figures });
          console.log(
            `${world.padEnd(8)} ${screen.name.padEnd(16)} ${LOAD_FIGURES.map((f) => `${LOAD_HEADERS[f]} ${loadCell(f, figures[f])}`).join('  ')}`,
          );
        }
      } finally {
        await mock.close();
      }
    }
    if (!loadOnly && only.has('history')) history = await measureHistoryScreen(browser, runs, historyPort, apiPort);
  } finally {
    // Each closed even when another will not close, and none hides the error that got here.
    await closeAll([
      () => browser.close(),
      () => pipe?.close(),
      () => chrome?.kill(),
      () => floorServer?.close(),
      () => server.close(),
    ]);
  }
  const file: ResultsFile =
    loadOnly && previous !== undefined
      ? {
          ...previous,
          loads: mergedLoads(previous.loads ?? [], loadResults),
          loadsMeasured: { at: new Date().toISOString(), machine: await machine() },
        }
      : {
          measuredAt: new Date().toISOString(),
          machine: await machine(),
          results,
          interactions: interactionResults,
          loads: loadResults,
          history,
          floors,
        };
  if (loadOnly) {
    // The other figures and their tables stay as the last whole run left them.
    writeFileSync(resultsFile, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`\n${loadTable(file.loads ?? [])}`);
    await writeLoadTable(file);
  } else await writeResults(file, previous);
  return 0;
}

/** The last run's rows, each screen measured now in place of its own (BENCH_SCREENS and BENCH_WORLDS may pick a few). */
function mergedLoads(before: readonly LoadResult[], now: readonly LoadResult[]): LoadResult[] {
  const same = (a: LoadResult, b: LoadResult) => a.world === b.world && a.screen === b.screen;
  const kept = before.map((old) => now.find((fresh) => same(fresh, old)) ?? old);
  return [...kept, ...now.filter((fresh) => !before.some((old) => same(fresh, old)))];
}

/** Runs every closer, each even when one before it failed, and says which failed. */
async function closeAll(closers: readonly (() => unknown)[]): Promise<void> {
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      console.warn(`Could not close a server or browser: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function machine(): Promise<string> {
  return `${String((await import('node:os')).cpus().length)} cores, ${process.platform} ${process.arch}, node ${process.version}`;
}

/** Writes bench/results.json (the last one kept as previous.json), prints the tables and puts them in docs/performance.md. */
async function writeResults(file: ResultsFile, previous: ResultsFile | undefined): Promise<void> {
  mkdirSync(join(root, 'bench'), { recursive: true });
  if (previous !== undefined) writeFileSync(join(root, 'bench', 'previous.json'), JSON.stringify(previous, null, 2));
  writeFileSync(resultsFile, `${JSON.stringify(file, null, 2)}\n`);
  const markdown = [
    table(file.results, previous),
    floorTable(floorRows(file.results, file.floors ?? [])),
    interactionTable(file.interactions ?? [], previous),
  ].join('\n\n');
  console.log(`\n${markdown}\n\n${loadTable(file.loads ?? [])}`);
  await writeBenchTable(markdown, file);
  await writeLoadTable(file);
  if (file.history !== undefined) await writeHistoryTable(file.history, file.machine);
}

/** The screens to measure, with ids and addresses that have data in the mock's world, and its main user. */
async function benchScreens(
  mockOrigin: string,
): Promise<{ screens: (BenchScreen & { interactions: [] })[]; user: string; referrer: string }> {
  const response = await fetch(`${mockOrigin}/__mock/fixtures`);
  if (!response.ok) throw new Error(`The mock's fixtures answered ${String(response.status)}`);
  const fixtures = (await response.json()) as {
    scenarios: { claimable: { campaignId: string; user: string }[]; referralProof: { referrer: string }[] };
  };
  const claimable = fixtures.scenarios.claimable[0];
  const referrer = fixtures.scenarios.referralProof[0]?.referrer;
  if (claimable === undefined || referrer === undefined)
    throw new Error('The mock world has no claimable reward or payout');
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
  const screens: Omit<BenchScreen, 'interactions'>[] = [
    { key: 'list', name: 'campaign list', path: '/', ready: heading },
    { key: 'detail', name: 'campaign detail', path: `/campaigns/${claimable.campaignId}`, ready: heading },
    { key: 'rewards', name: 'rewards', path: `/rewards?address=${claimable.user}`, ready: heading },
    { key: 'referrals', name: 'referrals', path: `/referrals?address=${referrer}`, ready: heading },
    { key: 'deposit-targets', name: 'deposit targets', path: '/deposit-targets', ready: heading },
  ];
  return { screens: screens.map((screen) => ({ ...screen, interactions: [] })), user: claimable.user, referrer };
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Benchmark failed:', error);
    process.exitCode = 1;
  },
);
