import { mnemonicToAccount, type HDAccount } from 'viem/accounts';

/** anvil's default development mnemonic; its accounts are pre-funded with 10,000 ETH each. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** Development account `addressIndex` of the mnemonic (index 0 deploys and operates the manager). */
export function devAccount(addressIndex: number): HDAccount {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex });
}
