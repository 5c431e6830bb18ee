import * as z from '../../lib/zod.ts';

// The price source's answers, in DefiLlama's coins API format: the client decodes each coin on
// its own (one the app cannot read is reported and left unpriced, never the whole answer), and
// the mock writes its answers through these same schemas.

/** One coin of `GET /prices/current/{coins}`: dollars per whole token, priced at `timestamp` (s). */
export const currentCoinSchema = z.object({
  price: z.number(),
  timestamp: z.number(),
  symbol: z.optional(z.string()),
  decimals: z.optional(z.number()),
  confidence: z.optional(z.number()),
});

/** One coin of `GET /batchHistorical`: the prices found near each asked timestamp. */
export const historicalCoinSchema = z.object({
  symbol: z.optional(z.string()),
  prices: z.array(z.object({ timestamp: z.number(), price: z.number(), confidence: z.optional(z.number()) })),
});

/**
 * Both answers: `{ coins: { "<chain>:<address>": … } }`, a coin the source cannot price absent.
 * The coins are an object checked by hand, not `z.record`: each coin is decoded on its own
 * (decodeCoin), and `z.record` would be the only record schema of the app, carried by every
 * screen's first load (zod sits in the entry chunk) for the screens that load prices later.
 */
export const priceAnswerSchema = z.object({
  coins: z.custom<Record<string, unknown>>(
    (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'Expected an object of coins',
  ),
});

export type CurrentCoin = z.output<typeof currentCoinSchema>;
export type HistoricalCoin = z.output<typeof historicalCoinSchema>;

/** How far from the asked time a price may be (the source's `searchWidth`). */
export const PRICE_SEARCH_WIDTH = '4h';
export const PRICE_SEARCH_WIDTH_SECONDS = 4 * 60 * 60;

/** Decodes one coin; logs and returns undefined for one the app cannot read. */
export function decodeCoin<S extends z.core.$ZodType>(schema: S, id: string, raw: unknown): z.output<S> | undefined {
  const result = z.safeParse(schema, raw);
  if (result.success) return result.data;
  console.error(`The price source's answer for ${id} could not be read; it is shown without a price`, raw);
  return undefined;
}
