import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localOutDir } from './build-if-stale.ts';
import { LOCAL_STACK_FRAMING_ORIGINS } from './security-headers.ts';

describe('localOutDir', () => {
  it('keeps the local stack at its defaults in dist-local/default, framing allowance included', () => {
    expect(localOutDir({ VITE_APP_MODE: 'local', VITE_SAFE_APP_ORIGINS: LOCAL_STACK_FRAMING_ORIGINS })).toBe(
      join('dist-local', 'default'),
    );
  });

  it('gives other settings a folder of their own, so two stacks never serve each other’s build', () => {
    const other = localOutDir({ VITE_APP_MODE: 'local', VITE_SAFE_APP_ORIGINS: 'https://app.safe.global' });
    expect(other).not.toBe(join('dist-local', 'default'));
    expect(other).toMatch(/^dist-local[/\\][0-9a-f]{12}$/);
  });
});
