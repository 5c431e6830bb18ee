// Shared setup for the chain tests: a fresh anvil with the claim stack, a relayer account that
// submits claims for others, real OpenZeppelin trees, and decoding of revert names.
import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import {
  BaseError,
  ContractFunctionRevertedError,
  createWalletClient,
  http,
  type Address,
  type Chain,
  type Hex,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import type { HDAccount } from 'viem/accounts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import {
  referralLeafEncoding,
  referralLeafValues,
  rewardLeafEncoding,
  rewardLeafValues,
  type ReferralLeafValues,
  type RewardLeafValues,
} from '../../contracts/reward-leaves.ts';
import { devAccount, getFreePort, startAnvil, type AnvilInstance } from './anvil.ts';
import { deployClaimStack, type ClaimStack } from './deploy.ts';
import { rewardTokenAbi } from './local-abis.ts';

export interface TestChain {
  anvil: AnvilInstance;
  stack: ClaimStack;
  /** Mnemonic index 9: pays gas for other people's claims and never receives tokens. */
  relayer: WalletClient<Transport, Chain, HDAccount>;
}

/** Starts anvil on a free port and deploys the manager on it. */
export async function startTestChain(chainId: number): Promise<TestChain> {
  const anvil = await startAnvil({ port: await getFreePort(), chainId });
  try {
    const stack = await deployClaimStack(anvil.rpcUrl, chainId);
    const relayer = createWalletClient({
      account: devAccount(9),
      chain: stack.chain,
      transport: http(anvil.rpcUrl),
    });
    return { anvil, stack, relayer };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** The custom error name inside a viem error, if the revert decoded against the ABI. */
function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

/** Awaits a call that must revert and returns its decoded error name. */
export async function revertNameOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
  } catch (error) {
    return revertName(error);
  }
  throw new Error('expected the call to revert, it succeeded');
}

export interface RewardTree {
  root: Hex;
  proof(user: Address): Hex[];
}

/** A real standard tree of cumulative rewards in one token. */
export function buildRewardTree(rewardToken: Address, amounts: readonly (readonly [Address, bigint])[]): RewardTree {
  const tree = StandardMerkleTree.of<RewardLeafValues>(
    amounts.map(([user, cumulativeAmount]) => rewardLeafValues({ user, rewardToken, cumulativeAmount })),
    [...rewardLeafEncoding],
  );
  return { root: tree.root as Hex, proof: (user) => proofOf(tree, 0, user) };
}

/** A real standard tree of one campaign's referral payouts. */
export function buildReferralTree(
  campaignId: bigint,
  token: Address,
  amounts: readonly (readonly [Address, bigint])[],
): RewardTree {
  const tree = StandardMerkleTree.of<ReferralLeafValues>(
    amounts.map(([referrer, amount]) => referralLeafValues({ campaignId, referrer, token, amount })),
    [...referralLeafEncoding],
  );
  return { root: tree.root as Hex, proof: (referrer) => proofOf(tree, 1, referrer) };
}

/**
 * A campaign on `chain` with a referral pool of 100 tokens of 6 decimals whose root pays
 * `referrer` `amount` (and `other` 1 token, so the tree has two leaves), published with a claim
 * window of `windowDays` unless `publish` is false. Returns the distributor and the referrer's proof.
 */
export async function openReferralPayout(
  chain: TestChain,
  params: {
    campaignId: number;
    token: Address;
    referrer: Address;
    other: Address;
    amount: bigint;
    publish?: boolean;
    committed?: bigint;
    windowDays?: number;
  },
): Promise<{ distributor: Address; root: Hex; proof: Hex[] }> {
  const day = 86_400;
  const now = await chain.stack.getChainTime();
  await chain.stack.createCampaign({
    campaignId: params.campaignId,
    rewardToken: params.token,
    endTime: now + day,
    claimExpiryDuration: 30 * day,
    fundAmount: 1_000_000n,
  });
  const distributor = await chain.stack.createReferralDistributor({
    campaignId: params.campaignId,
    token: params.token,
    fundAmount: 100_000_000n,
  });
  const tree = buildReferralTree(BigInt(params.campaignId), params.token, [
    [params.referrer, params.amount],
    [params.other, 1_000_000n],
  ]);
  if (params.publish !== false) {
    await chain.stack.publishReferralRoot({
      campaignId: params.campaignId,
      root: tree.root,
      totalCommitted: params.committed ?? params.amount + 1_000_000n,
      claimWindowEnd: now + (params.windowDays ?? 14) * day,
    });
  }
  return { distributor, root: tree.root, proof: tree.proof(params.referrer) };
}

function proofOf<T extends unknown[]>(tree: StandardMerkleTree<T>, accountField: number, account: Address): Hex[] {
  for (const [index, values] of tree.entries()) {
    if (String(values[accountField]).toLowerCase() === account.toLowerCase()) {
      return tree.getProof(index) as Hex[];
    }
  }
  throw new Error(`${account} is not in the tree`);
}

/** Simulates like the app does, then sends from the relayer and waits for the receipt. */
export async function claimAsRelayer(
  chain: TestChain,
  args: readonly [campaignId: bigint, user: Address, cumulativeAmount: bigint, proof: Hex[]],
): Promise<TransactionReceipt> {
  const { request } = await chain.stack.publicClient.simulateContract({
    address: chain.stack.managerAddress,
    abi: managerAbi,
    functionName: 'claim',
    args,
    account: chain.relayer.account,
  });
  const hash = await chain.relayer.writeContract(request);
  return chain.stack.publicClient.waitForTransactionReceipt({ hash });
}

/** Same as `claimAsRelayer` for a referral payout. */
export async function claimReferralAsRelayer(
  chain: TestChain,
  args: readonly [campaignId: bigint, referrer: Address, amount: bigint, proof: Hex[]],
): Promise<TransactionReceipt> {
  const { request } = await chain.stack.publicClient.simulateContract({
    address: chain.stack.managerAddress,
    abi: managerAbi,
    functionName: 'claimReferral',
    args,
    account: chain.relayer.account,
  });
  const hash = await chain.relayer.writeContract(request);
  return chain.stack.publicClient.waitForTransactionReceipt({ hash });
}

/** Token balance of `account`. */
export function balanceOf(chain: TestChain, token: Address, account: Address): Promise<bigint> {
  return chain.stack.publicClient.readContract({
    address: token,
    abi: rewardTokenAbi,
    functionName: 'balanceOf',
    args: [account],
  });
}
