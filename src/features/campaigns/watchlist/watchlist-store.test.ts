import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import { createWatchlistStore, parseStoredWatchlist, WATCHLIST_STORAGE_KEY } from './watchlist-store.ts';

function id(text: string): CampaignId {
  return parseCampaignId(text) ?? expect.fail(`bad id ${text}`);
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    items,
  };
}

/** A window stand-in whose storage events a test fires, as another tab's writes would. */
function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fireStorage(key: string | null) {
      const event = new Event('storage') as Event & { key: string | null };
      event.key = key;
      target.dispatchEvent(event);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseStoredWatchlist', () => {
  it('keeps the ids that parse, once each, in order', () => {
    expect(parseStoredWatchlist('["31337:5","junk",7,"8453:12","31337:5"]')).toEqual(['31337:5', '8453:12']);
  });

  it('reads nothing, corrupt JSON or a non-list as an empty watchlist', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoredWatchlist(null)).toEqual([]);
    expect(parseStoredWatchlist('{not json')).toEqual([]);
    expect(parseStoredWatchlist('{"31337:5":true}')).toEqual([]);
    expect(console.warn).toHaveBeenCalledOnce();
  });
});

describe('createWatchlistStore', () => {
  it('stars and unstars, saving each change', () => {
    const storage = memoryStorage();
    const store = createWatchlistStore(storage, fakeWindow());
    store.toggle(id('31337:5'));
    store.toggle(id('8453:12'));
    expect(store.getSnapshot()).toEqual(['31337:5', '8453:12']);
    store.toggle(id('31337:5'));
    expect(store.getSnapshot()).toEqual(['8453:12']);
    expect(storage.items.get(WATCHLIST_STORAGE_KEY)).toBe('["8453:12"]');
  });

  it('follows another tab through the storage event, and ignores other keys', () => {
    const storage = memoryStorage();
    const events = fakeWindow();
    const store = createWatchlistStore(storage, events);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.items.set(WATCHLIST_STORAGE_KEY, '["31338:2"]');
    events.fireStorage('theme');
    expect(listener).not.toHaveBeenCalled();
    events.fireStorage(WATCHLIST_STORAGE_KEY);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual(['31338:2']);
    unsubscribe();
    events.fireStorage(WATCHLIST_STORAGE_KEY);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps working for this visit when storage refuses to save or to be read', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createWatchlistStore(
      {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
      fakeWindow(),
    );
    expect(store.getSnapshot()).toEqual([]);
    store.toggle(id('31337:5'));
    expect(store.getSnapshot()).toEqual(['31337:5']);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
