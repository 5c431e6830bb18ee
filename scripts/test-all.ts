/**
 * `npm test`: every check CI runs, in order, stopping at the first that fails. At the end (or at
 * the failure) it prints how long each stage took, the figures docs/qa.md reports for a fresh
 * clone. A report, never a gate: a slow stage on a busy machine fails nothing.
 */
import { spawnSync } from 'node:child_process';

// The build stage comes before the unit tests and makes every kind of build once (build:all:
// production dist/, then dist-local/ and dist-demo/ when stale); the unit tests check those
// folders (scripts/production-build.test.ts) and the e2e stacks serve them, none builds again.
const STAGES = [
  'typecheck',
  'lint',
  'i18n:check',
  'format:check',
  'build:all',
  'test:unit',
  'size',
  'test:e2e',
] as const;

interface Timing {
  stage: string;
  seconds: number;
  passed: boolean;
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

function report(timings: readonly Timing[]): void {
  const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
  const width = Math.max(...STAGES.map((stage) => stage.length));
  console.log('\nnpm test, time per stage (m:ss):');
  for (const { stage, seconds, passed } of timings) {
    console.log(`  ${stage.padEnd(width)}  ${minutes(seconds).padStart(5)}${passed ? '' : '  FAILED'}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(5)}`);
}

const timings: Timing[] = [];
for (const stage of STAGES) {
  const startedAt = performance.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const passed = run.status === 0;
  timings.push({ stage, seconds: (performance.now() - startedAt) / 1000, passed });
  if (!passed) {
    report(timings);
    const why =
      run.error?.message ?? (run.signal !== null ? `stopped by ${run.signal}` : `exit code ${String(run.status)}`);
    console.error(`\n\`npm run ${stage}\` failed (${why}); the stages after it did not run.`);
    process.exit(run.status ?? 1);
  }
}
report(timings);
