import { describe, expect, it } from 'vitest';
import { draftFromFilters, validateFilterDraft, type FilterDraft } from './filter-draft.ts';
import { EMPTY_FILTERS } from './list-url-state.ts';

const VAULT = '0x2222222222222222222222222222222222222222';
const empty: FilterDraft = draftFromFilters(EMPTY_FILTERS);
const disconnected = { walletConnected: false, mine: false };

describe('validateFilterDraft', () => {
  it('accepts an empty form as no filters', () => {
    expect(validateFilterDraft(empty, disconnected)).toEqual({ ok: true, filters: EMPTY_FILTERS });
  });

  it('requires the target chain and address together', () => {
    expect(validateFilterDraft({ ...empty, targetChainId: '1' }, disconnected)).toEqual({
      ok: false,
      errors: { targetAddress: 'Enter the target address too, or clear the target chain: the two go together.' },
    });
    const noChain = validateFilterDraft({ ...empty, targetAddress: VAULT }, disconnected);
    expect(!noChain.ok && noChain.errors.targetChainId).toMatch(/Choose the target’s chain too/);
  });

  it('rejects a target address that is not one', () => {
    const result = validateFilterDraft({ ...empty, targetChainId: '1', targetAddress: '0x1234' }, disconnected);
    expect(!result.ok && result.errors.targetAddress).toMatch(/^The target address is not an address\./);
  });

  it('accepts a valid pair, trimmed and lowercased', () => {
    const result = validateFilterDraft(
      {
        ...empty,
        chainId: '31338',
        targetChainId: '8453',
        targetAddress: `  ${VAULT.toUpperCase().replace('0X', '0x')} `,
      },
      disconnected,
    );
    expect(result).toEqual({
      ok: true,
      filters: { ...EMPTY_FILTERS, chainId: 31338, target: { chainId: 8453, address: VAULT } },
    });
  });

  it('rejects an invalid budget address', () => {
    const result = validateFilterDraft({ ...empty, budgetAddress: 'alice.eth' }, disconnected);
    expect(!result.ok && result.errors.budgetAddress).toMatch(/^The budget address is not an address/);
  });

  it('asks for an address for claimable-only when no wallet is connected', () => {
    const result = validateFilterDraft({ ...empty, claimableOnly: true }, disconnected);
    expect(!result.ok && result.errors.address).toBe(
      'Claimable only needs an address: connect a wallet or enter one here.',
    );
    expect(validateFilterDraft({ ...empty, claimableOnly: true }, { walletConnected: true, mine: false }).ok).toBe(
      true,
    );
    expect(validateFilterDraft({ ...empty, claimableOnly: true, address: VAULT }, disconnected).ok).toBe(true);
  });

  it('keeps the My campaigns toggle, which the form does not edit', () => {
    expect(validateFilterDraft(empty, { walletConnected: true, mine: true })).toMatchObject({
      filters: { mine: true },
    });
  });
});
