import { keccak256, stringToHex, type Address } from 'viem';

// The identity half of the mock world: which wallets exist, which platform accounts they are
// linked to, and which referral binds exist when the world starts. Every role a test or a demo
// needs is a wallet of the standard development mnemonic, so anything that must sign (a bind, a
// transaction on anvil) can sign as it with `mnemonicToAccount(FIXTURE_MNEMONIC, { addressIndex })`.

/** The standard development mnemonic; anvil funds and unlocks the same accounts. */
export const FIXTURE_MNEMONIC = 'test test test test test test test test test test test junk';

/** Mnemonic index of the chain operator (deployer, root publisher); it has no platform account. */
export const OPERATOR_MNEMONIC_INDEX = 0;

/** Mnemonic index of a third party that submits claims for others; it has no platform account. */
export const CLAIM_SUBMITTER_MNEMONIC_INDEX = 1;

/**
 * Addresses of `mnemonicToAccount(FIXTURE_MNEMONIC, { addressIndex: i })`, lowercase. Written out
 * rather than derived at load time because each derivation runs PBKDF2 (about 30 ms, 0.6 s for
 * the table), which every mock start and every test file would pay; wallets.test.ts derives them
 * again with viem and fails on any difference.
 */
export const MNEMONIC_ADDRESSES: readonly Address[] = [
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65',
  '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
  '0x976ea74026e726554db657fa54763abd0c3a0aa9',
  '0x14dc79964da2c08b23698b3d3cc7ca32193d9955',
  '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
  '0xa0ee7a142d267c1f36714e4a8f75612f20a79720',
  '0xbcd4042de499d14e55001ccbb24a551f3b954096',
  '0x71be63f3384f5fb98995898a86b02fb2426c5788',
  '0xfabb0ac9d68b0b445fb7357272ff202c5651694a',
  '0x1cbd3b2770909d4e10f157cabc84c7264073c9ec',
  '0xdf3e18d64bc6a983f673ab319ccae4f1a57c7097',
  '0xcd3b766ccdd6ae721141f452c550ca635964ce71',
  '0x2546bcd3c84621e976d8185a91a922ae77ecec30',
  '0xbda5747bfd65f08deb54cb465eb87d40e51b197e',
  '0xdd2fd4581271e230360230f9337d5c0430bf44c0',
  '0x8626f6940e2eb28930efb4cef49b2d1f2c9c1199',
];

function mnemonicAddress(index: number): Address {
  const address = MNEMONIC_ADDRESSES[index];
  if (address === undefined) throw new Error(`no fixture address for mnemonic index ${String(index)}`);
  return address;
}

/**
 * A made-up but stable address for a smart-wallet proxy. Hashing a label means nobody holds a key
 * for it, which is the point: a proxy can never produce an ECDSA signature of its own.
 */
function fakeContractAddress(label: string): Address {
  return `0x${keccak256(stringToHex(`partner-mock:${label}`)).slice(-40)}`;
}

// Roles by mnemonic index. Named so fixtures, scenarios and tests read as roles, not numbers.
const W = {
  alice: mnemonicAddress(2), // busy referrer: three referees at world start
  bob: mnemonicAddress(3), // busy referrer; the referrer of the pre-bound pair
  carolA: mnemonicAddress(4), // carol's first wallet (one account, two wallets)
  carolB: mnemonicAddress(5), // carol's second wallet
  dave: mnemonicAddress(6), // registered dave's account; not its payout wallet
  frank: mnemonicAddress(7), // was linked to alice's account (removed), now active on frank's
  removed: mnemonicAddress(8), // was linked to bob's account (removed), active nowhere
  olivia: mnemonicAddress(9), // referee of the pre-bound pair; account without a username
  judy: mnemonicAddress(10), // chain: judy -> mallory -> niaj
  mallory: mnemonicAddress(11),
  niaj: mnemonicAddress(12),
  erin: mnemonicAddress(13), // owner of the smart-wallet proxy
  davePayout: mnemonicAddress(14), // dave's chosen payout wallet
  grace: mnemonicAddress(15), // free referees: linked, unbound, refer nobody
  heidi: mnemonicAddress(16),
  ivan: mnemonicAddress(17),
  unlinked: mnemonicAddress(18), // never linked to any account
  unlinkedReferrer: mnemonicAddress(19), // never linked to any account
  erinProxy: fakeContractAddress('smart-wallet:erin'),
} as const;

/** Whether a wallet is a key-holding account or a contract that acts for an owner. */
type WalletKind = 'eoa' | 'smart-wallet';

/** A wallet the mock world knows. `account` is the account it is actively linked to, if any. */
export interface FixtureWallet {
  address: Address;
  mnemonicIndex: number | null;
  kind: WalletKind;
  /** For a smart-wallet proxy, the EOA that controls it (the canonical referrer). */
  owner: Address | null;
  account: string | null;
}

/** A platform account of the identity provider. */
export interface FixtureAccount {
  id: string;
  /** Claimed referral username, `^[a-z0-9_]{3,20}$`; an account need not claim one. */
  username: string | null;
  /** Wallet that referral links by username credit; re-pointable by the owner in the service. */
  payoutWallet: Address;
  /** Wallet the account was created with; not always its payout wallet. */
  registeredWallet: Address;
}

/** One wallet-to-account link, past or present. Removed links still count for SELF_REFERRAL. */
export interface FixtureWalletLink {
  wallet: Address;
  accountId: string;
  status: 'active' | 'removed';
}

/** A bind that exists when the world starts; `boundAt` is relative to the world's start. */
export interface FixtureInitialBind {
  referee: Address;
  referrer: Address;
  /** Seconds relative to the world start (negative = before it). */
  boundAtOffsetSeconds: number;
}

function account(id: string, username: string | null, registered: Address, payout = registered): FixtureAccount {
  return { id, username, payoutWallet: payout, registeredWallet: registered };
}

/** Platform accounts. Ids are opaque to clients; tests use them to issue session tokens. */
export const fixtureAccounts: readonly FixtureAccount[] = [
  account('acct-alice', 'alice', W.alice),
  account('acct-bob', 'bob', W.bob),
  account('acct-carol', 'carol', W.carolA),
  account('acct-dave', 'dave_defi', W.dave, W.davePayout),
  account('acct-frank', 'frank', W.frank),
  account('acct-olivia', null, W.olivia),
  account('acct-judy', 'judy', W.judy),
  account('acct-mallory', 'mallory', W.mallory),
  account('acct-niaj', 'niaj', W.niaj),
  account('acct-erin', 'erin_smart', W.erin),
  account('acct-grace', 'grace', W.grace),
  account('acct-heidi', 'heidi', W.heidi),
  account('acct-ivan', 'ivan_42', W.ivan),
];

const active = (wallet: Address, accountId: string): FixtureWalletLink => ({ wallet, accountId, status: 'active' });
const removed = (wallet: Address, accountId: string): FixtureWalletLink => ({ wallet, accountId, status: 'removed' });

/** Every link ever made. At most one active link per wallet; a wallet may have several removed. */
export const fixtureWalletLinks: readonly FixtureWalletLink[] = [
  active(W.alice, 'acct-alice'),
  active(W.bob, 'acct-bob'),
  active(W.carolA, 'acct-carol'),
  active(W.carolB, 'acct-carol'),
  active(W.dave, 'acct-dave'),
  active(W.davePayout, 'acct-dave'),
  removed(W.frank, 'acct-alice'),
  active(W.frank, 'acct-frank'),
  removed(W.removed, 'acct-bob'),
  active(W.olivia, 'acct-olivia'),
  active(W.judy, 'acct-judy'),
  active(W.mallory, 'acct-mallory'),
  active(W.niaj, 'acct-niaj'),
  active(W.erin, 'acct-erin'),
  active(W.grace, 'acct-grace'),
  active(W.heidi, 'acct-heidi'),
  active(W.ivan, 'acct-ivan'),
];

function activeAccountOf(wallet: Address): string | null {
  return fixtureWalletLinks.find((link) => link.wallet === wallet && link.status === 'active')?.accountId ?? null;
}

const eoa = (index: number): FixtureWallet => {
  const address = mnemonicAddress(index);
  return { address, mnemonicIndex: index, kind: 'eoa', owner: null, account: activeAccountOf(address) };
};

/** Every wallet of the world: mnemonic indexes 0 to 19, then the smart-wallet proxy. */
export const fixtureWallets: readonly FixtureWallet[] = [
  ...MNEMONIC_ADDRESSES.map((_, index) => eoa(index)),
  // The proxy itself has no link: only canonicalization to its owner lets it refer anyone.
  { address: W.erinProxy, mnemonicIndex: null, kind: 'smart-wallet', owner: W.erin, account: null },
];

const DAY = 86_400;

/**
 * Binds present at world start (referee -> referrer). alice and bob have several referees so
 * referral earnings exist; judy -> mallory -> niaj is a chain for cycle detection; carol's second
 * wallet was bound only a day before the world start, so the world can place a referee's first
 * accrual before its bind (no retroactive attribution).
 */
export const fixtureInitialBinds: readonly FixtureInitialBind[] = [
  { referee: W.olivia, referrer: W.bob, boundAtOffsetSeconds: -30 * DAY },
  { referee: W.carolA, referrer: W.bob, boundAtOffsetSeconds: -30 * DAY },
  { referee: W.frank, referrer: W.bob, boundAtOffsetSeconds: -20 * DAY },
  { referee: W.dave, referrer: W.alice, boundAtOffsetSeconds: -30 * DAY },
  { referee: W.erin, referrer: W.alice, boundAtOffsetSeconds: -10 * DAY },
  { referee: W.carolB, referrer: W.alice, boundAtOffsetSeconds: -1 * DAY },
  { referee: W.judy, referrer: W.mallory, boundAtOffsetSeconds: -15 * DAY },
  { referee: W.mallory, referrer: W.niaj, boundAtOffsetSeconds: -15 * DAY },
];

/** Wallets with a named role in the identity scenarios. */
export interface IdentityScenarios {
  /** Linked, unbound EOAs of distinct accounts that refer nobody: safe referees for any test. */
  freeReferees: readonly [Address, Address, Address];
  /** Bound at world start; `referrer` itself is unbound, so binding it back is a direct cycle. */
  boundPair: { referee: Address; referrer: Address };
  /** a -> b -> c at world start, c unbound: binding c to a closes a 3-long cycle. */
  referralChain: { a: Address; b: Address; c: Address };
  /** Never linked: WALLET_NOT_LINKED as a referee. */
  unlinkedWallet: Address;
  /** Never linked: REFERRER_NOT_LINKED as a referrer. */
  unlinkedReferrer: Address;
  /** Once linked (to bob's account), link removed, active nowhere. */
  removedLinkWallet: Address;
  /** Two active wallets of one account: SELF_REFERRAL. */
  sameAccountWallets: readonly [Address, Address];
  /** `referrer` was once linked to `referee`'s account and is now active on another: SELF_REFERRAL. */
  selfReferralViaRemovedLink: { referee: Address; referrer: Address };
  /** Proxy (no key, no link) and its linked owner EOA. */
  smartWallet: { proxy: Address; owner: Address };
  /** Referrers with several referees at world start. */
  busyReferrers: readonly [Address, Address];
  /** An account whose payout wallet is not the wallet it registered with. */
  payoutRedirect: { username: string; accountId: string; registeredWallet: Address; payoutWallet: Address };
}

/** The identity half of the mock's named scenarios (served with the world's half at /__mock/fixtures). */
export function fixtureScenariosIdentity(): IdentityScenarios {
  return {
    freeReferees: [W.grace, W.heidi, W.ivan],
    boundPair: { referee: W.olivia, referrer: W.bob },
    referralChain: { a: W.judy, b: W.mallory, c: W.niaj },
    unlinkedWallet: W.unlinked,
    unlinkedReferrer: W.unlinkedReferrer,
    removedLinkWallet: W.removed,
    sameAccountWallets: [W.carolA, W.carolB],
    selfReferralViaRemovedLink: { referee: W.alice, referrer: W.frank },
    smartWallet: { proxy: W.erinProxy, owner: W.erin },
    busyReferrers: [W.alice, W.bob],
    payoutRedirect: {
      username: 'dave_defi',
      accountId: 'acct-dave',
      registeredWallet: W.dave,
      payoutWallet: W.davePayout,
    },
  };
}
