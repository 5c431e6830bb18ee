import { describe, expect, it } from 'vitest';
import { campaignKeys, claimKeys, referralKeys, rewardKeys } from './query-keys.ts';
import { CHECKSUMMED_ADDRESS } from './testing/wire-samples.ts';
import { toAddress } from '../domain/address.ts';

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));
}

describe('query keys', () => {
  const id = { chainId: 8453, campaignIndex: 7 };

  it('nest general to specific so one invalidation reaches a group', () => {
    expect(startsWith(campaignKeys.list({ limit: 5 }), campaignKeys.lists())).toBe(true);
    expect(startsWith(campaignKeys.activeList({}), campaignKeys.lists())).toBe(true);
    expect(startsWith(campaignKeys.detail(id), campaignKeys.details())).toBe(true);
    expect(startsWith(campaignKeys.stats(id), campaignKeys.all)).toBe(true);
    expect(startsWith(campaignKeys.stats(id), campaignKeys.details())).toBe(false);
    expect(startsWith(referralKeys.proof(id, undefined), referralKeys.all)).toBe(true);
    expect(startsWith(rewardKeys.list(CHECKSUMMED_ADDRESS, {}), rewardKeys.listsOf(CHECKSUMMED_ADDRESS))).toBe(true);
  });

  it('write ids as <chainId>:<index> and addresses in lowercase', () => {
    expect(claimKeys.detail(id, CHECKSUMMED_ADDRESS)).toEqual([
      'claims',
      'detail',
      '8453:7',
      CHECKSUMMED_ADDRESS.toLowerCase(),
    ]);
    expect(campaignKeys.detail(id, CHECKSUMMED_ADDRESS)).toEqual(
      campaignKeys.detail(id, toAddress(CHECKSUMMED_ADDRESS)),
    );
    expect(referralKeys.username(' Alice ')).toEqual(referralKeys.username('alice'));
  });
});
