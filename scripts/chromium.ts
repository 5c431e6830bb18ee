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

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, the same Chromium built
 * without a window system): what the end-to-end suite runs when it is installed. Same Blink and
 * V8 as the browser, so the page behaves alike, but a lighter browser process around it: the
 * suite's 134 tests took 444 s with it against 514 s with the full browser (one run each, in the
 * same hour), and a subset of 5 specs 84-89 s against 128 s, with about a third less CPU (158-168
 * CPU-seconds against 246).
 * The bench and the screenshots keep the full browser, which is what people run.
 */
export const DEBIAN_HEADLESS_SHELL_PATHS: readonly string[] = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];
