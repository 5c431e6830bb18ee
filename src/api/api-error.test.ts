import { describe, expect, it } from 'vitest';
import * as z from '../lib/zod.ts';
import {
  ApiError,
  apiErrorFromBody,
  collectIssues,
  errorFromRecord,
  errorRecordOf,
  formatIssuePath,
  invalidResponseError,
  isApiError,
  summarizeIssues,
} from './api-error.ts';
import { campaignListSchema } from './schemas/campaign.ts';
import { referralStatListSchema } from './schemas/referrals.ts';
import { wireCampaign, wireReferralStat } from './testing/wire-samples.ts';

describe('ApiError', () => {
  it('carries code, status, details and the server message', () => {
    const error = new ApiError({
      code: 'ALREADY_BOUND',
      status: 409,
      details: { referrer: '0x1' },
      serverMessage: 'bound',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'ALREADY_BOUND',
      status: 409,
      serverMessage: 'bound',
      message: 'bound',
    });
    expect(error.details).toEqual({ referrer: '0x1' });
    expect(error.retryAfterMs).toBeNull();
  });

  it('isApiError narrows, optionally by code', () => {
    const error = new ApiError({ code: 'NOT_FOUND', status: 404 });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'NOT_FOUND', 'REFERRER_NOT_FOUND')).toBe(true);
    expect(isApiError(error, 'RATE_LIMITED')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('issue paths', () => {
  it('writes paths like data[3].tvl', () => {
    expect(formatIssuePath(['data', 3, 'tvl'])).toBe('data[3].tvl');
    expect(formatIssuePath([0, 'a'])).toBe('[0].a');
    expect(formatIssuePath([])).toBe('(root)');
  });

  it('names the failing field of a list body', () => {
    const body = {
      data: [wireCampaign(), wireCampaign(), wireCampaign(), wireCampaign({ tvl: 12 as unknown as string })],
      total: 4,
    };
    const result = campaignListSchema.safeParse(body);
    if (result.success) throw new Error('expected a schema failure');
    const error = invalidResponseError(result.error, { status: 200, method: 'GET', path: '/campaigns' });
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe('data[3].tvl: expected decimal string');
    expect(error.details).toMatchObject({
      path: '/campaigns',
      issues: [{ path: 'data[3].tvl', message: 'expected decimal string' }],
    });
  });

  it('follows the union branch that got furthest', () => {
    const result = referralStatListSchema.safeParse({ data: [wireReferralStat({ refereeCount: -1 })] });
    if (result.success) throw new Error('expected a schema failure');
    expect(summarizeIssues(collectIssues(result.error.issues))).toBe(
      'data[0].refereeCount: expected integer from 0 to 2^53-1',
    );
  });

  it('counts further issues', () => {
    const result = z.object({ a: z.string(), b: z.string() }).safeParse({});
    if (result.success) throw new Error('expected a schema failure');
    expect(summarizeIssues(collectIssues(result.error.issues))).toMatch(/^a: .+ \(and 1 more\)$/);
  });
});

describe('apiErrorFromBody', () => {
  it('reads an ErrorResponse', () => {
    const error = apiErrorFromBody(
      { status: 400 },
      JSON.stringify({ error: 'limit too large', code: 'INVALID_PARAMS', details: { field: 'limit' } }),
    );
    expect(error).toMatchObject({
      code: 'INVALID_PARAMS',
      status: 400,
      serverMessage: 'limit too large',
      message: 'limit too large',
    });
    expect(error.details).toEqual({ field: 'limit' });
  });

  it('handles a non-JSON body by status', () => {
    const error = apiErrorFromBody({ status: 502, statusText: 'Bad Gateway' }, '<html>bad gateway</html>');
    expect(error).toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 502,
      serverMessage: null,
      message: 'HTTP 502 Bad Gateway',
    });
    expect(error.details).toEqual({ body: '<html>bad gateway</html>' });
    expect(apiErrorFromBody({ status: 404 }, '').code).toBe('NOT_FOUND');
    expect(apiErrorFromBody({ status: 418 }, 'teapot').code).toBe('HTTP_ERROR');
  });

  it('keeps the message of a JSON body that is not an ErrorResponse', () => {
    const error = apiErrorFromBody({ status: 400 }, JSON.stringify({ error: 'odd', code: 'SOMETHING_NEW' }));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', serverMessage: 'odd' });
  });
});

describe('errors crossing to and from a worker', () => {
  it('comes back from a structured clone as the same ApiError, code, status and words included', () => {
    const sent = new ApiError({
      code: 'RATE_LIMITED',
      status: 429,
      serverMessage: 'slow down',
      retryAfterMs: 2_000,
      details: { limit: 60 },
      cause: new Error('kept behind'),
    });
    const received = errorFromRecord(structuredClone(errorRecordOf(sent)));
    expect(isApiError(received, 'RATE_LIMITED')).toBe(true);
    expect(received).toMatchObject({
      status: 429,
      serverMessage: 'slow down',
      retryAfterMs: 2_000,
      details: { limit: 60 },
      message: sent.message,
    });
  });

  it('keeps the name and message of any other error', () => {
    const received = errorFromRecord(structuredClone(errorRecordOf(new TypeError('not a function'))));
    expect(isApiError(received)).toBe(false);
    expect(received).toMatchObject({ name: 'TypeError', message: 'not a function' });
  });
});
