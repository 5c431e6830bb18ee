import { describe, expect, it } from 'vitest';
import { toAddress } from '../../domain/address.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import { CalendarFileError, calendarFileOf } from './calendar.ts';

const NOW = new Date('2026-11-26T04:00:00Z');
const ALICE = toAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');

function buildDeadline(overrides: Partial<ClaimDeadline> = {}): ClaimDeadline {
  return {
    kind: 'reward',
    id: { chainId: 8453, campaignIndex: 4 },
    user: ALICE,
    campaignName: 'PTN rewards on steakUSDC',
    closesAt: new Date('2026-12-06T17:45:30Z'),
    claimable: {
      token: '0x00000000000000000000000000000000000000c1',
      amount: 120_500_000n,
      symbol: 'USDC',
      decimals: 6,
    },
    url: 'https://app.example/rewards?campaign=8453:4',
    ...overrides,
  };
}

/** An iCalendar file's content lines: folded lines joined (RFC 5545 3.1), CRLF line ends checked. */
function contentLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** A property's text with RFC 5545 escapes undone. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, escaped: string) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
}

type Event = Map<string, string[]>;

/** The VEVENTs of a file, each as its properties by name (values unescaped), alarms apart. */
function eventsOf(text: string): { events: Event[]; alarms: string[][] } {
  const events: Event[] = [];
  const alarms: string[][] = [];
  let current: Event | undefined;
  let inAlarm = false;
  for (const line of contentLines(text)) {
    if (line === 'BEGIN:VEVENT') {
      current = new Map();
      alarms.push([]);
      continue;
    }
    if (line === 'END:VEVENT') {
      if (current !== undefined) events.push(current);
      current = undefined;
      continue;
    }
    if (line === 'BEGIN:VALARM') inAlarm = true;
    if (line === 'END:VALARM') inAlarm = false;
    if (current === undefined) continue;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0] ?? '';
    const value = line.slice(colon + 1);
    if (inAlarm) {
      if (name === 'TRIGGER') alarms.at(-1)?.push(value);
      continue;
    }
    current.set(name, [...(current.get(name) ?? []), unescapeText(value)]);
  }
  return { events, alarms };
}

function only(event: Event | undefined, name: string): string {
  const values = event?.get(name);
  expect(values, name).toHaveLength(1);
  return values?.[0] ?? '';
}

describe('calendarFileOf', () => {
  it('writes one event per deadline, at its closing moment in UTC, with amount, chain and link', () => {
    const payout = buildDeadline({
      kind: 'payout',
      id: { chainId: 31338, campaignIndex: 1 },
      campaignName: 'WETH rewards on Pool 0xab…cd',
      closesAt: new Date('2027-01-02T00:00:07Z'),
      claimable: {
        token: '0x00000000000000000000000000000000000000e1',
        amount: 400_000_000_000_000_000n,
        symbol: 'WETH',
        decimals: 18,
      },
      url: 'https://app.example/referrals',
    });
    const { events, alarms } = eventsOf(calendarFileOf([buildDeadline(), payout], { now: NOW }));

    expect(events).toHaveLength(2);
    const [reward, referral] = events;
    expect(only(reward, 'DTSTART')).toBe('20261206T174530Z');
    expect(only(reward, 'SUMMARY')).toBe('Claim 120.5 USDC from PTN rewards on steakUSDC before it expires');
    expect(only(reward, 'DESCRIPTION')).toContain('120.5 USDC reward claimable from PTN rewards on steakUSDC on Base.');
    expect(only(reward, 'DESCRIPTION')).toContain('https://app.example/rewards?campaign=8453:4');
    expect(only(reward, 'URL')).toBe('https://app.example/rewards?campaign=8453:4');
    expect(only(reward, 'UID')).toBe(`reward:8453:4:${ALICE.toLowerCase()}@app.example`);

    expect(only(referral, 'DTSTART')).toBe('20270102T000007Z');
    expect(only(referral, 'SUMMARY')).toContain('0.4 WETH referral payout');
    expect(only(referral, 'DESCRIPTION')).toContain('on Local Base.');
    expect(only(referral, 'URL')).toBe('https://app.example/referrals');

    // Reminders 3 days and 1 day before each.
    expect(alarms).toEqual([
      ['-PT72H', '-PT24H'],
      ['-PT72H', '-PT24H'],
    ]);
  });

  it('gives the same deadline the same UID on every download, so a calendar updates it instead of doubling it', () => {
    const uid = (text: string) => only(eventsOf(text).events[0], 'UID');
    const first = calendarFileOf([buildDeadline()], { now: NOW });
    const later = calendarFileOf(
      [
        buildDeadline({
          claimable: { token: '0x00000000000000000000000000000000000000c1', amount: 1n, symbol: 'USDC', decimals: 6 },
        }),
      ],
      {
        now: new Date('2026-12-01T00:00:00Z'),
      },
    );
    expect(uid(first)).toBe(uid(later));
  });

  it('escapes commas, semicolons and newlines in names so they cannot break the file', () => {
    const name = 'Evil, Inc; rewards\nDTSTART:19700101T000000Z';
    const { events } = eventsOf(calendarFileOf([buildDeadline({ campaignName: name })], { now: NOW }));
    expect(events).toHaveLength(1);
    expect(only(events[0], 'DTSTART')).toBe('20261206T174530Z');
    expect(only(events[0], 'SUMMARY')).toBe(`Claim 120.5 USDC from ${name} before it expires`);
    const file = calendarFileOf([buildDeadline({ campaignName: name })], { now: NOW });
    expect(file).toContain('Evil\\, Inc\\; rewards\\nDTSTART');
  });

  it('leaves out reminders already past, and deadlines already passed', () => {
    const soon = buildDeadline({ closesAt: new Date(NOW.getTime() + 2 * 86_400_000) });
    const passed = buildDeadline({ id: { chainId: 8453, campaignIndex: 9 }, closesAt: new Date(NOW.getTime() - 1000) });
    const { events, alarms } = eventsOf(calendarFileOf([soon, passed], { now: NOW }));
    expect(events).toHaveLength(1);
    expect(only(events[0], 'UID')).toContain('reward:8453:4:');
    expect(alarms).toEqual([['-PT24H']]);
  });

  it('refuses an empty list in words rather than writing an empty calendar', () => {
    expect(() => calendarFileOf([], { now: NOW })).toThrow(CalendarFileError);
    expect(() => calendarFileOf([], { now: NOW })).toThrow('There is no claim deadline to add to a calendar.');
  });

  it('refuses a list of expired claims in words', () => {
    const passed = buildDeadline({ closesAt: new Date(NOW.getTime() - 1000) });
    expect(() => calendarFileOf([passed], { now: NOW })).toThrow(
      'This claim has already expired: there is no deadline left to add to a calendar.',
    );
  });
});
