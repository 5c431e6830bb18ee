// Our Multicall3 at the canonical address of a fresh local chain: the app's batched reads rely on
// it answering `aggregate3` exactly as the production contract does.
import { type Abi, type Address, encodeFunctionData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTICALL3_ADDRESS } from '../../config/chains.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import artifacts from './artifacts.json' with { type: 'json' };
import { installMulticall3 } from './multicall3.ts';
import { revertNameOf, startTestChain, type TestChain } from './test-support.ts';

const multicall3Abi = artifacts.Multicall3.abi as Abi;

describe('local Multicall3', () => {
  let chain: TestChain;
  let manager: Address;

  beforeAll(async () => {
    chain = await startTestChain(31_914);
    manager = chain.stack.managerAddress;
  });

  afterAll(async () => {
    await chain.anvil.stop();
  });

  const aggregate3 = (calls: readonly { target: Address; allowFailure: boolean; callData: Hex }[]) =>
    chain.stack.publicClient.readContract({
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [calls],
    }) as Promise<readonly { success: boolean; returnData: Hex }[]>;

  const campaignsOf = (index: bigint): Hex =>
    encodeFunctionData({ abi: managerAbi, functionName: 'campaigns', args: [index] });
  // A call the manager does not have: it reverts.
  const unknownCall: Hex = '0xdeadbeef';

  it('is at the canonical address before anything is deployed, and installing again changes nothing', async () => {
    const code = await chain.stack.publicClient.getCode({ address: MULTICALL3_ADDRESS });
    expect(code?.length).toBeGreaterThan(100);
    await installMulticall3(chain.stack.chain, chain.stack.rpcUrl);
    expect(await chain.stack.publicClient.getCode({ address: MULTICALL3_ADDRESS })).toBe(code);
  });

  it('answers every call in order, a failed one as a failure when it may fail', async () => {
    const results = await aggregate3([
      { target: manager, allowFailure: true, callData: campaignsOf(1n) },
      { target: manager, allowFailure: true, callData: unknownCall },
      { target: manager, allowFailure: false, callData: campaignsOf(2n) },
    ]);
    expect(results.map((result) => result.success)).toEqual([true, false, true]);
    expect(results[0]?.returnData).toBe(`0x${'0'.repeat(64)}`);
  });

  it('reverts naming the call when one that may not fail fails', async () => {
    const call = aggregate3([
      { target: manager, allowFailure: true, callData: campaignsOf(1n) },
      { target: manager, allowFailure: false, callData: unknownCall },
    ]);
    expect(await revertNameOf(call)).toBe('CallFailed');
  });
});
