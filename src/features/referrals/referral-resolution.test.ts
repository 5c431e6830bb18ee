import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { Address } from '../../domain/address.ts';
import type { RememberedBind } from './bind-memory.ts';
import { resolveReferralLink, type ReferralLinkInput } from './referral-resolution.ts';

const ALICE: Address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const BOB: Address = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const GRACE: Address = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

const noLookup = { data: undefined, error: null };
const aliceFound = { data: { username: 'alice', referrer: ALICE }, error: null };
const boundToBob: RememberedBind = {
  username: 'bob',
  referrer: BOB,
  seenAt: new Date('2026-11-20T12:00:00Z'),
  outcome: 'created',
};

function input(patch: Partial<ReferralLinkInput>): ReferralLinkInput {
  return {
    param: 'alice',
    pending: null,
    lookup: noLookup,
    wallet: undefined,
    walletKnown: true,
    bind: undefined,
    boundThisVisit: false,
    ...patch,
  };
}

describe('resolveReferralLink', () => {
  it('says nothing without a link or a kept referral', () => {
    expect(resolveReferralLink(input({ param: null }))).toEqual({ kind: 'none' });
  });

  it('names a malformed link as malformed, even with a kept referral', () => {
    expect(resolveReferralLink(input({ param: 'no such!', pending: 'bob' }))).toEqual({
      kind: 'malformed',
      text: 'no such!',
    });
  });

  it('commits to nothing while the username is being looked up', () => {
    expect(resolveReferralLink(input({}))).toEqual({ kind: 'checking', username: 'alice' });
  });

  it('checks the link in the address bar before a kept one, normalised like the service does', () => {
    expect(resolveReferralLink(input({ param: ' Alice ', pending: 'bob', lookup: aliceFound }))).toMatchObject({
      kind: 'known',
      username: 'alice',
    });
    expect(resolveReferralLink(input({ param: null, pending: 'alice', lookup: aliceFound }))).toMatchObject({
      kind: 'known',
      username: 'alice',
    });
  });

  it('says a name no account uses names nobody, whoever is connected', () => {
    const notFound = { data: undefined, error: new ApiError({ code: 'NOT_FOUND', status: 404 }) };
    expect(resolveReferralLink(input({ param: 'official_team', lookup: notFound, wallet: GRACE }))).toEqual({
      kind: 'unknown',
      username: 'official_team',
    });
  });

  it('reports a failed lookup as failed, not as an unknown name', () => {
    const error = new ApiError({ code: 'NETWORK_ERROR', message: 'Failed to fetch' });
    expect(resolveReferralLink(input({ lookup: { data: undefined, error } }))).toEqual({
      kind: 'failed',
      username: 'alice',
      error,
    });
  });

  it('does not read an answer for another username as the answer for this one', () => {
    expect(resolveReferralLink(input({ param: 'bob', lookup: aliceFound }))).toEqual({
      kind: 'checking',
      username: 'bob',
    });
  });

  it('names the wallet a known link credits and may invite a bind', () => {
    expect(resolveReferralLink(input({ lookup: aliceFound, wallet: GRACE }))).toEqual({
      kind: 'known',
      username: 'alice',
      referrer: ALICE,
    });
    expect(resolveReferralLink(input({ lookup: aliceFound }))).toEqual({
      kind: 'known',
      username: 'alice',
      referrer: ALICE,
    });
  });

  it('waits for the wallet before inviting, so the owner is never invited to bind to themself', () => {
    expect(resolveReferralLink(input({ lookup: aliceFound, walletKnown: false }))).toEqual({
      kind: 'checking',
      username: 'alice',
    });
  });

  it('recognises the connected wallet’s own link', () => {
    expect(resolveReferralLink(input({ lookup: aliceFound, wallet: ALICE }))).toEqual({
      kind: 'own',
      username: 'alice',
      referrer: ALICE,
    });
    // Even a wallet this browser remembers as bound is told it is its own link first.
    expect(resolveReferralLink(input({ lookup: aliceFound, wallet: ALICE, bind: boundToBob }))).toMatchObject({
      kind: 'own',
    });
  });

  it('tells a bound wallet who it is bound to instead of inviting it', () => {
    expect(resolveReferralLink(input({ lookup: aliceFound, wallet: GRACE, bind: boundToBob }))).toEqual({
      kind: 'bound',
      username: 'alice',
      referrer: ALICE,
      bind: boundToBob,
      justNow: false,
    });
  });

  it('says a bind made in this visit happened just now, and a repeat of an older one did not', () => {
    expect(
      resolveReferralLink(input({ lookup: aliceFound, wallet: GRACE, bind: boundToBob, boundThisVisit: true })),
    ).toMatchObject({ kind: 'bound', justNow: true });
    const repeat: RememberedBind = { ...boundToBob, outcome: 'repeat' };
    expect(
      resolveReferralLink(input({ lookup: aliceFound, wallet: GRACE, bind: repeat, boundThisVisit: true })),
    ).toMatchObject({ kind: 'bound', justNow: false });
  });
});
