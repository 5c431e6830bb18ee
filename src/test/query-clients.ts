import type { QueryClient } from '@tanstack/react-query';

// The query clients a test file rendered with (render.tsx). Files share their worker (vitest.config.ts):
// a price batch or a retry still on its way when a file ends would reach the next file's mock
// service, and a test counting requests there would count it. So a file ends when its requests do.

const clients = new Set<QueryClient>();

/** Kept until the file ends (settleQueryClients). */
export function trackQueryClient(client: QueryClient): QueryClient {
  clients.add(client);
  return client;
}

/**
 * Waits until no query or mutation of the file's clients is under way (at most `limitMs`, then cancelled: a test
 * that left one hanging is its own business), then empties them, so nothing they started reaches
 * the next file.
 */
export async function settleQueryClients(limitMs = 1_000): Promise<void> {
  const until = Date.now() + limitMs;
  const busy = () => [...clients].some((client) => client.isFetching() + client.isMutating() > 0);
  while (busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const client of clients) {
    await client.cancelQueries();
    client.clear();
  }
  clients.clear();
}
