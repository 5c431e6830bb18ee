import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { appConfig } from '../../config/env.ts';
import { QUOTED_TEXT_MAX_CHARS } from '../../domain/display-text.ts';
import { fixtureAccounts } from '../../mock/identity/wallets.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { renderRoute } from '../../test/render.tsx';
import { ReferralBanner } from './referral-banner.tsx';
import { clearPendingReferral, readPendingReferral } from './referral-link.ts';

// The real mock service through MSW: bob is a username there, official_team is not.
const server = setupMockService();

const BOB = fixtureAccounts.find((account) => account.username === 'bob')?.payoutWallet ?? '';

function renderBanner(url: string) {
  return renderRoute(
    [
      { path: '/', element: <ReferralBanner /> },
      { path: '/referrals', element: <ReferralBanner /> },
    ],
    url,
  );
}

describe('ReferralBanner', () => {
  afterEach(() => {
    clearPendingReferral();
  });

  it('names nobody while the link is checked', async () => {
    renderBanner('/?ref=bob');
    expect(screen.getByRole('status')).toHaveTextContent('Checking the referral link…');
    expect(screen.queryByText(/referred by/)).not.toBeInTheDocument();
    expect(await screen.findByText(/You were referred by/)).toBeInTheDocument();
  });

  it('says a link naming no account names nobody, offers nothing and keeps nothing', async () => {
    renderBanner('/?ref=official_team');
    const banner = (await screen.findByText(/This link names no referrer/)).closest('[role="status"]');
    expect(banner).toHaveTextContent('@official_team is not a username here');
    expect(within(banner as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(readPendingReferral()).toBeNull();
  });

  it('quotes a malformed link short: its value can be any length, and the bar sits above every screen', async () => {
    renderBanner(`/?ref=${'a'.repeat(500)}`);
    const quoted = `${'a'.repeat(QUOTED_TEXT_MAX_CHARS - 1)}…`;
    expect(await screen.findByRole('status')).toHaveTextContent(
      `This referral link names “${quoted}”, which is not a username, so it was ignored.`,
    );
    expect(readPendingReferral()).toBeNull();
  });

  it('quotes a link holding markup as it was written, tags and all', async () => {
    renderBanner(`/?ref=${encodeURIComponent('<b>bold</b>')}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This referral link names “<b>bold</b>”, which is not a username, so it was ignored.',
    );
  });

  it('shows the wallet a known link credits, offers the bind and keeps the link', async () => {
    expect(BOB).not.toBe('');
    renderBanner('/?ref=bob');
    await screen.findByText(/You were referred by/);
    expect(screen.getByTitle(BOB)).toHaveTextContent(`${BOB.slice(0, 6)}…${BOB.slice(-4)}`);
    expect(screen.getByRole('link', { name: 'Bind your wallet to them' })).toHaveAttribute(
      'href',
      '/referrals?ref=bob',
    );
    expect(readPendingReferral()).toBe('bob');
  });

  it('says when the link could not be checked, offers nothing, and checks again on request', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${appConfig.apiBaseUrl}/referrals/usernames/:username`, () =>
        HttpResponse.json({ error: 'Directory unavailable', code: 'INTERNAL_ERROR', details: null }, { status: 500 }),
      ),
    );
    renderBanner('/?ref=bob');
    const failed = await screen.findByText(/could not be checked right now/, {}, { timeout: 5000 });
    expect(failed).toHaveTextContent('Directory unavailable');
    expect(screen.queryByRole('link', { name: 'Bind your wallet to them' })).not.toBeInTheDocument();
    expect(readPendingReferral()).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Bind your wallet to them' })).toBeInTheDocument();
  });
});
