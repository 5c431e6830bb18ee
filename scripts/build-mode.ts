/**
 * Which kind of app a Vite command makes. `npm run build` (vite build, mode production) makes
 * the production app: no development wallet, no local chains, no mock. Everything else is local:
 * the dev server, the in-browser demo, and the local stack, which builds its own copy into
 * dist-local/ with VITE_APP_MODE=local. An explicit VITE_APP_MODE always wins.
 */
import { parseAppConfig, type AppConfig, type AppMode } from '../src/config/env.ts';

export interface BuildModeInput {
  command: 'build' | 'serve';
  /** Vite's mode (`production` for `vite build` unless `--mode` says otherwise). */
  mode: string;
  /** `VITE_*` values from the environment and .env files (Vite's loadEnv). */
  env: Readonly<Record<string, string>>;
}

export interface BuildMode {
  appMode: AppMode;
  /** The in-browser mock service (VITE_MOCK_IN_BROWSER=true): keeps its service worker. */
  demo: boolean;
  /** The app's configuration as the built app will read it. */
  config: AppConfig;
  /** Whether VITE_API_BASE_URL was given (a production build without one talks to 127.0.0.1). */
  apiBaseUrlSet: boolean;
}

/** Resolves the app mode and parses the configuration; throws a message naming what is wrong. */
export function resolveBuildMode({ command, mode, env }: BuildModeInput): BuildMode {
  const demo = env.VITE_MOCK_IN_BROWSER === 'true';
  const explicit = env.VITE_APP_MODE?.trim() ?? '';
  const appMode =
    explicit !== '' ? explicit : command === 'build' && mode === 'production' && !demo ? 'production' : 'local';
  if (demo && appMode === 'production') {
    throw new Error(
      'VITE_MOCK_IN_BROWSER=true (the demo) needs VITE_APP_MODE=local: a production build never carries the mock service',
    );
  }
  // parseAppConfig refuses an unknown mode or any invalid value with a ConfigError naming it.
  const config = parseAppConfig({ ...env, VITE_APP_MODE: appMode });
  return { appMode: config.mode, demo, config, apiBaseUrlSet: (env.VITE_API_BASE_URL?.trim() ?? '') !== '' };
}
