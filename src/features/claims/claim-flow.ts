import { useRef, useState } from 'react';
import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BaseError, type Hash, type TransactionReceipt } from 'viem';
import { useConfig, type Config } from 'wagmi';
import { getAccount, switchChain, waitForTransactionReceipt } from 'wagmi/actions';
import type { Address } from '../../domain/address.ts';
import { chainName } from '../../config/chains.ts';
import { appConfig } from '../../config/env.ts';
import { ClaimStoppedError, describeClaimError } from './claim-errors.ts';

// What a reward claim and a referral payout have in common: the manager on the reward chain, the
// wallet on that chain, the wait for a receipt, and one status value for the UI.

/** Where a claim stands; the UI shows exactly one of these. */
export type ClaimStatus =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'switching-chain'; chainName: string }
  | { step: 'confirm-in-wallet' }
  | { step: 'confirming'; hash: Hash }
  | { step: 'claimed'; amount: bigint; hash: Hash }
  | { step: 'failed'; message: string };

export type OnClaimStep = (status: ClaimStatus) => void;

/** How long to wait for a claim to be mined before saying so (the wallet may have dropped it). */
const RECEIPT_TIMEOUT_MS = 5 * 60_000;

// wagmi's own read queries whose answers a claim changes (token balances, contract reads).
const WAGMI_READS_A_CLAIM_CHANGES = new Set(['balance', 'readContract', 'readContracts']);

/** The manager contract of a reward chain, or a stop in words when this app has none for it. */
export function managerOf(chainId: number): Address {
  const manager = appConfig.managerAddresses[chainId];
  if (manager === undefined) {
    throw new ClaimStoppedError(
      `This app has no manager contract for ${chainName(chainId)}, so it cannot claim there.`,
    );
  }
  return manager;
}

/** The connected account, with the wallet switched to `chainId` first when it is elsewhere. */
export async function walletOnChain(config: Config, chainId: number, onStep: OnClaimStep): Promise<Address> {
  const account = getAccount(config);
  if (account.address === undefined) throw new ClaimStoppedError('Connect a wallet to send the claim.');
  if (account.chainId !== chainId) {
    onStep({ step: 'switching-chain', chainName: chainName(chainId) });
    await switchChain(config, { chainId });
  }
  return account.address;
}

/** Waits for a successful receipt; a revert, a timeout or a dropped transaction is a stop in words. */
export async function minedReceipt(config: Config, chainId: number, hash: Hash): Promise<TransactionReceipt> {
  const receipt = await waitForTransactionReceipt(config, { chainId, hash, timeout: RECEIPT_TIMEOUT_MS }).catch(
    (error: unknown) => {
      // wagmi reports a mined-but-reverted transaction as a plain Error carrying the reason.
      if (error instanceof BaseError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ClaimStoppedError(`The claim transaction was included but reverted (${reason}).`);
    },
  );
  if (receipt.status !== 'success') throw new ClaimStoppedError('The claim transaction was included but reverted.');
  return receipt;
}

/** Refetches what a claim changes: the given service keys and wagmi's balances and reads. */
function invalidateAfterClaim(queryClient: QueryClient, serviceKeys: readonly (readonly unknown[])[]) {
  return Promise.all([
    ...serviceKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({
      predicate: (query) => WAGMI_READS_A_CLAIM_CHANGES.has(String(query.queryKey[0])),
    }),
  ]);
}

interface ClaimMutationOptions {
  /** Identifies this claim across every button showing it, and across unmounts. */
  mutationKey: readonly unknown[];
  run: (config: Config, onStep: OnClaimStep) => Promise<{ amount: bigint; hash: Hash }>;
  /** Service keys to refetch once the claim has landed. */
  changes: readonly (readonly unknown[])[];
}

/**
 * One claim as a single status value. A claim in flight is tracked by its mutation key, so a
 * remounted button cannot send it again, and a double click cannot either.
 */
export function useClaimMutation({ mutationKey, run, changes }: ClaimMutationOptions) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ClaimStatus>({ step: 'idle' });
  const inFlight = useIsMutating({ mutationKey: [...mutationKey] }) > 0;
  const starting = useRef(false);
  const mutation = useMutation({
    mutationKey: [...mutationKey],
    mutationFn: () => run(config, setStatus),
    onSuccess: async (result) => {
      setStatus({ step: 'claimed', ...result });
      await invalidateAfterClaim(queryClient, changes);
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
    /** A claim with this key is under way, here or in another mounted button. */
    busy: stepInProgress || inFlight,
    claim: () => {
      // A double click lands before React re-renders the button as busy.
      if (starting.current || inFlight) return;
      starting.current = true;
      mutation.mutate();
    },
  };
}
