import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAppConfig } from '../src/config/env.ts';
import { BUILD_INPUTS, staleReason } from './build-if-stale.ts';
import { BUILD_STAMP_FILE, type BuildStamp } from './build-stamp.ts';
import { SHELL_ROUTES } from './shell-routes.ts';

// A fresh build is reused, whatever ports the stack serving it runs on; anything that changes what
// a build holds (sources, VITE_* values, the base path, a file it lacks) makes it stale.

let dir: string;

/** A folder laid out as a finished build of `kind`, stamped as if built now. */
function fakeBuild(stamp: Partial<BuildStamp> = {}): void {
  for (const file of ['_headers', 'app-config.json', ...SHELL_ROUTES.map((route) => route.file)]) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  const full: BuildStamp = {
    builtAt: Date.now() + 60_000,
    env: { VITE_APP_MODE: 'local' },
    base: '/',
    appMode: 'local',
    config: parseAppConfig({}),
    ...stamp,
  };
  writeFileSync(join(dir, BUILD_STAMP_FILE), JSON.stringify(full));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stale-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('staleReason', () => {
  it('reuses one local build for every port set: ports are no build setting', () => {
    fakeBuild();
    expect(staleReason('local', {}, dir)).toBeNull();
    const otherPorts = { APP_PORT: '4411', MOCK_API_PORT: '8811', ANVIL_PORT_BASE: '8711' };
    expect(staleReason('local', otherPorts, dir)).toBeNull();
  });

  it('says why a folder is no fresh build', () => {
    expect(staleReason('local', {}, dir)).toMatch(/holds no finished build/);
    fakeBuild({ builtAt: 0 });
    expect(staleReason('local', {}, dir)).toMatch(/sources changed/);
    fakeBuild();
    expect(staleReason('local', { VITE_WALLETCONNECT_PROJECT_ID: 'abc' }, dir)).toMatch(/other VITE_\* values/);
    // The production kind is built without VITE_APP_MODE; a local build in its folder is not it.
    expect(staleReason('production', {}, dir)).toMatch(/other VITE_\* values/);
    rmSync(join(dir, 'app-config.json'));
    expect(staleReason('local', {}, dir)).toMatch(/has no app-config.json/);
  });

  it('holds the demo to its base path', () => {
    fakeBuild({ env: { VITE_MOCK_IN_BROWSER: 'true' }, base: '/' });
    expect(staleReason('demo', {}, dir)).toMatch(/base \/, not \/demo\//);
    fakeBuild({ env: { VITE_MOCK_IN_BROWSER: 'true' }, base: '/demo/' });
    expect(staleReason('demo', {}, dir)).toBeNull();
  });
});

describe('BUILD_INPUTS', () => {
  it('holds every script the Vite config builds with, so changing one makes the builds stale', () => {
    const config = readFileSync(join(import.meta.dirname, '..', 'vite.config.ts'), 'utf8');
    const scripts = [...config.matchAll(/from '\.\/(scripts\/[\w.-]+\.ts)'/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((script) => !BUILD_INPUTS.includes(script ?? ''))).toEqual([]);
  });
});
