import { chainName } from '../../../config/chains.ts';
import { shortenAddress } from '../../../domain/address.ts';
import { statusLabel } from '../campaign-labels.ts';
import type { ListFilters } from './list-url-state.ts';

/** The active filters in words, one short phrase each, for the summary above the results. */
export function describeFilters(filters: ListFilters): string[] {
  const phrases: string[] = [];
  if (filters.chainId !== undefined) phrases.push(`Paid on ${chainName(filters.chainId)}`);
  if (filters.statuses.length > 0) phrases.push(`Status: ${filters.statuses.map(statusLabel).join(', ')}`);
  if (filters.target !== undefined) {
    phrases.push(`Target ${shortenAddress(filters.target.address)} on ${chainName(filters.target.chainId)}`);
  }
  if (filters.budgetAddress !== undefined) phrases.push(`Budget ${shortenAddress(filters.budgetAddress)}`);
  const who = filters.address === undefined ? 'your wallet' : shortenAddress(filters.address);
  if (filters.claimableOnly) phrases.push(`Claimable by ${who}`);
  if (filters.includeForwarder) phrases.push('Forwarder campaigns included');
  if (filters.mine) phrases.push(`Positions or rewards of ${who}`);
  return phrases;
}
