import { describe, expect, it } from 'vitest';
import type { SentEntry } from '../wallet/sent-transactions.ts';
import { claimNews, failedMessage } from './widget-claim-news.ts';

// A partner's page counts what the widget tells it (points, analytics): each claim once sent,
// then once mined with what that transaction paid, or once failed.

const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const SENT_HASH = '0x1111111111111111111111111111111111111111111111111111111111111111';
const MINED_HASH = '0x2222222222222222222222222222222222222222222222222222222222222222';

const pending: SentEntry = {
  kind: 'claim',
  ledger: 'rewards',
  user: ALICE,
  chainId: 8453,
  via: 'transaction',
  reference: SENT_HASH,
  calls: [{ campaign: { chainId: 8453, campaignIndex: 12 } }],
  status: 'pending',
  sentAt: 1,
};

describe('claimNews', () => {
  it('tells a send once, and nothing more while it waits', () => {
    const first = claimNews(pending, undefined);
    expect(first).toEqual({
      messages: [
        {
          source: 'partner-rewards',
          type: 'claim-sent',
          chainId: 8453,
          hash: SENT_HASH,
          calls: [{ campaign: '8453:12' }],
        },
      ],
      told: 'sent',
      waitForPayment: false,
    });
    expect(claimNews(pending, 'sent')).toEqual({ messages: [], told: 'sent', waitForPayment: false });
  });

  it("tells the mining with what this transaction paid, not the campaign's total, in the transaction mined", () => {
    // A second claim in the campaign: 5 paid now, 12 paid in all; the wallet sped it up.
    const mined: SentEntry = {
      ...pending,
      status: 'settled',
      calls: [{ campaign: { chainId: 8453, campaignIndex: 12 }, paid: 12n, amount: 5n, hash: MINED_HASH }],
    };
    expect(claimNews(mined, 'sent')).toEqual({
      messages: [
        {
          source: 'partner-rewards',
          type: 'claim-mined',
          chainId: 8453,
          hash: MINED_HASH,
          calls: [{ campaign: '8453:12', paid: '5' }],
        },
      ],
      told: 'done',
      waitForPayment: false,
    });
    // Seen only once it is mined (a reload between): sent and mined, in order.
    expect(claimNews(mined, undefined).messages.map((message) => message.type)).toEqual(['claim-sent', 'claim-mined']);
    expect(claimNews(mined, 'done').messages).toEqual([]);
  });

  it('waits for the payments of a settled send before telling anything more, and fails it after', () => {
    const settled: SentEntry = { ...pending, status: 'settled' };
    expect(claimNews(settled, 'sent')).toEqual({ messages: [], told: 'sent', waitForPayment: true });
    expect(failedMessage(settled, SENT_HASH)).toEqual({
      source: 'partner-rewards',
      type: 'claim-failed',
      chainId: 8453,
      hash: SENT_HASH,
      calls: [{ campaign: '8453:12' }],
    });
  });

  it('tells nothing of a send without a hash', () => {
    const { reference: _reference, ...unnamed } = pending;
    expect(claimNews(unnamed, undefined)).toEqual({ messages: [], told: undefined, waitForPayment: false });
  });
});
