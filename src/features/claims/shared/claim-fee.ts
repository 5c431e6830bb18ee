import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useConfig, type Config } from 'wagmi';
import { estimateGas, getGasPrice } from 'wagmi/actions';
import type { Address } from '../../../domain/address.ts';
import { formatCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import { supportedChains } from '../../../config/chains.ts';
import { claimCalldata, type ManagerClaimCall } from '../../../contracts/claim-calldata.ts';
import { describeClaimError } from './claim-errors.ts';
import { managerOf } from './claim-manager.ts';
import type { ClaimKind } from './claim-kinds.ts';

// What a claim will cost in gas, shown before the wallet opens: the estimate runs the very call
// the claim will send (with a fresh, verified proof), times the chain's gas price now. An
// estimate that fails says so in words; the wallet shows the final fee anyway.

/** The fee in the chain's native currency: estimated gas × gas price. */
export function feeOf(gas: bigint, gasPrice: bigint): bigint {
  return gas * gasPrice;
}

/** The currency `chainId` pays gas in (every supported chain pays in ETH). */
export function nativeCurrencyOf(chainId: number): { symbol: string; decimals: number } {
  return supportedChains.find((chain) => chain.id === chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
}

/** "0.00012 ETH": a fee in the native currency of `chainId`. */
export function formatFee(fee: bigint, chainId: number): string {
  return formatTokenWithSymbol(fee, nativeCurrencyOf(chainId), { maxFractionDigits: 6 });
}

// On OP-stack chains a transaction also pays for its data on Ethereum (the L1 fee), which gas ×
// gas price leaves out; the estimate says so rather than showing a figure that reads as the total.
const OP_STACK_CHAINS = new Set([10, 8453]);

/** What the fee line says, from the estimate's state, in the active language (call it while rendering). */
export function feeText(
  estimate: { state: 'loading' } | { state: 'ready'; fee: bigint } | { state: 'failed'; reason: string },
  chainId: number,
): string {
  switch (estimate.state) {
    case 'loading':
      return t`Estimating…`;
    case 'ready': {
      const fee = formatFee(estimate.fee, chainId);
      return OP_STACK_CHAINS.has(chainId)
        ? t`about ${fee} of gas on this chain, plus an Ethereum data fee your wallet shows`
        : t`about ${fee}`;
    }
    case 'failed': {
      const { reason } = estimate;
      return t`Fee estimate unavailable: ${reason}`;
    }
  }
}

/** Estimated gas × gas price of one manager call sent by `sender` on `chainId`. */
async function estimateCallFee(
  config: Config,
  chainId: number,
  sender: Address,
  call: ManagerClaimCall,
): Promise<bigint> {
  const [gas, gasPrice] = await Promise.all([
    estimateGas(config, {
      chainId,
      account: sender,
      to: managerOf(chainId),
      data: claimCalldata(call),
    }),
    getGasPrice(config, { chainId }),
  ]);
  return feeOf(gas, gasPrice);
}

/**
 * The estimated fee of claiming campaign `id` for `user` from `sender`, while `enabled` (the
 * confirm panel is open). The proof is fetched and checked as the claim itself does, so a claim
 * the chain would refuse shows why instead of a number.
 */
export function useClaimFee(
  kind: ClaimKind,
  id: CampaignId,
  user: Address,
  sender: Address | undefined,
  enabled: boolean,
) {
  const config = useConfig();
  const query = useQuery({
    queryKey: ['claim-fee', kind.key, formatCampaignId(id), user, sender],
    enabled: enabled && sender !== undefined,
    // A fee is a moment's figure and a failed estimate is an answer, not a hiccup to retry.
    retry: false,
    gcTime: 0,
    queryFn: async () => {
      if (sender === undefined) throw new Error(t`Connect a wallet to estimate the fee.`);
      try {
        const checked = await kind.checkProof(config, id, user);
        if (checked.check.wouldRevert !== undefined) throw new Error(checked.check.wouldRevert);
        return await estimateCallFee(config, id.chainId, sender, kind.call(id, user, checked));
      } catch (error) {
        console.warn('A claim fee could not be estimated', formatCampaignId(id), error);
        throw error;
      }
    },
  });
  if (query.data !== undefined) return { state: 'ready', fee: query.data } as const;
  if (query.error !== null) return { state: 'failed', reason: describeClaimError(query.error, id.chainId) } as const;
  if (sender === undefined) return { state: 'failed', reason: t`Connect a wallet first.` } as const;
  return { state: 'loading' } as const;
}
