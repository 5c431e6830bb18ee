import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsToggle } from './notifications-toggle.tsx';

/** A browser's Notification API whose permission question gets `answer`. */
function installNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => {
    FakeNotification.permission = answer;
    return Promise.resolve(answer);
  });
  const FakeNotification = { permission, requestPermission };
  vi.stubGlobal('Notification', FakeNotification);
  return requestPermission;
}

const toggle = () => screen.getByRole('switch', { name: 'Notify me in this browser' });

describe('NotificationsToggle', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is off by default and turns on once the browser allows it; the choice is kept', async () => {
    const user = userEvent.setup();
    const ask = installNotification('default', 'granted');
    const { unmount } = render(<NotificationsToggle />);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle());
    expect(ask).toHaveBeenCalledTimes(1);
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('status')).toBeNull();

    // Another visit in this browser finds it on.
    unmount();
    render(<NotificationsToggle />);
    expect(toggle()).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
  });

  it('asks once while the browser’s question is open, and says what it waits for', async () => {
    const user = userEvent.setup();
    let answer: (permission: NotificationPermission) => void = () => undefined;
    const requestPermission = vi.fn(
      () =>
        new Promise<NotificationPermission>((resolve) => {
          answer = resolve;
        }),
    );
    const api = { permission: 'default' as NotificationPermission, requestPermission };
    vi.stubGlobal('Notification', api);
    render(<NotificationsToggle />);
    await user.click(toggle());
    await user.click(toggle());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Answer the browser’s question to turn notifications on…')).toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    await act(async () => {
      api.permission = 'granted';
      answer('granted');
      await Promise.resolve();
    });
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
  });

  it('stays off and says so when the person refuses', async () => {
    const user = userEvent.setup();
    installNotification('default', 'denied');
    render(<NotificationsToggle />);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(/Notifications are blocked for this site in this browser/);
  });

  it('stays off and says so when the question is closed without an answer', async () => {
    const user = userEvent.setup();
    installNotification('default', 'default');
    render(<NotificationsToggle />);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(/were not allowed .* so they stay off/);
  });

  it('does not ask again when notifications are already blocked, and says where to allow them', async () => {
    const user = userEvent.setup();
    const ask = installNotification('denied');
    render(<NotificationsToggle />);
    await user.click(toggle());
    expect(ask).not.toHaveBeenCalled();
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(/Allow them in the browser’s site settings/);
  });

  it('says when the browser cannot show notifications at all', async () => {
    const user = userEvent.setup();
    // jsdom, like some browsers, has no Notification API.
    expect('Notification' in window).toBe(false);
    render(<NotificationsToggle />);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('This browser cannot show notifications, so they stay off.');
  });

  it('shows a kept "on" as off, with the reason, once the browser withdrew the permission', () => {
    installNotification('denied');
    localStorage.setItem('notifications.enabled', JSON.stringify({ version: 1, value: true }));
    render(<NotificationsToggle />);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(/Notifications are blocked/);
  });
});
