// Deploys the local claim contracts to a local chain (anvil, or the demo's chain in the page) and
// drives their admin side for the mock service. Every write is serialized, so a service may call these helpers concurrently.
import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  zeroAddress,
} from 'viem';
import type { HDAccount } from 'viem/accounts';
import { campaignAbi } from '../../contracts/campaign-abi.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { referralDistributorAbi } from '../../contracts/referral-distributor-abi.ts';
import { devAccount } from './dev-accounts.ts';
import { chainTransport } from './chain-transport.ts';
import { sendInBlocks } from './bulk-writes.ts';
import artifacts from './artifacts.json' with { type: 'json' };
import { campaignExtrasAbi, managerAdminAbi, rewardTokenAbi } from './local-abis.ts';
import { installMulticall3 } from './multicall3.ts';

/** The manager's whole ABI as the operator sees it: production interface plus local admin. */
const localManagerAbi = [...managerAbi, ...managerAdminAbi] as const;

interface TokenSpec {
  name: string;
  symbol: string;
  decimals: number;
}

interface CreateCampaignParams {
  campaignId: bigint | number;
  /** A token from `deployToken`: funding mints it, which only its owner (the operator) may. */
  rewardToken: Address;
  /** Unix seconds. */
  endTime: number;
  /** Seconds after `endTime` during which claims still succeed. */
  claimExpiryDuration: number;
  /** Minted to the new clone once, at creation; top up later with `mintTokens`. */
  fundAmount: bigint;
}

interface CreateReferralDistributorParams {
  campaignId: bigint | number;
  token: Address;
  /** Minted to the new distributor once, at creation; top up later with `mintTokens`. */
  fundAmount: bigint;
}

interface PublishRewardRootParams {
  campaignId: bigint | number;
  root: Hex;
  totalCommitted: bigint;
  finalize: boolean;
}

interface PublishReferralRootParams {
  campaignId: bigint | number;
  root: Hex;
  totalCommitted: bigint;
  /** Unix seconds; claims succeed while block time is at or before it. */
  claimWindowEnd: number;
}

export interface ClaimStack {
  rpcUrl: string;
  chainId: number;
  chain: Chain;
  managerAddress: Address;
  /** Mnemonic index 0: deployed the manager, owns every token from `deployToken`. */
  operator: HDAccount;
  publicClient: PublicClient;
  /** Deploys a new RewardToken each call (not idempotent: tokens have no natural key). */
  deployToken(spec: TokenSpec): Promise<Address>;
  /** Mints `amount` of a `deployToken` token to `to`, e.g. to top up a clone or a distributor. */
  mintTokens(params: { token: Address; to: Address; amount: bigint }): Promise<void>;
  /** Creates and funds the campaign clone; returns the existing clone if the same campaign exists. */
  createCampaign(params: CreateCampaignParams): Promise<Address>;
  /** Creates and funds the referral distributor; returns the existing one if its token matches. */
  createReferralDistributor(params: CreateReferralDistributorParams): Promise<Address>;
  /**
   * Creates, funds and publishes the root of many new campaigns at once (see bulk-writes.ts);
   * every campaign must be new on this chain.
   */
  createAndPublishCampaigns(params: readonly (CreateCampaignParams & PublishRewardRootParams)[]): Promise<void>;
  /** Publishes a reward root; a no-op when the clone already holds exactly this state. */
  publishRewardRoot(params: PublishRewardRootParams): Promise<void>;
  /** Publishes a referral root; a no-op when the distributor already holds exactly this state. */
  publishReferralRoot(params: PublishReferralRootParams): Promise<void>;
  /** Timestamp of the latest block, unix seconds. */
  getChainTime(): Promise<number>;
  /** Mines a block at `unixSeconds`; a no-op when the chain is already there, an error before it. */
  setChainTime(unixSeconds: number): Promise<void>;
  /** Moves chain time forward by `seconds` and mines a block. */
  increaseTime(seconds: number): Promise<void>;
}

/** A viem chain for a local anvil at `rpcUrl`. */
export function localAnvilChain(rpcUrl: string, chainId: number): Chain {
  return defineChain({
    id: chainId,
    name: `Anvil ${String(chainId)}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

/**
 * Deploys a fresh TbiManager (operator = mnemonic index 0), with Multicall3 at its canonical
 * address before anything can read, and returns helpers bound to it.
 */
export async function deployClaimStack(rpcUrl: string, chainId: number): Promise<ClaimStack> {
  const chain = localAnvilChain(rpcUrl, chainId);
  await installMulticall3(chain, rpcUrl);
  const operator = devAccount(0);
  const wallet = createWalletClient({ account: operator, chain, transport: chainTransport(rpcUrl) });
  const publicClient = createPublicClient({ chain, transport: chainTransport(rpcUrl) });
  const hash = await wallet.deployContract({
    abi: localManagerAbi,
    bytecode: artifacts.TbiManager.bytecode as Hex,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || receipt.contractAddress == null) {
    throw new Error(`TbiManager deployment failed in ${hash}`);
  }
  return connectClaimStack(rpcUrl, chainId, receipt.contractAddress);
}

/** Helpers bound to an already deployed TbiManager, e.g. after the service restarts. */
export function connectClaimStack(rpcUrl: string, chainId: number, managerAddress: Address): ClaimStack {
  const chain = localAnvilChain(rpcUrl, chainId);
  const operator = devAccount(0);
  const transport = chainTransport(rpcUrl);
  const wallet = createWalletClient({ account: operator, chain, transport });
  const publicClient: PublicClient = createPublicClient({ chain, transport });
  const testClient = createTestClient({ mode: 'anvil', chain, transport });
  const manager = { address: managerAddress, abi: localManagerAbi } as const;

  // One local account, one nonce sequence: concurrent callers would otherwise race for nonces.
  let queue: Promise<unknown> = Promise.resolve();
  function serialized<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  }

  // Writes are not simulated separately: viem's gas estimation runs the call first, so a revert
  // already surfaces as a decoded contract error (errorName from the ABI) before anything is sent.
  async function confirm(hash: Hex, what: string): Promise<void> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} reverted in ${hash}`);
  }

  const campaignOf = (id: bigint): Promise<Address> =>
    publicClient.readContract({ ...manager, functionName: 'campaigns', args: [id] });
  const distributorOf = (id: bigint): Promise<Address> =>
    publicClient.readContract({ ...manager, functionName: 'referralDistributors', args: [id] });

  async function mint(token: Address, to: Address, amount: bigint): Promise<void> {
    if (amount === 0n) return;
    const hash = await wallet.writeContract({
      address: token,
      abi: rewardTokenAbi,
      functionName: 'mint',
      args: [to, amount],
    });
    await confirm(hash, 'mint');
  }

  return {
    rpcUrl,
    chainId,
    chain,
    managerAddress,
    operator,
    publicClient,

    deployToken: ({ name, symbol, decimals }) =>
      serialized(async () => {
        const hash = await wallet.deployContract({
          abi: rewardTokenAbi,
          bytecode: artifacts.RewardToken.bytecode as Hex,
          args: [name, symbol, decimals],
        });
        const receipt = await publicClient.waitForTransactionReceipt({ hash });
        if (receipt.status !== 'success' || receipt.contractAddress == null) {
          throw new Error(`RewardToken ${symbol} deployment failed in ${hash}`);
        }
        return receipt.contractAddress;
      }),

    mintTokens: ({ token, to, amount }) => serialized(() => mint(token, to, amount)),

    createCampaign: (params) =>
      serialized(async () => {
        const id = BigInt(params.campaignId);
        const existing = await campaignOf(id);
        if (existing !== zeroAddress) {
          const at = { address: existing, abi: campaignAbi } as const;
          const [token, endTime, expiry] = await Promise.all([
            publicClient.readContract({ ...at, functionName: 'rewardToken' }),
            publicClient.readContract({ ...at, functionName: 'endTime' }),
            publicClient.readContract({ ...at, functionName: 'claimExpiryDuration' }),
          ]);
          const same =
            token.toLowerCase() === params.rewardToken.toLowerCase() &&
            endTime === BigInt(params.endTime) &&
            expiry === BigInt(params.claimExpiryDuration);
          if (!same) throw new Error(`campaign ${String(id)} exists with other parameters`);
          return existing;
        }
        const hash = await wallet.writeContract({
          ...manager,
          functionName: 'createCampaign',
          args: [id, params.rewardToken, BigInt(params.endTime), BigInt(params.claimExpiryDuration)],
        });
        await confirm(hash, 'createCampaign');
        const campaign = await campaignOf(id);
        await mint(params.rewardToken, campaign, params.fundAmount);
        return campaign;
      }),

    createReferralDistributor: (params) =>
      serialized(async () => {
        const id = BigInt(params.campaignId);
        const existing = await distributorOf(id);
        if (existing !== zeroAddress) {
          const token = await publicClient.readContract({
            address: existing,
            abi: referralDistributorAbi,
            functionName: 'referralToken',
          });
          if (token.toLowerCase() !== params.token.toLowerCase()) {
            throw new Error(`campaign ${String(id)} has a referral distributor for ${token}`);
          }
          return existing;
        }
        const hash = await wallet.writeContract({
          ...manager,
          functionName: 'createReferralDistributor',
          args: [id, params.token],
        });
        await confirm(hash, 'createReferralDistributor');
        const distributor = await distributorOf(id);
        await mint(params.token, distributor, params.fundAmount);
        return distributor;
      }),

    createAndPublishCampaigns: (list) =>
      serialized(async () => {
        const clients = { wallet, publicClient, testClient };
        const abi = localManagerAbi as Abi;
        await sendInBlocks(
          clients,
          list.map((params) => ({
            ...manager,
            abi,
            functionName: 'createCampaign',
            args: [
              BigInt(params.campaignId),
              params.rewardToken,
              BigInt(params.endTime),
              BigInt(params.claimExpiryDuration),
            ],
            kind: 'createCampaign',
          })),
        );
        const clones = await Promise.all(list.map((params) => campaignOf(BigInt(params.campaignId))));
        await sendInBlocks(
          clients,
          list.flatMap((params, i) => [
            ...(params.fundAmount === 0n
              ? []
              : [
                  {
                    address: params.rewardToken,
                    abi: rewardTokenAbi as Abi,
                    functionName: 'mint',
                    args: [clones[i], params.fundAmount],
                    kind: 'mint',
                  },
                ]),
            {
              ...manager,
              abi,
              functionName: 'updateRoot',
              args: [BigInt(params.campaignId), params.root, params.totalCommitted, params.finalize],
              kind: 'updateRoot',
            },
          ]),
        );
      }),

    publishRewardRoot: (params) =>
      serialized(async () => {
        const id = BigInt(params.campaignId);
        const campaign = await campaignOf(id);
        if (campaign !== zeroAddress) {
          const [root, finalized, committed] = await Promise.all([
            publicClient.readContract({ address: campaign, abi: campaignAbi, functionName: 'merkleRoot' }),
            publicClient.readContract({ address: campaign, abi: campaignAbi, functionName: 'finalized' }),
            publicClient.readContract({ address: campaign, abi: campaignExtrasAbi, functionName: 'totalCommitted' }),
          ]);
          const unchanged =
            root.toLowerCase() === params.root.toLowerCase() &&
            finalized === params.finalize &&
            committed === params.totalCommitted;
          if (unchanged) return;
        }
        // An unknown campaign falls through so the contract's InvalidCampaign reaches the caller.
        const hash = await wallet.writeContract({
          ...manager,
          functionName: 'updateRoot',
          args: [id, params.root, params.totalCommitted, params.finalize],
        });
        await confirm(hash, 'updateRoot');
      }),

    publishReferralRoot: (params) =>
      serialized(async () => {
        const id = BigInt(params.campaignId);
        const distributor = await distributorOf(id);
        if (distributor !== zeroAddress) {
          const at = { address: distributor, abi: referralDistributorAbi } as const;
          const [root, committed, windowEnd] = await Promise.all([
            publicClient.readContract({ ...at, functionName: 'referralRoot' }),
            publicClient.readContract({ ...at, functionName: 'totalCommitted' }),
            publicClient.readContract({ ...at, functionName: 'claimWindowEnd' }),
          ]);
          const unchanged =
            root.toLowerCase() === params.root.toLowerCase() &&
            committed === params.totalCommitted &&
            windowEnd === BigInt(params.claimWindowEnd);
          if (unchanged) return;
        }
        const hash = await wallet.writeContract({
          ...manager,
          functionName: 'updateReferralRoot',
          args: [id, params.root, params.totalCommitted, BigInt(params.claimWindowEnd)],
        });
        await confirm(hash, 'updateReferralRoot');
      }),

    getChainTime: async () => {
      const block = await publicClient.getBlock({ blockTag: 'latest' });
      return Number(block.timestamp);
    },

    setChainTime: (unixSeconds) =>
      serialized(async () => {
        const block = await publicClient.getBlock({ blockTag: 'latest' });
        const now = Number(block.timestamp);
        if (unixSeconds === now) return;
        if (unixSeconds < now) {
          throw new Error(`chain time cannot go back from ${String(now)} to ${String(unixSeconds)}`);
        }
        await testClient.setNextBlockTimestamp({ timestamp: BigInt(unixSeconds) });
        await testClient.mine({ blocks: 1 });
      }),

    increaseTime: (seconds) =>
      serialized(async () => {
        await testClient.increaseTime({ seconds });
        await testClient.mine({ blocks: 1 });
      }),
  };
}
