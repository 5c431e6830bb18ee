// @vitest-environment jsdom
// (the watchlist lives in the browser's localStorage)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import { WATCHLIST_STORAGE_KEY, watchlistStore } from './watchlist-store.ts';

function id(text: string): CampaignId {
  return parseCampaignId(text) ?? expect.fail(`bad id ${text}`);
}

/** What another tab does: writes the storage, and this tab hears of it through the event. */
function anotherTabWrites(text: string) {
  localStorage.setItem(WATCHLIST_STORAGE_KEY, text);
  window.dispatchEvent(
    new StorageEvent('storage', { key: WATCHLIST_STORAGE_KEY, newValue: text, storageArea: localStorage }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the watchlist', () => {
  it('stars and unstars, keeping each change', () => {
    watchlistStore.toggle(id('31337:5'));
    watchlistStore.toggle(id('8453:12'));
    expect(watchlistStore.getSnapshot()).toEqual(['31337:5', '8453:12']);
    watchlistStore.toggle(id('31337:5'));
    expect(watchlistStore.getSnapshot()).toEqual(['8453:12']);
    expect(localStorage.getItem(WATCHLIST_STORAGE_KEY)).toBe('{"version":1,"value":["8453:12"]}');
  });

  it('reads a list kept before versions were, keeping the ids that parse, once each, in order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(WATCHLIST_STORAGE_KEY, '["31337:5","junk",7,"8453:12","31337:5"]');
    expect(watchlistStore.getSnapshot()).toEqual(['31337:5', '8453:12']);
    expect(warn).toHaveBeenCalledWith('Left 2 entries that are not campaign ids out of the kept watchlist.');
  });

  it('reads corrupt JSON or a non-list as an empty watchlist, in words', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(WATCHLIST_STORAGE_KEY, '{not json');
    expect(watchlistStore.getSnapshot()).toEqual([]);
    localStorage.setItem(WATCHLIST_STORAGE_KEY, '{"31337:5":true}');
    expect(watchlistStore.getSnapshot()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Ignoring the watchlist kept in this browser/);
  });

  it('follows another tab through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = watchlistStore.subscribe(listener);
    anotherTabWrites('{"version":1,"value":["31338:2"]}');
    expect(listener).toHaveBeenCalledOnce();
    expect(watchlistStore.getSnapshot()).toEqual(['31338:2']);
    unsubscribe();
    anotherTabWrites('{"version":1,"value":[]}');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps working for this visit when storage refuses to save', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    watchlistStore.toggle(id('31337:5'));
    expect(watchlistStore.getSnapshot()).toEqual(['31337:5']);
    expect(warn).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
    watchlistStore.toggle(id('31337:5'));
    expect(localStorage.getItem(WATCHLIST_STORAGE_KEY)).toBe('{"version":1,"value":[]}');
  });
});
