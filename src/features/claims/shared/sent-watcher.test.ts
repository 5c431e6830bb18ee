// @vitest-environment jsdom
// (the record of sends lives in the browser's localStorage)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeAbiParameters, encodeEventTopics, type Hash, type Hex } from 'viem';
import type { Address } from '../../../domain/address.ts';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import { onSettled } from '../../../wallet/sent-settled.ts';
import { keepSent, sentEntries, type SentEntry } from '../../../wallet/sent-transactions.ts';
import { managerAddressOf } from './claim-manager.ts';
import { settleEntry, type SettledReceipt, type SettleReads } from './sent-watcher.ts';

const chainId = 31337;
const user = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' as Address;
const other = '0x90f79bf6eb2c4f870365e785982e1f101e93b906' as Address;
const hash = (byte: string): Hash => `0x${byte.repeat(32)}`;
const manager = managerAddressOf(chainId) ?? '0x';

function claimedLog(campaignIndex: number, who: Address, amount: bigint, cumulative: bigint) {
  return {
    address: manager,
    topics: encodeEventTopics({
      abi: managerAbi,
      eventName: 'Claimed',
      args: { campaignId: BigInt(campaignIndex), user: who },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [amount, cumulative]),
  };
}

const receipt = (transactionHash: Hash, logs: SettledReceipt['logs']): SettledReceipt => ({
  transactionHash,
  logs,
  status: 'success',
});

/** Reads that know nothing yet; each test says what the chain, the wallet or the Safe answers. */
const nothingYet = (): SettleReads => ({
  receipt: vi.fn(() => Promise.resolve(null)),
  gone: vi.fn(() => Promise.resolve(false)),
  callsReceipts: vi.fn(() => Promise.resolve(null)),
  safeExecution: vi.fn(() => Promise.resolve(null)),
});

function kept(entry: Pick<SentEntry, 'kind' | 'via' | 'reference' | 'calls'>): SentEntry {
  keepSent({ ...entry, ledger: 'rewards', user, chainId, sentAt: 1 });
  const found = sentEntries().find((candidate) => candidate.reference === entry.reference);
  if (found === undefined) throw new Error('not kept');
  return found;
}

const campaign = (campaignIndex: number) => ({ campaign: { chainId, campaignIndex } });

afterEach(() => {
  localStorage.clear();
});

describe('the watcher of sends', () => {
  it('settles a transaction from its receipt, recording what the log paid', async () => {
    const entry = kept({ kind: 'claim', via: 'transaction', reference: hash('a1'), calls: [campaign(5)] });
    const reads = nothingYet();
    expect(await settleEntry(entry, reads)).toBe(false);
    expect(sentEntries()[0]?.status).toBe('pending');
    reads.receipt = () => Promise.resolve(receipt(hash('a1'), [claimedLog(5, user, 40n, 100n)]));
    const heard = vi.fn();
    const stop = onSettled(heard);
    expect(await settleEntry(entry, reads)).toBe(true);
    stop();
    expect(sentEntries()[0]).toMatchObject({ status: 'settled', calls: [{ paid: 100n }] });
    expect(heard).toHaveBeenCalled();
  });

  it('settles a call bundle from its receipts, and records only the campaigns it carried for this user', async () => {
    const entry = kept({ kind: 'claim-all', via: 'calls', reference: '0x0b', calls: [campaign(1), campaign(2)] });
    const reads = nothingYet();
    reads.callsReceipts = () =>
      Promise.resolve([
        receipt(hash('b1'), [claimedLog(1, user, 5n, 5n), claimedLog(9, user, 7n, 7n)]),
        receipt(hash('b2'), [claimedLog(2, other, 6n, 6n)]),
      ]);
    expect(await settleEntry(entry, reads)).toBe(true);
    expect(sentEntries()[0]?.calls).toEqual([
      { campaign: { chainId, campaignIndex: 1 }, paid: 5n, amount: 5n, hash: hash('b1') },
      campaign(2),
    ]);
  });

  it('settles a Safe proposal from the transaction that executed it, and one the owners rejected as paying nothing', async () => {
    const proposal = kept({ kind: 'safe-proposal', via: 'safe', reference: hash('c1'), calls: [campaign(3)] });
    const reads = nothingYet();
    expect(await settleEntry(proposal, reads)).toBe(false);
    reads.safeExecution = () => Promise.resolve(hash('c2'));
    expect(await settleEntry(proposal, reads)).toBe(false);
    reads.receipt = (_chain, executed) =>
      Promise.resolve(executed === hash('c2') ? receipt(executed, [claimedLog(3, user, 9n, 9n)]) : null);
    expect(await settleEntry(proposal, reads)).toBe(true);
    expect(sentEntries()[0]).toMatchObject({ status: 'settled', calls: [{ paid: 9n }] });

    const rejected = kept({ kind: 'safe-proposal', via: 'safe', reference: hash('d1'), calls: [campaign(4)] });
    reads.safeExecution = () => Promise.resolve('rejected');
    expect(await settleEntry(rejected, reads)).toBe(true);
    expect(sentEntries()[1]).toMatchObject({ status: 'settled', calls: [campaign(4)] });
  });

  it('settles, paying nothing, a transaction the chain no longer knows long after it was sent', async () => {
    const entry = kept({ kind: 'claim', via: 'transaction', reference: hash('f1'), calls: [campaign(6)] });
    const reads = nothingYet();
    expect(await settleEntry(entry, reads)).toBe(false);
    reads.gone = () => Promise.resolve(true);
    expect(await settleEntry(entry, reads)).toBe(true);
    expect(sentEntries()[0]).toMatchObject({ status: 'settled', calls: [campaign(6)] });
  });

  it('leaves a proposal pending where this page cannot ask its Safe', async () => {
    const proposal = kept({ kind: 'safe-proposal', via: 'safe', reference: hash('e1'), calls: [campaign(3)] });
    const reads = nothingYet();
    reads.safeExecution = () => Promise.resolve(undefined);
    expect(await settleEntry(proposal, reads)).toBe(false);
    expect(sentEntries()[0]?.status).toBe('pending');
  });
});
