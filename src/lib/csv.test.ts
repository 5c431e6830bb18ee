import { describe, expect, it } from 'vitest';
import { encodeCsv, parseCsv } from './csv.ts';

describe('encodeCsv', () => {
  it('writes a header and rows, CRLF-separated, ending in CRLF', () => {
    expect(encodeCsv(['a', 'b'], [['1', 2n]])).toBe('a,b\r\n1,2\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes inside', () => {
    const csv = encodeCsv(['name'], [['PTN rewards on "steak", USDC'], ['two\nlines'], ['cr\r\nlf'], [' padded']]);
    expect(csv).toBe('name\r\n"PTN rewards on ""steak"", USDC"\r\n"two\nlines"\r\n"cr\r\nlf"\r\n" padded"\r\n');
  });

  it('keeps amounts exact up to 2^256 - 1, as integers and as decimal strings', () => {
    const max = 2n ** 256n - 1n;
    const csv = encodeCsv(
      ['base units', 'tokens'],
      [[max, '115792089237316195423570985008687907853269984665640564039457.584007913129639935']],
    );
    expect(parseCsv(csv)[1]).toEqual([
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ]);
    expect(BigInt(parseCsv(csv)[1]?.[0] ?? '')).toBe(max);
  });

  it('writes empty cells for missing values and refuses non-finite numbers', () => {
    expect(encodeCsv(['a', 'b', 'c'], [[null, undefined, 0]])).toBe('a,b,c\r\n,,0\r\n');
    expect(() => encodeCsv(['a'], [[Number.NaN]])).toThrow(RangeError);
  });

  it('keeps text a spreadsheet would run as a formula as text, but not negative numbers', () => {
    expect(parseCsv(encodeCsv(['a', 'b'], [['=HYPERLINK("x")', '-1.5']]))[1]).toEqual(['\'=HYPERLINK("x")', '-1.5']);
  });
});

describe('parseCsv', () => {
  it('reads back whatever encodeCsv wrote', () => {
    const rows = [
      ['id', 'name', 'amount'],
      ['31337:5', 'a, "quoted"\r\nname', '0'],
      ['', ' x ', '1'],
    ];
    const [header = [], ...rest] = rows;
    expect(parseCsv(encodeCsv(header, rest))).toEqual(rows);
  });
});
