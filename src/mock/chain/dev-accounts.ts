import { mnemonicToAccount, type HDAccount } from 'viem/accounts';

/** anvil's default development mnemonic; its accounts are pre-funded with 10,000 ETH each. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

// Deriving an account runs PBKDF2 over the mnemonic (a few hundred ms in a browser), and the
// deployment asks for the operator once per chain: each index is derived once.
const derived = new Map<number, HDAccount>();

/** Development account `addressIndex` of the mnemonic (index 0 deploys and operates the manager). */
export function devAccount(addressIndex: number): HDAccount {
  let account = derived.get(addressIndex);
  if (account === undefined) {
    account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex });
    derived.set(addressIndex, account);
  }
  return account;
}
