/**
 * `npm test`: every check CI runs. Each stage starts as soon as what it needs has passed, so the
 * machine's two cores stay busy: the end-to-end suite, the longest stage, starts once the builds it
 * serves exist, and the static checks run beside it at a lower priority. At the first failure the
 * stages still running are stopped. At the end (or at the failure) it prints when each stage
 * started and how long it took, the figures docs/qa.md reports for a fresh clone: a report, never
 * a gate, as a slow stage on a busy machine fails nothing.
 *
 * The end-to-end suite's output streams as it runs; every other stage's is printed whole when it
 * ends, under a line naming it, so no two stages' lines interleave.
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Stage {
  name: string;
  /** The command, run in the project's root. */
  command: readonly string[];
  /** Stages that must have passed before this one starts. */
  after: readonly string[];
  /**
   * Off the run's critical path: it runs at a lower priority (nice 10), on the cores the stages
   * on the path leave idle, rather than slowing them.
   */
  yields?: true;
  /** Streams its output as it runs (the end-to-end suite: minutes, worth following). */
  streams?: true;
}

/**
 * The critical path is the builds the end-to-end suite serves, the suite, then the unit tests: the
 * suite takes most of the run and keeps about 1.5 of the two cores busy, so it starts as soon as
 * the local app and the demo are built. The static checks and the production build yield to that
 * path and fill the rest of the machine: at the same priority ESLint took 7 to 8.5 minutes beside
 * the suite rather than 2.5 to 3, and slowed it (docs/qa.md has the runs). The unit tests come
 * after the suite: run beside it, both took about four times as long and tests bounded in time
 * (hundreds of rows drawn within 15 s) failed. `size` and the unit tests read the production build
 * (scripts/production-build.test.ts checks every kind of build).
 */
const STAGES: readonly Stage[] = [
  { name: 'build local, demo', command: ['npx', 'tsx', 'scripts/build-if-stale.ts', 'local', 'demo'], after: [] },
  { name: 'test:e2e', command: ['npm', 'run', 'test:e2e'], after: ['build local, demo'], streams: true },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], after: [], yields: true },
  { name: 'lint', command: ['npm', 'run', 'lint'], after: [], yields: true },
  { name: 'i18n:check', command: ['npm', 'run', 'i18n:check'], after: [], yields: true },
  { name: 'format:check', command: ['npm', 'run', 'format:check'], after: [], yields: true },
  {
    name: 'build production',
    command: ['npx', 'tsx', 'scripts/build-if-stale.ts', 'production'],
    after: ['build local, demo'],
    yields: true,
  },
  { name: 'size', command: ['npm', 'run', 'size'], after: ['build production'] },
  { name: 'test:unit', command: ['npm', 'run', 'test:unit'], after: ['size', 'test:e2e'] },
];

interface Timing {
  stage: string;
  startedAtSeconds: number;
  seconds: number;
  passed: boolean;
  /** Stopped by another stage's failure rather than failed itself. */
  stopped?: boolean;
  why?: string;
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

function report(timings: readonly Timing[], wallSeconds: number): void {
  const width = Math.max(...STAGES.map((stage) => stage.name.length), 'total (wall clock)'.length);
  const row = (name: string, started: string, took: string) =>
    `  ${name.padEnd(width)}  ${started.padStart(7)}  ${took.padStart(5)}`;
  console.log('\nnpm test, each stage (m:ss):');
  console.log(row('', 'started', 'took'));
  for (const { stage, startedAtSeconds, seconds, passed, stopped } of timings) {
    const outcome = passed ? '' : stopped === true ? '  stopped' : '  FAILED';
    console.log(`${row(stage, minutes(startedAtSeconds), minutes(seconds))}${outcome}`);
  }
  console.log(row('total (wall clock)', '', minutes(wallSeconds)));
}

const running = new Map<string, ChildProcess>();
/** Set once a failure has stopped the rest: a stage ending after it was stopped, not failed. */
let stopping = false;

/** Stops every stage still running, with whatever it started (its own process group). */
function stopRunning(): void {
  stopping = true;
  for (const child of running.values()) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function run(stage: Stage, runStartedAt: number): Promise<Timing> {
  const startedAt = performance.now();
  const [command = '', ...args] = stage.yields === true ? ['nice', '-n', '10', ...stage.command] : stage.command;
  return new Promise((resolve) => {
    // A process group of its own, so a stop reaches its children (Playwright's workers, their chains).
    const child = spawn(command, args, {
      stdio: ['ignore', stage.streams === true ? 'inherit' : 'pipe', stage.streams === true ? 'inherit' : 'pipe'],
      detached: true,
    });
    running.set(stage.name, child);
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (passed: boolean, why?: string) => {
      running.delete(stage.name);
      const seconds = (performance.now() - startedAt) / 1000;
      const stopped = !passed && stopping;
      if (stage.streams !== true) {
        console.log(
          `\n── ${stage.name}: ${passed ? 'passed' : stopped ? 'stopped' : 'FAILED'} in ${minutes(seconds)} ──`,
        );
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({
        stage: stage.name,
        startedAtSeconds: (startedAt - runStartedAt) / 1000,
        seconds,
        passed,
        ...(stopped && { stopped }),
        ...(why !== undefined && { why }),
      });
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

async function main(): Promise<void> {
  // Ctrl+C (or a CI job's cancel) reaches only this process: the stages run in process groups of
  // their own, so it stops them before it goes.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      stopRunning();
      process.exit(code);
    });
  }
  const startedAt = performance.now();
  const timings: Timing[] = [];
  const settled = new Map<string, Promise<Timing>>();
  // The first failure stops the stages still running, and none starts after it.
  const failures: Timing[] = [];

  // Each stage waits for the stages it needs, then runs unless one of them (or anything) failed.
  const schedule = (stage: Stage): Promise<Timing> => {
    const known = settled.get(stage.name);
    if (known !== undefined) return known;
    const needs = stage.after.map((name) => {
      const need = STAGES.find((candidate) => candidate.name === name);
      if (need === undefined) throw new Error(`Stage "${stage.name}" needs an unknown stage "${name}"`);
      return schedule(need);
    });
    const timing = Promise.all(needs).then(async (): Promise<Timing> => {
      if (failures.length > 0) {
        return { stage: stage.name, startedAtSeconds: 0, seconds: 0, passed: false, why: 'not run' };
      }
      const result = await run(stage, startedAt);
      timings.push(result);
      if (!result.passed && result.stopped !== true) {
        if (failures.length === 0) stopRunning();
        failures.push(result);
      }
      return result;
    });
    settled.set(stage.name, timing);
    return timing;
  };
  await Promise.all(STAGES.map(schedule));

  report(timings, (performance.now() - startedAt) / 1000);
  const [first] = failures;
  if (first !== undefined) {
    console.error(`\n"${first.stage}" failed (${first.why ?? 'unknown'}); the stages still running were stopped.`);
    process.exit(1);
  }
}

void main();
