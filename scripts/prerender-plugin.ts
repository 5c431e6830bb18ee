/**
 * Gives every route its own HTML with its first screen in it (issue 20: first contentful paint
 * before any JavaScript runs): after each build, scripts/prerender.ts renders the app's own
 * components into one file per route. `vite preview` (so `npm start` and the e2e suite) then
 * answers each address with its file, as nginx does (nginx-conf.ts); shell-routes.ts says which.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { shellFileFor } from './shell-routes.ts';

const root = join(import.meta.dirname, '..');

function runPrerender(outDir: string, mode: string, base: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts', 'prerender.ts'), outDir, mode, base],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`prerendering the routes failed (${signal ?? `exit code ${String(code)}`}); see above`));
    });
  });
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'prerender-shell',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        if (config?.command !== 'build' || error !== undefined) return;
        await runPrerender(resolve(config.root, config.build.outDir), config.mode, config.base);
      },
    },
    configurePreviewServer(server) {
      // Before Vite's own fallback, which would answer /campaigns/… and unknown paths with index.html.
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method === 'GET' || req.method === 'HEAD') && (accept === '' || accept.includes('text/html'))) {
          const url = new URL(req.url ?? '/', 'http://localhost');
          const file = shellFileFor(url.pathname);
          if (file !== undefined) req.url = `/${file}${url.search}`;
        }
        next();
      });
    },
  };
}
