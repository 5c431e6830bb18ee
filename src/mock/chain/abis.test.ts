// The ABIs generated from the artifacts (scripts/generate-abis.ts) must cover what the contracts expose; otherwise a claim
// would encode wrongly or a revert from a clone would reach the user undecoded.
import { describe, expect, it } from 'vitest';
import { campaignAbi } from '../../contracts/campaign-abi.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { referralDistributorAbi } from '../../contracts/referral-distributor-abi.ts';
import artifacts from './artifacts.json' with { type: 'json' };
import { campaignExtrasAbi, managerAdminAbi, rewardTokenAbi } from './local-abis.ts';

interface AbiParam {
  type: string;
  indexed?: boolean;
}

interface AbiEntry {
  type: string;
  name?: string;
  stateMutability?: string;
  inputs?: readonly AbiParam[];
  outputs?: readonly AbiParam[];
}

// Parameter names are documentation only; types, indexing and mutability are the interface.
function signature(entry: AbiEntry): string {
  const params = (list: readonly AbiParam[] = []): string =>
    list.map((p) => `${p.type}${p.indexed === true ? ' indexed' : ''}`).join(',');
  const outputs = entry.type === 'function' ? ` returns (${params(entry.outputs)})` : '';
  const mutability = entry.stateMutability === undefined ? '' : ` ${entry.stateMutability}`;
  return `${entry.type} ${entry.name ?? ''}(${params(entry.inputs)})${mutability}${outputs}`;
}

function signatures(abi: readonly AbiEntry[], types: readonly string[]): string[] {
  return abi
    .filter((entry) => types.includes(entry.type))
    .map(signature)
    .sort();
}

const all = ['function', 'event', 'error'] as const;
const compiled = {
  manager: signatures(artifacts.TbiManager.abi, all),
  campaign: signatures(artifacts.TbiCampaign.abi, all),
  distributor: signatures(artifacts.ReferralDistributor.abi, all),
  token: signatures(artifacts.RewardToken.abi, [...all, 'constructor']),
};

describe('generated ABIs against the compiled contracts', () => {
  it('cover every function, event and error of the compiled manager', () => {
    const generated = signatures([...managerAbi, ...managerAdminAbi], all);
    expect(compiled.manager.filter((s) => !generated.includes(s))).toEqual([]);
  });

  it('let managerAbi decode every error a campaign or distributor can bubble up', () => {
    const generated = signatures(managerAbi, ['error']);
    const raisedBelow = [...compiled.campaign, ...compiled.distributor].filter((s) => s.startsWith('error '));
    expect(raisedBelow.filter((s) => !generated.includes(s))).toEqual([]);
  });

  it('list every error of the campaign and distributor in their own ABIs', () => {
    const campaignErrors = compiled.campaign.filter((s) => s.startsWith('error '));
    const distributorErrors = compiled.distributor.filter((s) => s.startsWith('error '));
    expect(campaignErrors.filter((s) => !signatures(campaignAbi, ['error']).includes(s))).toEqual([]);
    expect(distributorErrors.filter((s) => !signatures(referralDistributorAbi, ['error']).includes(s))).toEqual([]);
  });

  it('contain nothing the contracts lack', () => {
    const token = compiled.token;
    const below = [...compiled.campaign, ...compiled.distributor, ...token];
    const missing = (abi: readonly AbiEntry[], available: string[]): string[] =>
      signatures(abi, [...all, 'constructor']).filter((s) => !available.includes(s));
    expect(missing(managerAbi, [...compiled.manager, ...below])).toEqual([]);
    expect(missing(managerAdminAbi, compiled.manager)).toEqual([]);
    expect(missing(campaignAbi, compiled.campaign)).toEqual([]);
    expect(missing(campaignExtrasAbi, compiled.campaign)).toEqual([]);
    expect(missing(referralDistributorAbi, compiled.distributor)).toEqual([]);
    expect(missing(rewardTokenAbi, token)).toEqual([]);
  });
});
