/**
 * What the app's configuration holds and the rules each value must pass, shared by both of its
 * inputs (env.ts: the build's `VITE_*` variables; app-config-file.ts: `app-config.json` at run
 * time), so a value refused in one is refused in the other, with the same words. Each parser
 * takes the name to blame: a variable (`VITE_RPC_URL_8453`) or a field of the file
 * (`app-config.json rpcUrls.8453`).
 */
import { isAddress, toAddress, type Address } from '../domain/address.ts';
import type { PartnerConfig } from './partner-types.ts';

export type AppMode = 'local' | 'production';

export function isAppMode(value: string): value is AppMode {
  return value === 'local' || value === 'production';
}

const partnerRefIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

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
  /** Who the deployment is for: name, logos, colours, campaigns, widget framing (partner.ts). */
  partner: PartnerConfig;
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

export function parseUrl(name: string, value: string): string {
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

export function parsePartnerRefId(name: string, value: string): string {
  if (value.length > 128 || !partnerRefIdPattern.test(value)) {
    throw new ConfigError(
      name,
      'must be 1 to 128 characters of letters, digits, ".", "_", ":" or "-", starting with a letter or digit',
    );
  }
  return value;
}

export function parseBlockNumber(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw new ConfigError(name, `must be a block number (digits only), got "${value}"`);
  return Number(value);
}

/** A chain id as a key or suffix: a positive decimal without leading zeros. */
export const chainIdPattern = /^[1-9]\d*$/;

// A format check, not a checksum check (viem's isAddress would pull keccak into the first load).
export function parseAddress(name: string, value: string): Address {
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
export function parseFramingOrigin(name: string, value: string): string {
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

export function parseFramingOrigins(name: string, value: string | undefined): string[] {
  if (value === undefined) return [];
  const origins = value.split(',').map((entry) => entry.trim());
  if (origins.some((origin) => origin === '')) {
    throw new ConfigError(name, `must be origins separated by commas, with none empty, got "${value}"`);
  }
  return [...new Set(origins.map((origin) => parseFramingOrigin(name, origin)))];
}
