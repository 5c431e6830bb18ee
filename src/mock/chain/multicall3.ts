// Puts our Multicall3 (contracts/src/Multicall3.sol) at the address every production chain has
// one, so the app's batched reads run the same way on the local chains.
import { createPublicClient, createTestClient, type Chain, type Hex } from 'viem';
import { chainTransport } from './chain-transport.ts';
import { MULTICALL3_ADDRESS } from '../../config/chains.ts';
import artifacts from './artifacts.json' with { type: 'json' };

/**
 * Installs Multicall3's runtime code at its canonical address with `anvil_setCode` (no transaction:
 * no account's nonce moves, so the manager still lands where the app expects it). The runtime
 * code is what running the creation code returns, asked of the chain itself with `eth_call`.
 * Idempotent: a chain that already has it is left alone.
 */
export async function installMulticall3(chain: Chain, rpcUrl: string): Promise<void> {
  const transport = chainTransport(rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const { data: runtime } = await publicClient.call({ data: artifacts.Multicall3.bytecode as Hex });
  if (runtime === undefined || runtime === '0x') {
    throw new Error(`Multicall3's creation code returned no runtime code on ${rpcUrl}`);
  }
  const current = await publicClient.getCode({ address: MULTICALL3_ADDRESS });
  if (current === runtime) return;
  await createTestClient({ mode: 'anvil', chain, transport }).setCode({
    address: MULTICALL3_ADDRESS,
    bytecode: runtime,
  });
}
