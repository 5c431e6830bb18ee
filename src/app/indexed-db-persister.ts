import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { KEPT_ANSWERS_DATABASE } from './kept-answers-database.ts';

// The persisted query cache lives in IndexedDB rather than localStorage: IndexedDB stores values
// by structured clone, so decoded answers (bigint amounts, Date times) go in and come back as they
// are, with no JSON encoding to write and nothing parsed on the main thread at start-up, and a
// large wallet's answers do not press against localStorage's few megabytes. The persister is a
// few dozen lines over the browser's API, so no key-value wrapper library is loaded for it.

const DATABASE_NAME = KEPT_ANSWERS_DATABASE;
const STORE_NAME = 'clients';
const CLIENT_KEY = 'read-screens';

/** IndexedDB is missing or refused to open (private modes, blocked storage): persistence is off. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

function requestResult<T>(request: IDBRequest<T>, doing: string): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(new Error(`Could not ${doing}: ${describe(request.error)}`, { cause: request.error }));
    };
  });
}

function describe(error: DOMException | null): string {
  return error === null ? 'the browser gave no reason' : `${error.name}: ${error.message}`;
}

/** How long an open waits for another tab to let go of the database before giving up. */
const BLOCKED_WAIT_MS = 3_000;

/**
 * Opens the database, with its store. `onClosed` hears when the browser or another tab closes the
 * connection, so that the next use opens it again instead of failing on a closed one.
 */
async function openDatabase(factory: IDBFactory | undefined, onClosed: () => void): Promise<IDBDatabase> {
  if (factory === undefined) throw new StorageUnavailableError('This browser offers no IndexedDB.');
  // At whatever version it is; a new database is made at version 1, with its store.
  let database = await openVersion(factory, undefined);
  if (!database.objectStoreNames.contains(STORE_NAME)) {
    // The database is there without its store: something else made it first (a tool opening it
    // to look, a build that failed half way). One version up adds the store; without it this
    // origin would keep nothing, visit after visit.
    const version = database.version + 1;
    database.close();
    database = await openVersion(factory, version);
  }
  // Another tab upgrading or deleting the database (the demo's "Start over") must not wait on
  // this one; this tab opens it again when it next needs it.
  const opened = database;
  opened.onversionchange = () => {
    opened.close();
    onClosed();
  };
  opened.onclose = onClosed;
  return opened;
}

function openVersion(factory: IDBFactory, version: number | undefined): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = version === undefined ? factory.open(DATABASE_NAME) : factory.open(DATABASE_NAME, version);
    } catch (error) {
      // Some browsers throw instead of failing the request (storage disabled for the site).
      reject(new StorageUnavailableError(`IndexedDB refused to open: ${String(error)}`, { cause: error }));
      return;
    }
    let blockedTimer: ReturnType<typeof setTimeout> | undefined;
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE_NAME)) request.result.createObjectStore(STORE_NAME);
    };
    request.onsuccess = () => {
      clearTimeout(blockedTimer);
      resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(blockedTimer);
      reject(
        new StorageUnavailableError(`IndexedDB refused to open: ${describe(request.error)}`, { cause: request.error }),
      );
    };
    // Another tab holds the database open at its older version: the open goes on once it lets go
    // (this app's tabs do at once), so wait a little before giving up on keeping answers.
    request.onblocked = () => {
      blockedTimer ??= setTimeout(() => {
        reject(new StorageUnavailableError('IndexedDB is held open by another tab of this app.'));
      }, BLOCKED_WAIT_MS);
    };
  });
}

/** Runs one request in its own transaction and waits until the transaction is durable. */
async function run<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  doing: string,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const transaction = database.transaction(STORE_NAME, mode);
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    // A full disk shows up here (QuotaExceededError), not on the request.
    transaction.onabort = () => {
      reject(new Error(`Could not ${doing}: ${describe(transaction.error)}`, { cause: transaction.error }));
    };
  });
  const result = await requestResult(act(transaction.objectStore(STORE_NAME)), doing);
  await done;
  return result;
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false;
  const { timestamp, buster, clientState } = value as Partial<Record<keyof PersistedClient, unknown>>;
  return (
    typeof timestamp === 'number' &&
    typeof buster === 'string' &&
    typeof clientState === 'object' &&
    clientState !== null &&
    Array.isArray((clientState as { queries?: unknown }).queries)
  );
}

/**
 * A persister keeping one dehydrated query client in IndexedDB. A stored value that is not a
 * persisted client (edited by hand, or left by another program) is reported as an error, which makes
 * the restore discard it.
 */
export function createIndexedDbPersister(factory: IDBFactory | undefined = globalThis.indexedDB): Persister {
  let database: Promise<IDBDatabase> | undefined;
  const open = () =>
    (database ??= openDatabase(factory, () => {
      database = undefined;
    }));
  return {
    async persistClient(client) {
      await run(await open(), 'readwrite', 'save the query cache', (store) => store.put(client, CLIENT_KEY));
    },
    async restoreClient() {
      const stored: unknown = await run(await open(), 'readonly', 'read the query cache', (store) =>
        store.get(CLIENT_KEY),
      );
      if (stored === undefined) return undefined;
      if (!isPersistedClient(stored)) {
        throw new Error('The kept query cache is not in the shape this app writes; it is discarded.');
      }
      return stored;
    },
    async removeClient() {
      await run(await open(), 'readwrite', 'clear the query cache', (store) => store.delete(CLIENT_KEY));
    },
  };
}
