import type { UsdPrice } from '../../domain/usd-value.ts';

// A screen asks for prices one token at a time (one query per token, so each is cached on its
// own), but the source is asked in batches: every token asked within a few milliseconds goes into
// one request per chain, so a 300-row page costs one request per chain, not one per row.

/** How long asks are gathered before the batch leaves. */
const GATHER_MS = 10;
/** Coins per request at most, so a URL stays well within what servers accept. */
const MAX_COINS_PER_REQUEST = 80;

interface Waiting {
  key: string;
  resolve: (price: UsdPrice | null) => void;
  reject: (error: unknown) => void;
}

export interface PriceBatcher<R> {
  /** The price of `request`, or null when the source has none; rejects when the source fails. */
  load(request: R): Promise<UsdPrice | null>;
}

export interface PriceBatcherOptions<R> {
  /** The key the answer files the request's price under. */
  keyOf: (request: R) => string;
  /** Requests of one chain share a request to the source. */
  chainOf: (request: R) => number;
  /** Asks the source for the prices of `requests`, keyed by `keyOf`. */
  fetchBatch: (requests: readonly R[]) => Promise<ReadonlyMap<string, UsdPrice>>;
  gatherMs?: number;
  maxPerRequest?: number;
}

/** Gathers `load` calls into one `fetchBatch` per chain (and per `maxPerRequest` requests). */
export function createPriceBatcher<R>(options: PriceBatcherOptions<R>): PriceBatcher<R> {
  const gatherMs = options.gatherMs ?? GATHER_MS;
  const maxPerRequest = options.maxPerRequest ?? MAX_COINS_PER_REQUEST;
  let pending = new Map<string, { request: R; waiting: Waiting[] }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function send(batch: readonly { request: R; waiting: Waiting[] }[]): Promise<void> {
    try {
      const prices = await options.fetchBatch(batch.map((entry) => entry.request));
      for (const entry of batch) for (const waiting of entry.waiting) waiting.resolve(prices.get(waiting.key) ?? null);
    } catch (error) {
      for (const entry of batch) for (const waiting of entry.waiting) waiting.reject(error);
    }
  }

  function flush(): void {
    timer = undefined;
    const gathered = [...pending.values()];
    pending = new Map();
    const perChain = new Map<number, { request: R; waiting: Waiting[] }[]>();
    for (const entry of gathered) {
      const chainId = options.chainOf(entry.request);
      perChain.set(chainId, [...(perChain.get(chainId) ?? []), entry]);
    }
    for (const entries of perChain.values()) {
      for (let start = 0; start < entries.length; start += maxPerRequest) {
        void send(entries.slice(start, start + maxPerRequest));
      }
    }
  }

  return {
    load(request) {
      return new Promise((resolve, reject) => {
        const key = options.keyOf(request);
        const entry = pending.get(key) ?? { request, waiting: [] };
        entry.waiting.push({ key, resolve, reject });
        pending.set(key, entry);
        timer ??= setTimeout(flush, gatherMs);
      });
    },
  };
}
