import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import {
  CLAIM_SUBMITTER_MNEMONIC_INDEX,
  fixtureAccounts,
  fixtureWallets,
  MNEMONIC_ADDRESSES,
  OPERATOR_MNEMONIC_INDEX,
} from '../../mock/identity/wallets.ts';
import { DEV_ACCOUNT_PEOPLE, devAccountLabel } from './dev-account-names.ts';
import { DEV_ACCOUNT_COUNT } from './dev-account-store.ts';
import { devAccountAddress } from './development-wallet.ts';

// The picker's names are written out in the app (which may not import the mock); this holds them
// to the mock world, so renaming or moving a fixture wallet there fails here, not in a demo.

const english = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;

/** The mock world's person for a mnemonic index: its active platform account, as the docs name it. */
function mockPerson(index: number): string | undefined {
  const wallet = fixtureWallets.find((candidate) => candidate.mnemonicIndex === index);
  if (wallet?.account == null) return undefined;
  const account = fixtureAccounts.find((candidate) => candidate.id === wallet.account);
  return account?.id.replace(/^acct-/, '');
}

describe('development account names', () => {
  it('offers exactly the accounts of the mock world, at the same addresses', () => {
    expect(DEV_ACCOUNT_COUNT).toBe(MNEMONIC_ADDRESSES.length);
    MNEMONIC_ADDRESSES.forEach((address, index) => {
      expect(devAccountAddress(index).toLowerCase()).toBe(address);
    });
  });

  it('names each account as the mock world does, and no account the world leaves unlinked', () => {
    for (let index = 0; index < DEV_ACCOUNT_COUNT; index += 1) {
      expect(DEV_ACCOUNT_PEOPLE[index], `#${String(index)}`).toBe(mockPerson(index));
    }
  });

  it('matches the usernames people type in referral links, where the account claimed its own name', () => {
    const alice = fixtureAccounts.find((account) => account.username === 'alice');
    const aliceIndex = fixtureWallets.find((wallet) => wallet.address === alice?.payoutWallet)?.mnemonicIndex;
    expect(aliceIndex).toBe(2);
    expect(devAccountLabel(2, english)).toBe('alice · #2');
    expect(devAccountLabel(3, english)).toBe('bob · #3');
  });

  it('names the stack roles and leaves an unlinked account as its number', () => {
    expect(devAccountLabel(OPERATOR_MNEMONIC_INDEX, english)).toBe('deployer · #0');
    expect(devAccountLabel(CLAIM_SUBMITTER_MNEMONIC_INDEX, english)).toBe('claim submitter · #1');
    expect(devAccountLabel(18, english)).toBe('#18');
  });
});
