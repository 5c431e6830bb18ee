// The same test as the API's address codec (any-case 0x + 40 hex digits), without pulling the
// codec's schema library into the list page's first load.
const ADDRESS_INPUT_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** What a person is told when an address they typed is not one. */
export const ADDRESS_FORMAT_HINT = 'An address is 0x followed by 40 hexadecimal characters (0–9, a–f).';

/** The lowercase address in `text` (surrounding spaces allowed), or null when it is not one. */
export function parseAddressInput(text: string): `0x${string}` | null {
  const trimmed = text.trim();
  return ADDRESS_INPUT_PATTERN.test(trimmed) ? (trimmed.toLowerCase() as `0x${string}`) : null;
}
