import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from '../../lib/zod.ts';
import { errorResponse, MockHttpError, parseOr400 } from './errors.ts';

describe('errorResponse and parseOr400', () => {
  it('always sends error, code and details with the status of the table', async () => {
    const app = new Hono();
    app.get('/conflict', (c) => errorResponse(c, 'ALREADY_BOUND', 'taken'));
    const response = await app.request('/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'taken', code: 'ALREADY_BOUND', details: null });
  });

  it('names the failing field in a 400 INVALID_PARAMS', () => {
    const schema = z.object({ limit: z.number().check(z.lte(100)) });
    expect(parseOr400(schema, { limit: 5 }, 'query')).toEqual({ limit: 5 });
    try {
      parseOr400(schema, { limit: 500 }, 'query');
      expect.unreachable('parseOr400 accepted an invalid value');
    } catch (error) {
      expect(error).toBeInstanceOf(MockHttpError);
      if (!(error instanceof MockHttpError)) return;
      expect(error.code).toBe('INVALID_PARAMS');
      expect(error.message).toMatch(/^Invalid query parameter limit: /);
      expect(error.details).toMatchObject({ source: 'query', issues: [{ path: 'limit' }] });
    }
  });
});
