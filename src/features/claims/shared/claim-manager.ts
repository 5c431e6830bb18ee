// The manager contract of each reward chain, as this build knows it. Below every claim module
// (the flows, the kinds, the fee estimate), so none of them has to import a flow for it.
import { t } from '@lingui/core/macro';
import { chainName } from '../../../config/chains.ts';
import { appConfig } from '../../../config/env.ts';
import type { Address } from '../../../domain/address.ts';
import { ClaimStoppedError } from './claim-errors.ts';

/** The manager contract this app knows on a reward chain, if any. */
export function managerAddressOf(chainId: number): Address | undefined {
  return appConfig.managerAddresses[chainId];
}

/** Why nothing can be claimed on a chain without a manager contract, in words. */
export function noManagerMessage(chainId: number): string {
  const chain = chainName(chainId);
  return t`This app has no manager contract for ${chain}, so it cannot claim there.`;
}

/** The manager contract of a reward chain, or a stop in words when this app has none for it. */
export function managerOf(chainId: number): Address {
  const manager = managerAddressOf(chainId);
  if (manager === undefined) throw new ClaimStoppedError(noManagerMessage(chainId));
  return manager;
}
