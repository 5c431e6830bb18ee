import { describe, expect, it } from 'vitest';
import { isAddress, parseAddress, shortenAddress, toAddress } from './address.ts';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('toAddress', () => {
  it('validates and lowercases', () => {
    expect(toAddress(CHECKSUMMED)).toBe(CHECKSUMMED.toLowerCase());
    expect(toAddress(`0x${'AB'.repeat(20)}`)).toBe(`0x${'ab'.repeat(20)}`);
  });

  it.each([['0x12'], [`0x${'g'.repeat(40)}`], [`0x${'1'.repeat(41)}`], ['1'.repeat(40)], [` ${CHECKSUMMED}`]])(
    'refuses %s with a message naming it',
    (value) => {
      expect(() => toAddress(value)).toThrow(`expected EVM address, got "${value}"`);
      expect(isAddress(value)).toBe(false);
    },
  );
});

describe('parseAddress', () => {
  it('reads what a person typed, spaces around it allowed', () => {
    expect(parseAddress(`  ${CHECKSUMMED} `)).toBe(CHECKSUMMED.toLowerCase());
  });

  it('answers null for what is not an address', () => {
    expect(parseAddress('')).toBeNull();
    expect(parseAddress('vitalik.eth')).toBeNull();
  });
});

describe('shortenAddress', () => {
  it('keeps the start and the end', () => {
    expect(shortenAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39f…2266');
    expect(shortenAddress('0x12')).toBe('0x12');
  });
});
