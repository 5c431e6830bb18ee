// The development wallet's EIP-5792 methods on a real anvil, driven through viem's own actions
// (the ones wagmi's sendCalls, waitForCallsStatus and getCapabilities call), so the shapes are
// the ones wagmi 2 and viem 2 read.
import {
  concat,
  createWalletClient,
  custom,
  encodeFunctionData,
  http,
  numberToHex,
  parseUnits,
  type Address,
} from 'viem';
import { getCallsStatus, getCapabilities, sendCalls, waitForCallsStatus } from 'viem/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributionSuffix } from '../../contracts/attribution-suffix.ts';
import { devAccount } from '../../mock/chain/anvil.ts';
import { rewardTokenAbi } from '../../mock/chain/local-abis.ts';
import { balanceOf, startTestChain, type TestChain } from '../../mock/chain/test-support.ts';
import type { CallsRecord } from './atomic-batch.ts';
import { walletCalls } from './wallet-calls.ts';

const CHAIN_ID = 31_921;
const holder = devAccount(3);
const [bob, carol] = [devAccount(4).address, devAccount(5).address];
const usd = (amount: string): bigint => parseUnits(amount, 6);

describe('the development wallet batches atomically (EIP-5792)', () => {
  let chain: TestChain;
  let token: Address;
  let wallet: ReturnType<typeof walletFor>;

  function walletFor(testChain: TestChain) {
    const url = testChain.anvil.rpcUrl;
    const records = new Map<string, CallsRecord>();
    let next = 0;
    const signer = createWalletClient({ account: holder, chain: testChain.stack.chain, transport: http(url) });
    const calls = walletCalls({
      rpcUrlOf: (id) => (id === CHAIN_ID ? url : undefined),
      chainIds: [CHAIN_ID],
      account: () => holder.address,
      // Signed locally, as the development wallet does (its accounts need not be unlocked).
      send: (_chainId, call) =>
        signer.sendTransaction({
          to: call.to,
          data: call.data,
          value: call.value === undefined ? undefined : BigInt(call.value),
          gas: BigInt(call.gas),
        }),
      store: { get: (id) => records.get(id), set: (id, record) => records.set(id, record) },
      newId: () => numberToHex((next += 1), { size: 32 }),
    });
    const passthrough = http(url)({ chain: testChain.stack.chain });
    return createWalletClient({
      account: holder.address,
      chain: testChain.stack.chain,
      transport: custom({
        request: ({ method, params }: { method: string; params?: unknown }) =>
          calls.handles(method) ? calls.request(method, params) : passthrough.request({ method, params } as never),
      }),
    });
  }

  const transfer = (to: Address, amount: bigint) => ({
    to: token,
    data: encodeFunctionData({ abi: rewardTokenAbi, functionName: 'transfer', args: [to, amount] }),
  });

  beforeAll(async () => {
    chain = await startTestChain(CHAIN_ID);
    token = await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
    await chain.stack.mintTokens({ token, to: holder.address, amount: usd('100') });
    wallet = walletFor(chain);
  });

  afterAll(async () => {
    await chain.anvil.stop();
  });

  it('reports atomic batching as supported on its chains only', async () => {
    expect(await getCapabilities(wallet)).toEqual({ [CHAIN_ID]: { atomic: { status: 'supported' } } });
    expect(await getCapabilities(wallet, { chainId: CHAIN_ID })).toEqual({ atomic: { status: 'supported' } });
  });

  it('mines every call of a batch in one block and reports it confirmed with its receipts', async () => {
    const { id } = await sendCalls(wallet, {
      calls: [transfer(bob, usd('1')), transfer(carol, usd('2')), transfer(bob, usd('3'))],
      forceAtomic: true,
    });
    const result = await waitForCallsStatus(wallet, { id, pollingInterval: 50 });
    expect(result).toMatchObject({ status: 'success', statusCode: 200, atomic: true, chainId: CHAIN_ID });
    expect(result.receipts).toHaveLength(3);
    expect(new Set(result.receipts?.map((receipt) => receipt.blockNumber)).size).toBe(1);
    expect(result.receipts?.every((receipt) => receipt.status === 'success')).toBe(true);
    expect(await balanceOf(chain, token, bob)).toBe(usd('4'));
    expect(await balanceOf(chain, token, carol)).toBe(usd('2'));
  });

  it('sends nothing when one call would revert, and says the batch failed', async () => {
    const nonce = await chain.stack.publicClient.getTransactionCount({ address: holder.address });
    const { id } = await sendCalls(wallet, {
      calls: [transfer(bob, usd('1')), transfer(carol, usd('1000'))],
      forceAtomic: true,
    });
    const result = await getCallsStatus(wallet, { id });
    expect(result).toMatchObject({ status: 'failure', statusCode: 400, receipts: [] });
    expect(await chain.stack.publicClient.getTransactionCount({ address: holder.address })).toBe(nonce);
    expect(await balanceOf(chain, token, bob)).toBe(usd('4'));
  });

  it('refuses in EIP-5792 error codes what it cannot do', async () => {
    const code = async (call: Promise<unknown>): Promise<unknown> =>
      call.then(
        () => 'succeeded',
        (error: unknown) => (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code,
      );
    const request = (method: string, params: unknown[]) => wallet.request({ method, params } as never);
    expect(await code(request('wallet_getCallsStatus', ['0x1234']))).toBe(5730);
    const batch = (overrides: Record<string, unknown>) =>
      request('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: numberToHex(CHAIN_ID),
          calls: [transfer(bob, 1n)],
          atomicRequired: true,
          ...overrides,
        },
      ]);
    expect(await code(batch({ chainId: numberToHex(1) }))).toBe(5710);
    expect(await code(batch({ capabilities: { paymasterService: { url: 'x' } } }))).toBe(5700);
    expect(await code(batch({ from: bob }))).toBe(4100);

    // More gas than one block holds: "batch too large", and nothing sent.
    const rpc = (method: string, params: unknown[]) =>
      fetch(chain.anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
    await rpc('evm_setBlockGasLimit', [numberToHex(100_000)]);
    await rpc('evm_mine', []);
    try {
      expect(await code(batch({ calls: [transfer(bob, 1n), transfer(carol, 1n), transfer(bob, 1n)] }))).toBe(5740);
    } finally {
      await rpc('evm_setBlockGasLimit', [numberToHex(30_000_000)]);
      await rpc('evm_mine', []);
    }
    expect(await balanceOf(chain, token, bob)).toBe(usd('4'));
  });

  it('mines each call’s data as given, an ERC-8021 attribution after the call included', async () => {
    const attributed = {
      ...transfer(carol, usd('1')),
      data: concat([transfer(carol, usd('1')).data, attributionSuffix(['tbi'])]),
    };
    const { id } = await sendCalls(wallet, { calls: [attributed], forceAtomic: true });
    const result = await waitForCallsStatus(wallet, { id, pollingInterval: 50 });
    const [receipt] = result.receipts ?? [];
    if (receipt === undefined) throw new Error('no receipt');
    const mined = await chain.stack.publicClient.getTransaction({ hash: receipt.transactionHash });
    expect(mined.input).toBe(attributed.data);
    expect(await balanceOf(chain, token, carol)).toBe(usd('3'));
  });
});
