import type { Address } from '../domain/address.ts';
import { APP_CONFIG_FILE, applyAppConfigFile } from './app-config-file.ts';
import { DEFAULT_PARTNER } from './partner.ts';
import {
  chainIdPattern,
  ConfigError,
  isAppMode,
  parseAddress,
  parseBlockNumber,
  parseFramingOrigins,
  parsePartnerRefId,
  parseUrl,
  type AppConfig,
} from './config-rules.ts';

export { ConfigError };
export type { AppConfig, AppMode } from './config-rules.ts';

/**
 * The app's whole configuration, read once at start-up from two inputs through one set of rules:
 * the `VITE_*` variables the build baked in (the defaults), then `app-config.json`, the file served
 * beside the app that a deployment (or the local stack, for its own ports) edits without building
 * again. Defaults describe the local stack (`npm start`), so a fresh clone runs with no setup.
 * An invalid build-time value stops the app with a message naming the variable; an invalid file is
 * set aside whole, with a console warning naming its field, and the app starts on the build's values.
 */

/** Local anvil chains of the bundled stack, and the port each listens on. */
export const LOCAL_CHAIN_PORTS: Readonly<Record<number, number>> = {
  31337: 8545,
  31338: 8546,
  31339: 8547,
};

/**
 * Where the manager lands on a fresh local chain: the first contract deployed by the standard
 * development account (nonce 0). The local stack deploys it first on every chain, so the address
 * is known before the chain starts.
 */
export const LOCAL_MANAGER_ADDRESS: Address = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

function readString(env: RawEnv, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function optionalUrl(env: RawEnv, name: string): string | undefined {
  const value = readString(env, name);
  return value === undefined ? undefined : parseUrl(name, value);
}

/** Collects `PREFIX<chainId>` variables, e.g. `VITE_MANAGER_ADDRESS_8453`. */
function readPerChain<T>(env: RawEnv, prefix: string, parse: (name: string, value: string) => T): Map<number, T> {
  const result = new Map<number, T>();
  for (const name of Object.keys(env)) {
    if (!name.startsWith(prefix)) continue;
    const suffix = name.slice(prefix.length);
    if (!chainIdPattern.test(suffix)) {
      throw new ConfigError(name, `must end in a chain id (for example ${prefix}8453)`);
    }
    const value = readString(env, name);
    if (value !== undefined) result.set(Number(suffix), parse(name, value));
  }
  return result;
}

/** Builds the configuration from an environment record; throws `ConfigError` naming the bad variable. */
export function parseAppConfig(env: RawEnv): AppConfig {
  const modeRaw = readString(env, 'VITE_APP_MODE') ?? 'local';
  if (!isAppMode(modeRaw)) throw new ConfigError('VITE_APP_MODE', `must be "local" or "production", got "${modeRaw}"`);
  const mode = modeRaw;

  const apiBaseUrl = parseUrl('VITE_API_BASE_URL', readString(env, 'VITE_API_BASE_URL') ?? 'http://127.0.0.1:8787/v1');

  const partnerRefIdRaw = readString(env, 'VITE_PARTNER_REF_ID');
  const partnerRefId =
    partnerRefIdRaw === undefined ? undefined : parsePartnerRefId('VITE_PARTNER_REF_ID', partnerRefIdRaw);

  const managerAddresses = new Map<number, Address>();
  const rpcUrls = new Map<number, string>();
  if (mode === 'local') {
    for (const [chainId, port] of Object.entries(LOCAL_CHAIN_PORTS)) {
      managerAddresses.set(Number(chainId), LOCAL_MANAGER_ADDRESS);
      rpcUrls.set(Number(chainId), `http://127.0.0.1:${String(port)}`);
    }
  }
  for (const [chainId, address] of readPerChain(env, 'VITE_MANAGER_ADDRESS_', parseAddress)) {
    managerAddresses.set(chainId, address);
  }
  for (const [chainId, url] of readPerChain(env, 'VITE_RPC_URL_', parseUrl)) rpcUrls.set(chainId, url);
  const managerStartBlocks = readPerChain(env, 'VITE_MANAGER_START_BLOCK_', parseBlockNumber);

  // The mock serves its prices beside its service, under the same origin and path prefix.
  const priceApiUrl =
    optionalUrl(env, 'VITE_PRICE_API_URL') ??
    (mode === 'local' ? `${apiBaseUrl.replace(/\/v1$/, '')}/price-source` : undefined);

  return {
    mode: mode,
    apiBaseUrl,
    priceApiUrl,
    partnerRefId,
    managerAddresses: Object.fromEntries(managerAddresses),
    managerStartBlocks: Object.fromEntries(managerStartBlocks),
    rpcUrls: Object.fromEntries(rpcUrls),
    walletConnectProjectId: readString(env, 'VITE_WALLETCONNECT_PROJECT_ID'),
    safeAppOrigins: parseFramingOrigins('VITE_SAFE_APP_ORIGINS', readString(env, 'VITE_SAFE_APP_ORIGINS')),
    demoReadmeUrl: optionalUrl(env, 'VITE_DEMO_README_URL'),
    partner: DEFAULT_PARTNER,
  };
}

/**
 * Where index.html's start script leaves the parsed `app-config.json` before it starts the app
 * (undefined when there is none: the dev server, a build served without the file, a failed read).
 */
const APP_CONFIG_GLOBAL = '__APP_CONFIG__';

export interface LoadedAppConfig {
  config: AppConfig;
  /** A bad build-time value: the entry point shows it instead of the app. */
  error: ConfigError | null;
  /** Said in the console: a bad file set aside, or fields the file holds that this build ignores. */
  warnings: string[];
}

/**
 * The build's values, then the served file over them. A bad build-time value stops the app (it is
 * the build's own fault, seen before anyone deploys it); a bad file does not, since an operator
 * edits it on a live deployment: the whole file is set aside (half a file could pair one chain's
 * RPC with another deployment's manager) and the app starts on the build's values, with a
 * warning naming the field.
 */
export function loadAppConfig(env: RawEnv, file?: unknown): LoadedAppConfig {
  let build: AppConfig;
  try {
    build = parseAppConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Importing must not throw: the entry point shows `configError` instead of the app, and every
    // other module can still be evaluated against the defaults meanwhile.
    return { config: parseAppConfig({}), error, warnings: [] };
  }
  if (file === undefined) return { config: build, error: null, warnings: [] };
  try {
    const { config, ignored } = applyAppConfigFile(file, build);
    const warnings = ignored.map((field) =>
      field === 'mode'
        ? `${APP_CONFIG_FILE} mode is ignored: a build's mode (${build.mode}) is its kind, fixed when it is built`
        : `${APP_CONFIG_FILE} ${field} is not a field this build reads; ignored`,
    );
    return { config, error: null, warnings };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return {
      config: build,
      error: null,
      warnings: [`${error.message}. The app starts with the configuration it was built with.`],
    };
  }
}

// Outside Vite (scripts run by tsx) there is no import.meta.env; the defaults apply there.
const loaded = loadAppConfig(
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- its type says always defined; under tsx it is not
  import.meta.env ?? {},
  (globalThis as Record<string, unknown>)[APP_CONFIG_GLOBAL],
);
for (const warning of loaded.warnings) console.warn(warning);

/** The running app's configuration (defaults while `configError` is set; the app is not rendered then). */
export const appConfig: AppConfig = loaded.config;

/** Set when a `VITE_*` variable is invalid; the entry point renders it instead of the app. */
export const configError: ConfigError | null = loaded.error;
