import { concat, numberToHex, stringToHex, type Hex } from 'viem';

// ERC-8021 (Transaction Attribution) tells whoever reads a transaction which apps brought it, with
// bytes appended after the calldata. A contract reads its arguments at fixed ABI offsets and never
// the bytes past them, so the suffix changes nothing it does; indexers read it backwards from the
// end: the 16-byte marker, the schema id before it, then the schema's data.
//
// Schema 0 (codes in the chain's canonical code registry) is, from the start of the suffix:
//   codes, ASCII, joined by "," ‖ codesLength (1 byte) ‖ schemaId 0x00 (1 byte) ‖ marker (16 bytes)
// The ERC's own example, for the one code "baseapp":
//   0xdddddddd ‖ 62617365617070 ‖ 07 ‖ 00 ‖ 80218021802180218021802180218021

/** The 16 bytes ("8021" eight times) that end every ERC-8021 suffix. */
export const ERC8021_MARKER: Hex = '0x80218021802180218021802180218021';

/** Schema 0: the codes are registered in the chain's canonical code registry. */
const SCHEMA_CANONICAL_REGISTRY = 0;

// 7-bit printable ASCII without the comma, which separates codes.
const codePattern = /^[\x21-\x2b\x2d-\x7e]+$/;

/**
 * The ERC-8021 schema-0 data suffix attributing a transaction to `codes`, to append to its
 * calldata. Throws a RangeError for no codes, a code outside printable 7-bit ASCII or holding a
 * comma, or codes that join to more than the 255 bytes one length byte can say.
 */
export function attributionSuffix(codes: readonly string[]): Hex {
  if (codes.length === 0) throw new RangeError('ERC-8021 attribution needs at least one code');
  for (const code of codes) {
    if (!codePattern.test(code)) {
      throw new RangeError(`ERC-8021 code "${code}" must be printable ASCII without spaces or commas`);
    }
  }
  const joined = codes.join(',');
  if (joined.length > 255) throw new RangeError('ERC-8021 codes must join to at most 255 bytes');
  return concat([
    stringToHex(joined),
    numberToHex(joined.length, { size: 1 }),
    numberToHex(SCHEMA_CANONICAL_REGISTRY, { size: 1 }),
    ERC8021_MARKER,
  ]);
}
