import { concat, encodeFunctionData, type Hex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig } from '../config/env.ts';
import { attributionSuffix } from './attribution-suffix.ts';
import { claimCalldata, claimDataSuffix, type ManagerClaimCall } from './claim-calldata.ts';
import { managerAbi } from './manager-abi.ts';

const partner = appConfig.partner;
afterEach(() => {
  appConfig.partner = partner;
});

const user = '0x00000000000000000000000000000000000000aa';
const proof: Hex[] = [`0x${'11'.repeat(32)}`];
const calls: ManagerClaimCall[] = [
  { functionName: 'claim', args: [3n, user, 1_000_000n, proof] },
  { functionName: 'claimReferral', args: [4n, user, 2_000_000n, proof] },
];

describe('the calldata every claim is sent with', () => {
  it('is the bare manager call when the deployment names no attribution codes', () => {
    expect(appConfig.partner.attributionCodes).toBeUndefined();
    expect(claimDataSuffix()).toBeUndefined();
    for (const call of calls) expect(claimCalldata(call)).toBe(encodeFunctionData({ abi: managerAbi, ...call }));
  });

  it('ends with the ERC-8021 suffix of the partner’s codes when app-config.json names them', () => {
    appConfig.partner = { ...partner, attributionCodes: ['partner-x', 'tbi'] };
    const suffix = attributionSuffix(['partner-x', 'tbi']);
    expect(claimDataSuffix()).toBe(suffix);
    for (const call of calls) {
      expect(claimCalldata(call)).toBe(concat([encodeFunctionData({ abi: managerAbi, ...call }), suffix]));
    }
  });
});
