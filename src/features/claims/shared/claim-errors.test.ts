import { describe, expect, it } from 'vitest';
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  UserRejectedRequestError,
} from 'viem';
import { ApiError } from '../../../api/api-error.ts';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import { ClaimStoppedError, describeClaimError, isDeclined } from './claim-errors.ts';

/** The error viem throws when a simulated or sent claim reverts with `errorName`. */
function revert(
  errorName: 'ClaimExpired' | 'InvalidProof' | 'NothingToClaim' | 'InvalidCampaign' | 'CampaignFinalized',
) {
  const data = encodeErrorResult({ abi: managerAbi, errorName });
  const cause = new ContractFunctionRevertedError({ abi: managerAbi, data, functionName: 'claim' });
  return new ContractFunctionExecutionError(cause, { abi: managerAbi, functionName: 'claim', args: [] });
}

describe('describeClaimError', () => {
  it('says a declined wallet request sent nothing', () => {
    const error = new BaseError('Request failed', { cause: new UserRejectedRequestError(new Error('User denied')) });
    expect(describeClaimError(error)).toBe('You declined in your wallet; nothing was sent.');
    expect(isDeclined(describeClaimError(error))).toBe(true);
    expect(isDeclined(describeClaimError(revert('ClaimExpired')))).toBe(false);
  });

  it('puts each claim revert in words', () => {
    expect(describeClaimError(revert('ClaimExpired'))).toMatch(/^Expired: the chain no longer pays this claim/);
    expect(describeClaimError(revert('InvalidProof'))).toMatch(/^The chain rejected the proof/);
    expect(describeClaimError(revert('NothingToClaim'))).toMatch(/^Nothing left to claim/);
    expect(describeClaimError(revert('InvalidCampaign'))).toBe(
      'The manager contract on this chain does not know this campaign.',
    );
  });

  it('decodes the bare revert a wallet reports for a transaction it sent', () => {
    const error = new BaseError('Execution reverted with reason: custom error 0x969bf728.');
    expect(describeClaimError(error)).toMatch(/^Nothing left to claim/);
    const withData = new BaseError('Request failed', {
      cause: Object.assign(new Error('execution reverted'), {
        data: encodeErrorResult({ abi: managerAbi, errorName: 'InvalidProof' }),
      }),
    });
    expect(describeClaimError(withData)).toMatch(/^The chain rejected the proof/);
  });

  it('names a revert it has no words for rather than hiding it', () => {
    expect(describeClaimError(revert('CampaignFinalized'))).toMatch(
      /^The chain refused the claim: .*CampaignFinalized/,
    );
  });

  it('passes on the app’s own reasons and the service’s message', () => {
    expect(describeClaimError(new ClaimStoppedError('The newest rewards are not on chain yet.'))).toBe(
      'The newest rewards are not on chain yet.',
    );
    const apiError = new ApiError({ status: 404, code: 'NOT_FOUND', serverMessage: 'No proof for this address' });
    expect(describeClaimError(apiError)).toBe('No proof for this address');
  });
});
