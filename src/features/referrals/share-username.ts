// The referrer's own username, kept so their link is there when they come back, and so the
// referral center knows to open on their link and earnings.

const SHARE_USERNAME_KEY = 'partner.shareUsername';

/** The username last entered in the share card of this browser; '' when none. */
export function readSavedUsername(): string {
  try {
    return localStorage.getItem(SHARE_USERNAME_KEY) ?? '';
  } catch (error) {
    console.warn('Could not read the saved username', error);
    return '';
  }
}

/** Keeps the share card's username (null forgets it). */
export function saveUsername(username: string | null): void {
  try {
    if (username === null) localStorage.removeItem(SHARE_USERNAME_KEY);
    else localStorage.setItem(SHARE_USERNAME_KEY, username);
  } catch (error) {
    console.warn('Could not keep the username', error);
  }
}
