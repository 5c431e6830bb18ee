/**
 * A stamp in the build output saying when, for which base path and with which `VITE_*` values the
 * app was built, and the configuration it was built with, written by a Vite plugin on every build:
 * `npm start` and the tests reuse a fresh build instead of building again (build-if-stale.ts), and
 * `npm run configure` reads the build's kind and values to lay a deployment's app-config.json over.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { AppConfig, AppMode } from '../src/config/env.ts';
import type { BuildMode } from './build-mode.ts';

export const BUILD_STAMP_FILE = '.build-stamp.json';

export interface BuildStamp {
  /** When the build started (ms); sources changed after it make the build stale. */
  builtAt: number;
  env: Record<string, string>;
  /** Vite's base (`/`, or `/demo/` for the demo under a sub-path). */
  base: string;
  /** The kind of build, fixed at build time. */
  appMode: AppMode;
  /** The build's own values, which app-config.json's fields override at run time. */
  config: AppConfig;
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
export function buildStampPlugin(buildMode: BuildMode): Plugin {
  let startedAt = 0;
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    buildStart() {
      startedAt = Date.now();
    },
    closeBundle() {
      const stamp: BuildStamp = {
        builtAt: startedAt,
        env: viteEnvOf(process.env),
        base,
        appMode: buildMode.appMode,
        config: buildMode.config,
      };
      writeFileSync(join(outDir, BUILD_STAMP_FILE), JSON.stringify(stamp, null, 2));
    },
  };
}
