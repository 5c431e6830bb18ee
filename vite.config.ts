import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './scripts/lingui-macro-plugin.ts';
import { catalogPieces } from './scripts/catalog-pieces-plugin.ts';
import { buildStampPlugin } from './scripts/build-stamp.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { INTL_WARM_UP, routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { inlineScriptsPlugin } from './scripts/inline-scripts-plugin.ts';
import { resolveBuildMode } from './scripts/build-mode.ts';
import { securityHeadersPlugin } from './scripts/security-headers-plugin.ts';
import { widgetLoaderPlugin } from './scripts/widget-loader-plugin.ts';
import { reactRouterProductionAliases, reactRouterTreeShaking } from './scripts/react-router-production.ts';

export default defineConfig(({ command, mode }) => {
  const buildMode = resolveBuildMode({ command, mode, env: loadEnv(mode, import.meta.dirname, 'VITE_') });
  const production = buildMode.appMode === 'production';
  const words = catalogPieces();
  return {
    plugins: [
      linguiMacroPlugin(),
      react(),
      lingui(),
      words.page,
      tailwindcss(),
      buildStampPlugin(buildMode),
      routePreloadPlugin(buildMode),
      inlineScriptsPlugin(),
      securityHeadersPlugin(buildMode),
      prerenderPlugin(),
      widgetLoaderPlugin(),
      reactRouterTreeShaking(),
    ],
    // Web Workers (the campaign list's whole-set reading, src/features/campaigns/list/
    // whole-set.worker.ts) are bundles of their own: ES modules, with Lingui's macros compiled as
    // in the app, so a message the worker words carries the same id the page's catalog has, and
    // arrives in the pieces of the code that starts the worker (scripts/catalog-pieces-plugin.ts).
    worker: { format: 'es', plugins: () => [linguiMacroPlugin(), words.worker()] },
    // The app reads its mode from import.meta.env; this puts the resolved one there, so
    // `import.meta.env.VITE_APP_MODE === 'production'` tests drop local-only code from the bundle.
    // VITE_BUILD_ID names this build, so answers a browser kept from another build (maybe of
    // another shape) are dropped rather than shown (src/app/query-persistence.ts).
    define: {
      'import.meta.env.VITE_APP_MODE': JSON.stringify(buildMode.appMode),
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)),
    },
    // A bundle takes React Router's production build (scripts/react-router-production.ts); the
    // development server keeps the checks written for developers.
    resolve: command === 'build' ? { alias: reactRouterProductionAliases() } : undefined,
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // Maps of a production build would be served to anyone; `vite build --sourcemap hidden`
      // makes unreferenced ones for an error tracker, to upload and remove before deploying.
      sourcemap: !production,
      manifest: true,
      // WalletConnect's SDK chunks are large but load only when a user picks WalletConnect.
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          // Fewer, fuller files for each screen's first load (each file gzips on its own and
          // carries its import glue). `app`: everything the entry needs before it renders
          // (React, the router, React Query, zod, the layout) in one file, where the bundler
          // otherwise split React's core and small helpers into chunks of their own. `data`: the
          // service client, its schemas and the shared components that at least three chunks use,
          // one file instead of a dozen. Together about 2 to 4 KiB gzip less on every data screen.
          codeSplitting: {
            groups: [
              // Not the language worker (scripts/route-preload-plugin.ts), an entry too, which must stand alone.
              { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith(INTL_WARM_UP) },
              {
                name: 'data',
                test: /[\\/](src[\\/](api|components|domain|lib|config)|node_modules[\\/](@tanstack|viem[\\/]_esm[\\/]utils[\\/]unit))[\\/]/,
                minShareCount: 3,
              },
              // `chain-reads`: the chain reads' steps with everything they import beyond the two
              // above (viem's client, transport, multicall and call encoding), one file. Left to
              // the bundler, they were cut into 22 along the lines the wallet's code shares with
              // them, and the dynamic import that loads them asks for every file in one task: 50
              // to 160 ms at 4x CPU on Rewards, a few ms per request started. The wallet's code
              // imports its share from this file.
              { name: 'chain-reads', test: /[\\/]src[\\/]contracts[\\/]reads[\\/]chain-steps\.ts$/ },
            ],
          },
        },
      },
    },
  };
});
