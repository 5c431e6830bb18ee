import type { Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { buildReferralBindTypedData } from '../../contracts/referral-bind-typed-data.ts';
import { verifyBindSignature } from './bind-signature.ts';
import { fixtureDirectory } from './directory.ts';
import { FIXTURE_MNEMONIC, fixtureScenariosIdentity, fixtureWallets } from './wallets.ts';

const s = fixtureScenariosIdentity();
const [referee, referrer] = s.freeReferees;
const signerOf = (address: string) => {
  const index = fixtureWallets.find((wallet) => wallet.address === address)?.mnemonicIndex;
  if (index === null || index === undefined) throw new Error(`${address} is not a mnemonic wallet`);
  return mnemonicToAccount(FIXTURE_MNEMONIC, { addressIndex: index });
};
const deadline = 1_900_000_000n;
const sign = (signer: string, signedReferrer = referrer) =>
  signerOf(signer).signTypedData(buildReferralBindTypedData(signedReferrer, deadline));
const reasonOf = async (signature: Hex, who = referee) => {
  const result = await verifyBindSignature(fixtureDirectory, {
    referee: who,
    signedReferrer: referrer,
    deadline,
    signature,
  });
  return result.ok ? 'ok' : (result.rejection.details?.reason as string);
};

describe('verifyBindSignature', () => {
  it("accepts the referee's own signature", async () => {
    expect(await reasonOf(await sign(referee))).toBe('ok');
  });

  it('refuses another signer, another message and malformed bytes', async () => {
    expect(await reasonOf(await sign(referrer))).toBe('wrong-signer');
    expect(await reasonOf(await sign(referee, s.freeReferees[2]))).toBe('wrong-signer');
    const good = await sign(referee);
    expect(await reasonOf(`${good.slice(0, -2)}ff` as Hex)).toBe('unrecoverable');
    expect(await reasonOf(`${good}00` as Hex)).toBe('not-an-eoa-signature');
    expect(await reasonOf('0x1234')).toBe('not-an-eoa-signature');
    expect(await reasonOf(`0x${'00'.repeat(65)}`)).toBe('unrecoverable');
  });

  it('refuses a contract-wallet referee whatever it submits (no EIP-1271)', async () => {
    expect(await reasonOf(await sign(s.smartWallet.owner), s.smartWallet.proxy)).toBe('contract-wallet');
  });
});
