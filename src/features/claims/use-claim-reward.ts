import { useRef, useState } from 'react';
import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BaseError, parseEventLogs, zeroAddress, type Hash } from 'viem';
import { useConfig, type Config } from 'wagmi';
import {
  getAccount,
  readContract,
  simulateContract,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { formatCampaignId } from '../../api/campaign-id.ts';
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

/** How long to wait for the claim to be mined before saying so (the wallet may have dropped it). */
const RECEIPT_TIMEOUT_MS = 5 * 60_000;

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
  const receipt = await waitForTransactionReceipt(config, { chainId, hash, timeout: RECEIPT_TIMEOUT_MS }).catch(
    (error: unknown) => {
      // wagmi reports a mined-but-reverted transaction as a plain Error carrying the reason.
      if (error instanceof BaseError) throw error;
      throw new ClaimStoppedError(`The claim transaction was included but reverted (${errorText(error)}).`);
    },
  );
  if (receipt.status !== 'success') throw new ClaimStoppedError('The claim transaction was included but reverted.');
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

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
  // Shared with any other button for the same claim, and kept across unmounts: a claim still
  // being confirmed must not be sent a second time from a remounted button.
  const mutationKey = ['claim', formatCampaignId(target.id), target.user] as const;
  const inFlight = useIsMutating({ mutationKey }) > 0;
  const starting = useRef(false);
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => runClaim(config, target, setStatus),
    onSuccess: async (result) => {
      setStatus({ step: 'claimed', ...result });
      await invalidateAfterClaim(queryClient);
    },
    onError: (error) => {
      console.error('Claim failed', error);
      setStatus({ step: 'failed', message: describeClaimError(error) });
    },
    onSettled: () => {
      starting.current = false;
    },
  });
  const stepInProgress = status.step !== 'idle' && status.step !== 'claimed' && status.step !== 'failed';
  return {
    status,
    /** A claim for this campaign and address is under way, here or in another mounted button. */
    busy: stepInProgress || inFlight,
    claim: () => {
      // A double click lands before React re-renders the button as busy.
      if (starting.current || inFlight) return;
      starting.current = true;
      mutation.mutate();
    },
  };
}
