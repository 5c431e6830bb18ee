import { concat, encodeAbiParameters, hashTypedData, keccak256, stringToHex, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildReferralBindTypedData, referralBindDomain } from './referral-bind-typed-data.ts';

// Signer (app) and verifier (mock) share this file, so a drift from the spec would go unnoticed
// between them. This test rebuilds the EIP-712 digest by hand from the spec's words instead.

const referrer: Address = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

function specDigest(deadline: bigint): `0x${string}` {
  // Domain `{ name: 'Partner TBI Referrals', version: '1' }`: no chainId, no verifyingContract.
  const domainSeparator = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }],
      [
        keccak256(stringToHex('EIP712Domain(string name,string version)')),
        keccak256(stringToHex('Partner TBI Referrals')),
        keccak256(stringToHex('1')),
      ],
    ),
  );
  const structHash = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }],
      [keccak256(stringToHex('ReferralBind(address referrer,uint256 deadline)')), referrer, deadline],
    ),
  );
  return keccak256(concat(['0x1901', domainSeparator, structHash]));
}

describe('referral bind typed data', () => {
  it("hashes exactly as the spec's domain and type describe", () => {
    for (const deadline of [0n, 1_900_000_000n, 10n ** 20n - 1n]) {
      expect(hashTypedData(buildReferralBindTypedData(referrer, deadline))).toBe(specDigest(deadline));
    }
  });

  it('carries no chain id, so a bind signed on any chain is the same bind', () => {
    expect(Object.keys(referralBindDomain).sort()).toEqual(['name', 'version']);
  });
});
