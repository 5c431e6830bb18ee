import { afterEach, describe, expect, it } from 'vitest';
import { findAnvilBinary, getFreePort, startAnvil, type AnvilInstance } from './anvil.ts';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    // ESRCH: no such process, which is what a stopped anvil should give.
    return false;
  }
}

describe('anvil', () => {
  const started: AnvilInstance[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
  });

  it('finds the real binary from the platform package, not a wrapper script', () => {
    const binary = findAnvilBinary();
    expect(binary.path).toMatch(/anvil-linux-amd64\/bin\/anvil$/);
  });

  it('answers eth_chainId once started and is gone after stop', async () => {
    const anvil = await startAnvil({ port: await getFreePort(), chainId: 31_999 });
    started.push(anvil);
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(await response.json()).toMatchObject({ result: '0x7cff' });

    await anvil.stop();
    expect(isRunning(anvil.pid)).toBe(false);
    await expect(fetch(anvil.rpcUrl)).rejects.toThrow();
  });

  it('fails clearly when the port is taken instead of reporting the other node', async () => {
    const port = await getFreePort();
    started.push(await startAnvil({ port, chainId: 31_998 }));
    await expect(startAnvil({ port, chainId: 31_998 })).rejects.toThrow(/EADDRINUSE/);
  });
});
