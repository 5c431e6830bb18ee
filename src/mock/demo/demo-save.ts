import type { Address } from 'viem';
import * as z from '../../lib/zod.ts';
import type { EvmChainState } from '../chain/in-browser/evm-chain.ts';

/**
 * What the demo keeps across reloads, so a visitor's claims and binds stay done: the world's clock
 * and the binds made (small, in localStorage, read before the first answer), and the chains'
 * state (megabytes, in IndexedDB, loaded while the first screen renders). Both name the build
 * they were made by: another build's world is never resumed.
 */

// Named after the path the demo is served under, so two demos on one origin keep their own.
const SESSION_KEY = `demo.session:${import.meta.env.BASE_URL}`;
const DATABASE_NAME = `demo-chains:${import.meta.env.BASE_URL}`;
const STORE_NAME = 'chains';

const sessionSchema = z.object({
  buildId: z.string(),
  /** World origin, ms. */
  origin: z.number(),
  /** Wall-clock ms the world's clock started at. */
  startedAt: z.number(),
  /** How far the clock was advanced through /__mock/clock, ms. */
  advancedMs: z.number(),
  binds: z.array(z.object({ referee: z.string(), referrer: z.string(), boundAt: z.number() })),
});

export interface DemoSession {
  buildId: string;
  origin: number;
  startedAt: number;
  advancedMs: number;
  binds: { referee: Address; referrer: Address; boundAt: number }[];
}

/** This build's saved session, or undefined (none, another build's, or unreadable). */
export function readDemoSession(buildId: string): DemoSession | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_KEY);
  } catch (error) {
    console.warn('The demo cannot read its saved session; it starts over', error);
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn('The demo session saved in this browser is not JSON; the demo starts over');
    return undefined;
  }
  const result = sessionSchema.safeParse(parsed);
  if (!result.success) {
    console.warn('The demo session saved in this browser has an unknown shape; the demo starts over');
    return undefined;
  }
  if (result.data.buildId !== buildId) return undefined;
  return result.data as DemoSession;
}

export function writeDemoSession(session: DemoSession): void {
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch (error) {
    console.warn('The demo could not save its session: a reload will start it over', error);
  }
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB refused to open'));
    };
  });
}

function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDatabase().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE_NAME, mode);
        const request = body(transaction.objectStore(STORE_NAME));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = transaction.onabort = () => {
          db.close();
          reject(transaction.error ?? new Error('an IndexedDB transaction failed'));
        };
      }),
  );
}

interface SavedChains {
  /** The session the chains belong to (its origin): chains of another world are never resumed. */
  buildId: string;
  origin: number;
  chains: EvmChainState[];
}

/** The chains saved for exactly this session, or undefined. */
export async function readSavedChains(session: DemoSession): Promise<EvmChainState[] | undefined> {
  const saved = (await run('readonly', (store) => store.get('current'))) as SavedChains | undefined;
  if (saved?.buildId !== session.buildId || saved.origin !== session.origin) return undefined;
  return saved.chains;
}

export async function writeSavedChains(session: DemoSession, chains: EvmChainState[]): Promise<void> {
  const saved: SavedChains = { buildId: session.buildId, origin: session.origin, chains };
  await run('readwrite', (store) => store.put(saved, 'current'));
}

/** Forgets the session and the chains. */
export async function forgetDemoSave(): Promise<void> {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch (error) {
    console.warn('The demo could not clear its session', error);
  }
  await run('readwrite', (store) => store.delete('current'));
}
