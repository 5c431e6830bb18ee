import * as z from '../../lib/zod.ts';
import { uint } from './primitives.ts';

/** The list envelope `{ data, total }` of the paginated list endpoints. */
export function listEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item), total: uint });
}

/** The `{ data }` envelope without a total (GET /v1/forwarder/targets). */
export function dataEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** A decoded page of a list endpoint. */
export interface ListPage<T> {
  data: T[];
  total: number;
}
