import { t } from '@lingui/core/macro';
import { appConfig } from '../config/env.ts';
import { ApiError, apiErrorFromBody, invalidRequestError, invalidResponseError, tryParseJson } from './api-error.ts';
import { objectToSearchParams, type QueryInput } from './schemas/query-params.ts';
import { PARTNER_REF_ID_HEADER, partnerRefIdSchema } from './schemas/requests.ts';
import { recordServiceDate } from './server-clock.ts';
import { pageEarlyAnswers, type EarlyAnswers } from './early-answers.ts';
import * as z from '../lib/zod.ts';
import { formatCount } from '../lib/format.ts';

/**
 * How long one try of a service request may take, answer body included. The one time limit of
 * every service call: past it the request ends in the usual error state, with Retry.
 */
export const SERVICE_REQUEST_TIMEOUT_MS = 15_000;

/**
 * Retry policy. 429 is retried on every method (the service did not act on the request), waiting
 * for Retry-After when given. 5xx and network failures are retried only for GET, and only once:
 * a POST may have been applied before the connection dropped, and React Query already retries
 * a failed query at its own level.
 */
interface RetryPolicy {
  /** Tries in total, first one included. */
  maxAttempts: number;
  /** First backoff when the service gives no Retry-After; doubles per try. */
  baseDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error goes to the caller instead. */
  maxDelayMs: number;
  /** Retries of a GET after a 5xx or network failure. */
  transientRetries: number;
}

/** At most 3 tries; 0.5 s then 1 s backoff; give up on waits over 30 s; one transient GET retry. */
const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  transientRetries: 1,
};

export interface ApiClientConfig {
  /** Base URL including the `/v1` prefix (as in appConfig.apiBaseUrl). */
  baseUrl: string;
  /** Sent as X-Partner-Ref-Id on every request when set. */
  partnerRefId?: string | undefined;
  /** Defaults to the global fetch, looked up per call so test interceptors installed later apply. */
  fetch?: typeof globalThis.fetch;
  /** Waits between tries; injectable so tests need no real time. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Clock for HTTP-date Retry-After values. */
  now?: () => number;
  retry?: Partial<RetryPolicy>;
  /** Time limit of one try (default SERVICE_REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Answers asked for before the app ran, adopted by the first try of the same GET (early-answers.ts). */
  earlyAnswers?: EarlyAnswers;
}

interface RequestOptions<S extends z.core.$ZodType> {
  /** Decodes the 2xx body; a mismatch becomes ApiError INVALID_RESPONSE. */
  schema: S;
  /** Already-encoded query (see encodeRequest); arrays become repeated keys. */
  query?: QueryInput | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
  signal?: AbortSignal | undefined;
  /**
   * Decodes a 2xx body somewhere else than the main thread (decode-off-thread.ts), resolving
   * undefined where it cannot or the body does not decode: it is then decoded here with `schema`.
   */
  decodeElsewhere?: ((text: string) => Promise<z.output<S> | undefined>) | undefined;
}

interface PostOptions<S extends z.core.$ZodType> extends RequestOptions<S> {
  /** Already-encoded JSON body. */
  body: unknown;
}

export interface ApiClient {
  get<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  post<S extends z.core.$ZodType>(path: string, options: PostOptions<S>): Promise<z.output<S>>;
}

/** How endpoint fetchers take their client: the app's `apiClient` unless a test passes one. */
export interface EndpointOptions {
  client?: ApiClient | undefined;
  signal?: AbortSignal | undefined;
}

/** Reads Retry-After (delay seconds or HTTP date) into milliseconds; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}

/** Encodes domain request values through their schema; invalid values become ApiError INVALID_REQUEST. */
export function encodeRequest<S extends z.core.$ZodType>(schema: S, value: z.output<S>): z.input<S> {
  const result = z.safeEncode(schema, value);
  if (!result.success) throw invalidRequestError(result.error);
  return result.data;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // The caller turns any rejection after an abort into ApiError ABORTED; the reason rides along as cause.
    if (signal?.aborted) {
      reject(new Error('aborted', { cause: signal.reason }));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted', { cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortedError(signal: AbortSignal): ApiError {
  return new ApiError({ code: 'ABORTED', message: 'request aborted', cause: signal.reason });
}

function timeoutError(timeoutMs: number, label: string): ApiError {
  const seconds = formatCount(Math.round(timeoutMs / 1000));
  return new ApiError({
    code: 'TIMEOUT',
    // The app's own explanation, shown on screen: in the active language when the request failed.
    message: t`The service did not answer within ${seconds} s. Check your connection, then try again.`,
    details: { request: label, timeoutMs },
  });
}

/**
 * One try's signal: aborts when the caller's signal does or when `timeoutMs` passes. A timer
 * (rather than AbortSignal.timeout) so a test's fake clock can move it.
 */
function attemptSignal(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => {
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted === true) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The service did not answer in time', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** `promise`, or the signal's reason as soon as it aborts (for work the signal cannot stop itself). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/** Builds a typed client for the service at `baseUrl`. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const sleep = config.sleep ?? defaultSleep;
  const now = config.now ?? Date.now;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...config.retry };
  const timeoutMs = config.timeoutMs ?? SERVICE_REQUEST_TIMEOUT_MS;
  const partnerRefId = config.partnerRefId;
  if (partnerRefId !== undefined && !partnerRefIdSchema.safeParse(partnerRefId).success) {
    throw new TypeError(`invalid ${PARTNER_REF_ID_HEADER} "${partnerRefId}": 1 to 128 characters of [A-Za-z0-9._:-]`);
  }

  async function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
    try {
      await sleep(ms, signal);
    } catch (error) {
      if (signal?.aborted) throw abortedError(signal);
      throw error;
    }
  }

  // The body can fail mid-stream like the request itself, so it gets the same treatment.
  async function readText(response: Response, signal: AbortSignal | undefined, label: string): Promise<string> {
    try {
      return await response.text();
    } catch (cause) {
      if (signal?.aborted) throw abortedError(signal);
      throw new ApiError({
        code: 'NETWORK_ERROR',
        status: response.status,
        message: t`The service’s answer broke off before its end. Check your connection, then try again.`,
        details: { request: label },
        cause,
      });
    }
  }

  function decode<S extends z.core.$ZodType>(
    status: number,
    text: string,
    schema: S,
    method: string,
    path: string,
  ): z.output<S> {
    const json = tryParseJson(text);
    if (!json.ok) {
      throw new ApiError({
        code: 'INVALID_RESPONSE',
        status,
        message: t`The service answered with something other than data. Try again later.`,
        details: { request: `${method} ${path}` },
      });
    }
    const result = z.safeParse(schema, json.value);
    if (!result.success) throw invalidResponseError(result.error, { status, method, path });
    return result.data;
  }

  async function request<S extends z.core.$ZodType>(
    method: 'GET' | 'POST',
    path: string,
    options: RequestOptions<S>,
    body?: unknown,
  ): Promise<z.output<S>> {
    const search = options.query === undefined ? '' : objectToSearchParams(options.query).toString();
    const url = `${baseUrl}${path}${search === '' ? '' : `?${search}`}`;
    const headers = new Headers({ Accept: 'application/json' });
    if (partnerRefId !== undefined) headers.set(PARTNER_REF_ID_HEADER, partnerRefId);
    if (method === 'POST') headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const { signal } = options;
    const payload = method === 'POST' ? JSON.stringify(body) : undefined;
    const label = `${method} ${path}`;

    let transientRetriesLeft = method === 'GET' ? policy.transientRetries : 0;
    for (let attempt = 1; ; attempt += 1) {
      const canRetry = attempt < policy.maxAttempts;
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
      // A service that never answers is final for this call (no silent retry doubling the wait);
      // the error state offers Retry.
      const limit = attemptSignal(signal, timeoutMs);
      let response: Response;
      let receivedAt: number;
      let text: string;
      // Asked for by the page before this code ran: neither that request nor its body heeds this
      // try's signal, so the time limit and the caller's abort are raced against them here.
      const early = attempt === 1 && method === 'GET' ? config.earlyAnswers?.take(url, partnerRefId) : undefined;
      try {
        const init: RequestInit = { method, headers, signal: limit.signal };
        if (payload !== undefined) init.body = payload;
        try {
          if (early === undefined) {
            response = await fetchImpl(url, init);
            receivedAt = now();
          } else {
            ({ response, receivedAt } = await untilAborted(early, limit.signal));
          }
        } catch (cause) {
          if (limit.timedOut()) throw timeoutError(timeoutMs, label);
          if (signal?.aborted) throw abortedError(signal);
          if (canRetry && transientRetriesLeft > 0) {
            transientRetriesLeft -= 1;
            await wait(backoff, signal);
            continue;
          }
          throw new ApiError({
            code: 'NETWORK_ERROR',
            message: t`The service could not be reached. Check your connection, then try again.`,
            details: { request: label },
            cause,
          });
        }
        recordServiceDate(response.headers.get('Date'), receivedAt);
        try {
          const reading = readText(response, limit.signal, label);
          text = await (early === undefined ? reading : untilAborted(reading, limit.signal));
        } catch (error) {
          if (limit.timedOut()) throw timeoutError(timeoutMs, label);
          if (signal?.aborted) throw abortedError(signal);
          throw error;
        }
      } finally {
        limit.done();
      }
      if (response.ok) {
        const decoded = await options.decodeElsewhere?.(text);
        return decoded ?? decode(response.status, text, options.schema, method, path);
      }

      if (response.status === 429) {
        const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now());
        const error = apiErrorFromBody(response, text, retryAfterMs);
        const delay = retryAfterMs ?? backoff;
        if (!canRetry || delay > policy.maxDelayMs) throw error;
        await wait(delay, signal);
        continue;
      }
      const error = apiErrorFromBody(response, text);
      if (response.status >= 500 && canRetry && transientRetriesLeft > 0) {
        transientRetriesLeft -= 1;
        await wait(backoff, signal);
        continue;
      }
      throw error;
    }
  }

  return {
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options, options.body),
  };
}

/** The app's client, configured from `appConfig` (base URL and partner reference). */
export const apiClient: ApiClient = createApiClient({
  baseUrl: appConfig.apiBaseUrl,
  partnerRefId: appConfig.partnerRefId,
  earlyAnswers: pageEarlyAnswers(),
});
