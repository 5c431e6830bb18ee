import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodeEventTopics, type Hex } from 'viem';
import type { Address } from '../../../domain/address.ts';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import { rewardClaims } from '../shared/claim-kinds.ts';
import { outcomesFromLogs } from './claim-all-resume.ts';

const manager = '0x5fbdb2315678afecb367f032d93f642f64180aa3' as Address;
const user = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' as Address;
const other = '0x90f79bf6eb2c4f870365e785982e1f101e93b906' as Address;
const token = { address: '0x0000000000000000000000000000000000000001' as Address, symbol: 'PTN', decimals: 18 };
const reward = (campaignIndex: number): PlanReward => ({
  id: { chainId: 31337, campaignIndex },
  rewardToken: token,
  claimable: 1n,
});

function claimedLog(campaignIndex: number, who: Address, amount: bigint, cumulative: bigint, address: Hex = manager) {
  return {
    address,
    topics: encodeEventTopics({
      abi: managerAbi,
      eventName: 'Claimed',
      args: { campaignId: BigInt(campaignIndex), user: who },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [amount, cumulative]),
  };
}

describe('outcomesFromLogs', () => {
  it('reads what each campaign was paid from the manager’s Claimed logs, and says why the others were not', () => {
    const hash: Hex = `0x${'ab'.repeat(32)}`;
    const outcomes = outcomesFromLogs(
      rewardClaims,
      [
        {
          transactionHash: hash,
          logs: [
            claimedLog(1, user, 5n, 12n),
            claimedLog(2, other, 7n, 7n), // someone else's claim in the same batch
            claimedLog(3, user, 9n, 9n, '0x0000000000000000000000000000000000000002'), // not the manager
          ],
        },
      ],
      { user, manager, rewards: [reward(1), reward(2), reward(3)], unpaid: 'not paid' },
    );
    expect(outcomes).toEqual([
      { reward: reward(1), paid: { amount: 5n, cumulative: 12n, hash } },
      { reward: reward(2), failure: 'not paid' },
      { reward: reward(3), failure: 'not paid' },
    ]);
  });
});
