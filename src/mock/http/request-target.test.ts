import { describe, expect, it } from 'vitest';
import { unsafePathReason } from './request-target.ts';

describe('unsafePathReason', () => {
  it.each([
    '/v1/campaigns',
    '/v1/campaigns/31337:5',
    '/v1/campaigns/31337%3A5/stats',
    '/v1/referrals/usernames/alice',
    '/v1/campaigns/',
    '/__mock/fixtures',
    '/v1/campaigns?status=..&x=%2e%2e',
    'http://127.0.0.1:8787/v1/campaigns',
    '/v1/campaigns/a.b',
    '/v1/campaigns/...',
  ])('lets %s through', (path) => {
    expect(unsafePathReason(path)).toBeNull();
  });

  it.each([
    ['/v1/../__mock/fixtures', '".." segment'],
    ['/v1/./campaigns', '"." segment'],
    ['/v1/%2e%2e/__mock/fixtures', 'lower-case encoding'],
    ['/v1/%2E%2E/__mock/fixtures', 'upper-case encoding'],
    ['/v1/.%2e/__mock/fixtures', 'half encoded'],
    ['/v1/%2e./__mock/reset', 'other half encoded'],
    ['/v1/%252e%252e/__mock/fixtures', 'double encoding'],
    ['/v1/..%2f__mock/fixtures', 'encoded slash'],
    ['/v1/%2e%2e%2f__mock/fixtures', 'all encoded'],
    ['/v1/..%5c__mock/fixtures', 'encoded backslash'],
    ['/v1/..\\__mock/fixtures', 'backslash'],
    ['/v1//__mock/fixtures', 'empty segment'],
    ['//__mock/fixtures', 'leading empty segment'],
    ['/v1/campaigns%00', 'NUL'],
    ['/v1/%zz', 'malformed encoding'],
    ['v1/campaigns', 'no leading slash'],
    ['http://127.0.0.1:8787/v1/%2e%2e/__mock/fixtures', 'absolute form'],
  ])('refuses %s (%s)', (path) => {
    expect(unsafePathReason(path)).toMatch(/segment|backslash|control|percent|start with/);
  });
});
