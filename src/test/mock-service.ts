import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { appConfig } from '../config/env.ts';
import type { MockContext } from '../mock/context.ts';
import { createMockHandlers } from '../mock/msw.ts';

/**
 * The real mock service answering the app's API base URL through MSW, for one test file: started
 * before its tests, reset after each (so a test's `server.use` override never leaks), closed at
 * the end. An unhandled request fails the test: the app asked for something the service lacks.
 * Options: `ctx` (`createMockContext()`) to read or move the world from the test (its binds, its
 * clock, its session tokens); `allowOtherOrigins` to let requests to other origins (a local
 * anvil's RPC) through, while an unknown service path still fails.
 */
export function setupMockService(options: { ctx?: MockContext; allowOtherOrigins?: boolean } = {}) {
  const server = setupServer(...createMockHandlers(appConfig.apiBaseUrl, options.ctx));
  const serviceOrigin = new URL(appConfig.apiBaseUrl).origin;
  beforeAll(() => {
    server.listen({
      onUnhandledRequest: (request, print) => {
        if (options.allowOtherOrigins === true && new URL(request.url).origin !== serviceOrigin) return;
        print.error();
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
