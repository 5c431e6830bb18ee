import { isAddress, toAddress, type Address } from '../domain/address.ts';

/**
 * The app's whole configuration, read once from `VITE_*` variables at start-up.
 * Defaults describe the local stack (`npm start`), so a fresh clone runs with no setup.
 * Anything invalid stops the app with a message naming the variable, rather than failing later
 * in a request or a transaction.
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

export type AppMode = 'local' | 'production';

function isAppMode(value: string): value is AppMode {
  return value === 'local' || value === 'production';
}

const partnerRefIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export interface AppConfig {
  /** `local` enables the development wallet and local chains; `production` never does. */
  mode: AppMode;
  /** Base URL including the `/v1` prefix, without a trailing slash. */
  apiBaseUrl: string;
  /** Sent as `X-Partner-Ref-Id` on every request when set. */
  partnerRefId: string | undefined;
  /** Manager contract per reward chain id; a chain without one cannot be claimed on. */
  managerAddresses: Readonly<Record<number, Address>>;
  /**
   * The block each chain's manager was deployed in (`VITE_MANAGER_START_BLOCK_<chainId>`): the
   * History screen reads the manager's logs from there. A chain not listed is read from block 0,
   * which is right for the local chains (the manager is their first contract) and slow but
   * complete elsewhere.
   */
  managerStartBlocks: Readonly<Record<number, number>>;
  /** RPC URL per chain id; chains not listed use their public default. */
  rpcUrls: Readonly<Record<number, string>>;
  /**
   * The token price source (`VITE_PRICE_API_URL`, api/prices/): a server answering DefiLlama's
   * coins API (`/prices/current/…`, `/batchHistorical`). Unset in production unless configured, and
   * then the app shows no dollar values at all; the local stack and the demo use the mock's own,
   * beside its service (`…/price-source`).
   */
  priceApiUrl: string | undefined;
  /** WalletConnect is offered only when this is set. */
  walletConnectProjectId: string | undefined;
  /**
   * Origins allowed to show the app in a frame (Safe{Wallet}'s interface, when the app is a Safe
   * App), as CSP source expressions: `scheme://host[:port]`, a port may be `*`. Empty: no page
   * may frame the app.
   */
  safeAppOrigins: readonly string[];
  /**
   * Where the static demo's banner sends a visitor to read about the project (the repository's
   * README); by default the README copied beside the demo.
   */
  demoReadmeUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

function readString(env: RawEnv, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function parseUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${value}" (${String(cause)})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${url.protocol}"`);
  }
  return value.replace(/\/+$/, '');
}

function parseBlockNumber(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw new ConfigError(name, `must be a block number (digits only), got "${value}"`);
  return Number(value);
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
    if (!/^[1-9]\d*$/.test(suffix)) {
      throw new ConfigError(name, `must end in a chain id (for example ${prefix}8453)`);
    }
    const value = readString(env, name);
    if (value !== undefined) result.set(Number(suffix), parse(name, value));
  }
  return result;
}

// A format check, not a checksum check (viem's isAddress would pull keccak into the first load).
function parseAddress(name: string, value: string): Address {
  if (!isAddress(value)) throw new ConfigError(name, `must be an EVM address, got "${value}"`);
  return toAddress(value);
}

// scheme://host[:port or *], nothing after but an optional "/": a CSP source for one origin.
// The host is plain letters, digits, dots and dashes, so nothing CSP reads specially gets in.
const framingOriginPattern = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?\/?$/i;

/**
 * One origin of VITE_SAFE_APP_ORIGINS, lowercased and without a default port, as it goes into
 * `frame-ancestors`. A path, query, credentials or a wildcard host are refused: frame-ancestors
 * matches origins, and a loose entry would let pages we never meant frame the app (a wildcard
 * port is allowed for the local stack, whose host pages take any free port).
 */
function parseFramingOrigin(name: string, value: string): string {
  const match = framingOriginPattern.exec(value);
  const [, scheme = '', host = '', port] = match ?? [];
  const candidate = `${scheme}://${host}`;
  // The URL parser refuses what the pattern lets through but is no host (`1.2.3.999`).
  const parsed = match !== null && URL.canParse(candidate) ? new URL(candidate) : undefined;
  if (parsed?.hostname !== host.toLowerCase()) {
    throw new ConfigError(
      name,
      `must list origins such as https://app.safe.global (http or https, a host, an optional port or ":*", no path), got "${value}"`,
    );
  }
  if (port === undefined || port === '*') return `${parsed.protocol}//${parsed.hostname}${port === '*' ? ':*' : ''}`;
  const portNumber = Number(port);
  if (portNumber < 1 || portNumber > 65_535) throw new ConfigError(name, `has a port out of range in "${value}"`);
  parsed.port = port;
  return parsed.origin;
}

function parseFramingOrigins(name: string, value: string | undefined): string[] {
  if (value === undefined) return [];
  const origins = value.split(',').map((entry) => entry.trim());
  if (origins.some((origin) => origin === '')) {
    throw new ConfigError(name, `must be origins separated by commas, with none empty, got "${value}"`);
  }
  return [...new Set(origins.map((origin) => parseFramingOrigin(name, origin)))];
}

/** Builds the configuration from an environment record; throws `ConfigError` naming the bad variable. */
export function parseAppConfig(env: RawEnv): AppConfig {
  const modeRaw = readString(env, 'VITE_APP_MODE') ?? 'local';
  if (!isAppMode(modeRaw)) throw new ConfigError('VITE_APP_MODE', `must be "local" or "production", got "${modeRaw}"`);
  const mode = modeRaw;

  const apiBaseUrl = parseUrl('VITE_API_BASE_URL', readString(env, 'VITE_API_BASE_URL') ?? 'http://127.0.0.1:8787/v1');

  const partnerRefId = readString(env, 'VITE_PARTNER_REF_ID');
  if (partnerRefId !== undefined && (partnerRefId.length > 128 || !partnerRefIdPattern.test(partnerRefId))) {
    throw new ConfigError(
      'VITE_PARTNER_REF_ID',
      'must be 1 to 128 characters of letters, digits, ".", "_", ":" or "-", starting with a letter or digit',
    );
  }

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
  };
}

function loadAppConfig(env: RawEnv): { config: AppConfig; error: ConfigError | null } {
  try {
    return { config: parseAppConfig(env), error: null };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Importing must not throw: the entry point shows `configError` instead of the app, and every
    // other module can still be evaluated against the defaults meanwhile.
    return { config: parseAppConfig({}), error };
  }
}

// Outside Vite (scripts run by tsx) there is no import.meta.env; the defaults apply there.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- its type says always defined; under tsx it is not
const loaded = loadAppConfig(import.meta.env ?? {});

/** The running app's configuration (defaults while `configError` is set; the app is not rendered then). */
export const appConfig: AppConfig = loaded.config;

/** Set when a `VITE_*` variable is invalid; the entry point renders it instead of the app. */
export const configError: ConfigError | null = loaded.error;
