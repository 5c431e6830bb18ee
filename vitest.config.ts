import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './scripts/lingui-macro-plugin.ts';

// Two projects: components run in jsdom, everything else (api, mock service, chains, scripts)
// runs in node, where the mock server and anvil are real.
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
          setupFiles: ['src/test/setup-i18n.ts', 'src/test/setup-dom.ts'],
          // A file's first render builds the mock world and loads lazy modules: seconds on a busy CI.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'contracts/**/*.test.ts'],
          setupFiles: ['src/test/setup-i18n.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
