import { Suspense, type JSX } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazy-with-retry.tsx';
import { PartErrorBoundary } from './part-error-boundary.tsx';

describe('a part of a page whose code fails to download', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so in its place, keeps the rest of the page, and shows the part after Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>The bind form</p> });
    const Part = lazyWithRetry(load);
    render(
      <main>
        <input aria-label="Your note" defaultValue="typed before" />
        <PartErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Part />
          </Suspense>
        </PartErrorBoundary>
      </main>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown');
    expect(alert).toHaveTextContent("This part's code could not be downloaded");
    expect(screen.getByRole('textbox', { name: 'Your note' })).toHaveValue('typed before');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The bind form')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your note' })).toHaveValue('typed before');
  });
});
