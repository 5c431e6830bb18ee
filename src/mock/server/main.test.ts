import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { portFromEnv, worldFromEnv } from './main.ts';

// The entry point as `npm run mock` runs it: prints its URL, serves, exits 0 on SIGTERM/SIGINT.

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

function runUntilListening(signal: NodeJS.Signals): Promise<{ url: string; status: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [mainPath], {
      env: { ...process.env, MOCK_API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let url = '';
    let status = 0;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mock server did not start or stop in time:\n${output}`));
    }, 20_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mock service: (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output);
      if (match?.[1] !== undefined && url === '') {
        url = match[1];
        fetch(`${url}/forwarder/targets`).then(
          (response) => {
            status = response.status;
            child.kill(signal);
          },
          (error: unknown) => {
            child.kill('SIGKILL');
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ url, status, code });
    });
  });
}

describe('mock server entry point', () => {
  it('prints its /v1 URL, serves, and exits cleanly on SIGTERM', async () => {
    const result = await runUntilListening('SIGTERM');
    expect(result.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(result.status).toBe(200);
    expect(result.code).toBe(0);
  });

  it('reads MOCK_API_PORT', () => {
    expect(portFromEnv({})).toBe(8787);
    expect(portFromEnv({ MOCK_API_PORT: '9000' })).toBe(9000);
    expect(() => portFromEnv({ MOCK_API_PORT: 'http' })).toThrow(/MOCK_API_PORT/);
  });

  it('reads MOCK_WORLD', () => {
    expect(worldFromEnv({})).toBe('default');
    expect(worldFromEnv({ MOCK_WORLD: 'large' })).toBe('large');
    expect(() => worldFromEnv({ MOCK_WORLD: 'huge' })).toThrow('MOCK_WORLD must be "default" or "large", got "huge"');
  });
});
