// @vitest-environment jsdom
// (what it keeps lives in the browser's localStorage)
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { keptStorageAvailable, keptStore } from './kept.ts';
import { keptStoreFamily } from './kept-family.ts';
import * as z from './zod.ts';

const point = z.object({ x: z.number(), y: z.number() });
let keyCount = 0;
/** A fresh key per store: the module remembers keys (memory fallback, listeners) for the page's life. */
const freshKey = () => `test-point:${String((keyCount += 1))}`;
const pointStore = (key = freshKey(), version = 2) =>
  keptStore({ key, name: 'the test point', version, schema: point, fallback: null });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const warnings = () => warn.mock.calls.map((call) => String(call[0]));

describe('a kept store', () => {
  it('keeps a value under its key with its version, and reads it back decoded', () => {
    const key = freshKey();
    const store = pointStore(key);
    expect(store.read()).toBeNull();
    store.write({ x: 1, y: 2 });
    expect(localStorage.getItem(key)).toBe('{"version":2,"value":{"x":1,"y":2}}');
    expect(store.read()).toEqual({ x: 1, y: 2 });
    store.clear();
    expect(store.read()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores corrupt JSON in words naming the store, once however often it is read', () => {
    const key = freshKey();
    localStorage.setItem(key, '{"version":2,"value":');
    const store = pointStore(key);
    expect(store.read()).toBeNull();
    expect(store.read()).toBeNull();
    expect(warnings()).toEqual([
      expect.stringMatching(`Ignoring the test point kept in this browser \\(key "${key}"\\): it is not JSON`),
    ]);
  });

  it('ignores a value of the wrong shape, saying which field is wrong', () => {
    const key = freshKey();
    localStorage.setItem(key, JSON.stringify({ version: 2, value: { x: 1, y: 'two' } }));
    expect(pointStore(key).read()).toBeNull();
    expect(warnings()[0]).toMatch(
      /the test point .* it does not have the expected shape \(y: Invalid input: expected number, received string\)/,
    );
  });

  it('ignores a value of an older or a newer version, and one with no version', () => {
    const key = freshKey();
    const store = pointStore(key);
    localStorage.setItem(key, JSON.stringify({ version: 1, value: { x: 1, y: 2 } }));
    expect(store.read()).toBeNull();
    localStorage.setItem(key, JSON.stringify({ version: 3, value: { x: 1, y: 2 } }));
    expect(store.read()).toBeNull();
    localStorage.setItem(key, JSON.stringify({ x: 1, y: 2 }));
    expect(store.read()).toBeNull();
    expect(warnings()).toEqual([
      expect.stringMatching(/it was written as version 1 of its shape; this build reads 2\.$/),
      expect.stringMatching(/it was written as version 3 of its shape; this build reads 2\.$/),
      expect.stringMatching(/it carries no version/),
    ]);
  });

  it('reads what the key held before versions were kept, when the store says how it was written', () => {
    const jsonKey = freshKey();
    localStorage.setItem(jsonKey, JSON.stringify({ x: 1, y: 2 }));
    const legacyJson = keptStore({
      key: jsonKey,
      name: 'p',
      version: 1,
      legacy: 'json',
      schema: point,
      fallback: null,
    });
    expect(legacyJson.read()).toEqual({ x: 1, y: 2 });
    legacyJson.write({ x: 3, y: 4 });
    expect(localStorage.getItem(jsonKey)).toBe('{"version":1,"value":{"x":3,"y":4}}');

    const textKey = freshKey();
    localStorage.setItem(textKey, 'alice');
    const legacyText = keptStore({
      key: textKey,
      name: 'n',
      version: 1,
      legacy: 'text',
      schema: z.string(),
      fallback: '',
    });
    expect(legacyText.read()).toBe('alice');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a bare-text store as the bare text, for readers outside the app', () => {
    const key = freshKey();
    const theme = keptStore({
      key,
      name: 'the theme',
      format: 'bare-text',
      schema: z.enum(['light', 'dark']),
      fallback: undefined,
    });
    theme.write('dark');
    expect(localStorage.getItem(key)).toBe('dark');
    localStorage.setItem(key, 'purple');
    expect(theme.read()).toBeUndefined();
    expect(warnings()[0]).toMatch(/Ignoring the theme/);
  });

  it('encodes with the schema’s codecs, so a bigint or a date survives the trip', () => {
    const amount = z.codec(z.string().check(z.regex(/^\d+$/)), z.bigint(), {
      decode: (text) => BigInt(text),
      encode: (value) => value.toString(),
    });
    const store = keptStore({ key: freshKey(), name: 'an amount', version: 1, schema: amount, fallback: 0n });
    store.write(2n ** 200n);
    expect(store.read()).toBe(2n ** 200n);
  });

  it('gives the same snapshot while the kept text is unchanged, a new one after a write', () => {
    const store = pointStore();
    store.write({ x: 1, y: 2 });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.write({ x: 1, y: 2 });
    expect(store.getSnapshot()).toBe(first);
    store.write({ x: 5, y: 2 });
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot()).toEqual({ x: 5, y: 2 });
    expect(store.getServerSnapshot()).toBeNull();
  });

  it('tells this tab’s subscribers of every write, through any store of the same key', () => {
    const key = freshKey();
    const listener = vi.fn();
    const unsubscribe = pointStore(key).subscribe(listener);
    pointStore(key).write({ x: 1, y: 1 });
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    pointStore(key).clear();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('follows another tab’s writes through the storage event, and ignores other keys and sessionStorage', () => {
    const key = freshKey();
    const store = pointStore(key);
    const listener = vi.fn();
    store.subscribe(listener);
    const text = JSON.stringify({ version: 2, value: { x: 7, y: 8 } });
    // Another tab wrote: the storage already holds it; this tab hears of it only by the event.
    localStorage.setItem(key, text);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: text, storageArea: sessionStorage }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: text, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledOnce();
    expect(store.read()).toEqual({ x: 7, y: 8 });
    // key null: another tab cleared everything.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read()).toBeNull();
  });

  it('keeps a value in memory for this page when the browser refuses to write, and says so once', () => {
    const key = freshKey();
    const store = pointStore(key);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    store.write({ x: 1, y: 2 });
    store.write({ x: 3, y: 4 });
    expect(store.read()).toEqual({ x: 3, y: 4 });
    expect(localStorage.getItem(key)).toBeNull();
    expect(warnings()).toEqual(['This browser refused to keep the test point; it is kept until this page closes.']);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('works from memory when storage is blocked altogether, saying so once for every store', async () => {
    vi.resetModules();
    const fresh = await import('./kept.ts');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const one = fresh.keptStore({ key: freshKey(), name: 'one', version: 1, schema: z.number(), fallback: 0 });
    const two = fresh.keptStore({ key: freshKey(), name: 'two', version: 1, schema: z.number(), fallback: 0 });
    expect(one.read()).toBe(0);
    one.write(1);
    two.write(2);
    expect([one.read(), two.read()]).toEqual([1, 2]);
    expect(warnings()).toEqual([
      expect.stringMatching(/^This browser blocks storage: what the app keeps lasts until this page closes/),
    ]);
  });

  it('tells whether what is kept outlives the page (a Safe App warns when it does not)', () => {
    expect(keptStorageAvailable()).toBe(true);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(keptStorageAvailable()).toBe(false);
    vi.restoreAllMocks();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(keptStorageAvailable()).toBe(false);
  });
});

describe('a family of kept stores', () => {
  it('gives one store per key, so the arguments that name it share its snapshot', () => {
    const byUser = keptStoreFamily((user: string) => `test-family:${user}`, {
      name: 'a user’s number',
      version: 1,
      schema: z.number(),
      fallback: undefined,
    });
    expect(byUser('a')).toBe(byUser('a'));
    byUser('a').write(1);
    expect(byUser('b').read()).toBeUndefined();
    expect(localStorage.getItem('test-family:a')).toBe('{"version":1,"value":1}');
  });
});
