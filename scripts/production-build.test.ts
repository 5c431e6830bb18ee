import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

// A production build must not be able to offer the development wallet or reach the mock's test
// controls, whatever a user does at run time: the code must not be in the bundle at all.
const outDirs: string[] = [];

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

async function buildBundle(mode: 'local' | 'production'): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `${mode}-build-`));
  outDirs.push(outDir);
  const previous = process.env.VITE_APP_MODE;
  process.env.VITE_APP_MODE = mode;
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  } finally {
    if (previous === undefined) delete process.env.VITE_APP_MODE;
    else process.env.VITE_APP_MODE = previous;
  }
  const assets = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  return assets.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n');
}

const devMnemonic = 'test test test test test test test test test test test junk';

describe('the development wallet', () => {
  it('is in a local build', async () => {
    const bundle = await buildBundle('local');
    expect(bundle).toContain('Development wallet');
    expect(bundle).toContain(devMnemonic);
  }, 120_000);

  it('is absent from a production build, with no mock controls either', async () => {
    const bundle = await buildBundle('production');
    expect(bundle).not.toContain('Development wallet');
    expect(bundle).not.toContain(devMnemonic);
    expect(bundle).not.toContain('/__mock/');
  }, 120_000);
});
