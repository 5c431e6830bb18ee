import { setupWorker } from 'msw/browser';
import { createMockContext } from './context.ts';
import { createMockHandlers } from './msw.ts';

/**
 * The in-browser demo: the same mock app the HTTP server runs, answering the app's requests from a
 * service worker, so a static build can be shown with no service and no chain behind it. The
 * world clock runs with the wall clock, as in `npm start`. Claims need a chain and say so.
 */
export async function startBrowserMock(apiBaseUrl: string): Promise<void> {
  const ctx = createMockContext({ clockMode: 'running' });
  const worker = setupWorker(...createMockHandlers(apiBaseUrl, ctx));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
