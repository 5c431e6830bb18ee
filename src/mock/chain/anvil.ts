// Starts local anvil chains for the mock service and tests. Node-only.
import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { DEV_MNEMONIC } from './dev-accounts.ts';

export { devAccount } from './dev-accounts.ts';

export type AnvilBinary = { path: string } | { path: null; reason: string };

const platformPackage = '@foundry-rs/anvil-linux-amd64';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    // Not there or not executable: the caller falls through to the next candidate.
    return false;
  }
}

function binaryFromPackage(): string | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  try {
    const require = createRequire(import.meta.url);
    const manifestPath = require.resolve(`${platformPackage}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      bin?: Record<string, string>;
    };
    const relative = manifest.bin?.anvil;
    if (relative === undefined) return null;
    const path = join(dirname(manifestPath), relative);
    return isExecutable(path) ? path : null;
  } catch {
    // Optional dependency not installed (other platform, or --omit=optional): try PATH instead.
    return null;
  }
}

/** Finds the real anvil executable: the npm platform package first, then `anvil` on PATH. */
export function findAnvilBinary(): AnvilBinary {
  const fromPackage = binaryFromPackage();
  if (fromPackage !== null) return { path: fromPackage };
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir !== '' && isExecutable(join(dir, 'anvil'))) return { path: join(dir, 'anvil') };
  }
  return {
    path: null,
    reason:
      `anvil not found: ${platformPackage} is not installed for ${process.platform}-${process.arch} ` +
      'and no executable `anvil` is on PATH (install it with foundryup or npm)',
  };
}

/** A free TCP port on 127.0.0.1 (tiny race until the caller binds it, fine for local tests). */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        if (port > 0) resolve(port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

export interface StartAnvilOptions {
  port: number;
  chainId: number;
  host?: string;
  /** How long to wait for the RPC to answer before giving up. */
  timeoutMs?: number;
}

export interface AnvilInstance {
  rpcUrl: string;
  chainId: number;
  pid: number;
  /** Kills this anvil by its pid and resolves once the process has exited. */
  stop(): Promise<void>;
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const body = (await response.json()) as { result?: unknown };
    return body.result === `0x${chainId.toString(16)}`;
  } catch {
    // Connection refused until anvil has bound the port; the caller polls again.
    return false;
  }
}

function assertPortFree(port: number, host: string): Promise<void> {
  // Checked up front because a node already on the port would answer our readiness probe.
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(`cannot start anvil on ${host}:${String(port)}: ${error.code ?? error.message}`));
    });
    server.listen(port, host, () => {
      server.close(() => {
        resolve();
      });
    });
  });
}

/** Spawns anvil directly (no npx, no node wrapper) and resolves once `eth_chainId` answers. */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const { port, chainId, host = '127.0.0.1', timeoutMs = 10_000 } = options;
  const binary = findAnvilBinary();
  if (binary.path === null) throw new Error(binary.reason);
  await assertPortFree(port, host);

  const child = spawn(
    binary.path,
    ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--mnemonic', DEV_MNEMONIC, '--quiet'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    // Only the tail matters for an error message; a long-lived chain must not grow this forever.
    stderr = (stderr + chunk).slice(-4_000);
  });
  // Set once the process is gone: 'error' when the binary cannot be spawned, 'exit' when it dies
  // (port in use) or after stop().
  const state: { gone: string | null } = { gone: null };
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      state.gone ??= `exited (${String(code ?? signal)}): ${stderr.trim()}`;
      resolve();
    });
    child.once('error', (error) => {
      state.gone = `could not be spawned: ${error.message}`;
      resolve();
    });
  });
  const signal = (name: NodeJS.Signals): void => {
    if (state.gone !== null || child.pid === undefined) return;
    try {
      process.kill(child.pid, name);
    } catch (error) {
      // ESRCH: it died between the check and the kill; 'exit' is about to fire.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };

  // A service that exits without stop() must not leave an orphaned chain holding its port.
  const killOnExit = (): void => {
    signal('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.off('exit', killOnExit);
    signal('SIGTERM');
    const killTimer = setTimeout(() => {
      signal('SIGKILL');
    }, 2_000);
    await exited;
    clearTimeout(killTimer);
  };

  const urlHost = host.includes(':') ? `[${host}]` : host;
  const rpcUrl = `http://${urlHost}:${String(port)}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await answersChainId(rpcUrl, chainId))) {
    if (state.gone !== null) throw new Error(`anvil on ${rpcUrl} ${state.gone}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`anvil did not answer on ${rpcUrl} within ${String(timeoutMs)} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // Another node already on this port may have answered while ours failed to bind.
  if (state.gone !== null || child.pid === undefined) {
    throw new Error(`anvil on ${rpcUrl} ${state.gone ?? 'has no pid'}`);
  }
  return { rpcUrl, chainId, pid: child.pid, stop };
}
