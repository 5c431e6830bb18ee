import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { claimKeys, campaignKeys, referralKeys, rewardKeys } from '../api/query-keys.ts';
import { KEEP_IN_FLIGHT } from '../api/query-defaults.ts';
import { chainReadKeys } from '../contracts/reads/chain-read-keys.ts';
import { toAddress } from '../domain/address.ts';
import { formatCampaignId } from '../domain/campaign-id.ts';
import { onSettled, type SettledSend } from '../wallet/sent-settled.ts';

// When a send settles (or a payment is read from its logs), exactly the answers it changed are
// asked again: the chain's paid totals of that wallet on that chain, and the service's figures of
// that wallet and those campaigns. One place for every kind of send (a claim, a payout, a Claim
// everything batch, a Safe proposal executed), so no screen keeps a number from before the claim.

// A request already on its way is kept (KEEP_IN_FLIGHT): figures a request from just before the
// settle brings back are still corrected by the record of sends.

/** wagmi's own reads a claim changes: token balances and contract reads. */
const WAGMI_READS = new Set(['balance', 'readContract', 'readContracts']);

/** Refetches what `send` changed; screens not shown refetch when they are. */
function refreshAfterSettle(queryClient: QueryClient, send: SettledSend): Promise<unknown> {
  const ids = send.calls.map((call) => call.campaign);
  const user = toAddress(send.user);
  const serviceKeys =
    send.ledger === 'rewards'
      ? [
          rewardKeys.listsOf(user),
          ...ids.map((id) => claimKeys.detail(id, user)),
          ...ids.map((id) => [...campaignKeys.details(), formatCampaignId(id)]),
        ]
      : [[...referralKeys.allStats(), user], ...ids.map((id) => referralKeys.proof(id, user))];
  const chainReads =
    send.ledger === 'rewards'
      ? chainReadKeys.claimedOf(send.chainId, user)
      : chainReadKeys.payoutsOf(send.chainId, user);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chainReads }, KEEP_IN_FLIGHT),
    // The history reads the blocks after those it has: the new claim's log among them.
    queryClient.invalidateQueries({ queryKey: chainReadKeys.history(send.chainId, user) }, KEEP_IN_FLIGHT),
    ...serviceKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, KEEP_IN_FLIGHT)),
    queryClient.invalidateQueries({ predicate: (query) => WAGMI_READS.has(String(query.queryKey[0])) }, KEEP_IN_FLIGHT),
  ]);
}

/**
 * Follows every send settled in this tab for the life of the app. A send settles and its payments
 * are read from its logs in the same moment: what they touched is gathered and asked for once.
 */
export function useRefreshAfterSettle(queryClient: QueryClient): void {
  useEffect(() => {
    let gathered = new Map<string, SettledSend>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const sends = [...gathered.values()];
      gathered = new Map();
      for (const send of sends) {
        refreshAfterSettle(queryClient, send).catch((error: unknown) => {
          console.warn('Could not refresh the figures a settled claim changed', error);
        });
      }
    };
    const stop = onSettled((send) => {
      const key = `${send.ledger}:${send.user.toLowerCase()}:${String(send.chainId)}`;
      const known = gathered.get(key);
      gathered.set(key, known === undefined ? send : { ...send, calls: [...known.calls, ...send.calls] });
      timer ??= setTimeout(flush, 0);
    });
    return () => {
      stop();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [queryClient]);
}
