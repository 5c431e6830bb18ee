import * as z from './zod.ts';

// What the browser keeps between visits (localStorage), in one place. Each store names its key,
// the version of its shape and a schema, and every read decodes with that schema: a value that
// another build, a hand edit or a broken write left behind is ignored with a warning that names
// the store, never trusted. When storage is blocked or full, a store keeps its value in memory
// for the rest of the page's life (and says so once). Other tabs' writes arrive through the
// `storage` event, this tab's are announced directly (the event only reaches other tabs), and
// `subscribe`/`getSnapshot` fit `useSyncExternalStore`: the snapshot is the same object until
// the kept text changes.
//
// Stored form: `{"version":N,"value":…}`. A value of another version is ignored in words, so
// changing a shape is a version bump, never a misread.

/**
 * A schema from kept JSON (or text) to the value the app works with; codecs encode back on write.
 * A codec reports bad input as an issue (`ctx.issues`), never by throwing: a throw would reach the
 * screen that reads the store.
 */
type KeptSchema<T, Stored = unknown> = z.ZodMiniType<T, Stored>;

interface KeptCommon<F> {
  /** The localStorage key. Existing keys keep their names, so what browsers already hold stays readable. */
  key: string;
  /** What the store holds, in words, for warnings: "the watchlist". */
  name: string;
  /** What a read gives when nothing is kept, or what was kept was ignored. */
  fallback: F;
}

/** A store kept as versioned JSON: the usual kind. */
interface KeptJsonOptions<T, F> extends KeptCommon<F> {
  /** The version of the stored shape; bump it with any change to `schema`'s input. */
  version: number;
  schema: KeptSchema<T>;
  /**
   * How the key was written before this module, without the version envelope (`json`, or bare
   * `text`): such a value is decoded with `schema` as it is, so an update keeps what browsers
   * hold. The next write stores it versioned. Drop this option at the next version bump.
   */
  legacy?: 'json' | 'text';
}

/**
 * A store kept as bare text, without a version, because something outside the app reads it
 * (index.html's first-paint theme script). Its shape can only change with its key.
 */
interface KeptTextOptions<T, F> extends KeptCommon<F> {
  format: 'bare-text';
  schema: KeptSchema<T, string>;
}

export type KeptStoreOptions<T, F = T> = KeptJsonOptions<T, F> | KeptTextOptions<T, F>;

/** One kept value: read, written, cleared and followed (this tab and others). */
export interface KeptStore<T, F = T> {
  /** The kept value, decoded; `fallback` when none is kept or it was ignored. Stable while unchanged. */
  read: () => T | F;
  /** Keeps `value` (in memory for this page if the browser refuses) and tells every subscriber. */
  write: (value: T) => void;
  /** Writes `change(current)`, reading the current value afresh (another tab may have written it). */
  update: (change: (current: T | F) => T) => void;
  /** Forgets the value. */
  clear: () => void;
  /** Calls `listener` when the value may have changed, here or in another tab; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** `read`, under the name `useSyncExternalStore` expects. */
  getSnapshot: () => T | F;
  /** The fallback, for a render with no browser (prerendering). */
  getServerSnapshot: () => F;
}

const listenersByKey = new Map<string, Set<() => void>>();
/** Texts the browser refused to keep (null: a clear), by key; they win over storage for this page. */
const memoryByKey = new Map<string, string | null>();
let warnedUnavailable = false;
let followingOtherTabs = false;

function browserStorage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage;
  } catch (error) {
    warnUnavailable(error);
    return undefined;
  }
}

function warnUnavailable(error: unknown): void {
  if (warnedUnavailable) return;
  warnedUnavailable = true;
  console.warn('This browser blocks storage: what the app keeps lasts until this page closes.', error);
}

/**
 * Whether this browser keeps what the app writes beyond this page (a probe write). A page framed
 * by another site (a Safe App) may be refused storage by the browser's third-party protections.
 */
export function keptStorageAvailable(): boolean {
  const storage = browserStorage();
  if (storage === undefined) return false;
  const probe = '__kept_probe__';
  try {
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return true;
  } catch (error) {
    warnUnavailable(error);
    return false;
  }
}

function readText(key: string): string | null {
  if (memoryByKey.has(key)) return memoryByKey.get(key) ?? null;
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch (error) {
    warnUnavailable(error);
    return null;
  }
}

function notify(key: string): void {
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

function onStorage(event: StorageEvent): void {
  // sessionStorage writes raise the same event; only localStorage is ours.
  if (event.storageArea !== null && event.storageArea !== browserStorage()) return;
  // key null: another tab cleared all of this origin's storage.
  const keys = event.key === null ? [...listenersByKey.keys()] : [event.key];
  for (const key of keys) {
    // What another tab managed to keep replaces what this page kept in memory.
    memoryByKey.delete(key);
    notify(key);
  }
}

function isEnvelope(value: unknown): value is { version: number; value: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    typeof value.version === 'number' &&
    'value' in value &&
    Object.keys(value).length === 2
  );
}

type Parsed = { ok: true; value: unknown } | { ok: false; reason: string };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: `it is not JSON (${String(error)})` };
  }
}

/** The schema's input for a kept text, or why it cannot be read. */
function unwrap<T, F>(options: KeptStoreOptions<T, F>, text: string): Parsed {
  if ('format' in options) return { ok: true, value: text };
  const parsed = parseJson(text);
  if (parsed.ok && isEnvelope(parsed.value)) {
    const { version, value } = parsed.value;
    if (version === options.version) return { ok: true, value };
    // Older (a build before a shape change) or newer (a later build open in another tab).
    return {
      ok: false,
      reason: `it was written as version ${version} of its shape; this build reads ${options.version}`,
    };
  }
  if (options.legacy === 'text') return { ok: true, value: text };
  if (!parsed.ok) return parsed;
  if (options.legacy === 'json') return parsed;
  return { ok: false, reason: 'it carries no version' };
}

function decode<T, F>(options: KeptStoreOptions<T, F>, text: string): T | F {
  const unwrapped = unwrap(options, text);
  let reason: string;
  if (unwrapped.ok) {
    const result = z.safeParse(options.schema, unwrapped.value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`);
    reason = `it does not have the expected shape (${issues.join('; ')})`;
  } else {
    reason = unwrapped.reason;
  }
  console.warn(`Ignoring ${options.name} kept in this browser (key "${options.key}"): ${reason}.`);
  return options.fallback;
}

/** A typed, versioned, schema-checked value kept in this browser. */
export function keptStore<T, F = T>(options: KeptStoreOptions<T, F>): KeptStore<T, F> {
  const { key, name, fallback } = options;
  // The snapshot is decoded once per distinct text: stable for React, and a bad value warns once.
  let lastText: string | null = null;
  let lastValue: T | F = fallback;
  let warnedRefused = false;

  const read = (): T | F => {
    const text = readText(key);
    if (text !== lastText) {
      lastText = text;
      lastValue = text === null ? fallback : decode(options, text);
    }
    return lastValue;
  };

  const writeText = (text: string | null): void => {
    const storage = browserStorage();
    try {
      if (storage === undefined) memoryByKey.set(key, text);
      else {
        if (text === null) storage.removeItem(key);
        else storage.setItem(key, text);
        memoryByKey.delete(key);
      }
    } catch (error) {
      // Quota, or a browser that lists storage but refuses writes (some private modes).
      memoryByKey.set(key, text);
      if (!warnedRefused) {
        warnedRefused = true;
        console.warn(`This browser refused to keep ${name}; it is kept until this page closes.`, error);
      }
    }
    notify(key);
  };

  const encode = (value: T): string => {
    if ('format' in options) return z.encode(options.schema, value);
    return JSON.stringify({ version: options.version, value: z.encode(options.schema, value) });
  };

  const write = (value: T): void => {
    writeText(encode(value));
  };

  return {
    read,
    write,
    update: (change) => {
      write(change(read()));
    },
    clear: () => {
      writeText(null);
    },
    subscribe: (listener) => {
      if (!followingOtherTabs && typeof window !== 'undefined') {
        followingOtherTabs = true;
        window.addEventListener('storage', onStorage);
      }
      let listeners = listenersByKey.get(key);
      if (listeners === undefined) {
        listeners = new Set();
        listenersByKey.set(key, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: read,
    getServerSnapshot: () => fallback,
  };
}
