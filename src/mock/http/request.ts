import type { Context } from 'hono';
import * as z from '../../lib/zod.ts';
import { DEFAULT_PAGE_SIZE } from '../../api/assumptions.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { searchParamsToObject } from '../../api/schemas/query-params.ts';
import type { MockWorld } from '../world/world.ts';
import type { CampaignRecord } from '../world/types.ts';
import { MockHttpError, notFound, parseOr400 } from './errors.ts';

// Request-side helpers shared by the routes: every input is decoded with the api's request
// schemas, every output encoded with its response schema, so the mock cannot drift from the
// client that decodes the same schemas.

/** Decodes the query string with `schema` (repeated keys arrive as arrays) or throws 400. */
export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return parseOr400(schema, searchParamsToObject(new URL(c.req.url).searchParams), 'query');
}

/** Decodes the path parameters with `schema` or throws 400. */
export function parsePath<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return parseOr400(schema, c.req.param(), 'path');
}

/**
 * Reads a JSON body. Malformed JSON is the client's fault (400 INVALID_PARAMS), not a 500; any
 * other failure of reading the body is rethrown. With `emptyAs`, an empty body reads as that
 * value (for controls whose body is optional).
 */
export async function readJsonBody(c: Context, options: { emptyAs?: unknown } = {}): Promise<unknown> {
  const text = await c.req.text();
  if ('emptyAs' in options && text.trim() === '') return options.emptyAs;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new MockHttpError('INVALID_PARAMS', 'Invalid request body: expected JSON', { source: 'body', issues: [] });
    }
    throw error;
  }
}

/** Encodes a domain value with its response schema and sends it as JSON, always with status 200. */
export function sendEncoded<S extends z.core.$ZodType>(c: Context, schema: S, value: z.output<S>): Response {
  return c.json(z.encode(schema, value) as object);
}

/** limit/offset of a list query with the shared default page size. */
export function pageOf(query: { limit?: number | undefined; offset?: number | undefined }): {
  limit: number;
  offset: number;
} {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 };
}

/** The campaign named by a path id, or 404 NOT_FOUND. */
export function requireCampaign(world: MockWorld, id: CampaignId): CampaignRecord {
  const campaign = world.findCampaign(id);
  if (campaign === undefined) {
    throw notFound(`Campaign ${formatCampaignId(id)}`, { campaignId: id });
  }
  return campaign;
}
