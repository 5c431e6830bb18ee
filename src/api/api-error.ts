import type { ErrorCode } from './error-codes.ts';
import { errorResponseSchema } from './schemas/errors.ts';
import type * as z from '../lib/zod.ts';

/** Codes the client raises itself, next to the service's own ErrorCode values. */
type ClientErrorCode =
  /** fetch itself failed: offline, DNS, CORS, connection reset. */
  | 'NETWORK_ERROR'
  /** A 2xx body that is not JSON or does not match the schema. */
  | 'INVALID_RESPONSE'
  /** The caller's parameters failed the request schema; nothing was sent. */
  | 'INVALID_REQUEST'
  /** A non-2xx answer without a usable ErrorResponse body and no status-implied code. */
  | 'HTTP_ERROR'
  /** The caller's AbortSignal fired. */
  | 'ABORTED'
  /** No answer (or no complete body) within SERVICE_REQUEST_TIMEOUT_MS. */
  | 'TIMEOUT';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** One schema problem, with its path written like `data[3].tvl`. */
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorInit {
  code: ApiErrorCode;
  status?: number | null;
  details?: unknown;
  serverMessage?: string | null;
  retryAfterMs?: number | null;
  message?: string;
  cause?: unknown;
}

/** Every failure of a service call, typed by `code`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status, or null when no response arrived (network, abort, invalid request). */
  readonly status: number | null;
  /** ErrorResponse.details from the service, or client-side context such as schema issues. */
  readonly details: unknown;
  /** ErrorResponse.error as the service wrote it, or null. */
  readonly serverMessage: string | null;
  /** How long the service asked us to wait (429 Retry-After), when it said. */
  readonly retryAfterMs: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.serverMessage ?? init.code, { cause: init.cause });
    this.code = init.code;
    this.status = init.status ?? null;
    this.details = init.details ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }
}

/** Whether a value is an ApiError, optionally with one of the given codes. */
export function isApiError(value: unknown, ...codes: ApiErrorCode[]): value is ApiError {
  return value instanceof ApiError && (codes.length === 0 || codes.includes(value.code));
}

/** Writes an issue path the way a developer reads it: `data[3].tvl`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let result = '';
  for (const segment of path) {
    if (typeof segment === 'number') result += `[${String(segment)}]`;
    else result += result === '' ? String(segment) : `.${String(segment)}`;
  }
  return result === '' ? '(root)' : result;
}

function deepestPathLength(issues: readonly z.core.$ZodIssue[]): number {
  return Math.max(0, ...issues.map((issue) => issue.path.length));
}

/**
 * Flattens zod issues into path/message pairs. A failed union reports the branch that got
 * furthest, since "data[0].t: expected timestamp" helps where "Invalid input" does not.
 */
export function collectIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): ApiIssue[] {
  const result: ApiIssue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const best = issue.errors.reduce((a, b) => (deepestPathLength(b) > deepestPathLength(a) ? b : a));
      if (best.length > 0 && deepestPathLength(best) > 0) {
        result.push(...collectIssues(best, path));
        continue;
      }
    }
    result.push({ path: formatIssuePath(path), message: issue.message });
  }
  return result;
}

/** One line naming the first failing field, e.g. `data[3].tvl: expected decimal string (and 2 more)`. */
export function summarizeIssues(issues: readonly ApiIssue[]): string {
  const [first] = issues;
  if (first === undefined) return 'invalid value';
  const more = issues.length > 1 ? ` (and ${String(issues.length - 1)} more)` : '';
  return `${first.path}: ${first.message}${more}`;
}

/** The ApiError for a 2xx body that failed its schema. */
export function invalidResponseError(
  error: z.core.$ZodError,
  context: { status: number; method: string; path: string },
): ApiError {
  const issues = collectIssues(error.issues);
  return new ApiError({
    code: 'INVALID_RESPONSE',
    status: context.status,
    message: summarizeIssues(issues),
    details: { method: context.method, path: context.path, issues },
    cause: error,
  });
}

/** The ApiError for request parameters that failed their schema before anything was sent. */
export function invalidRequestError(error: z.core.$ZodError): ApiError {
  const issues = collectIssues(error.issues);
  return new ApiError({ code: 'INVALID_REQUEST', message: summarizeIssues(issues), details: { issues }, cause: error });
}

// When the body is not an ErrorResponse (a proxy's HTML page, an empty 502), the status is all
// we have; these statuses name one service code unambiguously enough to act on.
function codeForStatus(status: number): ApiErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'HTTP_ERROR';
}

const MAX_BODY_EXCERPT = 500;

/** Parses JSON text without throwing on malformed input (other errors still propagate). */
export function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false };
    throw error;
  }
}

/** Reads a non-2xx answer (status line and body text) into an ApiError, whatever the body is. */
export function apiErrorFromBody(
  response: { status: number; statusText?: string },
  text: string,
  retryAfterMs: number | null = null,
): ApiError {
  const json = tryParseJson(text);
  if (json.ok) {
    const parsed = errorResponseSchema.safeParse(json.value);
    if (parsed.success) {
      return new ApiError({
        code: parsed.data.code,
        status: response.status,
        details: parsed.data.details,
        serverMessage: parsed.data.error,
        retryAfterMs,
      });
    }
  }
  const loose = json.ok ? json.value : null;
  const serverMessage =
    typeof loose === 'object' && loose !== null && 'error' in loose && typeof loose.error === 'string'
      ? loose.error
      : null;
  const statusLine = `HTTP ${String(response.status)}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiError({
    code: codeForStatus(response.status),
    status: response.status,
    serverMessage,
    message: serverMessage ?? statusLine,
    details: { body: text.slice(0, MAX_BODY_EXCERPT) },
    retryAfterMs,
  });
}

/**
 * An error as it crosses to or from a Web Worker. Structured cloning keeps neither an ApiError's
 * class nor its fields, so it travels as this record and is built again on the other side, where
 * the screens explain it by its `code` as they explain one raised on the main thread.
 */
export type ErrorRecord =
  | { kind: 'api'; init: Omit<ApiErrorInit, 'cause'> & { message: string } }
  | { kind: 'error'; name: string; message: string };

/** The record of `error` to post to another thread (its `cause` stays behind). */
export function errorRecordOf(error: unknown): ErrorRecord {
  if (error instanceof ApiError) {
    const { code, status, details, serverMessage, retryAfterMs, message } = error;
    return { kind: 'api', init: { code, status, details, serverMessage, retryAfterMs, message } };
  }
  if (error instanceof Error) return { kind: 'error', name: error.name, message: error.message };
  return { kind: 'error', name: 'Error', message: String(error) };
}

/** The error a record stands for: an ApiError with the same code and fields, or a plain Error. */
export function errorFromRecord(record: ErrorRecord): Error {
  if (record.kind === 'api') return new ApiError(record.init);
  const error = new Error(record.message);
  error.name = record.name;
  return error;
}
