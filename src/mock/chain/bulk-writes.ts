import type { Abi, Address, Chain, Hex, PublicClient, TestClient, Transport, WalletClient } from 'viem';
import type { HDAccount } from 'viem/accounts';

// Many operator writes at once on a local anvil: sent back to back with explicit nonces, one gas
// estimate per kind of call and automine off, then mined a block at a time. One write at a time
// costs a gas estimate, a fee lookup and a receipt poll each, which for the hundreds of writes of
// POST /__mock/many-rewards took over a minute; this takes seconds.

export interface BulkCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  /** Calls of one kind share one gas estimate (the first call's, with headroom). */
  kind: string;
}

export interface BulkClients {
  wallet: WalletClient<Transport, Chain, HDAccount>;
  publicClient: PublicClient;
  testClient: TestClient<'anvil', Transport, Chain>;
}

/** Gas per block we fill up to: well under anvil's default 30M limit. */
const BLOCK_GAS_BUDGET = 20_000_000n;

/** Headroom on a kind's gas estimate: later calls of a kind may touch colder storage. */
const withHeadroom = (gas: bigint): bigint => (gas * 3n) / 2n + 20_000n;

/**
 * Sends `calls` in order from the wallet's account and mines them; throws naming the first
 * call that reverted. The caller must be the only writer of that account meanwhile.
 */
export async function sendInBlocks(clients: BulkClients, calls: readonly BulkCall[]): Promise<void> {
  if (calls.length === 0) return;
  const { wallet, publicClient, testClient } = clients;
  const account = wallet.account;
  const gasByKind = new Map<string, bigint>();
  for (const call of calls) {
    if (gasByKind.has(call.kind)) continue;
    const estimate = await publicClient.estimateContractGas({ ...call, account });
    gasByKind.set(call.kind, withHeadroom(estimate));
  }
  const gasPrice = (await publicClient.getGasPrice()) * 2n;
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const sent: { hash: Hex; call: BulkCall }[] = [];
  await testClient.setAutomine(false);
  try {
    let blockGas = 0n;
    for (const call of calls) {
      const gas = gasByKind.get(call.kind) ?? 0n;
      if (blockGas + gas > BLOCK_GAS_BUDGET) {
        await testClient.mine({ blocks: 1 });
        blockGas = 0n;
      }
      const hash = await wallet.writeContract({ ...call, account, chain: wallet.chain, gas, gasPrice, nonce });
      nonce += 1;
      blockGas += gas;
      sent.push({ hash, call });
    }
    await testClient.mine({ blocks: 1 });
  } finally {
    await testClient.setAutomine(true);
  }
  const receipts = await Promise.all(sent.map(({ hash }) => publicClient.getTransactionReceipt({ hash })));
  receipts.forEach((receipt, i) => {
    const call = sent[i]?.call;
    if (receipt.status !== 'success')
      throw new Error(`${call?.functionName ?? 'a bulk call'} reverted in ${receipt.transactionHash}`);
  });
}
