import { describe, expect, it } from 'vitest';
import { safeParentOrigins } from './safe-sdk.ts';

const trusted = (origin: string) => safeParentOrigins().some((pattern) => pattern.test(origin));

describe('the parent pages whose Safe messages are believed', () => {
  it('trusts Safe{Wallet} itself, exactly', () => {
    expect(trusted('https://app.safe.global')).toBe(true);
    expect(trusted('https://app.safe.global.evil.example')).toBe(false);
    expect(trusted('https://evil.example/https://app.safe.global')).toBe(false);
    expect(trusted('http://app.safe.global')).toBe(false);
  });

  it('trusts local host pages on any port in local mode (the end-to-end Safe host), and no other host', () => {
    expect(trusted('http://localhost:41234')).toBe(true);
    expect(trusted('http://127.0.0.1:5173')).toBe(true);
    expect(trusted('http://localhost.evil.example:80')).toBe(false);
    expect(trusted('https://localhost:443')).toBe(false);
  });
});
