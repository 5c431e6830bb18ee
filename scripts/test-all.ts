/**
 * `npm test`: every check CI runs, in order, stopping at the first that fails. At the end (or at
 * the failure) it prints how long each stage took, the figures docs/qa.md reports for a fresh
 * clone. A report, never a gate: a slow stage on a busy machine fails nothing.
 *
 * The first stage runs the static checks (TypeScript, ESLint, Prettier, the catalogs) and the
 * builds side by side: none needs another's output, each keeps about one core busy for part of
 * its time, and together on CI's two cores they take little more than the longest alone. Their
 * output is printed whole when each ends, never interleaved.
 */
import { spawn, spawnSync } from 'node:child_process';

// The build stage makes every kind of build once (dist/, dist-local/ and dist-demo/, each only when
// stale) beside the static checks: the type check is the typecheck stage's, so the builds run Vite
// alone. The unit tests then check those folders (scripts/production-build.test.ts), the e2e
// stacks serve them, and none builds again.
const SIDE_BY_SIDE = ['typecheck', 'lint', 'i18n:check', 'format:check', 'build:bundles'] as const;
const IN_ORDER = ['size', 'test:unit', 'test:e2e'] as const;
const ALL_STAGES = [...SIDE_BY_SIDE, ...IN_ORDER];
const FIRST_STAGE = 'static checks and builds, side by side';

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
    console.error('The stages after it did not run.');
    process.exit(1);
  };

  const staticStartedAt = performance.now();
  const checks = await Promise.all(SIDE_BY_SIDE.map(runCaptured));
  timings.push(...checks, {
    stage: FIRST_STAGE,
    seconds: (performance.now() - staticStartedAt) / 1000,
    passed: checks.every((check) => check.passed),
  });
  const failedChecks = checks.filter((check) => !check.passed);
  if (failedChecks.length > 0) stop(failedChecks);

  for (const stage of IN_ORDER) {
    const timing = runStreaming(stage);
    timings.push(timing);
    if (!timing.passed) stop([timing]);
  }
  report(timings, (performance.now() - startedAt) / 1000);
}

void main();
