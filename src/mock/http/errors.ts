import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from '../../lib/zod.ts';
import { collectIssues, summarizeIssues, type ApiIssue } from '../../api/api-error.ts';
import { ERROR_STATUS_BY_CODE } from '../../api/assumptions.ts';
import type { ErrorCode } from '../../api/error-codes.ts';
import { errorResponseSchema, type ErrorResponseWire } from '../../api/schemas/errors.ts';

// Every error the mock sends goes through here, so the body is always an encoded ErrorResponse
// with all three members and the status always comes from the shared status table.

/** Where a rejected value came from; named in the message so a developer knows what to fix. */
export type ParamSource = 'path' | 'query' | 'body' | 'header';

/**
 * An error a route throws to end the request with an ErrorResponse; the app's error handler
 * renders it with `errorResponse`. Anything else thrown becomes a logged 500 INTERNAL_ERROR.
 */
export class MockHttpError extends Error {
  override readonly name = 'MockHttpError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: unknown = null,
    /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The encoded `{ error, code, details }` body; also written by the server before routing. */
export function errorBody(code: ErrorCode, message: string, details: unknown = null): ErrorResponseWire {
  // `details ?? null` keeps the member present even when a caller passes undefined.
  return z.encode(errorResponseSchema, { error: message, code, details: details ?? null });
}

/**
 * Sends `{ error, code, details }` with the status the assumptions assign to `code`, or `status`
 * where an assumption pairs a code with another status (413 INVALID_PARAMS for a large body).
 */
export function errorResponse(
  c: Context,
  code: ErrorCode,
  message: string,
  details: unknown = null,
  headers: Readonly<Record<string, string>> = {},
  status: ContentfulStatusCode = ERROR_STATUS_BY_CODE[code],
): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(errorBody(code, message, details), status);
}

/** Shorthand for the 404 NOT_FOUND every unknown resource answers with. */
export function notFound(what: string, details: unknown = null): MockHttpError {
  return new MockHttpError('NOT_FOUND', `${what} not found`, details);
}

/** Body of an INVALID_PARAMS error: which source and which fields failed, and why. */
interface InvalidParamsDetails {
  source: ParamSource;
  issues: ApiIssue[];
}

/**
 * Decodes `input` with a request schema (codecs included) or throws 400 INVALID_PARAMS whose
 * message names the first failing field, e.g. `Invalid query parameter limit: expected integer
 * from 0 to 100`, and whose details list every issue.
 */
export function parseOr400<S extends z.core.$ZodType>(schema: S, input: unknown, source: ParamSource): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw invalidParams(result.error, source);
}

/** The INVALID_PARAMS error for a failed request schema. */
function invalidParams(error: z.core.$ZodError, source: ParamSource): MockHttpError {
  const issues = collectIssues(error.issues);
  const details: InvalidParamsDetails = { source, issues };
  return new MockHttpError('INVALID_PARAMS', `Invalid ${SOURCE_LABEL[source]} ${summarizeIssues(issues)}`, details);
}

const SOURCE_LABEL: Readonly<Record<ParamSource, string>> = {
  path: 'path parameter',
  query: 'query parameter',
  body: 'request body field',
  header: 'header',
};
