import { describe, expect, it } from 'vitest';
import { campaignBadge, timeLeftLabel, windowLabel } from './campaign-labels.ts';
import { buildCampaign } from '../../test/build-campaign.ts';

// buildCampaign runs from 1 January to 1 March 2026.
const now = new Date('2026-02-27T12:00:00Z');

describe('timeLeftLabel', () => {
  it('counts down a running campaign, and counts up an ended one', () => {
    expect(timeLeftLabel(buildCampaign(), now)).toBe('1d 12h left');
    expect(timeLeftLabel(buildCampaign({ status: 'ended' }), new Date('2026-03-03T00:00:00Z'))).toBe(
      'ended 2 days ago',
    );
  });

  it('says a running campaign whose budget is spent is out of budget, not how long it has left', () => {
    expect(timeLeftLabel(buildCampaign({ budgetExhausted: true }), now)).toBe('Budget spent');
  });

  it('reads a past end as a distance in words, not a countdown', () => {
    // 12 days and 24 minutes after the end: not "ended 12d 24m ago".
    const later = new Date('2026-03-13T00:24:00Z');
    expect(timeLeftLabel(buildCampaign({ status: 'ended' }), later)).toBe('ended 12 days ago');
  });

  it('counts an open-ended campaign down to its estimated end', () => {
    const openEnded = buildCampaign({ openEnded: true, endTime: undefined });
    expect(timeLeftLabel(openEnded, now)).toBe('1d 12h left (estimated)');
  });
});

describe('campaignBadge', () => {
  it('says "Budget spent" rather than "Active" for a running campaign that pays nothing, its window aside', () => {
    const spent = buildCampaign({ budgetExhausted: true, partnerApyBps: 0n });
    expect(campaignBadge(spent)).toEqual({ label: 'Budget spent', tone: 'warning' });
    expect(windowLabel(spent, now)).toBe('1d 12h left');
    expect(campaignBadge(buildCampaign())).toEqual({ label: 'Active', tone: 'success' });
    expect(campaignBadge(buildCampaign({ status: 'pending' }))).toEqual({ label: 'Starting soon', tone: 'info' });
  });
});
