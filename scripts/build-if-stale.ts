/**
 * Builds the local-mode app into dist-local/<settings>/ unless it already holds a build of the
 * current sources with the same `VITE_*` settings (see build-stamp.ts), so a second `npm start`
 * starts at once and never serves a stale app. Each set of settings (a stack on other ports bakes
 * in other URLs) has its own folder, so two stacks from one checkout never serve each other's
 * build. dist/ is left to `npm run build`, the production app.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { BUILD_STAMP_FILE, viteEnvOf, type BuildStamp } from './build-stamp.ts';
import { LOCAL_STACK_FRAMING_ORIGINS } from './security-headers.ts';
import { SHELL_ROUTES } from './shell-routes.ts';

const root = join(import.meta.dirname, '..');
const LOCAL_BUILDS_DIR = 'dist-local';

/**
 * Where the local stack's build for this environment lives, relative to the project root:
 * dist-local/default for the default ports, dist-local/<hash of the VITE_* settings> otherwise.
 */
export function localOutDir(env: NodeJS.ProcessEnv = process.env): string {
  const settings = viteEnvOf(env);
  // The local stack always sets its framing allowance; at its default it is still the default build.
  const isDefault = Object.entries(settings).every(
    ([key, value]) =>
      key === 'VITE_APP_MODE' || (key === 'VITE_SAFE_APP_ORIGINS' && value === LOCAL_STACK_FRAMING_ORIGINS),
  );
  const name = isDefault ? 'default' : createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 12);
  return join(LOCAL_BUILDS_DIR, name);
}
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-mode.ts',
  'scripts/security-headers.ts',
  'scripts/security-headers-plugin.ts',
  'scripts/prerender-plugin.ts',
  'scripts/prerender.ts',
  'scripts/shell-routes.ts',
];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the environment's folder holds a build of the current sources. */
function isBuildFresh(env: NodeJS.ProcessEnv): boolean {
  const distDir = join(root, localOutDir(env));
  const stampFile = join(distDir, BUILD_STAMP_FILE);
  // Every route's page: a build whose prerendering failed has only some of them.
  const built = ['_headers', ...SHELL_ROUTES.map((route) => route.file)].every((file) =>
    existsSync(join(distDir, file)),
  );
  if (!existsSync(stampFile) || !built) return false;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp;
  if (JSON.stringify(stamp.env) !== JSON.stringify(viteEnvOf(env))) return false;
  const newestInput = Math.max(
    ...inputs
      .map((input) => join(root, input))
      .filter(existsSync)
      .map(newestMtime),
  );
  return newestInput < stamp.builtAt;
}

/** Runs `vite build` into the environment's folder when needed; returns whether it built. */
export async function buildIfStale(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (isBuildFresh(env)) return false;
  await build({ root, logLevel: 'warn', build: { outDir: localOutDir(env), emptyOutDir: true } });
  return true;
}
