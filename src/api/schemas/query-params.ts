import * as z from '../../lib/zod.ts';
import { QUERY_BOOLEAN_VALUES } from '../assumptions.ts';

// Query strings carry only strings, so query parameters get their own codecs: wire strings
// (or repeated keys) on one side, numbers, booleans and arrays on the other. The mock decodes
// `searchParamsToObject(url.searchParams)` through the request schemas and the client encodes
// domain values back with `objectToSearchParams`.

/** A query string as an object: a repeated key becomes an array of its values. */
export type QueryWire = Record<string, string | string[]>;

/** What `objectToSearchParams` accepts: undefined members are left out. */
export type QueryInput = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Turns URLSearchParams into the object the request schemas decode; repeated keys become arrays. */
export function searchParamsToObject(params: URLSearchParams): QueryWire {
  const result: QueryWire = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 && values[0] !== undefined ? values[0] : values;
  }
  return result;
}

/**
 * Builds URLSearchParams from an encoded query object; arrays become repeated keys. Keys are
 * sorted so equal queries give byte-equal URLs (HTTP caches and logs compare them verbatim).
 */
export function objectToSearchParams(query: QueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined) continue;
    if (typeof value === 'string') params.append(key, value);
    else for (const item of value) params.append(key, item);
  }
  return params;
}

/**
 * How each query codec is published in OpenAPI. Their wire side is a plain string, which would
 * document `limit` as `type: string`; OpenAPI describes query values by their meaning instead.
 */
export const queryParamJsonSchemas = new WeakMap<z.core.$ZodType, Record<string, unknown>>();

/** Query integer ⇄ number within [min, max]. */
export function queryUint(options: { min?: number; max?: number } = {}) {
  const min = options.min ?? 0;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  const message = `expected integer from ${String(min)} to ${String(max)}`;
  const codec = z.codec(
    z.string({ error: message }).check(z.regex(/^\d+$/, message)),
    z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
    {
      decode: (value) => Number(value),
      encode: (value) => String(value),
    },
  );
  queryParamJsonSchemas.set(codec, { type: 'integer', minimum: min, maximum: max });
  return codec;
}

const booleanWords = [...QUERY_BOOLEAN_VALUES.true, ...QUERY_BOOLEAN_VALUES.false] as const;

/** Query boolean ⇄ boolean; written `true`/`false`, read also as `1`/`0`. */
export const queryBoolean = z.codec(z.enum(booleanWords, { error: 'expected true or false' }), z.boolean(), {
  decode: (value) => (QUERY_BOOLEAN_VALUES.true as readonly string[]).includes(value),
  encode: (value) => (value ? 'true' : 'false'),
});
queryParamJsonSchemas.set(queryBoolean, { type: 'boolean' });

/** The items of a list parameter, repeated or comma-separated, trimmed, empty pieces dropped. */
export function splitQueryList(value: string | readonly string[]): string[] {
  return (
    (typeof value === 'string' ? [value] : value)
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      // An empty piece (`status=active,`) adds nothing, so it is dropped rather than refused.
      .filter((item) => item !== '')
  );
}

/**
 * A list of enum values, sent as repeated keys or comma-separated (`status=active,ended` or
 * `status=active&status=ended`), decoded into one array; encoded as repeated keys.
 */
export function queryList<const T extends readonly [string, ...string[]]>(values: T) {
  const codec = z.codec(
    z.union([z.string(), z.array(z.string())], { error: 'expected a value or a list of values' }),
    // string → enum inside the array lets decode hand over plain strings for the enum to check.
    z.array(z.pipe(z.string(), z.enum(values))).check(z.minLength(1, 'expected at least one value')),
    {
      decode: splitQueryList,
      encode: (value) => [...value],
    },
  );
  queryParamJsonSchemas.set(codec, { type: 'array', items: { type: 'string', enum: [...values] } });
  return codec;
}
