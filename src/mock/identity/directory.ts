import type { Address } from 'viem';
import {
  fixtureAccounts,
  fixtureWalletLinks,
  fixtureWallets,
  type FixtureAccount,
  type FixtureWallet,
  type FixtureWalletLink,
} from './wallets.ts';

// Read-only lookups over the identity fixtures, indexed once so the bind rules stay cheap and
// never scan arrays. The directory is static for the life of the mock: accounts, links and payout
// wallets do not change at run time, only binds do (and those live in the BindStore).

/** Lookups the bind rules and the username route need. Addresses must be lowercase. */
export interface IdentityDirectory {
  wallet(address: Address): FixtureWallet | undefined;
  /** Account the wallet is actively linked to, or null (never linked, or link removed). */
  activeAccountOf(address: Address): string | null;
  /** Every account the wallet was ever linked to, active or removed. */
  everLinkedAccountsOf(address: Address): ReadonlySet<string>;
  accountById(id: string): FixtureAccount | undefined;
  /** Expects a normalized (trimmed, lowercase) username. */
  accountByUsername(username: string): FixtureAccount | undefined;
  /** Owner EOA of a smart-wallet proxy, or null for anything else. */
  smartWalletOwnerOf(address: Address): Address | null;
  /** Whether the address is a known contract wallet, which can never sign as an EOA. */
  isContractWallet(address: Address): boolean;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Indexes accounts, wallets and links. Throws on fixtures that contradict themselves (two active
 * links for one wallet, a link to an unknown account, a taken username) so a bad edit to the
 * fixtures fails at start rather than as a puzzling rule outcome.
 */
function createIdentityDirectory(
  accounts: readonly FixtureAccount[],
  wallets: readonly FixtureWallet[],
  links: readonly FixtureWalletLink[],
): IdentityDirectory {
  const accountsById = new Map(accounts.map((account) => [account.id, account]));
  const accountsByUsername = new Map<string, FixtureAccount>();
  for (const account of accounts) {
    if (account.username === null) continue;
    if (accountsByUsername.has(account.username)) throw new Error(`username ${account.username} claimed twice`);
    accountsByUsername.set(account.username, account);
  }
  const walletsByAddress = new Map(wallets.map((wallet) => [wallet.address, wallet]));
  const activeLinks = new Map<Address, string>();
  const everLinked = new Map<Address, Set<string>>();
  for (const link of links) {
    if (!accountsById.has(link.accountId)) throw new Error(`link to unknown account ${link.accountId}`);
    if (link.status === 'active') {
      if (activeLinks.has(link.wallet)) throw new Error(`wallet ${link.wallet} has two active links`);
      activeLinks.set(link.wallet, link.accountId);
    }
    const set = everLinked.get(link.wallet) ?? new Set<string>();
    set.add(link.accountId);
    everLinked.set(link.wallet, set);
  }

  return {
    wallet: (address) => walletsByAddress.get(address),
    activeAccountOf: (address) => activeLinks.get(address) ?? null,
    everLinkedAccountsOf: (address) => everLinked.get(address) ?? EMPTY,
    accountById: (id) => accountsById.get(id),
    accountByUsername: (username) => accountsByUsername.get(username),
    smartWalletOwnerOf(address) {
      const wallet = walletsByAddress.get(address);
      return wallet?.kind === 'smart-wallet' ? wallet.owner : null;
    },
    isContractWallet: (address) => walletsByAddress.get(address)?.kind === 'smart-wallet',
  };
}

/** The directory over the mock world's identity fixtures. */
export const fixtureDirectory: IdentityDirectory = createIdentityDirectory(
  fixtureAccounts,
  fixtureWallets,
  fixtureWalletLinks,
);
