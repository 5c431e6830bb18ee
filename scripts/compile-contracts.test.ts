import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { artifactsPath, compileContracts, renderArtifacts, type Artifacts } from './compile-contracts.ts';

describe('contract artifacts', () => {
  // One compile (about 3 s in solc-js) serves both checks.
  let fresh: Artifacts;
  beforeAll(() => {
    fresh = compileContracts();
  });

  it('match a fresh compile of contracts/src (run `npx tsx scripts/compile-contracts.ts` if not)', () => {
    const committed = readFileSync(artifactsPath, 'utf8');
    // Compare the text, not parsed objects: the file must also be byte-stable for clean diffs.
    expect(committed === renderArtifacts(fresh), 'src/mock/chain/artifacts.json is stale').toBe(true);
  });

  it('ship exactly our five contracts with abi and bytecode only', () => {
    expect(Object.keys(fresh)).toEqual([
      'Multicall3',
      'ReferralDistributor',
      'RewardToken',
      'TbiCampaign',
      'TbiManager',
    ]);
    for (const artifact of Object.values(fresh)) {
      expect(Object.keys(artifact)).toEqual(['abi', 'bytecode']);
      expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{100,}$/);
    }
  });
});
