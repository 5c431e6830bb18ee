/**
 * `app-config.json`: the run-time configuration served beside the app (`<base>app-config.json`),
 * so one build serves every deployment and every local port set. Its fields are `AppConfig`'s
 * (`partner`: who the deployment is for, partner.ts), but for `mode`: the kind of build (a production build never offers the development wallet,
 * whatever a file says). Every field is optional; an absent one keeps the build's value, `null`
 * clears an optional one, and a per-chain map replaces the build's map whole (so a deployment
 * can also drop a chain's entry). Values pass the same rules as the `VITE_*` variables
 * (config-rules.ts), each refusal naming the field: `app-config.json rpcUrls.8453 must ...`.
 * Fields this build does not know are ignored and reported, so a file written for a newer build
 * (more fields) still works on an older one.
 */
import type { Address } from '../domain/address.ts';
import {
  chainIdPattern,
  ConfigError,
  parseAddress,
  parseBlockNumber,
  parseFramingOrigin,
  parsePartnerRefId,
  parseUrl,
  type AppConfig,
} from './config-rules.ts';
import { DEFAULT_PARTNER, parsePartner, partnerFileOf } from './partner.ts';

/** The file's name, beside index.html (under the app's base path, e.g. `/demo/app-config.json`). */
export const APP_CONFIG_FILE = 'app-config.json';

const FIELDS = [
  'apiBaseUrl',
  'priceApiUrl',
  'partnerRefId',
  'managerAddresses',
  'managerStartBlocks',
  'rpcUrls',
  'walletConnectProjectId',
  'safeAppOrigins',
  'demoReadmeUrl',
  'partner',
] as const satisfies readonly Exclude<keyof AppConfig, 'mode'>[];

type Field = (typeof FIELDS)[number];

export interface AppliedConfigFile {
  config: AppConfig;
  /** Fields the file holds that this build ignores (`mode`, or fields of a newer build). */
  ignored: string[];
}

function fieldName(path: string): string {
  return `${APP_CONFIG_FILE} ${path}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `${typeof value} ${JSON.stringify(value)}`;
}

function requireString(path: string, value: unknown): string {
  if (typeof value !== 'string') throw new ConfigError(fieldName(path), `must be a string, got ${describe(value)}`);
  return value.trim();
}

/** A string field that may be cleared: `null` or `""` means none. */
function optionalString<T>(path: string, value: unknown, parse: (name: string, text: string) => T): T | undefined {
  if (value === null) return undefined;
  const text = requireString(path, value);
  return text === '' ? undefined : parse(fieldName(path), text);
}

/** `{ "<chainId>": value }`, each key a chain id, each value parsed by `parse`. */
function perChain<T>(path: string, value: unknown, parse: (name: string, entry: unknown) => T): Record<number, T> {
  if (!isRecord(value)) {
    throw new ConfigError(fieldName(path), `must be an object keyed by chain id, got ${describe(value)}`);
  }
  const result: Record<number, T> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!chainIdPattern.test(key)) {
      throw new ConfigError(fieldName(`${path}.${key}`), 'is not a chain id (a key must be one, such as "8453")');
    }
    result[Number(key)] = parse(`${path}.${key}`, entry);
  }
  return result;
}

function parseField(field: Field, value: unknown, config: AppConfig): AppConfig {
  switch (field) {
    case 'apiBaseUrl':
      return { ...config, apiBaseUrl: parseUrl(fieldName(field), requireString(field, value)) };
    case 'priceApiUrl':
      return { ...config, priceApiUrl: optionalString(field, value, parseUrl) };
    case 'demoReadmeUrl':
      return { ...config, demoReadmeUrl: optionalString(field, value, parseUrl) };
    case 'partnerRefId':
      return { ...config, partnerRefId: optionalString(field, value, parsePartnerRefId) };
    case 'walletConnectProjectId':
      return { ...config, walletConnectProjectId: optionalString(field, value, (_name, text) => text) };
    case 'managerAddresses':
      return {
        ...config,
        managerAddresses: perChain<Address>(field, value, (path, entry) =>
          parseAddress(fieldName(path), requireString(path, entry)),
        ),
      };
    case 'rpcUrls':
      return {
        ...config,
        rpcUrls: perChain(field, value, (path, entry) => parseUrl(fieldName(path), requireString(path, entry))),
      };
    case 'managerStartBlocks':
      // A JSON number or a string of digits: the file is often written by hand.
      return {
        ...config,
        managerStartBlocks: perChain(field, value, (path, entry) =>
          parseBlockNumber(fieldName(path), typeof entry === 'number' ? String(entry) : requireString(path, entry)),
        ),
      };
    case 'partner':
      // `null` goes back to the product's own name and looks.
      return { ...config, partner: value === null ? DEFAULT_PARTNER : parsePartner(value) };
    case 'safeAppOrigins': {
      if (!Array.isArray(value)) {
        throw new ConfigError(fieldName(field), `must be an array of origins, got ${describe(value)}`);
      }
      const origins = value.map((entry, index) =>
        parseFramingOrigin(fieldName(`${field}.${String(index)}`), requireString(`${field}.${String(index)}`, entry)),
      );
      return { ...config, safeAppOrigins: [...new Set(origins)] };
    }
  }
}

/**
 * The build's configuration with the file's fields over it. Throws `ConfigError` naming the first
 * field it refuses; the caller decides what a bad file does (the app: starts on the build's values).
 */
export function applyAppConfigFile(file: unknown, build: AppConfig): AppliedConfigFile {
  if (!isRecord(file)) {
    throw new ConfigError(APP_CONFIG_FILE, `must hold a JSON object of fields, got ${describe(file)}`);
  }
  let config = build;
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(file)) {
    if ((FIELDS as readonly string[]).includes(key)) config = parseField(key as Field, value, config);
    else ignored.push(key);
  }
  return { config, ignored };
}

/**
 * The file a build ships (and a deployer edits): every run-time field with the build's value,
 * `null` for those unset, so the template shows all there is to set.
 */
export function appConfigFileOf(config: AppConfig): Record<Field, unknown> {
  return {
    apiBaseUrl: config.apiBaseUrl,
    priceApiUrl: config.priceApiUrl ?? null,
    partnerRefId: config.partnerRefId ?? null,
    managerAddresses: config.managerAddresses,
    managerStartBlocks: config.managerStartBlocks,
    rpcUrls: config.rpcUrls,
    walletConnectProjectId: config.walletConnectProjectId ?? null,
    safeAppOrigins: config.safeAppOrigins,
    demoReadmeUrl: config.demoReadmeUrl ?? null,
    partner: partnerFileOf(config.partner),
  };
}
