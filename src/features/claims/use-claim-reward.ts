import { useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { zeroAddress, type Hash } from 'viem';
import { useConfig, type Config } from 'wagmi';
import {
  getAccount,
  readContract,
  simulateContract,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { getClaimProof } from '../../api/endpoints/get-claim-proof.ts';
import { campaignKeys, claimKeys, rewardKeys } from '../../api/query-keys.ts';
import type { CampaignId } from '../../api/schemas/campaign.ts';
import type { Address } from '../../api/schemas/primitives.ts';
import { chainName } from '../../config/chains.ts';
import { appConfig } from '../../config/env.ts';
import { campaignAbi } from '../../contracts/campaign-abi.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { verifyRewardProof } from '../../contracts/reward-leaves.ts';
import { ClaimStoppedError, describeClaimError } from './claim-errors.ts';

/** Where a claim stands; the UI shows exactly one of these. */
export type ClaimStatus =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'switching-chain'; chainName: string }
  | { step: 'confirm-in-wallet' }
  | { step: 'confirming'; hash: Hash }
  | { step: 'claimed'; amount: bigint; hash: Hash }
  | { step: 'failed'; message: string };

interface ClaimTarget {
  id: CampaignId;
  /** The address the rewards belong to (and are paid to); the connected wallet sends. */
  user: Address;
}

// wagmi's own read queries whose answers a claim changes (token balances, contract reads).
const WAGMI_READS_A_CLAIM_CHANGES = new Set(['balance', 'readContract', 'readContracts']);

function invalidateAfterClaim(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
    queryClient.invalidateQueries({ queryKey: claimKeys.all }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.details() }),
    queryClient.invalidateQueries({
      predicate: (query) => WAGMI_READS_A_CLAIM_CHANGES.has(String(query.queryKey[0])),
    }),
  ]);
}

/**
 * Runs one reward claim end to end: fetch the newest proof, verify it against its root, make sure
 * the chain already has that root and how much it has paid, switch the wallet to the reward
 * chain, simulate, send, wait for the receipt. Returns what was paid.
 */
async function runClaim(
  config: Config,
  { id, user }: ClaimTarget,
  onStep: (status: ClaimStatus) => void,
): Promise<{ amount: bigint; hash: Hash }> {
  const chainId = id.chainId;
  const manager = appConfig.managerAddresses[chainId];
  if (manager === undefined) {
    throw new ClaimStoppedError(
      `This app has no manager contract for ${chainName(chainId)}, so it cannot claim there.`,
    );
  }
  onStep({ step: 'checking' });
  const proof = await getClaimProof(id, user);
  const leaf = { user, rewardToken: proof.rewardToken.address, cumulativeAmount: proof.cumulativeAmount };
  if (proof.address !== user || !verifyRewardProof(proof.root, leaf, proof.proof)) {
    throw new ClaimStoppedError(
      'The service sent a proof that does not check out, so nothing was sent. Try again later.',
    );
  }

  const account = getAccount(config);
  if (account.address === undefined) throw new ClaimStoppedError('Connect a wallet to send the claim.');
  if (account.chainId !== chainId) {
    onStep({ step: 'switching-chain', chainName: chainName(chainId) });
    await switchChain(config, { chainId });
  }

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
  const amount = proof.cumulativeAmount - paid;
  if (amount <= 0n) {
    throw new ClaimStoppedError(
      'Nothing left to claim: everything earned so far has already been paid to this address.',
    );
  }

  const { request } = await simulateContract(config, {
    chainId,
    account: account.address,
    address: manager,
    abi: managerAbi,
    functionName: 'claim',
    args: [campaignIndex, user, proof.cumulativeAmount, proof.proof],
  });
  onStep({ step: 'confirm-in-wallet' });
  const hash = await writeContract(config, request);
  onStep({ step: 'confirming', hash });
  const receipt = await waitForTransactionReceipt(config, { chainId, hash });
  if (receipt.status !== 'success') throw new ClaimStoppedError('The claim transaction was included but reverted.');
  return { amount, hash };
}

/**
 * The reward claim of one campaign for one address, as a single status value. Needs the wallet
 * layer (render inside `<WalletReady>`). After a claim lands, rewards, proofs, the campaign's
 * positions and wagmi's balances are refetched.
 */
export function useClaimReward(target: ClaimTarget) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ClaimStatus>({ step: 'idle' });
  const mutation = useMutation({
    mutationFn: () => runClaim(config, target, setStatus),
    onSuccess: async (result) => {
      setStatus({ step: 'claimed', ...result });
      await invalidateAfterClaim(queryClient);
    },
    onError: (error) => {
      console.error('Claim failed', error);
      setStatus({ step: 'failed', message: describeClaimError(error) });
    },
  });
  return {
    status,
    /** True from the click until the receipt or the failure. */
    busy: mutation.isPending,
    claim: () => {
      mutation.mutate();
    },
  };
}
