import { BaseError, HttpRequestError, TimeoutError, WebSocketRequestError } from 'viem';
import { t } from '@lingui/core/macro';
import { chainName } from '../config/chains.ts';
import { appConfig } from '../config/env.ts';

/**
 * The sentence for an RPC that did not answer, naming the chain (and the URL this app reads it
 * through, when configured), or undefined when `error` is not an unreachable or silent RPC.
 * viem's own words ("HTTP request failed.") name neither the chain nor what to do.
 */
export function describeRpcFailure(error: unknown, chainId: number): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const failure = error.walk(
    (cause) =>
      cause instanceof HttpRequestError || cause instanceof TimeoutError || cause instanceof WebSocketRequestError,
  );
  if (failure === null) return undefined;
  const name = chainName(chainId);
  const url = appConfig.rpcUrls[chainId];
  if (failure instanceof TimeoutError) {
    return url === undefined
      ? t`The RPC of ${name} took too long to answer, so nothing more could be read or sent there. Check your connection and try again; if it keeps failing, that RPC is down.`
      : t`The RPC of ${name} (${url}) took too long to answer, so nothing more could be read or sent there. Check your connection and try again; if it keeps failing, that RPC is down.`;
  }
  return url === undefined
    ? t`The RPC of ${name} could not be reached, so nothing more could be read or sent there. Check your connection and try again; if it keeps failing, that RPC is down.`
    : t`The RPC of ${name} (${url}) could not be reached, so nothing more could be read or sent there. Check your connection and try again; if it keeps failing, that RPC is down.`;
}
