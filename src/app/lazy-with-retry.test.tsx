import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry, reloadOnce } from '../components/lazy-with-retry.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function Page() {
  return <h1>Rewards</h1>;
}

describe('lazyWithRetry', () => {
  it('imports again on "Try again" after a chunk failed to download once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // No URL in the message, so no HEAD check: a plain failed download.
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyWithRetry(load);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <LazyPage />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/This page's code could not be downloaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('reloadOnce', () => {
  it('reloads once per URL within a minute, never in a loop', () => {
    const reload = vi.fn();
    const location = { href: 'http://app.test/rewards', reload } as unknown as Location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(location);
    expect(reloadOnce(1_000_000)).toBe(true);
    expect(reloadOnce(1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(1_070_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
