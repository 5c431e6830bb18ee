import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMockApp } from '../app.ts';
import { RUNNING_REFRESH_MS } from '../world/constants.ts';
import { createMockContext, type MockContext, type MockContextOptions, type MockWorldKind } from '../context.ts';
import { allowedOriginsFromEnv } from '../http/allowed-origins.ts';
import { errorBody } from '../http/errors.ts';
import { keepIdleConnectionsOpen } from '../http/idle-connections.ts';
import { rateLimitFromEnv } from '../http/rate-limiter.ts';
import { unsafePathReason } from '../http/request-target.ts';

// The mock service as a real HTTP server on 127.0.0.1, for the browser app, end-to-end tests
// and the `npm start` orchestrator. `npm run mock` runs this file directly.

export interface StartMockServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** An existing context (e.g. one the orchestrator wires to local chains); otherwise a new one. */
  ctx?: MockContext;
  /** Used only when no ctx is given. */
  contextOptions?: MockContextOptions;
  /** Origins whose pages may read `/v1` (CORS); the local app origins when not given. */
  allowedOrigins?: readonly string[];
}

export interface RunningMockServer {
  /** API base URL including /v1, e.g. http://127.0.0.1:8787/v1. */
  url: string;
  /** Server origin without /v1 (the /__mock controls live there). */
  origin: string;
  port: number;
  ctx: MockContext;
  /** Stops accepting, drops open connections and timers; resolves when the port is free. */
  close(): Promise<void>;
}

/** Starts the mock service on `host:port` and resolves once it listens. */
export async function startMockServer(options: StartMockServerOptions): Promise<RunningMockServer> {
  const ctx = options.ctx ?? createMockContext(options.contextOptions);
  const host = options.host ?? '127.0.0.1';
  const app = createMockApp(ctx, {
    clientIp: (c) => getConnInfo(c).remote.address ?? 'unknown',
    ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
  });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: options.port, hostname: host, createServer: createGuardedServer },
      () => {
        resolve(started);
      },
    );
    started.once('error', reject);
  });
  keepIdleConnectionsOpen(server as Server);
  const refresh =
    ctx.clock.mode === 'running'
      ? setInterval(() => {
          ctx.world.refresh();
        }, RUNNING_REFRESH_MS)
      : null;
  refresh?.unref();
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${String(port)}`;
  return {
    url: `${origin}/v1`,
    origin,
    port,
    ctx,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (refresh !== null) clearInterval(refresh);
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        // Keep-alive connections (browsers, fetch) would otherwise hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/**
 * Node's HTTP server with the request line checked as sent, before the adapter parses it into a
 * URL (which resolves `..` and `%2e%2e`): an unsafe path is answered here, in the service's error
 * shape, and never reaches the router. The app checks the parsed path again (request-target.ts).
 */
const createGuardedServer = ((serverOptions: object, listener: RequestListener) =>
  createServer(serverOptions, (request: IncomingMessage, response: ServerResponse) => {
    const reason = unsafePathReason(request.url ?? '/');
    if (reason === null) {
      listener(request, response);
      return;
    }
    const body = JSON.stringify(errorBody('INVALID_PARAMS', `Invalid path: it ${reason}`, { source: 'path' }));
    // The body (if any) is not read: close the connection rather than drain it.
    response.writeHead(400, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    });
    response.end(body);
  })) as typeof createServer;

/** Reads MOCK_API_PORT (default 8787); refuses anything that is not a port. */
export function portFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.MOCK_API_PORT;
  if (raw === undefined || raw.trim() === '') return 8787;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`MOCK_API_PORT must be a port number, got "${raw}"`);
  return port;
}

/** Reads MOCK_WORLD: `default` (or unset) or `large`; refuses anything else. */
export function worldFromEnv(env: Readonly<Record<string, string | undefined>>): MockWorldKind {
  const raw = env.MOCK_WORLD?.trim() ?? '';
  if (raw === '' || raw === 'default') return 'default';
  if (raw === 'large') return 'large';
  throw new Error(`MOCK_WORLD must be "default" or "large", got "${raw}"`);
}

async function main(): Promise<void> {
  const env = process.env;
  const clockMode = env.MOCK_CLOCK === 'running' ? 'running' : 'frozen';
  const server = await startMockServer({
    port: portFromEnv(env),
    contextOptions: { rateLimitPerMinute: rateLimitFromEnv(env), clockMode, world: worldFromEnv(env) },
    allowedOrigins: allowedOriginsFromEnv(env),
  });
  console.log(`Mock service: ${server.url}`);
  const stop = (signal: string): void => {
    console.log(`Mock service: ${signal}, shutting down`);
    server.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        console.error('Mock service: close failed', error);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
}

// Run only when executed (`tsx src/mock/server/main.ts`), not when a test imports startMockServer.
const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    console.error('Mock service failed to start', error);
    process.exitCode = 1;
  });
}
