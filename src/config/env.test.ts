import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_MANAGER_ADDRESS, parseAppConfig } from './env.ts';

describe('parseAppConfig', () => {
  it('defaults to the local stack', () => {
    const config = parseAppConfig({});
    expect(config.mode).toBe('local');
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8787/v1');
    expect(config.partnerRefId).toBeUndefined();
    expect(config.walletConnectProjectId).toBeUndefined();
    expect(config.managerAddresses[31337]).toBe(LOCAL_MANAGER_ADDRESS);
    expect(config.rpcUrls[31338]).toBe('http://127.0.0.1:8546');
    expect(config.safeAppOrigins).toEqual([]);
  });

  it('reads the origins that may frame the app as a Safe App, as CSP sources', () => {
    const config = parseAppConfig({
      VITE_SAFE_APP_ORIGINS:
        ' HTTPS://App.Safe.Global/ , http://localhost:*,https://safe.example.org:8443,https://app.safe.global:443',
    });
    expect(config.safeAppOrigins).toEqual([
      'https://app.safe.global',
      'http://localhost:*',
      'https://safe.example.org:8443',
    ]);
    expect(parseAppConfig({ VITE_SAFE_APP_ORIGINS: '  ' }).safeAppOrigins).toEqual([]);
  });

  it('reads per-chain managers and RPC URLs, lowercasing addresses and trimming slashes', () => {
    const config = parseAppConfig({
      VITE_APP_MODE: 'production',
      VITE_API_BASE_URL: 'https://api.example.org/v1/',
      VITE_MANAGER_ADDRESS_8453: '0xAbCdEf0123456789aBcDeF0123456789ABCDEF01',
      VITE_RPC_URL_8453: 'https://rpc.example.org',
      VITE_PARTNER_REF_ID: 'partner.app:1',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.org/v1');
    expect(config.managerAddresses).toEqual({ 8453: '0xabcdef0123456789abcdef0123456789abcdef01' });
    expect(config.rpcUrls).toEqual({ 8453: 'https://rpc.example.org' });
    expect(config.partnerRefId).toBe('partner.app:1');
  });

  it('reads the block each manager was deployed in, for the history of claims, and refuses anything else', () => {
    const config = parseAppConfig({ VITE_MANAGER_START_BLOCK_8453: '12345678' });
    expect(config.managerStartBlocks).toEqual({ 8453: 12_345_678 });
    expect(parseAppConfig({}).managerStartBlocks).toEqual({});
    expect(() => parseAppConfig({ VITE_MANAGER_START_BLOCK_8453: '0x10' })).toThrow(/VITE_MANAGER_START_BLOCK_8453/);
  });

  it.each([
    [{ VITE_APP_MODE: 'staging' }, 'VITE_APP_MODE'],
    [{ VITE_API_BASE_URL: 'not a url' }, 'VITE_API_BASE_URL'],
    [{ VITE_API_BASE_URL: 'ftp://x.org' }, 'VITE_API_BASE_URL'],
    [{ VITE_PARTNER_REF_ID: '-starts-with-dash' }, 'VITE_PARTNER_REF_ID'],
    [{ VITE_PARTNER_REF_ID: 'x'.repeat(129) }, 'VITE_PARTNER_REF_ID'],
    [{ VITE_MANAGER_ADDRESS_1: '0x123' }, 'VITE_MANAGER_ADDRESS_1'],
    [{ VITE_MANAGER_ADDRESS_base: '0xabcdef0123456789abcdef0123456789abcdef01' }, 'VITE_MANAGER_ADDRESS_base'],
    [{ VITE_RPC_URL_10: 'localhost:8545' }, 'VITE_RPC_URL_10'],
    [{ VITE_SAFE_APP_ORIGINS: 'app.safe.global' }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: 'https://app.safe.global/apps' }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: 'https://*.safe.global' }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: "'none'" }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: 'wss://app.safe.global' }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: 'https://app.safe.global;script-src *' }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: 'https://app.safe.global https://evil.example' }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: 'https://app.safe.global,,https://x.org' }, 'VITE_SAFE_APP_ORIGINS'],
    [{ VITE_SAFE_APP_ORIGINS: 'https://x.org:70000' }, 'VITE_SAFE_APP_ORIGINS'],
  ])('rejects %o naming %s', (env, variable) => {
    let thrown: unknown;
    try {
      parseAppConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).variable).toBe(variable);
    expect((thrown as ConfigError).message).toContain(variable);
  });
});
