/**
 * Every route of the app, in one place, so links and the router cannot disagree.
 * Lives in config/ rather than app/ because features link to pages too, and features may not
 * import app/.
 */
export const paths = {
  campaigns: '/',
  about: '/about',
} as const;
