import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Who each account of the development mnemonic is in the mock world, so the development account
// picker says "alice · #2" as the README and docs/qa.md ("Worlds and fixture wallets") do, not a
// bare index and address. The app may not import src/mock/, so the table is written here and
// dev-account-names.test.ts checks it against the mock world's own wallets and accounts.

/**
 * The person an account belongs to, by mnemonic index: the mock world's platform account (its id
 * without `acct-`), so carol's two wallets (#4, #5) and dave's registered and payout wallets (#6,
 * #14) share a name. Names are names, never translated.
 */
export const DEV_ACCOUNT_PEOPLE: Readonly<Record<number, string>> = {
  2: 'alice',
  3: 'bob',
  4: 'carol',
  5: 'carol',
  6: 'dave',
  7: 'frank',
  9: 'olivia',
  10: 'judy',
  11: 'mallory',
  12: 'niaj',
  13: 'erin',
  14: 'dave',
  15: 'grace',
  16: 'heidi',
  17: 'ivan',
};

/** The accounts that are no one's but do a job in the local stack. */
const DEV_ACCOUNT_ROLES: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`deployer`,
  1: msg`claim submitter`,
};

/**
 * What the picker calls account `index`: "alice · #2", "deployer · #0", or "#8" for an account
 * the world gives no one. `translate` turns a role into the reader's language.
 */
export function devAccountLabel(index: number, translate: (descriptor: MessageDescriptor) => string): string {
  const role = DEV_ACCOUNT_ROLES[index];
  const name = DEV_ACCOUNT_PEOPLE[index] ?? (role === undefined ? undefined : translate(role));
  const number = `#${String(index)}`;
  return name === undefined ? number : `${name} · ${number}`;
}
