import { t } from '@lingui/core/macro';
import type { CampaignStatus } from '../../../api/schemas/campaign.ts';
import { parseAddress } from '../../../domain/address.ts';
import { addressFormatHint } from '../../../domain/format-hints.ts';
import type { ListFilters } from './list-url-state.ts';

// The filter form edits a draft of text fields; nothing reaches the URL (and so the service)
// until the draft validates, so the service never sees a half-entered target pair.

export interface FilterDraft {
  chainId: string;
  statuses: CampaignStatus[];
  targetChainId: string;
  targetAddress: string;
  budgetAddress: string;
  claimableOnly: boolean;
  address: string;
  includeForwarder: boolean;
}

export type FilterErrors = Partial<Record<keyof FilterDraft, string>>;

/** The form's starting point for the filters now in the URL. */
export function draftFromFilters(filters: ListFilters): FilterDraft {
  return {
    chainId: filters.chainId === undefined ? '' : String(filters.chainId),
    statuses: [...filters.statuses],
    targetChainId: filters.target === undefined ? '' : String(filters.target.chainId),
    targetAddress: filters.target?.address ?? '',
    budgetAddress: filters.budgetAddress ?? '',
    claimableOnly: filters.claimableOnly,
    address: filters.address ?? '',
    includeForwarder: filters.includeForwarder,
  };
}

type AddressField = 'targetAddress' | 'budgetAddress' | 'address';

/** "The target address is not an address. …", one whole sentence per field. */
function notAnAddress(field: AddressField): string {
  const hint = addressFormatHint();
  switch (field) {
    case 'targetAddress':
      return t`The target address is not an address. ${hint}`;
    case 'budgetAddress':
      return t`The budget address is not an address. ${hint}`;
    case 'address':
      return t`The wallet address is not an address. ${hint}`;
  }
}

function optionalAddress(text: string, errors: FilterErrors, field: AddressField) {
  if (text.trim() === '') return undefined;
  const address = parseAddress(text);
  if (address === null) errors[field] = notAnAddress(field);
  return address ?? undefined;
}

/**
 * Checks the draft: the target chain and address go together and the address must be valid; any
 * address typed must be one; claimable-only needs an address or a connected wallet.
 */
export function validateFilterDraft(
  draft: FilterDraft,
  options: { walletConnected: boolean; mine: boolean },
): { ok: true; filters: ListFilters } | { ok: false; errors: FilterErrors } {
  const errors: FilterErrors = {};
  const hasTargetChain = draft.targetChainId !== '';
  const hasTargetAddress = draft.targetAddress.trim() !== '';
  if (hasTargetChain && !hasTargetAddress) {
    errors.targetAddress = t`Enter the target address too, or clear the target chain: the two go together.`;
  }
  if (!hasTargetChain && hasTargetAddress) {
    errors.targetChainId = t`Choose the target’s chain too, or clear the target address: the two go together.`;
  }
  const targetAddress = optionalAddress(draft.targetAddress, errors, 'targetAddress');
  const budgetAddress = optionalAddress(draft.budgetAddress, errors, 'budgetAddress');
  const address = optionalAddress(draft.address, errors, 'address');
  if (draft.claimableOnly && address === undefined && !options.walletConnected && errors.address === undefined) {
    errors.address = t`Claimable only needs an address: connect a wallet or enter one here.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const chainId = draft.chainId === '' ? undefined : Number(draft.chainId);
  const targetChainId = Number(draft.targetChainId);
  return {
    ok: true,
    filters: {
      chainId,
      statuses: draft.statuses,
      // The form's statuses, as applied, are a choice; the form keeps the default where they were
      // left as shown (filter-panel.tsx).
      statusChosen: true,
      target:
        targetAddress === undefined || !hasTargetChain ? undefined : { chainId: targetChainId, address: targetAddress },
      budgetAddress,
      claimableOnly: draft.claimableOnly,
      address,
      includeForwarder: draft.includeForwarder,
      // As the statuses: the form keeps the default where the box was left as shown.
      forwarderChosen: true,
      mine: options.mine,
    },
  };
}
