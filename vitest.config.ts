import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './scripts/lingui-macro-plugin.ts';

// Components run in jsdom, everything else (api, mock service, chains, scripts) runs in node,
// where the mock server and anvil are real.

/**
 * Files that replace a module the app reads once at load (the configuration, whether prices are
 * on) or load a module afresh: they need modules of their own, so they run isolated.
 */
const MOCKS_MODULES = [
  'src/pages/no-price-source.test.tsx',
  'src/features/claims/history/history-without-prices.test.tsx',
  'src/wallet/sent-transactions.test.tsx',
  'src/app/i18n/catalog-pieces.test.ts',
];
const setupFiles = ['src/test/setup-i18n.ts', 'src/test/setup-dom.ts'];
// A file's first render builds the mock world and loads lazy modules: seconds on a busy CI.
const testTimeout = 15_000;
export default defineConfig({
  plugins: [linguiMacroPlugin(), react(), lingui()],
  test: {
    // Vitest's default is one worker fewer than the machine's cores: a single worker on a 2-core
    // machine (CI's), with the main process idle. At least two run files side by side there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: MOCKS_MODULES,
          // One jsdom per worker, not per file: building it and importing the app again for each
          // of 40 files cost a minute of CI. Every file cleans up after itself (setup-dom.ts).
          isolate: false,
          setupFiles,
          testTimeout,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: MOCKS_MODULES,
          setupFiles,
          testTimeout,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'contracts/**/*.test.ts'],
          exclude: MOCKS_MODULES,
          setupFiles: ['src/test/setup-i18n.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
