import { describe, expect, it } from 'vitest';
import { BaseError, UserRejectedRequestError } from 'viem';
import { ApiError } from '../../api/api-error.ts';
import type { ErrorCode } from '../../api/error-codes.ts';
import { describeBindError } from './bind-errors.ts';

const refusal = (code: ErrorCode, status: number) => new ApiError({ code, status, serverMessage: `server: ${code}` });

describe('describeBindError', () => {
  it('gives every documented refusal its own sentence, naming the referrer', () => {
    const cases: [ErrorCode, number, string][] = [
      ['REFERRER_NOT_FOUND', 404, 'No account uses the username @bob.'],
      ['ALREADY_BOUND', 409, 'This wallet is already bound to another referrer, and the first bind is permanent.'],
      ['SELF_REFERRAL', 400, 'You cannot refer yourself: @bob’s wallet has been linked to your own account.'],
      [
        'CYCLIC_REFERRAL',
        409,
        '@bob is already referred by you, directly or through others, so you cannot bind to them.',
      ],
      [
        'INVALID_SIGNATURE',
        401,
        'The service did not accept the signature. It may have expired: sign again. Signatures of contract wallets (such as a Safe) are never accepted: bind with a session token instead.',
      ],
      ['INVALID_SESSION', 401, 'The session token is not valid or has expired.'],
    ];
    for (const [code, status, sentence] of cases)
      expect(describeBindError(refusal(code, status), 'bob')).toBe(sentence);
    expect(describeBindError(refusal('WALLET_NOT_LINKED', 403), 'bob')).toMatch(/^This wallet is not linked/);
    expect(describeBindError(refusal('REFERRER_NOT_LINKED', 409), 'bob')).toMatch(/@bob is paid at is not linked/);
  });

  it('says a declined signature sent nothing, and passes anything else on', () => {
    const declined = new BaseError('Signing failed', { cause: new UserRejectedRequestError(new Error('denied')) });
    expect(describeBindError(declined, 'bob')).toBe('You declined to sign in your wallet, so nothing was sent.');
    expect(describeBindError(refusal('RATE_LIMITED', 429), undefined)).toBe('server: RATE_LIMITED');
  });

  it('names a device clock that ran fast or slow when the service refused the deadline', () => {
    const tooFar = new ApiError({
      code: 'INVALID_PARAMS',
      status: 400,
      serverMessage: 'deadline is more than one hour ahead',
      details: { field: 'deadline', latestAllowed: '1' },
    });
    expect(describeBindError(tooFar, 'bob')).toMatch(/this device's clock runs fast/);
    const expired = new ApiError({
      code: 'INVALID_SIGNATURE',
      status: 401,
      serverMessage: 'The signature has expired',
      details: { reason: 'expired', deadline: '1' },
    });
    expect(describeBindError(expired, 'bob')).toMatch(/this device's clock runs slow/);
  });
});
