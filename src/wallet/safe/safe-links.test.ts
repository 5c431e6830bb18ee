import { describe, expect, it } from 'vitest';
import { safeAppLink } from './safe-links.ts';

describe('links that open the same Safe on another chain', () => {
  const safe = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';

  it('opens the app for the Safe with its chain prefix in Safe{Wallet}', () => {
    const link = new URL(safeAppLink(8453, safe, 'https://claims.example.org') ?? '');
    expect(link.origin + link.pathname).toBe('https://app.safe.global/apps/open');
    expect(link.searchParams.get('safe')).toBe(`base:${safe}`);
    expect(link.searchParams.get('appUrl')).toBe('https://claims.example.org');
    expect(new URL(safeAppLink(42161, safe, 'https://x.example') ?? '').searchParams.get('safe')).toBe(`arb1:${safe}`);
  });

  it('has no link for a chain Safe{Wallet} does not serve (the local chains)', () => {
    expect(safeAppLink(31337, safe, 'http://127.0.0.1:5173')).toBeUndefined();
  });
});
