/**
 * Builds the local-mode app into dist-local/ unless it already holds a build of the current
 * sources with the same `VITE_*` settings (see build-stamp.ts), so a second `npm start` starts at
 * once and never serves a stale app. dist/ is left to `npm run build`, the production app.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { BUILD_STAMP_FILE, viteEnvOf, type BuildStamp } from './build-stamp.ts';

const root = join(import.meta.dirname, '..');
/** Where the local stack's build lives, relative to the project root. */
export const LOCAL_OUT_DIR = 'dist-local';
const distDir = join(root, LOCAL_OUT_DIR);
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-mode.ts',
  'scripts/security-headers.ts',
  'scripts/security-headers-plugin.ts',
];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist-local/ was built from the current sources and environment. */
function isBuildFresh(env: NodeJS.ProcessEnv = process.env): boolean {
  const stampFile = join(distDir, BUILD_STAMP_FILE);
  const built = ['index.html', '_headers'].every((file) => existsSync(join(distDir, file)));
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

/** Runs `vite build` into dist-local/ when needed; returns whether it built. */
export async function buildIfStale(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (isBuildFresh(env)) return false;
  await build({ root, logLevel: 'warn', build: { outDir: LOCAL_OUT_DIR, emptyOutDir: true } });
  return true;
}
