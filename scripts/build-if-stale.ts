/**
 * The three kinds of build, each in one folder, built only when that folder does not already hold
 * a build of the current sources (see build-stamp.ts):
 * - `production`: dist/, as `npm run build` makes it;
 * - `local`: dist-local/, the local stack's app (`npm start`, the e2e suite). One folder for every
 *   port set: a stack serves its own ports in app-config.json at run time (local-stack.ts), so a
 *   stack on other ports starts without building, and two stacks share the folder;
 * - `demo`: dist-demo/ for `/demo/`, as the e2e suite serves the static demo.
 *
 *   tsx scripts/build-if-stale.ts [production|local|demo]...
 *
 * `npm test`'s build stage runs it before the unit tests, which then check these folders rather
 * than build their own (scripts/production-build.test.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { BUILD_STAMP_FILE, viteEnvOf, type BuildStamp } from './build-stamp.ts';
import { SHELL_ROUTES } from './shell-routes.ts';

const root = join(import.meta.dirname, '..');

export type BuildKind = 'production' | 'local' | 'demo';

interface KindSettings {
  /** Output folder, relative to the project root. */
  outDir: string;
  base: string;
  /** `VITE_*` values the kind sets (undefined: removed), over the caller's environment. */
  env: Readonly<Record<string, string | undefined>>;
  /** Inputs besides the app's own whose change makes the build stale. */
  extraInputs: readonly string[];
}

export const BUILD_KINDS: Readonly<Record<BuildKind, KindSettings>> = {
  production: {
    outDir: 'dist',
    base: '/',
    env: { VITE_APP_MODE: undefined, VITE_MOCK_IN_BROWSER: undefined },
    extraInputs: [],
  },
  local: {
    outDir: 'dist-local',
    base: '/',
    env: { VITE_APP_MODE: 'local', VITE_MOCK_IN_BROWSER: undefined },
    extraInputs: [],
  },
  // The demo copies the README and the docs it links to beside itself (static-host-layout.ts).
  demo: {
    outDir: 'dist-demo',
    base: '/demo/',
    env: { VITE_APP_MODE: undefined, VITE_MOCK_IN_BROWSER: 'true' },
    extraInputs: ['README.md', 'docs', 'scripts/static-host-layout.ts'],
  },
};

/** What a build is made from: a change to any of them makes every build stale. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/build-mode.ts',
  'scripts/build-stamp.ts',
  'scripts/route-preload-plugin.ts',
  'scripts/build-manifest.ts',
  'scripts/chunk-graph.ts',
  'scripts/security-headers.ts',
  'scripts/security-headers-plugin.ts',
  'scripts/prerender-plugin.ts',
  'scripts/prerender.ts',
  'scripts/escape-html.ts',
  'scripts/shell-routes.ts',
  'scripts/react-router-production.ts',
  'scripts/inline-scripts-plugin.ts',
  'scripts/lingui-macro-plugin.ts',
  'scripts/catalog-pieces-plugin.ts',
  'scripts/widget-loader-plugin.ts',
];

/** The kind's folder, absolute. */
export function outDirOf(kind: BuildKind): string {
  return join(root, BUILD_KINDS[kind].outDir);
}

/**
 * The environment a kind builds with: the caller's, with the kind's own `VITE_*` values over it,
 * and always a production bundle. Vite keeps a NODE_ENV it finds, and Vitest sets `test`: a build
 * made from a unit test once shipped React's development build, whose doubled effects sent every
 * first request twice.
 */
function envOf(kind: BuildKind, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'production' };
  for (const [name, value] of Object.entries(BUILD_KINDS[kind].env)) {
    if (value === undefined) Reflect.deleteProperty(result, name);
    else result[name] = value;
  }
  return result;
}

// Unit tests beside the sources are never in a build: adding one leaves the builds fresh.
const TEST_FILE = /\.test\.tsx?$/;

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!TEST_FILE.test(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The stamp of the kind's folder, or null when it has none or an unreadable one. */
export function readBuildStamp(outDir: string): BuildStamp | null {
  const file = join(outDir, BUILD_STAMP_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildStamp;
  } catch {
    // A stamp cut short by a build that died while writing it: the build is not trusted.
    return null;
  }
}

/** Why the kind's folder is not a build of the current sources and settings; null when it is. */
export function staleReason(
  kind: BuildKind,
  env: NodeJS.ProcessEnv = process.env,
  distDir: string = outDirOf(kind),
): string | null {
  const { outDir, base, extraInputs } = BUILD_KINDS[kind];
  const stamp = readBuildStamp(distDir);
  if (stamp === null) return `${outDir}/ holds no finished build`;
  // Every route's page and the run-time configuration: a build whose prerendering failed has only some.
  const missing = ['_headers', 'app-config.json', ...SHELL_ROUTES.map((route) => route.file)].find(
    (file) => !existsSync(join(distDir, file)),
  );
  if (missing !== undefined) return `${outDir}/ has no ${missing}`;
  if (stamp.base !== base) return `${outDir}/ was built for base ${stamp.base}, not ${base}`;
  if (JSON.stringify(stamp.env) !== JSON.stringify(viteEnvOf(envOf(kind, env)))) {
    return `${outDir}/ was built with other VITE_* values`;
  }
  const newestInput = Math.max(
    ...[...BUILD_INPUTS, ...extraInputs]
      .map((input) => join(root, input))
      .filter(existsSync)
      .map(newestMtime),
  );
  return newestInput < stamp.builtAt ? null : `sources changed since ${outDir}/ was built`;
}

const LOCK_POLL_MS = 250;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, only not ours to signal.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** A lock whose process has ended, or that never got its owner's pid written within a minute. */
function isAbandoned(lock: string): boolean {
  try {
    const owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    return owner > 0 ? !isAlive(owner) : Date.now() - statSync(lock).mtimeMs > 60_000;
  } catch (error) {
    // Released meanwhile (no folder), or taken a moment ago (no pid yet): look again.
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Runs `work` holding the kind's build lock, a folder beside the output (mkdir is atomic): two
 * processes from one checkout (the unit tests' files, two `npm start`s) never build into the same
 * folder at once. A lock left by a process that died is taken over.
 */
async function withBuildLock<T>(kind: BuildKind, work: () => Promise<T>): Promise<T> {
  const lock = join(root, `.${BUILD_KINDS[kind].outDir}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      if (isAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// One build at a time in this process too (Vite's build reads process.env while it runs).
let queue: Promise<unknown> = Promise.resolve();

/** Builds the kind into its folder when it is stale; returns whether it built. */
export function buildIfStale(kind: BuildKind, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const run = queue.then(() =>
    withBuildLock(kind, async () => {
      // Checked under the lock: another process may have just built it.
      if (staleReason(kind, env) === null) return false;
      const buildEnv = envOf(kind, env);
      const saved = { ...process.env };
      // vite.config.ts reads the mode and the VITE_* values from process.env; put back after.
      for (const name of Object.keys(process.env)) if (!(name in buildEnv)) Reflect.deleteProperty(process.env, name);
      Object.assign(process.env, buildEnv);
      try {
        await build({
          root,
          base: BUILD_KINDS[kind].base,
          logLevel: 'warn',
          build: { outDir: BUILD_KINDS[kind].outDir, emptyOutDir: true },
        });
      } finally {
        for (const name of Object.keys(process.env)) if (!(name in saved)) Reflect.deleteProperty(process.env, name);
        Object.assign(process.env, saved);
      }
      return true;
    }),
  );
  queue = run.catch(() => undefined);
  return run;
}

/** The command line: each kind named, built when stale, saying which and how long it took. */
async function main(kinds: readonly string[]): Promise<void> {
  const unknown = kinds.filter((kind) => !(kind in BUILD_KINDS));
  if (kinds.length === 0 || unknown.length > 0) {
    throw new Error(`Usage: tsx scripts/build-if-stale.ts <${Object.keys(BUILD_KINDS).join('|')}>...`);
  }
  for (const kind of kinds as BuildKind[]) {
    const startedAt = performance.now();
    const reason = staleReason(kind);
    if (reason === null) {
      console.log(`${BUILD_KINDS[kind].outDir}/ is a fresh ${kind} build; not building it again`);
      continue;
    }
    console.log(`Building ${BUILD_KINDS[kind].outDir}/ (${reason})`);
    await buildIfStale(kind);
    console.log(`Built ${BUILD_KINDS[kind].outDir}/ in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
