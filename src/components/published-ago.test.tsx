import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PublishedAgo } from './published-ago.tsx';

const NOW = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('PublishedAgo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('promises the cadence while amounts are fresh', () => {
    render(<PublishedAgo publishedAt={minutesAgo(12)} cadence="about every hour" />);
    expect(screen.getByText(/^Amounts published/)).toHaveTextContent(
      'Amounts published 12 min ago · new amounts about every hour',
    );
  });

  it('does not promise new amounts soon when none came for days', () => {
    render(<PublishedAgo publishedAt={minutesAgo((10 * 24 + 18) * 60)} cadence="about every hour" />);
    const line = screen.getByText(/^Amounts published/);
    expect(line).toHaveTextContent(
      'Amounts published 10d 18h ago · nothing newer yet: amounts usually come about every hour while campaigns run, and stop once they end',
    );
    expect(line).not.toHaveTextContent('· new amounts about every hour');
  });

  it('dates final amounts as final, and says how any estimates beside them move', () => {
    const { rerender } = render(
      <PublishedAgo
        publishedAt={minutesAgo((10 * 24 + 18) * 60)}
        cadence="about every hour"
        final={{ estimates: undefined }}
      />,
    );
    expect(screen.getByText(/^Final amounts/)).toHaveTextContent(/^Final amounts, published 10d 18h ago$/);
    rerender(
      <PublishedAgo
        publishedAt={minutesAgo(90)}
        cadence="about every hour"
        final={{ estimates: 'estimates move about every hour while campaigns run' }}
      />,
    );
    expect(screen.getByText(/^Final amounts/)).toHaveTextContent(
      'Final amounts, published 1h 30m ago · estimates move about every hour while campaigns run',
    );
  });

  it('says nothing is published only as what it is', () => {
    render(<PublishedAgo publishedAt={undefined} cadence="about every hour" final={{ estimates: undefined }} />);
    expect(screen.getByText('No final amounts published yet')).toBeInTheDocument();
  });
});
