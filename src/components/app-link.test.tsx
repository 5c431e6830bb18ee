import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink, AppNavLink } from './app-link.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string, links: ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLink', () => {
  it('points at the path under the app base and opens it in the app', () => {
    renderAt('/partner/', <AppLink to="/rewards?chain=1">Rewards</AppLink>, '/partner');
    const link = screen.getByRole('link', { name: 'Rewards' });
    expect(link).toHaveAttribute('href', '/partner/rewards?chain=1');
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/rewards?chain=1');
  });

  it('leaves a click with a modifier key, or one its own handler stopped, to the browser', () => {
    renderAt(
      '/',
      <>
        <AppLink to="/history">History</AppLink>
        <AppLink
          to="/about"
          onClick={(event) => {
            event.preventDefault();
          }}
        >
          About
        </AppLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'History' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/$/);
  });
});

describe('AppNavLink', () => {
  const links = (
    <nav>
      <AppNavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Campaigns
      </AppNavLink>
      <AppNavLink to="/rewards" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Rewards
      </AppNavLink>
      <AppNavLink to="/referrals" className="plain">
        Referrals
      </AppNavLink>
    </nav>
  );

  it('marks the screen being shown, and the screens below it unless `end`', () => {
    renderAt('/Rewards/claims', links);
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Campaigns' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Referrals' })).toHaveClass('plain');
  });

  it('does not mark a path that only starts with the same letters', () => {
    renderAt('/rewardsx', links);
    expect(screen.getByRole('link', { name: 'Rewards' })).not.toHaveAttribute('aria-current');
  });

  it('marks the landing on the landing only', () => {
    renderAt('/', links);
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Rewards' })).not.toHaveAttribute('aria-current');
  });
});
