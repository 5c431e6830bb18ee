import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createBindStore, fixtureBindRecords } from './bind-store.ts';
import { checkBindPreconditions } from './bind-rules.ts';
import { fixtureDirectory } from './directory.ts';
import {
  CLAIM_SUBMITTER_MNEMONIC_INDEX,
  FIXTURE_MNEMONIC,
  fixtureAccounts,
  fixtureInitialBinds,
  fixtureScenariosIdentity,
  fixtureWalletLinks,
  fixtureWallets,
  MNEMONIC_ADDRESSES,
  OPERATOR_MNEMONIC_INDEX,
} from './wallets.ts';

const scenarios = fixtureScenariosIdentity();
const walletOf = (address: string) => fixtureWallets.find((wallet) => wallet.address === address);

describe('identity fixtures', () => {
  it('lists exactly the addresses viem derives from the development mnemonic', () => {
    MNEMONIC_ADDRESSES.forEach((address, addressIndex) => {
      expect(address).toBe(mnemonicToAccount(FIXTURE_MNEMONIC, { addressIndex }).address.toLowerCase());
    });
  });

  it('keeps the operator and the claim submitter out of every account', () => {
    for (const index of [OPERATOR_MNEMONIC_INDEX, CLAIM_SUBMITTER_MNEMONIC_INDEX]) {
      const address = MNEMONIC_ADDRESSES[index];
      expect(walletOf(address ?? '')?.account).toBeNull();
      expect(fixtureWalletLinks.some((link) => link.wallet === address)).toBe(false);
      expect(fixtureAccounts.some((account) => account.payoutWallet === address)).toBe(false);
    }
  });

  it('uses lowercase addresses and valid usernames only', () => {
    for (const wallet of fixtureWallets) expect(wallet.address).toMatch(/^0x[0-9a-f]{40}$/);
    for (const account of fixtureAccounts) {
      if (account.username !== null) expect(account.username).toMatch(/^[a-z0-9_]{3,20}$/);
      // A payout wallet must be one of the account's own active wallets, or usernames would
      // resolve to a referrer that fails REFERRER_NOT_LINKED.
      expect(fixtureDirectory.activeAccountOf(account.payoutWallet)).toBe(account.id);
    }
  });

  it('makes every scenario wallet but the proxy a mnemonic EOA', () => {
    const { smartWallet, ...rest } = scenarios;
    const addresses = JSON.stringify(rest).match(/0x[0-9a-f]{40}/g) ?? [];
    expect(addresses.length).toBeGreaterThan(10);
    for (const address of [...addresses, smartWallet.owner]) {
      expect(walletOf(address)).toMatchObject({ kind: 'eoa', mnemonicIndex: expect.any(Number) as number });
    }
    expect(walletOf(smartWallet.proxy)).toMatchObject({
      kind: 'smart-wallet',
      mnemonicIndex: null,
      owner: smartWallet.owner,
    });
  });

  it('gives free referees distinct accounts, no referrer and no referees', () => {
    const binds = fixtureBindRecords(new Date(0));
    const accounts = scenarios.freeReferees.map((wallet) => fixtureDirectory.activeAccountOf(wallet));
    expect(new Set(accounts).size).toBe(3);
    expect(accounts).not.toContain(null);
    for (const wallet of scenarios.freeReferees) {
      expect(binds.some((bind) => bind.referee === wallet || bind.referrer === wallet)).toBe(false);
    }
  });

  it('holds the states the rule scenarios rely on', () => {
    const store = createBindStore(fixtureBindRecords(new Date(0)));
    expect(store.referrerOf(scenarios.boundPair.referee)).toBe(scenarios.boundPair.referrer);
    expect(store.referrerOf(scenarios.boundPair.referrer)).toBeNull();
    const { a, b, c } = scenarios.referralChain;
    expect([store.referrerOf(a), store.referrerOf(b), store.referrerOf(c)]).toEqual([b, c, null]);
    for (const referrer of scenarios.busyReferrers) expect(store.refereesOf(referrer).length).toBeGreaterThanOrEqual(3);
    expect(fixtureDirectory.activeAccountOf(scenarios.unlinkedWallet)).toBeNull();
    expect(fixtureDirectory.everLinkedAccountsOf(scenarios.unlinkedReferrer).size).toBe(0);
    expect(fixtureDirectory.activeAccountOf(scenarios.removedLinkWallet)).toBeNull();
    expect(fixtureDirectory.everLinkedAccountsOf(scenarios.removedLinkWallet).size).toBe(1);
    const [first, second] = scenarios.sameAccountWallets;
    expect(fixtureDirectory.activeAccountOf(first)).toBe(fixtureDirectory.activeAccountOf(second));
    const { referee, referrer } = scenarios.selfReferralViaRemovedLink;
    expect(fixtureDirectory.activeAccountOf(referrer)).not.toBe(fixtureDirectory.activeAccountOf(referee));
    expect(fixtureDirectory.everLinkedAccountsOf(referrer).has(fixtureDirectory.activeAccountOf(referee) ?? '')).toBe(
      true,
    );
    const redirect = scenarios.payoutRedirect;
    expect(redirect.payoutWallet).not.toBe(redirect.registeredWallet);
    expect(fixtureDirectory.accountByUsername(redirect.username)?.payoutWallet).toBe(redirect.payoutWallet);
  });

  it('starts only with binds the service itself would have accepted', () => {
    for (const bind of fixtureInitialBinds) {
      const result = checkBindPreconditions(fixtureDirectory, { ...bind, sessionAccountId: null });
      expect(result.ok, `${bind.referee} -> ${bind.referrer}`).toBe(true);
    }
  });
});
