import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAddress } from '../../domain/address.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';

const NOW = new Date('2026-11-26T04:00:00Z');

const deadline: ClaimDeadline = {
  kind: 'reward',
  id: { chainId: 31338, campaignIndex: 2 },
  user: toAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
  campaignName: 'PTN rewards on steakUSDC',
  closesAt: new Date('2026-12-06T17:45:30Z'),
  claimable: { token: '0x00000000000000000000000000000000000000c1', amount: 120_000_000n, symbol: 'USDC', decimals: 6 },
  url: 'http://127.0.0.1:4173/rewards',
};

describe('AddToCalendarButton', () => {
  let files: Blob[];
  let downloads: string[];

  beforeEach(() => {
    files = [];
    downloads = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('downloads a calendar file made in the browser', async () => {
    render(
      <AddToCalendarButton deadlines={[deadline]} label="Add to calendar" fileName="claim-deadline" now={() => NOW} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    await vi.waitFor(() => {
      expect(downloads).toEqual(['claim-deadline.ics']);
    });
    const [file] = files;
    expect(file?.type).toBe('text/calendar;charset=utf-8');
    const text = (await file?.text()) ?? '';
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('DTSTART:20261206T174530Z');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in words why no file was made, and downloads nothing', async () => {
    render(
      <AddToCalendarButton
        deadlines={[{ ...deadline, closesAt: new Date(NOW.getTime() - 1) }]}
        label="Add to calendar"
        accessibleName="Add the PTN deadline to calendar"
        fileName="claim-deadline.ics"
        now={() => NOW}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add the PTN deadline to calendar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This claim has already expired: there is no deadline left to add to a calendar.',
    );
    expect(downloads).toEqual([]);
  });
});
