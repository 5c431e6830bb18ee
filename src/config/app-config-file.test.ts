import { describe, expect, it } from 'vitest';
import { appConfigFileOf, applyAppConfigFile } from './app-config-file.ts';
import { LOCAL_MANAGER_ADDRESS, loadAppConfig, parseAppConfig } from './env.ts';
import { DEFAULT_PARTNER } from './partner.ts';

// app-config.json: one build, many deployments. The file's fields go over the build's values by
// the same rules as the VITE_* variables; a bad file names its field and the app starts anyway.

const production = parseAppConfig({
  VITE_APP_MODE: 'production',
  VITE_API_BASE_URL: 'https://api.build.example/v1',
  VITE_RPC_URL_8453: 'https://base.build.example',
  VITE_MANAGER_ADDRESS_8453: '0x00000000000000000000000000000000000000aa',
});

describe('applyAppConfigFile', () => {
  it('keeps every build value the file does not name', () => {
    expect(applyAppConfigFile({}, production)).toEqual({ config: production, ignored: [] });
    const { config } = applyAppConfigFile({ partnerRefId: 'partner-7' }, production);
    expect(config).toEqual({ ...production, partnerRefId: 'partner-7' });
  });

  it("sets a deployment's service, chains, managers and framing, normalised as the variables are", () => {
    const { config } = applyAppConfigFile(
      {
        apiBaseUrl: 'https://api.deploy.example/v1/',
        priceApiUrl: 'https://coins.llama.fi',
        rpcUrls: { '8453': 'https://base.deploy.example/key', '10': 'https://op.deploy.example' },
        managerAddresses: { '8453': '0x00000000000000000000000000000000000000BB' },
        managerStartBlocks: { '8453': 12_345_678, '10': '42' },
        walletConnectProjectId: ' wc-id ',
        safeAppOrigins: ['HTTPS://App.Safe.Global/', 'https://app.safe.global:443'],
        demoReadmeUrl: 'https://github.com/example/readme',
      },
      production,
    );
    expect(config).toEqual({
      mode: 'production',
      apiBaseUrl: 'https://api.deploy.example/v1',
      priceApiUrl: 'https://coins.llama.fi',
      partnerRefId: undefined,
      rpcUrls: { 8453: 'https://base.deploy.example/key', 10: 'https://op.deploy.example' },
      managerAddresses: { 8453: '0x00000000000000000000000000000000000000bb' },
      managerStartBlocks: { 8453: 12_345_678, 10: 42 },
      walletConnectProjectId: 'wc-id',
      safeAppOrigins: ['https://app.safe.global'],
      demoReadmeUrl: 'https://github.com/example/readme',
      partner: DEFAULT_PARTNER,
    });
  });

  it('replaces a per-chain map whole and clears an optional value with null', () => {
    const withPartner = { ...production, partnerRefId: 'p1', walletConnectProjectId: 'wc' };
    const { config } = applyAppConfigFile(
      { managerAddresses: {}, partnerRefId: null, walletConnectProjectId: '' },
      withPartner,
    );
    expect(config.managerAddresses).toEqual({});
    expect(config.partnerRefId).toBeUndefined();
    expect(config.walletConnectProjectId).toBeUndefined();
    expect(config.rpcUrls).toEqual(production.rpcUrls);
  });

  it('never takes the mode from the file, and reports fields it does not know', () => {
    const { config, ignored } = applyAppConfigFile({ mode: 'local', partnerName: 'Acme' }, production);
    expect(config.mode).toBe('production');
    expect(config.managerAddresses).toEqual(production.managerAddresses);
    expect(ignored).toEqual(['mode', 'partnerName']);
  });

  it.each([
    [{ rpcUrls: { 31337: 'ftp://127.0.0.1:9000' } }, 'app-config.json rpcUrls.31337 must use http or https'],
    [{ rpcUrls: { base: 'https://x.example' } }, 'app-config.json rpcUrls.base is not a chain id'],
    [{ rpcUrls: ['https://x.example'] }, 'app-config.json rpcUrls must be an object keyed by chain id'],
    [{ apiBaseUrl: 'not a url' }, 'app-config.json apiBaseUrl must be an absolute http(s) URL'],
    [{ apiBaseUrl: null }, 'app-config.json apiBaseUrl must be a string, got null'],
    [{ managerAddresses: { 8453: '0x1234' } }, 'app-config.json managerAddresses.8453 must be an EVM address'],
    [{ managerStartBlocks: { 8453: -1 } }, 'app-config.json managerStartBlocks.8453 must be a block number'],
    [{ partnerRefId: 'has space' }, 'app-config.json partnerRefId must be 1 to 128 characters'],
    [{ safeAppOrigins: 'https://app.safe.global' }, 'app-config.json safeAppOrigins must be an array of origins'],
    [{ safeAppOrigins: ['https://*.safe.global'] }, 'app-config.json safeAppOrigins.0 must list origins'],
    [{ walletConnectProjectId: 42 }, 'app-config.json walletConnectProjectId must be a string, got number 42'],
    [[], 'app-config.json must hold a JSON object of fields, got an array'],
  ])('refuses %j, naming the field', (file, message) => {
    expect(() => applyAppConfigFile(file, production)).toThrow(`Invalid configuration: ${message}`);
  });

  it('round-trips the template a build writes', () => {
    const local = parseAppConfig({});
    const template = appConfigFileOf(local);
    expect(template).not.toHaveProperty('mode');
    expect(template.partnerRefId).toBeNull();
    expect(applyAppConfigFile(JSON.parse(JSON.stringify(template)), production).config).toEqual({
      ...local,
      mode: 'production',
    });
  });
});

describe('loadAppConfig', () => {
  const localStackFile = {
    apiBaseUrl: 'http://127.0.0.1:8811/v1',
    rpcUrls: { 31337: 'http://127.0.0.1:8711' },
    managerAddresses: { 31337: LOCAL_MANAGER_ADDRESS },
  };

  it('uses the build values alone when there is no file (the dev server, a host without it)', () => {
    expect(loadAppConfig({})).toEqual({ config: parseAppConfig({}), error: null, warnings: [] });
  });

  it("lays a stack's ports over a local build", () => {
    const { config, error, warnings } = loadAppConfig({}, localStackFile);
    expect(error).toBeNull();
    expect(warnings).toEqual([]);
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8811/v1');
    expect(config.rpcUrls).toEqual({ 31337: 'http://127.0.0.1:8711' });
    expect(config.mode).toBe('local');
  });

  it('sets a bad file aside whole and starts on the build values, with a warning naming the field', () => {
    const { config, error, warnings } = loadAppConfig(
      { VITE_API_BASE_URL: 'https://api.build.example/v1' },
      { ...localStackFile, rpcUrls: { 31337: 'ws://127.0.0.1:8711' } },
    );
    expect(error).toBeNull();
    // Not half the file: the service of one stack with the chains of another would be worse.
    expect(config).toEqual(parseAppConfig({ VITE_API_BASE_URL: 'https://api.build.example/v1' }));
    expect(warnings).toEqual([
      'Invalid configuration: app-config.json rpcUrls.31337 must use http or https, got "ws:". The app starts with the configuration it was built with.',
    ]);
  });

  it('warns that a mode in the file is ignored', () => {
    const { config, warnings } = loadAppConfig({ VITE_APP_MODE: 'production' }, { mode: 'local' });
    expect(config.mode).toBe('production');
    expect(warnings).toEqual([
      "app-config.json mode is ignored: a build's mode (production) is its kind, fixed when it is built",
    ]);
  });

  it('still stops the app on a bad build-time value, file or not', () => {
    const { error } = loadAppConfig({ VITE_RPC_URL_1: 'nope' }, localStackFile);
    expect(error?.message).toMatch(/^Invalid configuration: VITE_RPC_URL_1 must be an absolute http\(s\) URL/);
  });
});
