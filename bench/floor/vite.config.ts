import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type Plugin } from 'vite';
import { reactRouterProductionAliases, reactRouterTreeShaking } from '../../scripts/react-router-production.ts';

// The floor app's build (bench/floor/main.tsx): `npm run bench` builds it with `floorViteConfig`
// (scripts/bench-floor.ts), naming the service it runs against. `npx vite build bench/floor` builds
// it alone with this file's defaults: the service on 8787, as the production build names it.

const repoRoot = join(import.meta.dirname, '..', '..');

/** Where the floor is built, beside the app's dist/. */
export const FLOOR_OUT_DIR = join(repoRoot, 'dist-floor');

/** The app's built stylesheet, from the build manifest of `appDist` (what the app inlines in its pages). */
function appStylesheet(appDist: string): string {
  const manifestPath = join(appDist, '.vite', 'manifest.json');
  let manifest: Record<string, { css?: string[] } | undefined>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as typeof manifest;
  } catch (error) {
    throw new Error(`The floor inlines the app's stylesheet: no build manifest at ${manifestPath} (npm run build)`, {
      cause: error,
    });
  }
  const files = manifest['index.html']?.css ?? [];
  if (files.length === 0) throw new Error(`${manifestPath} names no stylesheet for index.html`);
  return files.map((file) => readFileSync(join(appDist, file), 'utf8')).join('\n');
}

/**
 * Inlines the app's stylesheet into the floor's page, as the app's prerendered pages inline it:
 * the same rules for the same classes, so the floor's paint costs what the app's does, and no
 * request more than the app makes.
 */
function inlineAppStylesheet(appDist: string): Plugin {
  return {
    name: 'floor-inline-app-stylesheet',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'style', children: appStylesheet(appDist), injectTo: 'head' }],
    },
  };
}

export interface FloorBuildOptions {
  /** The service's base URL with /v1, as the app's config names it. */
  apiBaseUrl: string;
  /** The app's build whose stylesheet is inlined (default dist/). */
  appDist?: string;
  outDir?: string;
}

/** The floor's Vite config: React's plugin, the service's URL written in, the app's stylesheet inlined. */
export function floorViteConfig({
  apiBaseUrl,
  appDist = join(repoRoot, 'dist'),
  outDir = FLOOR_OUT_DIR,
}: FloorBuildOptions): InlineConfig {
  return {
    configFile: false,
    root: import.meta.dirname,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), inlineAppStylesheet(appDist), reactRouterTreeShaking()],
    // The same router build as the app's bundles (the floor stands for the app's stack).
    resolve: { alias: reactRouterProductionAliases() },
    define: { __FLOOR_API_BASE__: JSON.stringify(apiBaseUrl) },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  };
}

export default defineConfig(floorViteConfig({ apiBaseUrl: 'http://127.0.0.1:8787/v1' }));
