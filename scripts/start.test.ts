import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from './build-if-stale.ts';
import { freePortRun } from './free-ports.ts';

// `npm start` as a user runs it: one command brings up chains, mock service and app, and Ctrl-C
// (SIGINT) takes every one of them down, leaving no port held. On ports of its own it serves the
// one local build as it is (no build of its own): its ports reach the app in app-config.json.

beforeAll(async () => {
  // npm test's build stage has made dist-local/ already; run alone, this file makes it once here.
  await buildIfStale('local');
}, 600_000);

let child: ChildProcess | undefined;

afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

describe('npm start', () => {
  it('serves app, service and chains, then stops all of them on SIGINT', async () => {
    // App, service, then the three chains, on ports no other stack of this machine holds.
    const app = await freePortRun(5);
    const api = app + 1;
    const chainBase = app + 2;
    const ports = { MOCK_API_PORT: String(api), APP_PORT: String(app), ANVIL_PORT_BASE: String(chainBase) };
    const startedAt = Date.now();
    const started = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
      env: { ...process.env, ...ports },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A stack that cannot start says so and exits: that ends the wait as readiness does.
    await expect
      .poll(() => output.includes('Ready in') || started.exitCode !== null, { timeout: 90_000, interval: 200 })
      .toBe(true);
    expect(output).toContain('Ready in');
    const readySeconds = (Date.now() - startedAt) / 1000;
    console.log(`npm start on new ports was ready in ${readySeconds.toFixed(1)} s`);
    expect(output).not.toContain('Built the app');

    expect(output).toContain(`App:           http://127.0.0.1:${String(app)}`);
    const page = await fetch(`http://127.0.0.1:${String(app)}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // This stack's own service and chains, in the file the app reads and in the CSP it is served with.
    const config = (await (await fetch(`http://127.0.0.1:${String(app)}/app-config.json`)).json()) as {
      apiBaseUrl: string;
      rpcUrls: Record<string, string>;
    };
    expect(config.apiBaseUrl).toBe(`http://127.0.0.1:${String(api)}/v1`);
    expect(config.rpcUrls['31338']).toBe(`http://127.0.0.1:${String(chainBase + 1)}`);
    const connectSrc = /connect-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(connectSrc.split(' ')).toEqual(
      expect.arrayContaining([`http://127.0.0.1:${String(api)}`, `http://127.0.0.1:${String(chainBase + 2)}`]),
    );
    expect(connectSrc).not.toContain('127.0.0.1:8787');
    const campaigns = await fetch(`http://127.0.0.1:${String(api)}/v1/campaigns?limit=1`);
    expect(campaigns.status).toBe(200);
    const chainId = await fetch(`http://127.0.0.1:${String(chainBase + 1)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(((await chainId.json()) as { result: string }).result).toBe('0x7a6a'); // 31338

    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    started.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped.');
    for (const port of [api, app, chainBase, chainBase + 1, chainBase + 2]) {
      expect(await isPortOpen(port), `port ${String(port)} still open`).toBe(false);
    }
  }, 150_000);
});
