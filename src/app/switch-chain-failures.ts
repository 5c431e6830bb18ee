import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { SwitchChainError, UserRejectedRequestError } from 'viem';
import { ChainNotConfiguredError, SwitchChainNotSupportedError } from 'wagmi';
import { chainName } from '../config/chains.ts';

/** Why a wallet did not switch, in the terms a person can act on. */
export type SwitchFailure = 'declined' | 'unreachable' | 'other';

/** Sorts a failed `wallet_switchEthereumChain` (and wagmi's wrappers of it) by what the person can do. */
export function switchFailureOf(error: unknown): SwitchFailure {
  const code = (cause: unknown): unknown =>
    typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  // viem's and wagmi's errors each wrap the wallet's answer in `cause`; follow the whole chain.
  const causes: unknown[] = [];
  for (let cause = error; cause !== undefined && causes.length < 10;) {
    causes.push(cause);
    cause = typeof cause === 'object' && cause !== null && 'cause' in cause ? cause.cause : undefined;
  }
  if (causes.some((cause) => cause instanceof UserRejectedRequestError || code(cause) === 4001)) return 'declined';
  if (
    causes.some(
      (cause) =>
        cause instanceof SwitchChainError ||
        cause instanceof ChainNotConfiguredError ||
        cause instanceof SwitchChainNotSupportedError ||
        code(cause) === 4902,
    )
  ) {
    return 'unreachable';
  }
  return 'other';
}

/**
 * Says in words why a network switch asked for in RainbowKit's "Switch Networks" failed:
 * RainbowKit itself only clears its spinner, which left a failed switch looking like a click that
 * did nothing. RainbowKit switches through wagmi's `useSwitchChain`, whose mutations run in the
 * app's query client, so the failures are read from its mutation cache. The app's own flows switch
 * through wagmi's `switchChain` action, outside the cache, and report their failures themselves.
 */
export function useSwitchChainFailureToasts(): void {
  const client = useQueryClient();
  const { t } = useLingui();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { mutation } = event;
        if (mutation.options.mutationKey?.[0] !== 'switchChain') return;
        const variables: unknown = mutation.state.variables;
        const chainId =
          typeof variables === 'object' && variables !== null && 'chainId' in variables ? variables.chainId : undefined;
        const chain = typeof chainId === 'number' ? chainName(chainId) : t`that network`;
        const failure = switchFailureOf(event.action.error);
        const message =
          failure === 'declined'
            ? t`The switch to ${chain} was declined in the wallet.`
            : failure === 'unreachable'
              ? t`Your wallet cannot switch to ${chain}: it does not offer this network. Add ${chain} in the wallet, or choose another network.`
              : t`Your wallet did not switch to ${chain}. Try again, or switch the network in the wallet itself.`;
        toast.error(message);
      }),
    [client, t],
  );
}
