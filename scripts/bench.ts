/**
 * `npm run bench`: Lighthouse mobile (Moto G power, simulated slow 4G, 4x CPU) on every screen of
 * the built app (`dist/`, served by `vite preview`) against the in-process mock service with a
 * frozen clock, BENCH_RUNS times each, for each world in BENCH_WORLDS. Prints the median and the
 * spread (min–max) of every figure, writes them to bench/results.json, compares them with the
 * previous results file, and rewrites the table between the bench markers in README.md.
 *
 * A benchmark, never a test: timings on a shared machine vary, and a timed gate fails correct
 * code. Run it on a quiet machine. Needs `npm run build` first.
 * Env: BENCH_RUNS (default 5), BENCH_WORLDS (default "default,large"), BENCH_PORT (preview, 4274),
 * BENCH_API_PORT (mock service, 8787: the port the production build's API URL names), CHROME_PATH.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { DEFAULT_ALLOWED_ORIGINS, localAppOrigins } from '../src/mock/http/allowed-origins.ts';
import { startMockServer } from '../src/mock/server/main.ts';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATHS } from './chromium.ts';
import { benchWorldOptions, BENCH_WORLDS, type BenchWorld } from './bench-worlds.ts';

const root = join(import.meta.dirname, '..');
const resultsFile = join(root, 'bench', 'results.json');
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
const FIGURES = ['score', 'lcpMs', 'tbtMs', 'cls', 'jsKiB', 'requests'] as const;
type Figure = (typeof FIGURES)[number];
type Sample = Record<Figure, number>;

interface Summary {
  median: number;
  min: number;
  max: number;
}
interface ScreenResult {
  // A string, not BenchWorld: an older results file may name worlds this version does not know.
  world: string;
  screen: string;
  path: string;
  runs: number;
  figures: Record<Figure, Summary>;
}
interface ResultsFile {
  measuredAt: string;
  machine: string;
  results: ScreenResult[];
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

function summarise(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
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
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${String(Math.round(v))} ms`,
  cls: (v) => v.toFixed(3),
  jsKiB: (v) => `${v.toFixed(1)} KiB`,
  requests: (v) => String(Math.round(v)),
};
const HEADERS: Record<Figure, string> = {
  score: 'score',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  jsKiB: 'JS (gzip)',
  requests: 'requests',
};

function cell(figure: Figure, summary: Summary): string {
  const median = format[figure](summary.median);
  return summary.min === summary.max
    ? median
    : `${median} (${format[figure](summary.min)}–${format[figure](summary.max)})`;
}

function table(results: readonly ScreenResult[], previous: ResultsFile | undefined): string {
  const head = `| world | screen | ${FIGURES.map((figure) => HEADERS[figure]).join(' | ')} | score before |`;
  const rule = `|${' --- |'.repeat(FIGURES.length + 3)}`;
  const rows = results.map((result) => {
    const before = previous?.results.find((old) => old.world === result.world && old.screen === result.screen);
    const figures = FIGURES.map((figure) => cell(figure, result.figures[figure])).join(' | ');
    const beforeScore = before === undefined ? '–' : cell('score', before.figures.score);
    return `| ${result.world} | ${result.screen} | ${figures} | ${beforeScore} |`;
  });
  return [head, rule, ...rows].join('\n');
}

function writeReadmeTable(markdown: string, results: ResultsFile): void {
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to === -1) {
    console.warn('README.md has no bench markers; the table was not written there.');
    return;
  }
  const note = `Measured ${results.measuredAt.slice(0, 10)} on ${results.machine}; median of ${String(
    results.results[0]?.runs ?? 0,
  )} runs, (min–max) where runs differ.`;
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${note}\n\n${markdown}\n${readme.slice(to)}`);
}

async function main(): Promise<number> {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('No build in dist/: run `npm run build` first.');
    return 1;
  }
  const runs = positiveInt('BENCH_RUNS', 5);
  const port = positiveInt('BENCH_PORT', 4274);
  const apiPort = positiveInt('BENCH_API_PORT', 8787);
  const chromePath =
    process.env.CHROME_PATH ?? DEBIAN_CHROMIUM_PATHS.find((path) => existsSync(path)) ?? '/usr/bin/chromium';
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as ResultsFile) : undefined;

  const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results: ScreenResult[] = [];
  try {
    for (const world of worldsFromEnv()) {
      const mock = await startMockServer({
        port: apiPort,
        allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...localAppOrigins(port)],
        contextOptions: benchWorldOptions(world),
      });
      try {
        const screens = await benchScreens(mock.origin);
        for (const screen of screens) {
          const url = `http://127.0.0.1:${String(port)}${screen.path}`;
          const samples: Sample[] = [];
          for (let run = 0; run < runs; run += 1) {
            const result = await lighthouse(url, {
              port: chrome.port,
              onlyCategories: ['performance'],
              logLevel: 'error',
            });
            if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`);
            const { lhr } = result;
            samples.push({
              score: lhr.categories.performance?.score ?? 0,
              lcpMs: numeric(lhr, 'largest-contentful-paint'),
              tbtMs: numeric(lhr, 'total-blocking-time'),
              cls: numeric(lhr, 'cumulative-layout-shift'),
              ...network(lhr),
            });
          }
          const figures = Object.fromEntries(
            FIGURES.map((figure) => [figure, summarise(samples.map((sample) => sample[figure]))]),
          ) as Record<Figure, Summary>;
          const entry = { world, screen: screen.name, path: screen.path, runs, figures };
          results.push(entry);
          console.log(
            `${world.padEnd(8)} ${screen.name.padEnd(16)} ${FIGURES.map((f) => cell(f, figures[f])).join('  ')}`,
          );
        }
      } finally {
        await mock.close();
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  const file: ResultsFile = {
    measuredAt: new Date().toISOString(),
    machine: `${String((await import('node:os')).cpus().length)} cores, ${process.platform} ${process.arch}, node ${process.version}`,
    results,
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  if (previous !== undefined) writeFileSync(join(root, 'bench', 'previous.json'), JSON.stringify(previous, null, 2));
  writeFileSync(resultsFile, `${JSON.stringify(file, null, 2)}\n`);
  const markdown = table(results, previous);
  console.log(`\n${markdown}`);
  writeReadmeTable(markdown, file);
  return 0;
}

/** The screens to measure, with ids and addresses that have data in the mock's world. */
async function benchScreens(mockOrigin: string): Promise<{ name: string; path: string }[]> {
  const response = await fetch(`${mockOrigin}/__mock/fixtures`);
  if (!response.ok) throw new Error(`The mock's fixtures answered ${String(response.status)}`);
  const fixtures = (await response.json()) as {
    scenarios: { claimable: { campaignId: string; user: string }[]; referralProof: { referrer: string }[] };
  };
  const claimable = fixtures.scenarios.claimable[0];
  const referrer = fixtures.scenarios.referralProof[0]?.referrer;
  if (claimable === undefined || referrer === undefined)
    throw new Error('The mock world has no claimable reward or payout');
  return [
    { name: 'campaign list', path: '/' },
    { name: 'campaign detail', path: `/campaigns/${claimable.campaignId}` },
    { name: 'rewards', path: `/rewards?address=${claimable.user}` },
    { name: 'referrals', path: `/referrals?address=${referrer}` },
    { name: 'deposit targets', path: '/deposit-targets' },
  ];
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
