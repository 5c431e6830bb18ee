/**
 * Builds the app unless `dist/` already holds a build of the current sources with the same
 * `VITE_*` settings (see build-stamp.ts), so `npm start` right after `npm run build`, or a second
 * time, starts at once and never serves a stale app.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { BUILD_STAMP_FILE, viteEnvOf, type BuildStamp } from './build-stamp.ts';

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ was built from the current sources and environment. */
function isBuildFresh(env: NodeJS.ProcessEnv = process.env): boolean {
  const stampFile = join(distDir, BUILD_STAMP_FILE);
  if (!existsSync(stampFile) || !existsSync(join(distDir, 'index.html'))) return false;
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

/** Runs `vite build` when needed; returns whether it built. */
export async function buildIfStale(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (isBuildFresh(env)) return false;
  await build({ root, logLevel: 'warn' });
  return true;
}
