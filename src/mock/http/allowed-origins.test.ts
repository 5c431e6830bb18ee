import { describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv, DEFAULT_ALLOWED_ORIGINS } from './allowed-origins.ts';

describe('allowedOriginsFromEnv', () => {
  it('defaults to the local app origins of dev, preview, e2e and Lighthouse', () => {
    expect(allowedOriginsFromEnv({})).toBe(DEFAULT_ALLOWED_ORIGINS);
    expect(allowedOriginsFromEnv({ MOCK_ALLOWED_ORIGINS: ' ' })).toBe(DEFAULT_ALLOWED_ORIGINS);
    for (const port of ['5173', '4173', '4273', '4274']) {
      expect(DEFAULT_ALLOWED_ORIGINS).toContain(`http://127.0.0.1:${port}`);
      expect(DEFAULT_ALLOWED_ORIGINS).toContain(`http://localhost:${port}`);
    }
    expect(DEFAULT_ALLOWED_ORIGINS).not.toContain('*');
  });

  it('reads a comma-separated list of origins', () => {
    expect(allowedOriginsFromEnv({ MOCK_ALLOWED_ORIGINS: 'https://app.example.org, http://127.0.0.1:34273/' })).toEqual(
      ['https://app.example.org', 'http://127.0.0.1:34273'],
    );
  });

  it.each(['*', 'app.example.org', 'https://app.example.org/path', 'ftp://app.example.org'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => allowedOriginsFromEnv({ MOCK_ALLOWED_ORIGINS: value })).toThrow(/MOCK_ALLOWED_ORIGINS/);
    },
  );
});
