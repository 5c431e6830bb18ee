import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { appConfig } from '../config/env.ts';
import { createMockHandlers } from '../mock/msw.ts';

/**
 * The real mock service answering the app's API base URL through MSW, for one test file: started
 * before its tests, reset after each (so a test's `server.use` override never leaks), closed at
 * the end. An unhandled request fails the test: the app asked for something the service lacks.
 */
export function setupMockService() {
  const server = setupServer(...createMockHandlers(appConfig.apiBaseUrl));
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
