/**
 * Which web pages may read the mock service's `/v1` answers (CORS). Only the app's own origins:
 * with `*`, any page the developer opens could read whatever the mock serves. The test controls
 * under `/__mock` answer no page at all (see app.ts).
 */

/** Where the app runs locally: dev server, `npm start`/preview, the e2e suite, Lighthouse. */
const LOCAL_APP_PORTS = [5173, 4173, 4273, 4274] as const;

/** The default allow-list: each local app port on both local host names. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = LOCAL_APP_PORTS.flatMap((port) => [
  `http://127.0.0.1:${String(port)}`,
  `http://localhost:${String(port)}`,
]);

/** The app's origins on one port (both local host names), e.g. for a non-default APP_PORT. */
export function localAppOrigins(port: number): string[] {
  return [`http://127.0.0.1:${String(port)}`, `http://localhost:${String(port)}`];
}

/** Reads one origin (`scheme://host[:port]`, no path); throws naming `source` otherwise. */
function parseOrigin(value: string, source: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (error) {
    throw new Error(`${source}: "${value}" is not an origin such as http://127.0.0.1:4173`, { cause: error });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `${source}: "${value}" is not an origin such as http://127.0.0.1:4173 (scheme, host and port only)`,
    );
  }
  return url.origin;
}

/**
 * MOCK_ALLOWED_ORIGINS (comma-separated origins) replaces the default list; unset or empty keeps
 * it. Anything that is not an origin stops the mock with a message naming the variable.
 */
export function allowedOriginsFromEnv(env: Readonly<Record<string, string | undefined>>): readonly string[] {
  const raw = env.MOCK_ALLOWED_ORIGINS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_ALLOWED_ORIGINS;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => parseOrigin(entry, 'MOCK_ALLOWED_ORIGINS'));
}
