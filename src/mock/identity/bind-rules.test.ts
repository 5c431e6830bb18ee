import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  canonicalizeReferrer,
  checkBindPreconditions,
  checkDeadlineHorizon,
  checkDeadlineNotExpired,
  checkRefereeLink,
  checkReferrerLink,
  checkSelfReferral,
  decideFirstBind,
  findReferralCycle,
  isReferralAttributable,
  resolveReferrer,
  type RuleResult,
} from './bind-rules.ts';
import { fixtureDirectory as directory } from './directory.ts';
import { fixtureScenariosIdentity } from './wallets.ts';

const s = fixtureScenariosIdentity();
const [free, otherFree] = s.freeReferees;
const codeOf = <T>(result: RuleResult<T>) => (result.ok ? 'ok' : result.rejection.code);

describe('bind rules, one by one', () => {
  it('1: resolves a username to the payout wallet, not the registering wallet', () => {
    expect(resolveReferrer(directory, { referrerUsername: 'dave_defi' })).toEqual({
      ok: true,
      value: s.payoutRedirect.payoutWallet,
    });
    expect(codeOf(resolveReferrer(directory, { referrerUsername: 'nobody_here' }))).toBe('REFERRER_NOT_FOUND');
    const mixedCase: Address = `0x${free.slice(2).toUpperCase()}`;
    expect(resolveReferrer(directory, { referrer: mixedCase })).toEqual({ ok: true, value: free });
  });

  it('2: replaces a smart-wallet proxy by its owner and leaves EOAs alone', () => {
    expect(canonicalizeReferrer(directory, s.smartWallet.proxy)).toBe(s.smartWallet.owner);
    expect(canonicalizeReferrer(directory, free)).toBe(free);
  });

  it('3: needs an active referee link, owned by the session user in session mode', () => {
    expect(codeOf(checkRefereeLink(directory, s.unlinkedWallet, null))).toBe('WALLET_NOT_LINKED');
    expect(codeOf(checkRefereeLink(directory, s.removedLinkWallet, null))).toBe('WALLET_NOT_LINKED');
    expect(codeOf(checkRefereeLink(directory, free, 'acct-heidi'))).toBe('WALLET_NOT_LINKED');
    expect(checkRefereeLink(directory, free, 'acct-grace')).toEqual({ ok: true, value: 'acct-grace' });
  });

  it('4: needs an active referrer link', () => {
    expect(codeOf(checkReferrerLink(directory, s.unlinkedReferrer))).toBe('REFERRER_NOT_LINKED');
    expect(codeOf(checkReferrerLink(directory, s.removedLinkWallet))).toBe('REFERRER_NOT_LINKED');
    expect(codeOf(checkReferrerLink(directory, otherFree))).toBe('ok');
  });

  it('5: refuses a referrer ever linked to the referee account, removed links included', () => {
    const [first, second] = s.sameAccountWallets;
    const carol = directory.activeAccountOf(first) ?? '';
    expect(codeOf(checkSelfReferral(directory, carol, second))).toBe('SELF_REFERRAL');
    const { referee, referrer } = s.selfReferralViaRemovedLink;
    expect(codeOf(checkSelfReferral(directory, directory.activeAccountOf(referee) ?? '', referrer))).toBe(
      'SELF_REFERRAL',
    );
    expect(codeOf(checkSelfReferral(directory, 'acct-grace', otherFree))).toBe('ok');
  });

  it('6: finds loops of any length', () => {
    const chain = new Map<Address, Address>([
      [s.referralChain.a, s.referralChain.b],
      [s.referralChain.b, s.referralChain.c],
    ]);
    const referrerOf = (wallet: Address) => chain.get(wallet) ?? null;
    expect(findReferralCycle(referrerOf, s.referralChain.c, s.referralChain.a)).toEqual([
      s.referralChain.c,
      s.referralChain.a,
      s.referralChain.b,
    ]);
    expect(findReferralCycle(referrerOf, s.referralChain.b, s.referralChain.a)).toEqual([
      s.referralChain.b,
      s.referralChain.a,
    ]);
    expect(findReferralCycle(referrerOf, free, s.referralChain.a)).toBeNull();
  });

  it('7: first bind wins', () => {
    expect(decideFirstBind(null, free)).toBe('create');
    expect(decideFirstBind(free, free)).toBe('repeat');
    expect(decideFirstBind(free, otherFree)).toBe('already-bound');
  });

  it('8: attributes accruals from five minutes before the bind on, never earlier', () => {
    const boundAt = new Date(1_000_000_000);
    expect(isReferralAttributable(boundAt, new Date(boundAt.getTime() - 300_000))).toBe(true);
    expect(isReferralAttributable(boundAt, new Date(boundAt.getTime() - 300_001))).toBe(false);
    expect(isReferralAttributable(boundAt, new Date(boundAt.getTime() + 1))).toBe(true);
  });

  it('10: a deadline must lie in (now, now + 3600]', () => {
    const now = 1_700_000_000;
    expect(codeOf(checkDeadlineNotExpired(BigInt(now), now))).toBe('INVALID_SIGNATURE');
    expect(codeOf(checkDeadlineNotExpired(BigInt(now + 1), now))).toBe('ok');
    expect(codeOf(checkDeadlineHorizon(BigInt(now + 3600), now))).toBe('ok');
    expect(codeOf(checkDeadlineHorizon(BigInt(now + 3601), now))).toBe('INVALID_PARAMS');
    expect(codeOf(checkDeadlineHorizon(99_999_999_999_999_999_999n, now))).toBe('INVALID_PARAMS');
  });

  it('applies rules 3, 4 and 5 in the spec order', () => {
    // Unlinked referee and unlinked referrer together: rule 3 speaks first.
    const both = checkBindPreconditions(directory, {
      referee: s.unlinkedWallet,
      referrer: s.unlinkedReferrer,
      sessionAccountId: null,
    });
    expect(codeOf(both)).toBe('WALLET_NOT_LINKED');
    const [first] = s.sameAccountWallets;
    const referrerFirst = checkBindPreconditions(directory, {
      referee: first,
      referrer: s.unlinkedReferrer,
      sessionAccountId: null,
    });
    expect(codeOf(referrerFirst)).toBe('REFERRER_NOT_LINKED');
  });
});
