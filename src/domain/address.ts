// An address is the one value every layer passes around, and the service, the wallet and people
// spell it in different cases. It is checked and lowercased here, once, so that equal addresses
// compare equal everywhere (query keys, log filters, the mock's stores).

/** A validated EVM address; every `Address` this module makes is lowercase (the service's form). */
export type Address = `0x${string}`;

/**
 * Any-case 0x followed by 40 hex digits: the same test as viem's `isAddress(value, { strict: false })`,
 * without pulling viem's keccak and cache into the first load.
 */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** What a person is told when an address they typed is not one. */
export const ADDRESS_FORMAT_HINT = 'An address is 0x followed by 40 hexadecimal characters (0–9, a–f).';

/** Whether `value` is an address in any case (no checksum check). */
export function isAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** Validates any-case input and returns the lowercase `Address`; throws a TypeError on anything else. */
export function toAddress(value: string): Address {
  if (!isAddress(value)) throw new TypeError(`expected EVM address, got "${value}"`);
  return value.toLowerCase() as Address;
}

/** The lowercase address in `text` a person typed (surrounding spaces allowed), or null when it is not one. */
export function parseAddress(text: string): Address | null {
  const trimmed = text.trim();
  return isAddress(trimmed) ? toAddress(trimmed) : null;
}

/** 0x1234…abcd: enough to recognise an address, short enough for a row. */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= 2 + chars * 2) return address;
  return `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`;
}
