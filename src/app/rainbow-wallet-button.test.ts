import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PARTNER } from '../config/partner.ts';

// A partner whose primary colours need dark text in the light theme and white text in the dark one.
const PARTNER_COLORS = {
  light: { primary: '#fbbf24', accent: '#0f766e', background: '#fffbeb', surface: '#ffffff' },
  dark: { primary: '#be123c', accent: '#fbbf24', background: '#1c0a10', surface: '#2a0f18' },
};
const partner = vi.hoisted(() => ({ colors: undefined as undefined | typeof PARTNER_COLORS }));

vi.mock('../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../config/env.ts')>();
  return {
    ...actual,
    appConfig: {
      ...actual.appConfig,
      get partner() {
        return { ...DEFAULT_PARTNER, colors: partner.colors };
      },
    },
  };
});

const { walletModalTheme } = await import('./rainbow-wallet-button.tsx');

describe('the wallet dialog’s colours', () => {
  it('are the product’s indigo with white text when no partner sets colours', () => {
    partner.colors = undefined;
    expect(walletModalTheme(false).colors).toMatchObject({ accentColor: '#4f46e5', accentColorForeground: '#ffffff' });
    expect(walletModalTheme(true).colors).toMatchObject({ accentColor: '#6366f1', accentColorForeground: '#ffffff' });
  });

  it('are the partner’s primary colour of the theme, with the text the app’s own buttons put on it', () => {
    partner.colors = PARTNER_COLORS;
    expect(walletModalTheme(false).colors).toMatchObject({ accentColor: '#fbbf24', accentColorForeground: '#0f172a' });
    expect(walletModalTheme(true).colors).toMatchObject({ accentColor: '#be123c', accentColorForeground: '#ffffff' });
  });
});
