import { collectIssues, summarizeIssues } from '../api-error.ts';
import * as z from '../../lib/zod.ts';
import { uint } from './primitives.ts';

// A list is decoded row by row: one row the app cannot read is left out and reported, and the
// others are shown. These decoders are the client's only; the mock and the OpenAPI document use
// the strict list schemas (listEnvelope), which say what the service must send.

/** A row of a list answer that failed its schema and is not shown. */
interface RejectedRow {
  /** Position in the answer's array (0-based). */
  index: number;
  /** The first failing field and why, e.g. `tvl: expected decimal string`. */
  reason: string;
}

/** The rows of a list that decoded, and the ones that did not. */
export interface DecodedRows<T> {
  data: T[];
  rejected: RejectedRow[];
}

/** A decoded page of a paginated list: its rows, the service's total, and the rows left out. */
export interface DecodedPage<T> extends DecodedRows<T> {
  total: number;
}

/**
 * Decodes each element of `rows` with `item`, keeping those that decode. Every rejected row is
 * logged to the console with its full decode error, so a developer sees exactly what was sent.
 */
function decodeRows<T extends z.core.$ZodType>(rows: readonly unknown[], item: T): DecodedRows<z.output<T>> {
  const data: z.output<T>[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((row, index) => {
    const result = z.safeParse(item, row);
    if (result.success) {
      data.push(result.data);
      return;
    }
    const issues = collectIssues(result.error.issues);
    rejected.push({ index, reason: summarizeIssues(issues) });
    console.error(`Row ${String(index)} of a list answer could not be decoded and is not shown`, issues, row);
  });
  return { data, rejected };
}

const rowArray = z.array(z.unknown());

/** `{ data: Item[], total }` decoded row by row into a DecodedPage. */
export function pageOfRows<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.object({ data: rowArray, total: uint }),
    z.transform(({ data, total }): DecodedPage<z.output<T>> => ({ ...decodeRows(data, item), total })),
  );
}

/** `{ data: Item[] }` (no total) decoded row by row. */
export function dataOfRows<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.object({ data: rowArray }),
    z.transform(({ data }): DecodedRows<z.output<T>> => decodeRows(data, item)),
  );
}

/** A bare array or `{ data: Item[] }` (REFERRAL_STATS_WIRE_SHAPE) decoded row by row. */
export function arrayOrDataOfRows<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.union([rowArray, z.object({ data: rowArray })]),
    z.transform((value): DecodedRows<z.output<T>> => decodeRows(Array.isArray(value) ? value : value.data, item)),
  );
}
