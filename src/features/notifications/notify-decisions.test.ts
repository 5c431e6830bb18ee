import { describe, expect, it } from 'vitest';
import { toAddress } from '../../domain/address.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import { formatDateTime } from '../../lib/time.ts';
import { notificationsToShow, snapshotOf, type ClaimableRow } from './notify-decisions.ts';

const NOW = new Date('2026-11-26T04:00:00Z');
const DAY = 86_400_000;
const ALICE = toAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const USDC = { address: '0x00000000000000000000000000000000000000aa', symbol: 'USDC', decimals: 6 };
const WETH = { address: '0x00000000000000000000000000000000000000bb', symbol: 'WETH', decimals: 18 };

function row(campaignIndex: number, claimable: bigint, token = USDC, chainId = 31338): ClaimableRow {
  return {
    id: { chainId, campaignIndex },
    token,
    claimable,
    campaignName: `Campaign ${String(campaignIndex)}`,
  };
}

function deadline(campaignIndex: number, closesAt: Date, amount = 120_000_000n): ClaimDeadline {
  return {
    kind: 'reward',
    id: { chainId: 31338, campaignIndex },
    user: ALICE,
    campaignName: `Campaign ${String(campaignIndex)}`,
    closesAt,
    claimable: { token: '0x00000000000000000000000000000000000000c1', amount, symbol: 'USDC', decimals: 6 },
    url: 'http://127.0.0.1:4173/rewards',
  };
}

const none = new Set<string>();
const decide = (input: Partial<Parameters<typeof notificationsToShow>[0]>) =>
  notificationsToShow({
    user: ALICE,
    previous: undefined,
    current: [],
    deadlines: [],
    now: NOW,
    notified: none,
    ...input,
  });

describe('notificationsToShow: claimable amounts', () => {
  it('says nothing of what an address could already claim the first time it is watched', () => {
    expect(decide({ current: [row(1, 5_000_000n), row(2, 1n)] })).toEqual([]);
  });

  it('says nothing when nothing rose', () => {
    const current = [row(1, 5_000_000n)];
    expect(decide({ previous: snapshotOf(current), current })).toEqual([]);
    // A claim lowers the amount: not news either.
    expect(decide({ previous: snapshotOf(current), current: [row(1, 0n)] })).toEqual([]);
  });

  it('names the campaign, the new amount and what it gained when one rose', () => {
    const [notification, ...rest] = decide({
      previous: snapshotOf([row(1, 5_000_000n), row(2, 7_000_000n)]),
      current: [row(1, 15_500_000n), row(2, 7_000_000n)],
    });
    expect(rest).toEqual([]);
    expect(notification?.title).toBe('New rewards to claim');
    expect(notification?.body).toBe('Campaign 1: 15.5 USDC claimable on Local Base (+10.5 USDC).');
    expect(notification?.tag).toBe(`claimable-rose:${ALICE}`);
  });

  it('counts a campaign new since the last look as a rise from nothing', () => {
    const [notification] = decide({ previous: snapshotOf([row(1, 5n)]), current: [row(1, 5n), row(9, 2_000_000n)] });
    expect(notification?.body).toBe('Campaign 9: 2 USDC claimable on Local Base (+2 USDC).');
  });

  it('sums several rises per token and chain, never across tokens', () => {
    const [notification] = decide({
      previous: snapshotOf([row(1, 1_000_000n), row(2, 0n), row(3, 0n, WETH), row(4, 0n, USDC, 31337)]),
      current: [
        row(1, 3_000_000n),
        row(2, 1_500_000n),
        row(3, 400_000_000_000_000_000n, WETH),
        row(4, 1_000_000n, USDC, 31337),
      ],
    });
    expect(notification?.body).toBe(
      '4 campaigns: +3.5 USDC on Local Base, +0.4 WETH on Local Base, +1 USDC on Local Ethereum claimable.',
    );
  });

  it('says a rise once: what was shown is not shown again', () => {
    const previous = snapshotOf([row(1, 1n)]);
    const current = [row(1, 2n)];
    const [first] = decide({ previous, current });
    expect(first?.keys).toHaveLength(1);
    expect(decide({ previous, current, notified: new Set(first?.keys) })).toEqual([]);
    // The next publication raises it again: that is news again.
    expect(decide({ previous, current: [row(1, 3n)], notified: new Set(first?.keys) })).toHaveLength(1);
  });
});

describe('notificationsToShow: deadlines', () => {
  it('says a claim closing within 3 days, with its amount and moment, even the first time', () => {
    const closesAt = new Date(NOW.getTime() + 2 * DAY);
    const [notification, ...rest] = decide({ deadlines: [deadline(1, closesAt)] });
    expect(rest).toEqual([]);
    expect(notification?.title).toBe('A claim closes within 3 days');
    expect(notification?.body).toBe(
      `Claim 120 USDC from Campaign 1 on Local Base before ${formatDateTime(closesAt)}, or it is lost.`,
    );
  });

  it('leaves out deadlines further than 3 days, already passed, or with nothing to claim', () => {
    expect(
      decide({
        deadlines: [
          deadline(1, new Date(NOW.getTime() + 3 * DAY + 1000)),
          deadline(2, new Date(NOW.getTime() - 1000)),
          deadline(3, new Date(NOW.getTime() + DAY), 0n),
        ],
      }),
    ).toEqual([]);
  });

  it('sums several closing claims per token and names the soonest', () => {
    const soonest = new Date(NOW.getTime() + 6 * 3_600_000);
    const [notification] = decide({
      deadlines: [
        deadline(1, new Date(NOW.getTime() + 2 * DAY)),
        deadline(2, soonest, 80_000_000n),
        {
          ...deadline(3, new Date(NOW.getTime() + DAY)),
          claimable: {
            token: '0x00000000000000000000000000000000000000e1',
            amount: 10n ** 17n,
            symbol: 'WETH',
            decimals: 18,
          },
        },
      ],
    });
    expect(notification?.title).toBe('3 claims close within 3 days');
    expect(notification?.body).toBe(
      `3 rewards: 200 USDC on Local Base, 0.1 WETH on Local Base. The first closes ${formatDateTime(soonest)}.`,
    );
  });

  it('says a referral payout closing as a payout, and leads to the referral center', () => {
    const closesAt = new Date(NOW.getTime() + DAY);
    const [notification] = decide({ deadlines: [{ ...deadline(7, closesAt, 400_000n), kind: 'payout' }] });
    expect(notification?.body).toBe(
      `Claim your 0.4 USDC referral payout from Campaign 7 on Local Base before ${formatDateTime(closesAt)}, or it is lost.`,
    );
    expect(notification?.opens).toBe('referrals');
    // With rewards among them, the rewards screen is where most of it is claimed.
    const [mixed] = decide({
      deadlines: [
        { ...deadline(7, closesAt, 400_000n), kind: 'payout' },
        deadline(1, new Date(NOW.getTime() + 2 * DAY)),
      ],
    });
    expect(mixed?.body).toMatch(/^1 reward and 1 referral payout: 120\.4 USDC on Local Base\. The first closes /);
    expect(mixed?.opens).toBe('rewards');
  });

  it('tells a reward and a payout of the same campaign apart, and says each once', () => {
    const closesAt = new Date(NOW.getTime() + DAY);
    const reward = deadline(1, closesAt);
    const [first] = decide({ deadlines: [reward] });
    const [payout] = decide({ deadlines: [reward, { ...reward, kind: 'payout' }], notified: new Set(first?.keys) });
    expect(payout?.body).toContain('referral payout');
  });

  it('says each deadline once', () => {
    const deadlines = [deadline(1, new Date(NOW.getTime() + DAY))];
    const [first] = decide({ deadlines });
    expect(decide({ deadlines, notified: new Set(first?.keys) })).toEqual([]);
    // Another campaign coming within reach later is said on its own.
    const [later] = decide({
      deadlines: [...deadlines, deadline(2, new Date(NOW.getTime() + 2 * DAY))],
      notified: new Set(first?.keys),
    });
    expect(later?.title).toBe('A claim closes within 3 days');
    expect(later?.body).toContain('Campaign 2');
  });
});
