import type { Address } from 'viem';
import { fixtureScenariosIdentity, MNEMONIC_ADDRESSES } from '../identity/wallets.ts';

// Who holds positions in the fixture world, by the roles the identity fixtures give each
// mnemonic index (see identity/wallets.ts). Positions are placed around those roles' binds:
// e.g. dave was bound to alice 30 days before the origin, so dave's later deposits earn alice a
// referral share and his earlier ones do not.

function atIndex(index: number): Address {
  const address = MNEMONIC_ADDRESSES[index];
  if (address === undefined) throw new Error(`no fixture wallet at mnemonic index ${String(index)}`);
  return address;
}

/** Fixture wallets by role; the mnemonic index is in the comment. */
export const ROLE = {
  alice: atIndex(2), // main claimer: positions on every reward chain; referrer of dave, erin, carolB
  bob: atIndex(3), // referrer of olivia, carolA, frank; in-cliff and new-capital-only positions
  carolA: atIndex(4), // referee of bob; below minBalance
  carolB: atIndex(5), // referee of alice bound 1 day before origin: one deposit inside the grace, one before
  dave: atIndex(6), // referee of alice since 30 days
  frank: atIndex(7), // referee of bob since 20 days
  olivia: atIndex(9), // referee of bob; participant cap full
  judy: atIndex(10), // referee of mallory
  mallory: atIndex(11), // judy's referrer; holds no position, earns only through judy
  heidi: atIndex(16), // free referee; deposit cap reached
  grace: atIndex(15), // free referee; pre-deposit in a pending campaign
  ivan: atIndex(17), // free referee; out of range
  erin: atIndex(13), // referee of alice since 10 days
  erinProxy: fixtureScenariosIdentity().smartWallet.proxy, // smart wallet of erin holding a vault position
} as const;
