import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCampaign } from '../../../test/build-campaign.ts';
import { renderRoute } from '../../../test/render.tsx';
import { formatDateTime } from '../../../lib/time.ts';
import { BudgetSchedule } from './budget-schedule.tsx';

const ranOutAt = new Date('2026-05-04T10:00:00Z');
const fundedUntil = new Date('2026-09-01T00:00:00Z');

function renderSchedule(status: 'active' | 'ended' | 'cancelled') {
  const campaign = buildCampaign({ status, estimatedEndDate: ranOutAt, fundedUntil });
  renderRoute([{ path: '/', element: <BudgetSchedule campaign={campaign} /> }], '/');
}

/** The value shown under a fact's label. */
function factValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('BudgetSchedule', () => {
  it('forecasts when a running campaign runs out, and until when it is funded', () => {
    renderSchedule('active');
    expect(factValue('Expected to run out')).toBe(formatDateTime(ranOutAt));
    expect(factValue('Funded until')).toBe(formatDateTime(fundedUntil));
    expect(screen.queryByText('Stopped paying')).toBeNull();
  });

  it('says when an ended campaign stopped paying, not when it is expected to', () => {
    renderSchedule('ended');
    expect(factValue('Stopped paying')).toBe(formatDateTime(ranOutAt));
    expect(screen.queryByText('Expected to run out')).toBeNull();
  });

  it('gives a cancelled campaign no funding date: what it had left is no longer paid out', () => {
    renderSchedule('cancelled');
    expect(factValue('Stopped paying')).toBe(formatDateTime(ranOutAt));
    expect(screen.queryByText('Expected to run out')).toBeNull();
    expect(screen.queryByText('Funded until')).toBeNull();
  });
});
