import { describe, expect, it } from 'vitest';
import * as z from '../../lib/zod.ts';
import { CHECKSUMMED_ADDRESS } from '../testing/wire-samples.ts';
import {
  MAX_UINT256,
  address,
  bps,
  decStr,
  hex,
  nullishAsNull,
  optionalMember,
  parseWireTimestamp,
  timestamp,
  uint,
  unixSecondsDecStr,
} from './primitives.ts';

function issueMessage(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('decStr', () => {
  it.each([
    ['0', 0n],
    ['1', 1n],
    [MAX_UINT256.toString(), MAX_UINT256],
  ])('round-trips %s', (wire, value) => {
    expect(z.decode(decStr, wire)).toBe(value);
    expect(z.encode(decStr, value)).toBe(wire);
  });

  it('knows 2^256-1 by its digits', () => {
    expect(MAX_UINT256.toString()).toBe(
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    );
  });

  it.each([
    ['2^256', (2n ** 256n).toString()],
    ['leading zero', '01'],
    ['negative', '-1'],
    ['fraction', '1.5'],
    ['empty', ''],
    ['padded', ' 1'],
    ['hex', '0x10'],
    ['exponent', '1e3'],
  ])('rejects %s', (_name, wire) => {
    expect(decStr.safeParse(wire).success).toBe(false);
  });

  it('rejects numbers with the message the client reports', () => {
    expect(issueMessage(decStr, 1)).toBe('expected decimal string');
    expect(issueMessage(decStr, null)).toBe('expected decimal string');
  });

  it('refuses to encode values outside uint256', () => {
    expect(z.safeEncode(decStr, -1n).success).toBe(false);
    expect(z.safeEncode(decStr, MAX_UINT256 + 1n).success).toBe(false);
  });

  it('gives bps the same behaviour', () => {
    expect(z.decode(bps, '1550')).toBe(1550n);
    expect(bps.safeParse('015').success).toBe(false);
  });
});

describe('uint', () => {
  it('accepts 0 and 2^53-1', () => {
    expect(uint.parse(0)).toBe(0);
    expect(uint.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([[-1], [1.5], [2 ** 53], ['1'], [null]])('rejects %s', (value) => {
    expect(uint.safeParse(value).success).toBe(false);
  });
});

describe('address', () => {
  it('lowercases checksummed and uppercase input', () => {
    expect(z.decode(address, CHECKSUMMED_ADDRESS)).toBe(CHECKSUMMED_ADDRESS.toLowerCase());
    expect(z.decode(address, `0x${'AB'.repeat(20)}`)).toBe(`0x${'ab'.repeat(20)}`);
  });

  it('encodes lowercase even from a checksummed domain value', () => {
    expect(z.encode(address, CHECKSUMMED_ADDRESS)).toBe(CHECKSUMMED_ADDRESS.toLowerCase());
  });

  it.each([
    ['too short', '0x1234'],
    ['no prefix', '1111111111111111111111111111111111111111'],
    ['non-hex', `0x${'g'.repeat(40)}`],
    ['too long', `0x${'1'.repeat(41)}`],
    ['number', 1],
  ])('rejects %s', (_name, value) => {
    expect(issueMessage(address, value)).toBe('expected EVM address');
  });
});

describe('hex', () => {
  it('keeps valid hex as sent', () => {
    expect(z.decode(hex, '0xAbCd')).toBe('0xAbCd');
  });

  it.each([['abcd'], ['0xzz'], [12]])('rejects %s', (value) => {
    expect(hex.safeParse(value).success).toBe(false);
  });
});

describe('timestamp', () => {
  const instant = new Date('2025-01-02T03:04:05.000Z');

  it.each([
    ['ISO-8601 with Z', '2025-01-02T03:04:05.000Z'],
    ['ISO-8601 with offset', '2025-01-02T05:04:05+02:00'],
    ['ISO-8601 offset without colon', '2025-01-02T05:04:05+0200'],
    ['ISO-8601 without offset (read as UTC)', '2025-01-02T03:04:05'],
    ['unix seconds', 1735787045],
    ['unix milliseconds', 1735787045000],
    ['unix seconds as string', '1735787045'],
    ['unix milliseconds as string', '1735787045000'],
  ])('decodes %s', (_name, wire) => {
    expect(z.decode(timestamp, wire).toISOString()).toBe(instant.toISOString());
  });

  it('decodes the epoch and dates before 1973 given in seconds', () => {
    expect(z.decode(timestamp, 0).getTime()).toBe(0);
    expect(z.decode(timestamp, 86_400).toISOString()).toBe('1970-01-02T00:00:00.000Z');
  });

  it('encodes ISO-8601', () => {
    expect(z.encode(timestamp, instant)).toBe('2025-01-02T03:04:05.000Z');
  });

  it.each([['garbage'], [''], [-1], ['2025-13-45T99:99:99Z'], [Number.NaN], [true], [null], ['1e12']])(
    'rejects %s',
    (value) => {
      expect(timestamp.safeParse(value).success).toBe(false);
    },
  );

  it('rejects a time too far out to be a Date', () => {
    expect(parseWireTimestamp(1e300)).toBeNull();
  });

  it('refuses to encode an invalid Date', () => {
    expect(z.safeEncode(timestamp, new Date(Number.NaN)).success).toBe(false);
  });
});

describe('unixSecondsDecStr', () => {
  it('round-trips unix seconds', () => {
    const date = z.decode(unixSecondsDecStr, '1735787045');
    expect(date.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(z.encode(unixSecondsDecStr, date)).toBe('1735787045');
  });

  it('recognises milliseconds by magnitude', () => {
    expect(z.decode(unixSecondsDecStr, '1735787045000').toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });

  it.each([['-1'], ['01'], [1735787045], ['2025-01-02T03:04:05Z']])('rejects %s', (value) => {
    expect(unixSecondsDecStr.safeParse(value).success).toBe(false);
  });
});

describe('optionalMember and nullishAsNull', () => {
  const schema = z.object({ a: optionalMember(decStr), b: nullishAsNull(decStr) });

  it('reads missing and null as undefined / null', () => {
    expect(schema.parse({})).toEqual({ b: null });
    expect(schema.parse({ a: null, b: null })).toEqual({ a: undefined, b: null });
    expect(schema.parse({ a: '1', b: '2' })).toEqual({ a: 1n, b: 2n });
  });

  it('still validates a present value', () => {
    expect(schema.safeParse({ a: '01' }).success).toBe(false);
    expect(schema.safeParse({ b: 1 }).success).toBe(false);
  });

  it('encodes back through the inner codec', () => {
    expect(z.encode(schema, { a: 5n, b: null })).toEqual({ a: '5', b: null });
    expect(JSON.stringify(z.encode(schema, { b: 3n }))).toBe('{"b":"3"}');
  });
});
