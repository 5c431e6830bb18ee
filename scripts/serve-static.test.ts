import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './serve-static.ts';

// The demo's static server, which the suite serves the demo with: its redirects must keep a link's
// query as static hosts do, or a `?ref=` link to a screen loses its referrer on the way.
describe('serveStatic', () => {
  let folder: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'serve-static-'));
    writeFileSync(join(folder, 'index.html'), '<p>home</p>');
    mkdirSync(join(folder, 'rewards'));
    writeFileSync(join(folder, 'rewards', 'index.html'), '<p>rewards</p>');
    server = await serveStatic(folder, 0, '/demo/');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${String(address.port)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  const redirectOf = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') };
  };

  it('keeps the query when it adds a folder’s slash', async () => {
    expect(await redirectOf('/demo/rewards?ref=alice')).toEqual({ status: 301, location: '/demo/rewards/?ref=alice' });
  });

  it('keeps the query when it adds the base’s slash', async () => {
    expect(await redirectOf('/demo?ref=alice')).toEqual({ status: 301, location: '/demo/?ref=alice' });
  });

  it('serves the folder’s page once the slash is there', async () => {
    const response = await fetch(`${origin}/demo/rewards/?ref=alice`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>rewards</p>');
  });
});
