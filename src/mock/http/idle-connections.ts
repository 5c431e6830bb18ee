import type { Server } from 'node:http';

/**
 * Node closes a keep-alive connection after 5 idle seconds. A client that sends on it at that very
 * moment (a test that paused about that long between two requests) gets ECONNRESET instead of an
 * answer. A minute is longer than any pause between two requests of one page or test, and short
 * enough that idle sockets do not pile up; headers get a little longer, as Node requires.
 */
const IDLE_CONNECTION_MS = 60_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
