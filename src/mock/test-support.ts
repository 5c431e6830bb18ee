import * as z from '../lib/zod.ts';
import { createMockApp } from './app.ts';
import { createMockContext, type MockContext, type MockContextOptions, type MockLogger } from './context.ts';

// Shared helpers of the mock's own tests: a context at a fixed origin (so times are exact and
// checkpoints fall on the origin), an in-process app, and a decoder for its responses.

/** A whole hour, so the latest reward checkpoint at the origin is the origin itself. */
export const TEST_ORIGIN = new Date('2030-01-01T00:00:00Z');

/** A logger that records instead of printing, so expected 500s do not clutter test output. */
export function recordingLogger(): MockLogger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, error: (message) => errors.push(message), info: () => undefined };
}

/** A fresh frozen context at TEST_ORIGIN with a generous rate limit. */
export function testContext(options: MockContextOptions = {}): MockContext {
  return createMockContext({
    origin: TEST_ORIGIN,
    rateLimitPerMinute: 1_000_000,
    logger: recordingLogger(),
    ...options,
  });
}

export interface InProcessApi {
  ctx: MockContext;
  /** GETs `path` from the app; returns status, headers and parsed JSON. */
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; json: unknown }>;
  /** GETs `path`, expects 200, and decodes the body with `schema`; fails the test on any issue. */
  decode<S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>>;
}

/** The mock app over a test context, called in process (no sockets). */
export function inProcessApi(ctx: MockContext = testContext()): InProcessApi {
  const app = createMockApp(ctx);
  const get: InProcessApi['get'] = async (path, headers = {}) => {
    const response = await app.request(path, { headers });
    return { status: response.status, headers: response.headers, json: (await response.json()) as unknown };
  };
  return {
    ctx,
    get,
    async decode(path, schema) {
      const { status, json } = await get(path);
      if (status !== 200) throw new Error(`GET ${path}: expected 200, got ${String(status)} ${JSON.stringify(json)}`);
      const result = z.safeDecode(schema, json as z.input<typeof schema>);
      if (!result.success) throw new Error(`GET ${path}: ${z.prettifyError(result.error)}`);
      return result.data;
    },
  };
}
