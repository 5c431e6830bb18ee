import { describe, expect, it } from 'vitest';
import { absoluteUrlOf, routePathOf } from './app-base.ts';

describe('an app served under a sub-path', () => {
  it('reads the route out of a browser path under the base, and leaves other paths alone', () => {
    expect(routePathOf('/demo/rewards', '/demo')).toBe('/rewards');
    expect(routePathOf('/demo/campaigns/1:2', '/demo')).toBe('/campaigns/1:2');
    expect(routePathOf('/demo', '/demo')).toBe('/');
    expect(routePathOf('/demo/', '/demo')).toBe('/');
    // A path that only starts with the same letters is not under the base.
    expect(routePathOf('/demonstration', '/demo')).toBe('/demonstration');
    expect(routePathOf('/rewards', '')).toBe('/rewards');
  });

  it('writes full URLs under the base, for links that leave the app', () => {
    expect(absoluteUrlOf('/rewards', 'https://example.github.io', '/demo')).toBe(
      'https://example.github.io/demo/rewards',
    );
    expect(absoluteUrlOf('/', 'https://example.github.io', '/demo')).toBe('https://example.github.io/demo/');
    expect(absoluteUrlOf('/rewards', 'https://app.example', '')).toBe('https://app.example/rewards');
  });
});
