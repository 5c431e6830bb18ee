import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './format-locale.ts';
import { compareNatural, sortNatural } from './natural-sort.ts';

afterEach(() => {
  setFormatLocale('en');
});

describe('natural sort', () => {
  it('orders numbered names as people count, not as text', () => {
    const names = ['mUSDC-81', 'mUSDC-9', 'mUSDC-93', 'mUSDC-100', 'mUSDC-10'];
    expect(names.toSorted()).toEqual(['mUSDC-10', 'mUSDC-100', 'mUSDC-81', 'mUSDC-9', 'mUSDC-93']);
    expect(sortNatural(names, (name) => name)).toEqual(['mUSDC-9', 'mUSDC-10', 'mUSDC-81', 'mUSDC-93', 'mUSDC-100']);
  });

  it('ignores case but keeps the original order between names that differ only by it', () => {
    const items = [
      { name: 'eWETH-2', id: 1 },
      { name: 'ewETH-2', id: 2 },
      { name: 'Aave', id: 3 },
    ];
    expect(sortNatural(items, (item) => item.name).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(compareNatural('usdc', 'USDC')).toBe(0);
  });

  it('orders by the reader’s alphabet', () => {
    // Swedish puts "ö" after "z"; English next to "o".
    expect(sortNatural(['öb', 'z', 'oa'], (name) => name)).toEqual(['oa', 'öb', 'z']);
    setFormatLocale('sv');
    expect(sortNatural(['öb', 'z', 'oa'], (name) => name)).toEqual(['oa', 'z', 'öb']);
  });

  it('does not change the list it is given', () => {
    const names = ['b-2', 'a-10'];
    sortNatural(names, (name) => name);
    expect(names).toEqual(['b-2', 'a-10']);
  });
});
