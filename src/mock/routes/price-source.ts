import type { Hono } from 'hono';
import * as z from '../../lib/zod.ts';
import {
  currentCoinSchema,
  historicalCoinSchema,
  priceAnswerSchema,
  type CurrentCoin,
  type HistoricalCoin,
} from '../../api/prices/price-schema.ts';
import type { MockContext } from '../context.ts';
import { MockHttpError, parseOr400 } from '../http/errors.ts';
import { readJsonBody } from '../http/request.ts';
import { priceAsNumber, worldPriceOf } from '../world/prices.ts';

// The mock's token price source, in the format of the public one production may be configured
// with (DefiLlama's coins API), so the app's one adapter (api/prices/) runs in every mode. It
// lives beside the service (`/price-source/…`, not under /v1: it is not part of the service).
// Prices are the world's own and do not move with time, so a past price is today's.

/** Coins one request may name; a real source caps its URLs too. */
const MAX_COINS = 150;
const CONFIDENCE = 0.99;

function coinIds(list: string): string[] {
  const ids = list.split(',').filter((id) => id !== '');
  if (ids.length === 0 || ids.length > MAX_COINS) {
    throw new MockHttpError('INVALID_PARAMS', `Name 1 to ${String(MAX_COINS)} coins, separated by commas`, {
      source: 'path',
      issues: [],
    });
  }
  return ids;
}

const historicalQuerySchema = z.object({ coins: z.string(), searchWidth: z.optional(z.string()) });
const askedTimesSchema = z.record(z.string(), z.array(z.number().check(z.int(), z.gte(0))));
// One token's price withheld (`priced: false`), restored (`priced: true`), or set exactly
// (`usd: "0.000001"`, dollars per whole token, a plain decimal above 0): one of the two, not both.
const priceControlSchema = z.union([
  z.strictObject({ coin: z.string(), priced: z.boolean() }),
  z.strictObject({
    coin: z.string(),
    usd: z.string().check(
      z.regex(/^(?:0|[1-9]\d*)(?:\.\d+)?$/),
      z.refine((usd) => /[1-9]/.test(usd)),
    ),
  }),
]);

/** GET /price-source/prices/current/{coins}, GET /price-source/batchHistorical, POST /__mock/prices. */
export function registerPriceSourceRoutes(app: Hono, ctx: MockContext): void {
  // What the source says a coin is worth, as the JSON number it sends: none while withheld, a
  // test's exact price while repriced, else the world's own.
  const priceOf = (id: string) => {
    const price = ctx.withheldPrices.has(id) ? undefined : worldPriceOf(ctx.world, id);
    if (price === undefined) return undefined;
    const repriced = ctx.repricedPrices.get(id);
    return {
      symbol: price.symbol,
      decimals: price.decimals,
      usd: repriced === undefined ? priceAsNumber(price.priceUsd6) : Number(repriced),
    };
  };

  app.get('/price-source/prices/current/:coins', (c) => {
    const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
    const coins: Record<string, CurrentCoin> = {};
    for (const id of coinIds(c.req.param('coins'))) {
      const price = priceOf(id);
      if (price === undefined) continue;
      coins[id] = z.encode(currentCoinSchema, {
        price: price.usd,
        symbol: price.symbol,
        decimals: price.decimals,
        timestamp,
        confidence: CONFIDENCE,
      });
    }
    return c.json(z.encode(priceAnswerSchema, { coins }));
  });

  app.get('/price-source/batchHistorical', (c) => {
    const query = parseOr400(historicalQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams), 'query');
    let asked: unknown;
    try {
      asked = JSON.parse(query.coins);
    } catch {
      throw new MockHttpError('INVALID_PARAMS', 'coins must be JSON: {"<chain>:<address>": [timestamps]}', {
        source: 'query',
        issues: [],
      });
    }
    const times = parseOr400(askedTimesSchema, asked, 'query');
    coinIds(Object.keys(times).join(','));
    const coins: Record<string, HistoricalCoin> = {};
    for (const [id, timestamps] of Object.entries(times)) {
      const price = priceOf(id);
      if (price === undefined) continue;
      coins[id] = z.encode(historicalCoinSchema, {
        symbol: price.symbol,
        prices: timestamps.map((timestamp) => ({
          timestamp,
          price: price.usd,
          confidence: CONFIDENCE,
        })),
      });
    }
    return c.json(z.encode(priceAnswerSchema, { coins }));
  });

  // A token the source has no price for, as a real source has none for a token without a market;
  // or a token at a test's exact price (dust whose claim costs more than it pays), until reset.
  app.post('/__mock/prices', async (c) => {
    const body = parseOr400(priceControlSchema, await readJsonBody(c), 'body');
    const { coin } = body;
    if (worldPriceOf(ctx.world, coin) === undefined) {
      throw new MockHttpError('NOT_FOUND', `The world prices no coin ${coin}`, { coin });
    }
    if ('usd' in body) {
      ctx.withheldPrices.delete(coin);
      ctx.repricedPrices.set(coin, body.usd);
    } else if (body.priced) {
      ctx.withheldPrices.delete(coin);
      ctx.repricedPrices.delete(coin);
    } else {
      ctx.withheldPrices.add(coin);
    }
    return c.json({ withheld: [...ctx.withheldPrices], repriced: Object.fromEntries(ctx.repricedPrices) });
  });
}
