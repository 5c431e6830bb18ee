/**
 * The whole local stack in one process: anvil chains (one per reward chain of the fixture world),
 * the mock service paired with them, and the built app (dist-local/, one build for every port set)
 * served with an app-config.json naming this stack's own ports (app-server.ts). `npm start` runs
 * it; tests start and stop it through `startLocalStack`, several at once if they like.
 */
import { applyAppConfigFile } from '../src/config/app-config-file.ts';
import { LOCAL_MANAGER_ADDRESS, parseAppConfig, type AppConfig } from '../src/config/env.ts';
import { findAnvilBinary, startAnvil, type AnvilInstance } from '../src/mock/chain/anvil.ts';
import { connectWorldToChains, type WorldChainLink } from '../src/mock/chain/world-publisher.ts';
import { createMockContext } from '../src/mock/context.ts';
import { allowedOriginsFromEnv, localAppOrigins } from '../src/mock/http/allowed-origins.ts';
import { rateLimitFromEnv } from '../src/mock/http/rate-limiter.ts';
import { startMockServer, type RunningMockServer } from '../src/mock/server/main.ts';
import { REWARD_CHAINS } from '../src/mock/world/chains.ts';
import { startAppServer } from './app-server.ts';
import { BUILD_KINDS, buildIfStale, outDirOf, readBuildStamp } from './build-if-stale.ts';
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
 * What this stack's app reads at run time (app-config.json): its own service, price source,
 * chains and managers, over the local build's values; framing by a local Safe host page unless
 * VITE_SAFE_APP_ORIGINS names other origins. The headers it is served with follow from it.
 */
export function localStackAppConfig(ports: LocalStackPorts, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const build = readBuildStamp(outDirOf('local'))?.config ?? parseAppConfig({ VITE_APP_MODE: 'local' });
  const service = `http://127.0.0.1:${String(ports.api)}`;
  const file = {
    apiBaseUrl: `${service}/v1`,
    priceApiUrl: `${service}/price-source`,
    rpcUrls: Object.fromEntries(
      REWARD_CHAINS.map((chain, index) => [chain.chainId, `http://127.0.0.1:${String(ports.chainBase + index)}`]),
    ),
    managerAddresses: Object.fromEntries(REWARD_CHAINS.map((chain) => [chain.chainId, LOCAL_MANAGER_ADDRESS])),
    safeAppOrigins: (env.VITE_SAFE_APP_ORIGINS ?? LOCAL_STACK_FRAMING_ORIGINS)
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  };
  return applyAppConfigFile(file, build).config;
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
    if (serveApp && (await buildIfStale('local'))) log(`Built the app into ${BUILD_KINDS.local.outDir}/`);

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
      // Served with this stack's configuration and the headers that follow from it, as a static
      // host would serve a deployment's app-config.json and _headers (CSP included).
      const appServer = await startAppServer({
        outDir: outDirOf('local'),
        port: ports.app,
        config: localStackAppConfig(ports, process.env),
      });
      stops.push(() => appServer.close());
      appUrl = appServer.url;
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
