/**
 * A stamp in the build output saying when and with which `VITE_*` values the app was built, written by a Vite
 * plugin on every build, so `npm start` can reuse a fresh build instead of building again.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const BUILD_STAMP_FILE = '.build-stamp.json';

export interface BuildStamp {
  /** When the build started (ms); sources changed after it make the build stale. */
  builtAt: number;
  env: Record<string, string>;
}

/** The `VITE_*` part of an environment, sorted, as a build bakes it in. */
export function viteEnvOf(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Writes the stamp after a successful build. */
export function buildStampPlugin(): Plugin {
  let startedAt = 0;
  let outDir = 'dist';
  return {
    name: 'build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      startedAt = Date.now();
    },
    closeBundle() {
      const stamp: BuildStamp = { builtAt: startedAt, env: viteEnvOf(process.env) };
      writeFileSync(join(outDir, BUILD_STAMP_FILE), JSON.stringify(stamp, null, 2));
    },
  };
}
