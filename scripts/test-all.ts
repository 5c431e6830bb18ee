/**
 * `npm test`: every check CI runs; the end-to-end suite only when everything before it passed. At
 * the end (or at a failure) it prints how long each stage took, the figures docs/qa.md reports for
 * a fresh clone. A report, never a gate: a slow stage on a busy machine fails nothing.
 *
 * The first stage runs two lines side by side: the static checks (TypeScript, ESLint, Prettier,
 * the catalogs), and the builds followed by the size budget and the unit tests, which read the
 * builds (scripts/production-build.test.ts) and nothing the checks write. Each keeps about one of
 * CI's two cores busy for part of its time: the builds end well before ESLint, the longest check,
 * and the unit tests fill the core it leaves idle in its last minute, where they used to wait for
 * it. Each stage's output is printed whole when it ends, never interleaved (so the unit tests say
 * nothing until they end). The end-to-end suite runs last, alone, streaming, and only when every
 * stage before it passed.
 */
import { spawn, spawnSync } from 'node:child_process';

// The build stage makes every kind of build once (dist/, dist-local/ and dist-demo/, each only when
// stale): the type check is the typecheck stage's, so the builds run Vite alone. The unit tests
// then check those folders, the e2e stacks serve them, and none builds again.
const CHECKS = ['typecheck', 'lint', 'i18n:check', 'format:check'] as const;
const BUILD_LINE = ['build:bundles', 'size', 'test:unit'] as const;
const LAST = 'test:e2e';
const ALL_STAGES: readonly string[] = [...CHECKS, ...BUILD_LINE, LAST];
const FIRST_STAGE = 'first stage: checks beside builds, size, unit';

interface Timing {
  stage: string;
  seconds: number;
  passed: boolean;
  why?: string;
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

function report(timings: readonly Timing[], wallSeconds: number): void {
  const width = Math.max(...ALL_STAGES.map((stage) => stage.length), FIRST_STAGE.length);
  console.log('\nnpm test, time per stage (m:ss):');
  for (const { stage, seconds, passed } of timings) {
    console.log(`  ${stage.padEnd(width)}  ${minutes(seconds).padStart(5)}${passed ? '' : '  FAILED'}`);
  }
  console.log(`  ${'total (wall clock)'.padEnd(width)}  ${minutes(wallSeconds).padStart(5)}`);
}

/** Runs one `npm run` stage with its output captured, printed in one piece when it ends. */
function runCaptured(stage: string): Promise<Timing> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (passed: boolean, why?: string) => {
      process.stdout.write(Buffer.concat(chunks));
      resolve({ stage, seconds: (performance.now() - startedAt) / 1000, passed, ...(why !== undefined && { why }) });
    };
    child.once('error', (error) => {
      finish(false, error.message);
    });
    child.once('close', (code, signal) => {
      finish(
        code === 0,
        code === 0 ? undefined : signal !== null ? `stopped by ${signal}` : `exit code ${String(code)}`,
      );
    });
  });
}

/** Runs `stages` one after another, each captured, stopping at the first that fails. */
async function runInTurn(stages: readonly string[]): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const stage of stages) {
    const timing = await runCaptured(stage);
    timings.push(timing);
    if (!timing.passed) break;
  }
  return timings;
}

/** Runs one `npm run` stage in the foreground, its output streaming (the long stages). */
function runStreaming(stage: string): Timing {
  const startedAt = performance.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const passed = run.status === 0;
  const why =
    run.error?.message ?? (run.signal !== null ? `stopped by ${run.signal}` : `exit code ${String(run.status)}`);
  return { stage, seconds: (performance.now() - startedAt) / 1000, passed, ...(!passed && { why }) };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const timings: Timing[] = [];
  const stop = (failed: readonly Timing[]): never => {
    report(timings, (performance.now() - startedAt) / 1000);
    for (const { stage, why } of failed) console.error(`\n\`npm run ${stage}\` failed (${why ?? 'unknown'}).`);
    const notRun = ALL_STAGES.filter((stage) => !timings.some((timing) => timing.stage === stage));
    console.error(`Not run: ${notRun.join(', ')}.`);
    process.exit(1);
  };

  // A check that fails lets the build line run on to its end (the unit tests report too); the
  // end-to-end suite then does not run.
  const firstStartedAt = performance.now();
  const [checks, buildLine] = await Promise.all([Promise.all(CHECKS.map(runCaptured)), runInTurn(BUILD_LINE)]);
  const first = [...checks, ...buildLine];
  timings.push(...first, {
    stage: FIRST_STAGE,
    seconds: (performance.now() - firstStartedAt) / 1000,
    passed: first.every((timing) => timing.passed),
  });
  const failedFirst = first.filter((timing) => !timing.passed);
  if (failedFirst.length > 0) stop(failedFirst);

  const last = runStreaming(LAST);
  timings.push(last);
  if (!last.passed) stop([last]);
  report(timings, (performance.now() - startedAt) / 1000);
}

void main();
