import { keptStore, type KeptStore, type KeptStoreOptions } from './kept.ts';

// Apart from kept.ts so that only the screens with per-user or per-campaign stores load it, not
// the first load (whose stores, the theme and the wallet mark, are single keys).

type WithoutKey<O> = O extends unknown ? Omit<O, 'key'> : never;

/**
 * Stores of one kind under keys made from arguments (a claim per user and campaign, say); the
 * same arguments give the same store, so its subscribers and snapshot are shared.
 */
export function keptStoreFamily<A extends readonly unknown[], T, F = T>(
  keyOf: (...args: A) => string,
  options: WithoutKey<KeptStoreOptions<T, F>>,
): (...args: A) => KeptStore<T, F> {
  const stores = new Map<string, KeptStore<T, F>>();
  return (...args) => {
    const key = keyOf(...args);
    let store = stores.get(key);
    if (store === undefined) {
      store = keptStore({ ...options, key });
      stores.set(key, store);
    }
    return store;
  };
}
