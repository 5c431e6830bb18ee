import { t } from '@lingui/core/macro';

// How an address and a referral username are written, in the reader's language, for the screens.
// A module of its own: address.ts and referral-username.ts are also loaded by the mock service in
// Node, where no build compiles Lingui's macros (scripts/node-side-imports.test.ts).

/** What an address looks like, for a message about one that is not. */
export function addressFormatHint(): string {
  return t`An address is 0x followed by 40 hexadecimal characters (0–9, a–f).`;
}

/** What a referral username looks like, for a message about one that is not. */
export function usernameFormatHint(): string {
  return t`A username is 3 to 20 characters: lowercase letters, digits and _.`;
}
