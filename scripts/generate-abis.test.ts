import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildAbis, renderAbiFiles } from './generate-abis.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

describe('generated ABIs', () => {
  it('match the compiled artifacts (run `npx tsx scripts/generate-abis.ts` if not)', async () => {
    for (const [path, text] of Object.entries(await renderAbiFiles())) {
      expect(readFileSync(join(repoRoot, path), 'utf8') === text, `${path} is stale`).toBe(true);
    }
  });

  it('refuse a name the contract does not have, rather than leaving it out', () => {
    expect(() => buildAbis({ TbiManager: [], TbiCampaign: [], ReferralDistributor: [], RewardToken: [] })).toThrow(
      'TbiManager has no claim (wanted by managerAbi)',
    );
  });
});
