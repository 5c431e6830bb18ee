import { concat, hexToString, size, slice, hexToNumber, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { attributionSuffix, ERC8021_MARKER } from './attribution-suffix.ts';

/** The ERC's parsing algorithm for schema 0, read backwards from the end of the calldata. */
function parseSchema0(calldata: Hex): { txData: Hex; codes: string[] } | undefined {
  if (slice(calldata, -16) !== ERC8021_MARKER) return undefined;
  const end = size(calldata) - 16;
  if (hexToNumber(slice(calldata, end - 1, end)) !== 0) return undefined;
  const codesLength = hexToNumber(slice(calldata, end - 2, end - 1));
  const codesStart = end - 2 - codesLength;
  return {
    txData: slice(calldata, 0, codesStart),
    codes: hexToString(slice(calldata, codesStart, end - 2)).split(','),
  };
}

describe('the ERC-8021 schema-0 suffix', () => {
  it('is the ERC’s own test case for one code: "baseapp", 7, schema 0, the marker', () => {
    // ERC-8021, Test Cases, "Single entity attribution + canonical registry".
    expect(concat(['0xdddddddd', attributionSuffix(['baseapp'])])).toBe(
      '0xdddddddd62617365617070070080218021802180218021802180218021',
    );
  });

  it('joins several codes with commas and counts the commas in the length', () => {
    // The same codes as the ERC's multi-code example ("baseapp,morpho", 14), in schema 0.
    expect(attributionSuffix(['baseapp', 'morpho'])).toBe(
      '0x626173656170702c6d6f7270686f0e0080218021802180218021802180218021',
    );
  });

  it('reads back, from the end of the calldata, to the call and the codes it was given', () => {
    const call: Hex = '0x2e7ba6ef0000000000000000000000000000000000000000000000000000000000000007';
    const codes = ['partner-x', 'tbi_rewards', 'A~!'];
    expect(parseSchema0(concat([call, attributionSuffix(codes)]))).toEqual({ txData: call, codes });
  });

  it('takes codes up to the 255 bytes its one length byte can say, and refuses more', () => {
    const longest = Array.from({ length: 8 }, (_, i) => String(i).padEnd(31, 'x')).join(',');
    expect(longest.length).toBe(255);
    expect(size(attributionSuffix(longest.split(',')))).toBe(255 + 1 + 1 + 16);
    expect(() => attributionSuffix([...longest.split(','), 'y'])).toThrow(RangeError);
  });

  it('refuses no codes, an empty code, a comma, a space and non-ASCII', () => {
    for (const codes of [[], [''], ['a,b'], ['a b'], ['café']]) {
      expect(() => attributionSuffix(codes)).toThrow(RangeError);
    }
  });
});
