import { ADDRESS_PATTERN, toAddress, type Address } from '../../domain/address.ts';
import { sanitizeDisplayText } from '../../domain/display-text.ts';
import { UNIX_MS_THRESHOLD } from '../assumptions.ts';
import * as z from '../../lib/zod.ts';

// Codecs for the spec's number kinds. Each decodes wire JSON into the value the app works with
// (bigint, lowercase address, Date) and encodes it back, so the client and the mock service
// cannot disagree on a format.

/** Largest value of a decstr: the service carries uint256 amounts. */
export const MAX_UINT256 = 2n ** 256n - 1n;

/** The spec's decstr: unsigned decimal integer without leading zeros. */
export const DECSTR_PATTERN = /^(0|[1-9]\d*)$/;

/** Hex string of any length (hashes, roots, pool ids). */
const HEX_PATTERN = /^0x[0-9a-fA-F]*$/;

/** A validated hex string. */
export type Hex = `0x${string}`;

const DECSTR_MESSAGE = 'expected decimal string';
const ADDRESS_MESSAGE = 'expected EVM address';
const HEX_MESSAGE = 'expected hex string';
const INT_MESSAGE = 'expected integer from 0 to 2^53-1';
const TIMESTAMP_MESSAGE = 'expected timestamp (ISO-8601, unix seconds or unix milliseconds)';

function makeDecStr() {
  return z.codec(
    z.string({ error: DECSTR_MESSAGE }).check(
      z.regex(DECSTR_PATTERN, DECSTR_MESSAGE),
      // The regex check does not stop later checks, so BigInt only sees strings it can parse.
      z.refine(
        (value) => !DECSTR_PATTERN.test(value) || BigInt(value) <= MAX_UINT256,
        'expected decimal string at most 2^256-1',
      ),
    ),
    z
      .bigint({ error: 'expected bigint' })
      .check(z.gte(0n, 'expected a non-negative bigint'), z.lte(MAX_UINT256, 'expected a bigint at most 2^256-1')),
    {
      decode: (value) => BigInt(value),
      encode: (value) => value.toString(),
    },
  );
}

/** decstr ⇄ bigint (0 to 2^256-1). */
export const decStr = z.builtOnFirstUse(makeDecStr);

/** Basis points as decstr ⇄ bigint (1550 means 15.50%); a separate instance so OpenAPI can name it. */
export const bps = z.builtOnFirstUse(makeDecStr);

/** int: JSON integer from 0 to 2^53-1. */
export const uint = z.builtOnFirstUse(() =>
  z
    .number({ error: INT_MESSAGE })
    .check(z.int(INT_MESSAGE), z.gte(0, INT_MESSAGE), z.lte(Number.MAX_SAFE_INTEGER, INT_MESSAGE)),
);

const DECIMALS_MESSAGE = 'expected token decimals: an integer from 0 to 255';

/**
 * ERC-20 `decimals` is a uint8. Anything past 255 is not a token the chain can hold, and a value
 * such as 1e8 or 2^53-1 would reach `10n ** BigInt(decimals)` (minutes of work, or a thrown
 * "Maximum BigInt size exceeded"), so it is a decode error of the object that carries it.
 */
export const tokenDecimals = z.builtOnFirstUse(() =>
  z
    .number({ error: DECIMALS_MESSAGE })
    .check(z.int(DECIMALS_MESSAGE), z.gte(0, DECIMALS_MESSAGE), z.lte(255, DECIMALS_MESSAGE)),
);

/**
 * A service string that people read (a name, a protocol, a label): decoded with control, bidi
 * and zero-width characters removed (domain/display-text.ts), so every screen shows the same
 * safe text. Encoding leaves a value as it is.
 */
export const serviceText = z.builtOnFirstUse(() =>
  z.codec(z.string(), z.string(), {
    decode: (value) => sanitizeDisplayText(value).text,
    encode: (value) => value,
  }),
);

/** Any-case EVM address ⇄ lowercase `Address`. */
export const address = z.builtOnFirstUse(() =>
  z.codec(
    z.string({ error: ADDRESS_MESSAGE }).check(
      z.regex(ADDRESS_PATTERN, ADDRESS_MESSAGE),
      // Was viem's non-strict isAddress, which is this same test. Redundant, but kept so a bad
      // address still reports the same two issues (and the same "(and N more)" counts) as before.
      z.refine((value) => ADDRESS_PATTERN.test(value), ADDRESS_MESSAGE),
    ),
    z.custom<Address>((value) => typeof value === 'string' && ADDRESS_PATTERN.test(value), ADDRESS_MESSAGE),
    {
      decode: (value) => toAddress(value),
      // Encoding lowercases too, so a checksummed address handed to the mock or to a query still
      // goes out in the spec's lowercase form.
      encode: (value) => toAddress(value),
    },
  ),
);

/** Hex string, kept as sent. */
export const hex = z.builtOnFirstUse(() =>
  z.codec(
    z.string({ error: HEX_MESSAGE }).check(z.regex(HEX_PATTERN, HEX_MESSAGE)),
    z.custom<Hex>((value) => typeof value === 'string' && HEX_PATTERN.test(value), HEX_MESSAGE),
    {
      decode: (value) => value as Hex,
      encode: (value) => value,
    },
  ),
);

const ISO_8601_PATTERN = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const NUMERIC_PATTERN = /^\d+(?:\.\d+)?$/;

function fromEpochNumber(value: number): Date | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const ms = value >= UNIX_MS_THRESHOLD ? value : value * 1000;
  const date = new Date(Math.round(ms));
  // Past ±8.64e15 ms a Date is invalid; report that as a bad timestamp, not as a bad Date.
  return Number.isNaN(date.getTime()) ? null : date;
}

function fromIsoString(value: string): Date | null {
  const match = ISO_8601_PATTERN.exec(value);
  if (match === null) return null;
  let normalized = value.replace(' ', 'T');
  // A date-time without offset would be read in the browser's zone; the service means UTC.
  if (normalized.includes('T') && match[1] === undefined) normalized += 'Z';
  // Offsets without a colon (+0000) are not ISO-8601 extended format; JS Date parsing needs the colon.
  normalized = normalized.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(normalized);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/**
 * Reads a wire timestamp: ISO-8601, or unix seconds / milliseconds (told apart by magnitude) as a
 * number or numeric string. Returns null when the value is none of these.
 */
export function parseWireTimestamp(value: string | number): Date | null {
  if (typeof value === 'number') return fromEpochNumber(value);
  const trimmed = value.trim();
  if (NUMERIC_PATTERN.test(trimmed)) return fromEpochNumber(Number(trimmed));
  return fromIsoString(trimmed);
}

/** ts ⇄ Date: decodes ISO-8601 or unix s/ms; encodes ISO-8601 (see TIMESTAMP_WIRE_FORMAT). */
export const timestamp = z.builtOnFirstUse(() =>
  z.codec(z.union([z.string(), z.number()], { error: TIMESTAMP_MESSAGE }), z.date({ error: 'expected a valid Date' }), {
    decode: (value, ctx) => {
      const date = parseWireTimestamp(value);
      if (date === null) {
        ctx.issues.push({ code: 'custom', message: TIMESTAMP_MESSAGE, input: value });
        return z.NEVER;
      }
      return date;
    },
    encode: (value) => value.toISOString(),
  }),
);

/** decstr of unix seconds ⇄ Date (ReferralBind.boundAt); milliseconds are recognised by magnitude. */
export const unixSecondsDecStr = z.builtOnFirstUse(() =>
  z.codec(
    z.string({ error: DECSTR_MESSAGE }).check(z.regex(DECSTR_PATTERN, DECSTR_MESSAGE)),
    z.date({ error: 'expected a valid Date' }),
    {
      decode: (value, ctx) => {
        const date = fromEpochNumber(Number(value));
        if (date === null) {
          ctx.issues.push({ code: 'custom', message: 'expected unix seconds', input: value });
          return z.NEVER;
        }
        return date;
      },
      encode: (value) => Math.floor(value.getTime() / 1000).toString(),
    },
  ),
);

/**
 * A member whose nullability the spec does not show: decodes a value, null or a missing key, and
 * gives `undefined` for the last two so the app tests one thing.
 */
export function optionalMember<T extends z.core.$ZodType>(schema: T) {
  return z.codec(z.nullish(schema), z.optional(z.custom<z.output<T>>(() => true)), {
    decode: (value) => value ?? undefined,
    encode: (value) => value,
  });
}

/**
 * A nullable member that may also be missing on the wire; decodes both to null and encodes null.
 */
export function nullishAsNull<T extends z.core.$ZodType>(schema: T) {
  return z.codec(
    z.nullish(schema),
    z.custom<z.output<T> | null>(() => true),
    {
      decode: (value) => value ?? null,
      encode: (value) => value,
    },
  );
}
