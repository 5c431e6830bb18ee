/**
 * Request paths are checked before routing. URL parsing (Node's server adapter, fetch, MSW)
 * resolves `..` and its encodings (`%2e%2e`, `.%2e`, `%2E.`), so `/v1/%2e%2e/__mock/fixtures`
 * would arrive at the router as `/__mock/fixtures`: a proxy that forwards only `/v1/*` would
 * still let it reach the test controls. A path is refused when, decoded as often as a server
 * down the line might decode it, it holds a dot segment, an empty segment, a backslash or a
 * control character. No path of the service needs any of them.
 */

/** Enough to undo double encoding (`%252e`) and one more layer; a real path needs at most one. */
const MAX_DECODE_ROUNDS = 3;

/** The path of a request target as sent: origin-form `/a?b` or absolute-form `http://h/a?b`. */
function pathOfTarget(target: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  const rest = absolute === null ? target : target.slice(absolute[0].length) || '/';
  const end = rest.search(/[?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/**
 * Why the request target must not be routed, in words for the error message, or null when it
 * may be. `target` is the path as sent (raw request line) or as parsed; both are checked.
 */
export function unsafePathReason(target: string): string | null {
  const path = pathOfTarget(target);
  if (!path.startsWith('/')) return 'must start with "/"';
  let decoded = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch (error) {
      if (error instanceof URIError) return 'has a malformed percent-encoding';
      throw error;
    }
    if (next === decoded) break;
    decoded = next;
  }
  // Backslashes read as separators on some servers; control characters have no place in a path.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return 'contains a backslash or a control character';
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'contains a "." or ".." segment';
  // The trailing segment may be empty (`/v1/campaigns/` then simply matches no route).
  if (segments.slice(0, -1).some((segment) => segment === '')) return 'contains an empty segment ("//")';
  return null;
}
