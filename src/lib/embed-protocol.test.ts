import { describe, expect, it } from 'vitest';
import { EMBED_MESSAGE_SOURCE, isAllowedOrigin, readHostMessage, readWidgetMessage } from './embed-protocol.ts';

// The widget writes to a partner's page, and the page to the widget, only in this protocol:
// anything else a page may post (other widgets, wallets, analytics) is not read as ours.

describe('isAllowedOrigin', () => {
  const allowed = ['https://vaults.acme.example', 'http://localhost:*'];

  it('allows a listed origin exactly, and any port where the list says ":*"', () => {
    expect(isAllowedOrigin('https://vaults.acme.example', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost', allowed)).toBe(true);
  });

  it('refuses look-alikes: another scheme, port, subdomain or a host that only starts the same', () => {
    expect(isAllowedOrigin('http://vaults.acme.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://vaults.acme.example:8443', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evil.vaults.acme.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost.evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:80x', allowed)).toBe(false);
    expect(isAllowedOrigin('https://vaults.acme.example', [])).toBe(false);
  });
});

describe('readWidgetMessage', () => {
  it('reads what the widget sends', () => {
    expect(readWidgetMessage({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: 412.4 })).toEqual({
      source: EMBED_MESSAGE_SOURCE,
      type: 'resize',
      height: 413,
    });
    const mined = {
      source: EMBED_MESSAGE_SOURCE,
      type: 'claim-mined',
      chainId: 8453,
      hash: '0xabc',
      calls: [{ campaign: '8453:12', paid: '1000000' }],
    };
    expect(readWidgetMessage(mined)).toEqual(mined);
    const title = { source: EMBED_MESSAGE_SOURCE, type: 'title', title: 'Recompensas en Acme' };
    expect(readWidgetMessage(title)).toEqual(title);
  });

  it("ignores other senders' messages and malformed ones", () => {
    expect(readWidgetMessage({ type: 'resize', height: 10 })).toBeUndefined();
    expect(readWidgetMessage({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: -1 })).toBeUndefined();
    expect(readWidgetMessage({ source: EMBED_MESSAGE_SOURCE, type: 'resize', height: Infinity })).toBeUndefined();
    expect(
      readWidgetMessage({
        source: EMBED_MESSAGE_SOURCE,
        type: 'claim-mined',
        chainId: 1,
        hash: '0x1',
        calls: [{ campaign: '1:1', paid: '1e18' }],
      }),
    ).toBeUndefined();
    expect(readWidgetMessage({ source: EMBED_MESSAGE_SOURCE, type: 'title', title: ' ' })).toBeUndefined();
    expect(readWidgetMessage({ source: EMBED_MESSAGE_SOURCE, type: 'title', title: 7 })).toBeUndefined();
    expect(readWidgetMessage('partner-rewards')).toBeUndefined();
    expect(readWidgetMessage(null)).toBeUndefined();
  });
});

describe('readHostMessage', () => {
  it('reads a theme and an address (null clears it), and nothing else', () => {
    expect(readHostMessage({ source: EMBED_MESSAGE_SOURCE, type: 'theme', theme: 'dark' })).toEqual({
      source: EMBED_MESSAGE_SOURCE,
      type: 'theme',
      theme: 'dark',
    });
    expect(readHostMessage({ source: EMBED_MESSAGE_SOURCE, type: 'address', address: null })?.type).toBe('address');
    expect(readHostMessage({ source: EMBED_MESSAGE_SOURCE, type: 'theme', theme: 'sepia' })).toBeUndefined();
    expect(readHostMessage({ source: EMBED_MESSAGE_SOURCE, type: 'claim-mined' })).toBeUndefined();
  });
});
