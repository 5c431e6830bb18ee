/**
 * The IndexedDB database that holds the answers kept between visits (indexed-db-persister.ts): in
 * a module of its own, so that the start's check for it (kept-answers-start.ts) loads no persister.
 */
export const KEPT_ANSWERS_DATABASE = 'query-cache';
