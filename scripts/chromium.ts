/**
 * How this project launches Chromium headless as root on a machine whose network reaches only
 * package registries: shared by Playwright and Lighthouse so both run the browser the same way.
 * Without the networking flags Chromium floods the closed network with refused connections.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium binary (its /usr/bin wrapper prints a harmless warning; this avoids it). */
export const DEBIAN_CHROMIUM_PATHS: readonly string[] = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];
