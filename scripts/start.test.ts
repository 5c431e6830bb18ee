import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { getFreePort } from '../src/mock/chain/anvil.ts';

// `npm start` as a user runs it: one command brings up chains, mock service and app, and Ctrl-C
// (SIGINT) takes every one of them down, leaving no port held.

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
    const [api, app, base] = await Promise.all([getFreePort(), getFreePort(), getFreePort()]);
    const chainBase = 30_000 + (base % 20_000);
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
    await expect.poll(() => output, { timeout: 90_000, interval: 200 }).toContain('Ready in');
    const readySeconds = (Date.now() - startedAt) / 1000;
    console.log(`npm start was ready in ${readySeconds.toFixed(1)} s`);

    expect(output).toContain(`App:           http://127.0.0.1:${String(app)}`);
    const page = await fetch(`http://127.0.0.1:${String(app)}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
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
