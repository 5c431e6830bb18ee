/**
 * Lighthouse 12 (mobile, simulated slow 4G) against the built campaign list (`/`), served by
 * `vite preview` with the mock service behind it. Prints the performance score with LCP, TBT and
 * CLS, and exits non-zero below MIN_SCORE.
 *
 * Needs `npm run build` first. Reuses a mock service already listening on 127.0.0.1:8787 (the
 * build's default API base URL), otherwise starts one in-process; stops only what it started.
 * Env: CHROME_PATH (default Debian's Chromium), LIGHTHOUSE_RUNS (default 3; the median counts),
 * LIGHTHOUSE_PORT (preview port, default 4274).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { DEFAULT_ALLOWED_ORIGINS, localAppOrigins } from '../src/mock/http/allowed-origins.ts';
import { startMockServer, type RunningMockServer } from '../src/mock/server/main.ts';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATHS } from './chromium.ts';

const MIN_SCORE = 0.95;
const MOCK_ORIGIN = 'http://127.0.0.1:8787';
// Lighthouse drives its own Chrome launch, so headless is added here.
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

interface RunResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function mockIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${MOCK_ORIGIN}/__mock/clock`)).ok;
  } catch (error) {
    // Connection refused is the expected answer when nothing listens; anything else is worth a line.
    if (!(error instanceof TypeError)) console.warn('Mock service check failed:', error);
    return false;
  }
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function audit(lhr: { audits: Record<string, { numericValue?: number } | undefined> }, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no ${id}`);
  return value;
}

async function main(): Promise<number> {
  const root = join(import.meta.dirname, '..');
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('No build in dist/: run `npm run build` first.');
    return 1;
  }
  const runs = positiveInt('LIGHTHOUSE_RUNS', 3);
  const port = positiveInt('LIGHTHOUSE_PORT', 4274);
  const chromePath =
    process.env.CHROME_PATH ?? DEBIAN_CHROMIUM_PATHS.find((path) => existsSync(path)) ?? '/usr/bin/chromium';

  let mock: RunningMockServer | undefined;
  // Its pages are served on LIGHTHOUSE_PORT: let that origin read the service (CORS).
  if (!(await mockIsUp()))
    mock = await startMockServer({
      port: 8787,
      allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...localAppOrigins(port)],
    });
  const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const url = `http://127.0.0.1:${String(port)}/`;
  const results: RunResult[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      // The default config is Lighthouse's mobile one: Moto G power screen, simulated slow 4G, 4x CPU.
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (result === undefined) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      const score = lhr.categories.performance?.score ?? 0;
      const entry = {
        score,
        lcpMs: audit(lhr, 'largest-contentful-paint'),
        tbtMs: audit(lhr, 'total-blocking-time'),
        cls: audit(lhr, 'cumulative-layout-shift'),
      };
      results.push(entry);
      if (process.env.LIGHTHOUSE_REPORT !== undefined)
        writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
      console.log(
        `run ${String(run)}: performance ${score.toFixed(2)}  LCP ${(entry.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(entry.tbtMs).toString()} ms  CLS ${entry.cls.toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    await server.close();
    await mock?.close();
  }
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
  if (median === undefined) throw new Error('No Lighthouse run completed');
  console.log(
    `Lighthouse mobile, ${url} (median of ${String(results.length)}): performance ${median.score.toFixed(2)}, LCP ${(median.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(median.tbtMs).toString()} ms, CLS ${median.cls.toFixed(3)} (minimum ${MIN_SCORE.toFixed(2)})`,
  );
  if (median.score < MIN_SCORE) {
    console.error(`Performance ${median.score.toFixed(2)} is below ${MIN_SCORE.toFixed(2)}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Lighthouse run failed:', error);
    process.exitCode = 1;
  },
);
