import { t } from '@lingui/core/macro';
import { chainName } from '../../../config/chains.ts';
import { shortenAddress } from '../../../domain/address.ts';
import { statusLabel } from '../campaign-labels.ts';
import type { ListFilters } from './list-url-state.ts';

/** The active filters in words, one short phrase each, for the summary above the results. */
export function describeFilters(filters: ListFilters): string[] {
  const phrases: string[] = [];
  if (filters.chainId !== undefined) {
    const chain = chainName(filters.chainId);
    phrases.push(t`Paid on ${chain}`);
  }
  if (filters.statuses.length > 0) {
    const statuses = filters.statuses.map(statusLabel).join(', ');
    phrases.push(t`Status: ${statuses}`);
  }
  if (filters.target !== undefined) {
    const target = shortenAddress(filters.target.address);
    const chain = chainName(filters.target.chainId);
    phrases.push(t`Target ${target} on ${chain}`);
  }
  if (filters.budgetAddress !== undefined) {
    const budget = shortenAddress(filters.budgetAddress);
    phrases.push(t`Budget ${budget}`);
  }
  const address = filters.address === undefined ? undefined : shortenAddress(filters.address);
  if (filters.claimableOnly) {
    phrases.push(address === undefined ? t`Claimable by your wallet` : t`Claimable by ${address}`);
  }
  // Left out by the service unless asked for, and by the list when browsing: said, so that a
  // reader looking for one knows where it is.
  if (!filters.includeForwarder) phrases.push(t`Forwarder-only campaigns left out`);
  if (filters.mine) {
    phrases.push(
      address === undefined ? t`Positions or rewards of your wallet` : t`Positions or rewards of ${address}`,
    );
  }
  return phrases;
}
