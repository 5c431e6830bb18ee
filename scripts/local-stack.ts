/**
 * The whole local stack in one process: anvil chains (one per reward chain of the fixture world),
 * the mock service paired with them, and the built app served by Vite's preview server.
 * `npm start` runs it; tests start and stop it through `startLocalStack`.
 */
import { preview, type PreviewServer } from 'vite';
import { findAnvilBinary, startAnvil, type AnvilInstance } from '../src/mock/chain/anvil.ts';
import { connectWorldToChains, type WorldChainLink } from '../src/mock/chain/world-publisher.ts';
import { createMockContext } from '../src/mock/context.ts';
import { allowedOriginsFromEnv, localAppOrigins } from '../src/mock/http/allowed-origins.ts';
import { rateLimitFromEnv } from '../src/mock/http/rate-limiter.ts';
import { startMockServer, type RunningMockServer } from '../src/mock/server/main.ts';
import { REWARD_CHAINS } from '../src/mock/world/chains.ts';
import { buildIfStale, localOutDir } from './build-if-stale.ts';
import { LOCAL_STACK_FRAMING_ORIGINS } from './security-headers.ts';

export interface LocalStackPorts {
  /** Mock service (MOCK_API_PORT, default 8787). */
  api: number;
  /** The built app (APP_PORT, default 4173). */
  app: number;
  /** First anvil port (ANVIL_PORT_BASE, default 8545); chain i listens on base + i. */
  chainBase: number;
}

export interface LocalStackOptions {
  ports: LocalStackPorts;
  /** Build the app first when its dist-local/ folder is stale (default true); tests that only need the API skip it. */
  serveApp?: boolean;
  /** Start anvil (default true when a binary is found). */
  chains?: boolean;
  /** `running` follows the wall clock (npm start); `frozen` moves only by /__mock/clock (tests). */
  clockMode?: 'running' | 'frozen';
  /** The world's time zero (floored to the minute); by default the time the stack starts. */
  clockOrigin?: Date;
  /** Requests per minute per client; defaults to MOCK_RATE_LIMIT_PER_MINUTE or the mock's default. */
  rateLimitPerMinute?: number;
  log?: (line: string) => void;
}

export interface LocalStack {
  appUrl: string | null;
  apiUrl: string;
  mockOrigin: string;
  chains: readonly { chainId: number; rpcUrl: string; manager: string }[];
  /** Why no chain runs, when none does. */
  chainsUnavailable: string | null;
  stop(): Promise<void>;
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** Ports from MOCK_API_PORT, APP_PORT and ANVIL_PORT_BASE, with the documented defaults. */
export function portsFromEnv(env: NodeJS.ProcessEnv): LocalStackPorts {
  return {
    api: readPort(env, 'MOCK_API_PORT', 8787),
    app: readPort(env, 'APP_PORT', 4173),
    chainBase: readPort(env, 'ANVIL_PORT_BASE', 8545),
  };
}

/**
 * The app bakes its mode, service URL and RPC URLs in at build time: always local mode (the
 * development wallet and the local chains), and when ports differ from the defaults, matching
 * `VITE_*` values; framing by a local Safe host page unless the environment names other origins.
 */
function appEnvFor(ports: LocalStackPorts, current: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {
    VITE_APP_MODE: 'local',
    VITE_SAFE_APP_ORIGINS: current.VITE_SAFE_APP_ORIGINS ?? LOCAL_STACK_FRAMING_ORIGINS,
  };
  if (ports.api !== 8787) env.VITE_API_BASE_URL = `http://127.0.0.1:${String(ports.api)}/v1`;
  if (ports.chainBase !== 8545) {
    REWARD_CHAINS.forEach((chain, index) => {
      env[`VITE_RPC_URL_${String(chain.chainId)}`] = `http://127.0.0.1:${String(ports.chainBase + index)}`;
    });
  }
  return env;
}

/** Starts chains, mock service and app; on any failure, stops what already started and rethrows. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    const errors: unknown[] = [];
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        errors.push(error);
      }
    }
    stops.length = 0;
    if (errors.length > 0) throw new AggregateError(errors, 'Some local services did not stop cleanly');
  };

  try {
    const { ports } = options;
    const serveApp = options.serveApp ?? true;
    if (serveApp) {
      Object.assign(process.env, appEnvFor(ports, process.env));
      if (await buildIfStale(process.env)) log(`Built the app into ${localOutDir(process.env)}/`);
    }

    let chainsUnavailable: string | null = null;
    const anvils: AnvilInstance[] = [];
    if (options.chains !== false) {
      const binary = findAnvilBinary();
      if (binary.path === null) {
        chainsUnavailable = binary.reason;
      } else {
        const started = await Promise.all(
          REWARD_CHAINS.map((chain, index) => startAnvil({ port: ports.chainBase + index, chainId: chain.chainId })),
        );
        for (const anvil of started) {
          anvils.push(anvil);
          stops.push(() => anvil.stop());
        }
      }
    } else {
      chainsUnavailable = 'chains disabled';
    }

    const ctx = createMockContext({
      clockMode: options.clockMode ?? 'running',
      ...(options.clockOrigin !== undefined && { origin: options.clockOrigin }),
      rateLimitPerMinute: options.rateLimitPerMinute ?? rateLimitFromEnv(process.env),
    });
    let link: WorldChainLink | null = null;
    if (anvils.length > 0) {
      link = await connectWorldToChains(
        ctx,
        anvils.map((anvil) => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl })),
      );
      const connected = link;
      stops.push(() => connected.stop());
    }

    // The app's pages may read /v1 from whatever port it is served on, besides the usual ones.
    const server: RunningMockServer = await startMockServer({
      port: ports.api,
      ctx,
      allowedOrigins: [...allowedOriginsFromEnv(process.env), ...(serveApp ? localAppOrigins(ports.app) : [])],
    });
    stops.push(() => server.close());

    let appUrl: string | null = null;
    if (serveApp) {
      // Served with the headers of its own _headers file, as a static host would (CSP included).
      const previewServer: PreviewServer = await preview({
        logLevel: 'warn',
        build: { outDir: localOutDir(process.env) },
        preview: { host: '127.0.0.1', port: ports.app, strictPort: true, open: false },
      });
      stops.push(() => previewServer.close());
      appUrl = `http://127.0.0.1:${String(ports.app)}`;
    }

    return {
      appUrl,
      apiUrl: server.url,
      mockOrigin: server.origin,
      chains: ctx.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, manager: chain.manager })),
      chainsUnavailable,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll().catch((stopError: unknown) => {
      log(`While cleaning up after a failed start: ${String(stopError)}`);
    });
    throw error;
  }
}
