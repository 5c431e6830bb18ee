import { recoverTypedDataAddress, type Address, type Hex } from 'viem';
import { buildReferralBindTypedData } from '../../contracts/referral-bind-typed-data.ts';
import type { RuleResult } from './bind-rules.ts';
import type { IdentityDirectory } from './directory.ts';

// Rules 9 and 10 of the bind: only an externally-owned account's ECDSA signature over the EIP-712
// ReferralBind message counts. Recovery is done locally with viem and compared with the referee,
// with no RPC: there is no EIP-1271 path at all, which is exactly rule 9.

/** Length in hex characters (with 0x) of a 65-byte r||s||v signature. */
const EOA_SIGNATURE_HEX_LENGTH = 2 + 65 * 2;

export interface BindSignatureInput {
  referee: Address;
  /** The referrer as resolved and submitted, before canonicalization: that is what was signed. */
  signedReferrer: Address;
  deadline: bigint;
  signature: Hex;
}

const invalid = (reason: string, message: string): RuleResult<null> => ({
  ok: false,
  rejection: { code: 'INVALID_SIGNATURE', message, details: { reason } },
});

/**
 * Checks that `signature` is the referee's own EOA signature of (signedReferrer, deadline). A
 * contract wallet referee, a signature of any length other than 65 bytes (EIP-1271 signatures are
 * arbitrary bytes), an unrecoverable signature or another signer all give 401 INVALID_SIGNATURE.
 * Expiry is checked separately (checkDeadlineNotExpired) because it needs the clock.
 */
export async function verifyBindSignature(
  directory: IdentityDirectory,
  input: BindSignatureInput,
): Promise<RuleResult<null>> {
  if (directory.isContractWallet(input.referee)) {
    return invalid('contract-wallet', 'Contract wallets cannot sign binds; only externally-owned accounts can');
  }
  if (input.signature.length !== EOA_SIGNATURE_HEX_LENGTH) {
    return invalid('not-an-eoa-signature', 'The signature is not a 65-byte ECDSA signature');
  }
  let signer: Address;
  try {
    signer = await recoverTypedDataAddress({
      ...buildReferralBindTypedData(input.signedReferrer, input.deadline),
      signature: input.signature,
    });
  } catch (error) {
    // viem throws on a v byte it does not know or an r/s that is not a curve point: for the caller
    // that is simply a signature that does not verify. The reason stays visible in details.
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return invalid('unrecoverable', `The signature cannot be recovered: ${message ?? 'unknown error'}`);
  }
  if (signer.toLowerCase() !== input.referee.toLowerCase()) {
    return invalid('wrong-signer', 'The signature was not made by the referee wallet');
  }
  return { ok: true, value: null };
}
