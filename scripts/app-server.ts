/**
 * Serves a built app (dist-local/ for the local stack and the benches) with a run-time
 * configuration of its own, held in memory: `/app-config.json` answers with it, and every response
 * carries the headers computed from it (security-headers.ts, the CSP's connect-src and
 * frame-ancestors included) and from the hashes of the build's inline scripts. So one build serves
 * any number of stacks at once, each on its own ports, without a `_headers` naming another's.
 * Page addresses get their prerendered page as `vite preview` and deploy/nginx.conf give them
 * (shell-routes.ts); a missing file is a plain 404. Pages and the Safe App manifest are answered
 * as `npm run configure` would have written them for the configuration's partner (partner-pages.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { APP_CONFIG_FILE, appConfigFileOf } from '../src/config/app-config-file.ts';
import type { AppConfig } from '../src/config/env.ts';
import { keepIdleConnectionsOpen } from '../src/mock/http/idle-connections.ts';
import { pathIn, TYPES } from './serve-static.ts';
import { headerRules, headersForPath, inlineScriptHashes, type HeaderRule } from './security-headers.ts';
import { shellFileFor } from './shell-routes.ts';
import { rewriteManifestForPartner, rewritePageForPartner } from './partner-pages.ts';

export interface AppServerOptions {
  /** The build's folder. */
  outDir: string;
  /** 0 picks a free port. */
  port: number;
  /** What `/app-config.json` says, and what the headers are computed from. */
  config: AppConfig;
}

export interface AppServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1; resolves once it listens (rejects if the port is taken). */
export function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const root = resolve(options.outDir);
  const configBody = `${JSON.stringify(appConfigFileOf(options.config), null, 2)}\n`;
  // Recomputed when index.html changes: a rebuild under a running stack brings new script hashes.
  let cached = { mtimeMs: -1, rules: [] as HeaderRule[] };
  const currentRules = (): HeaderRule[] => {
    const index = join(root, 'index.html');
    const { mtimeMs } = statSync(index);
    if (mtimeMs !== cached.mtimeMs) {
      const hashes = inlineScriptHashes(readFileSync(index, 'utf8'));
      cached = { mtimeMs, rules: headerRules({ config: options.config, inlineScriptHashes: hashes }) };
    }
    return cached.rules;
  };
  currentRules();

  // Pages and the manifest, rewritten for the partner once per version of the file.
  const rewritten = new Map<string, { mtimeMs: number; body: string }>();
  const partnerVersion = (file: string): string | undefined => {
    const isPage = extname(file) === '.html';
    if (!isPage && file !== join(root, 'manifest.json')) return undefined;
    const { mtimeMs } = statSync(file);
    const kept = rewritten.get(file);
    if (kept?.mtimeMs === mtimeMs) return kept.body;
    const original = readFileSync(file, 'utf8');
    const body = isPage
      ? rewritePageForPartner(original, options.config.partner)
      : rewriteManifestForPartner(original, options.config.partner);
    rewritten.set(file, { mtimeMs, body });
    return body;
  };

  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    let headers: Record<string, string>;
    try {
      headers = headersForPath(currentRules(), pathname);
    } catch (error) {
      // Mid-rebuild the folder is emptied for a moment: say so rather than serve without a CSP.
      response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
      response.end(`The app is being rebuilt (${String(error)})`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD' });
      response.end();
      return;
    }
    if (pathname === `/${APP_CONFIG_FILE}`) {
      response.writeHead(200, { ...headers, 'content-type': TYPES['.json'] ?? 'application/json' });
      response.end(request.method === 'HEAD' ? undefined : configBody);
      return;
    }
    const shell = shellFileFor(pathname);
    const file = pathIn(root, shell === undefined ? pathname : `/${shell}`);
    // Dot files (the build stamp) are the build's notes, not the app's.
    const served =
      file !== undefined && !pathname.split('/').some((part) => part.startsWith('.')) && existsSync(file)
        ? file
        : undefined;
    if (served === undefined || statSync(served).isDirectory()) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    const body = partnerVersion(served);
    if (request.method === 'HEAD') response.end();
    else if (body !== undefined) response.end(body);
    else createReadStream(served).pipe(response);
  });

  keepIdleConnectionsOpen(server);
  return new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolveListening({
        url: `http://127.0.0.1:${String(port)}`,
        port,
        close: () =>
          new Promise<void>((resolveClosed, rejectClosed) => {
            server.close((error) => {
              if (error === undefined) resolveClosed();
              else rejectClosed(error);
            });
            // Browsers keep connections open; closing them frees the port now, not minutes later.
            server.closeAllConnections();
          }),
      });
    });
  });
}
