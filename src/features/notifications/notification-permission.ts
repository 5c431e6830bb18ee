// What the browser allows, read afresh each time: the person may change it in the browser's site
// settings at any moment. Apart from the kept choice, so no screen's first load carries it.

/** What this browser allows: the Notification API's permission, or 'unsupported' without one. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

/** The browser's notification permission now, read afresh (the person may change it in settings). */
export function notificationPermission(): NotificationPermissionState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}
