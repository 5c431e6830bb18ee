import { describe, expect, it } from 'vitest';
import { timeLeftLabel } from './campaign-labels.ts';
import { buildCampaign } from '../../test/build-campaign.ts';

// buildCampaign runs from 1 January to 1 March 2026.
const now = new Date('2026-02-27T12:00:00Z');

describe('timeLeftLabel', () => {
  it('counts down a running campaign, and counts up an ended one', () => {
    expect(timeLeftLabel(buildCampaign(), now)).toBe('1d 12h left');
    expect(timeLeftLabel(buildCampaign({ status: 'ended' }), new Date('2026-03-03T00:00:00Z'))).toBe('ended 2d ago');
  });

  it('says a running campaign whose budget is spent is out of budget, not how long it has left', () => {
    expect(timeLeftLabel(buildCampaign({ budgetExhausted: true }), now)).toBe('Budget spent');
  });

  it('counts an open-ended campaign down to its estimated end', () => {
    const openEnded = buildCampaign({ openEnded: true, endTime: undefined });
    expect(timeLeftLabel(openEnded, now)).toBe('1d 12h left (estimated)');
  });
});
