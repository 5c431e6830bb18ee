import { http, type HttpHandler } from 'msw';
import { createMockApp } from './app.ts';
import { createMockContext, type MockContext } from './context.ts';

// MSW handlers that hand every request under the base URL to the mock app itself, so unit tests
// (msw/node) and the in-browser demo (msw/browser) run exactly the implementation the HTTP
// server runs; there is no second, hand-written set of fake responses to drift.

/**
 * Handlers for `baseUrl` (with or without the trailing `/v1`, e.g. `http://127.0.0.1:8787/v1`).
 * A path prefix before /v1 is stripped before routing. Pass `ctx` to control the world (advance
 * the clock, record claims) from the test; otherwise each call gets a fresh frozen world.
 * `afterWrite` runs after every request that may have changed the world (the demo saves then);
 * requests wait for `ready` first.
 */
export function createMockHandlers(
  baseUrl: string,
  ctx: MockContext = createMockContext(),
  options: { afterWrite?: () => void; ready?: Promise<void> } = {},
): HttpHandler[] {
  const app = createMockApp(ctx);
  const root = new URL(baseUrl);
  const prefix = root.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return [
    http.all(`${root.origin}${prefix}/*`, async ({ request }) => {
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(prefix.length) || '/';
      await options.ready;
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const response = await app.fetch(
        new Request(url, {
          method: request.method,
          headers: request.headers,
          body: hasBody ? await request.arrayBuffer() : null,
        }),
      );
      if (hasBody) options.afterWrite?.();
      return response;
    }),
  ];
}
