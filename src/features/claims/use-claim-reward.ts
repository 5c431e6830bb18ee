import { parseEventLogs, zeroAddress, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { readContract, simulateContract, writeContract } from 'wagmi/actions';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { getClaimProof } from '../../api/endpoints/get-claim-proof.ts';
import { campaignKeys, claimKeys, rewardKeys } from '../../api/query-keys.ts';
import type { Address } from '../../domain/address.ts';
import { campaignAbi } from '../../contracts/campaign-abi.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { verifyRewardProof } from '../../contracts/reward-leaves.ts';
import { ClaimStoppedError } from './claim-errors.ts';
import { managerOf, minedReceipt, useClaimMutation, walletOnChain, type OnClaimStep } from './claim-flow.ts';

interface ClaimTarget {
  id: CampaignId;
  /** The address the rewards belong to (and are paid to); the connected wallet sends. */
  user: Address;
}

/**
 * Runs one reward claim end to end: fetch the newest proof, verify it against its root, switch
 * the wallet to the reward chain, make sure the chain already has that root and see what it has
 * paid, simulate, send, wait. Returns what the manager logged as paid in the mined transaction.
 */
async function runClaim(
  config: Config,
  { id, user }: ClaimTarget,
  onStep: OnClaimStep,
): Promise<{ amount: bigint; hash: Hash }> {
  const chainId = id.chainId;
  onStep({ step: 'checking' });
  const manager = managerOf(chainId);
  const proof = await getClaimProof(id, user);
  const leaf = { user, rewardToken: proof.rewardToken.address, cumulativeAmount: proof.cumulativeAmount };
  if (proof.address !== user || !verifyRewardProof(proof.root, leaf, proof.proof)) {
    throw new ClaimStoppedError(
      'The service sent a proof that does not check out, so nothing was sent. Try again later.',
    );
  }
  const sender = await walletOnChain(config, chainId, onStep);

  // The chain is the authority on what has been paid: the service's figures can lag a block.
  const campaignIndex = BigInt(id.campaignIndex);
  const clone = await readContract(config, {
    chainId,
    address: manager,
    abi: managerAbi,
    functionName: 'campaigns',
    args: [campaignIndex],
  });
  if (clone === zeroAddress)
    throw new ClaimStoppedError('The manager contract on this chain does not know this campaign.');
  const [root, paid] = await Promise.all([
    readContract(config, { chainId, address: clone, abi: campaignAbi, functionName: 'merkleRoot' }),
    readContract(config, { chainId, address: clone, abi: campaignAbi, functionName: 'claimed', args: [user] }),
  ]);
  if (root.toLowerCase() !== proof.root.toLowerCase()) {
    throw new ClaimStoppedError('The newest rewards are not on chain yet. Try again in a few minutes.');
  }
  if (proof.cumulativeAmount <= paid) {
    throw new ClaimStoppedError(
      'Nothing left to claim: everything earned so far has already been paid to this address.',
    );
  }

  const { request } = await simulateContract(config, {
    chainId,
    account: sender,
    address: manager,
    abi: managerAbi,
    functionName: 'claim',
    args: [campaignIndex, user, proof.cumulativeAmount, proof.proof],
  });
  onStep({ step: 'confirm-in-wallet' });
  const hash = await writeContract(config, request);
  onStep({ step: 'confirming', hash });
  const receipt = await minedReceipt(config, chainId, hash);
  // A wallet may replace the transaction (speed up, cancel): what was paid is what the manager
  // logged for this campaign and user, in the transaction that was actually mined.
  const [paidLog] = parseEventLogs({ abi: managerAbi, eventName: 'Claimed', logs: receipt.logs }).filter(
    (log) =>
      log.address.toLowerCase() === manager.toLowerCase() &&
      log.args.campaignId === campaignIndex &&
      log.args.user.toLowerCase() === user,
  );
  if (paidLog === undefined) {
    throw new ClaimStoppedError(
      'The transaction that was mined paid no claim; it may have been cancelled or replaced in your wallet.',
    );
  }
  return { amount: paidLog.args.amount, hash: receipt.transactionHash };
}

/**
 * The reward claim of one campaign for one address, as a single status value. Needs the wallet
 * layer (render inside `<WalletReady>`). After a claim lands, rewards, proofs, the campaign's
 * positions and wagmi's balances are refetched.
 */
export function useClaimReward(target: ClaimTarget) {
  return useClaimMutation({
    mutationKey: ['claim', formatCampaignId(target.id), target.user],
    run: (config, onStep) => runClaim(config, target, onStep),
    changes: [rewardKeys.all, claimKeys.all, campaignKeys.details()],
  });
}
