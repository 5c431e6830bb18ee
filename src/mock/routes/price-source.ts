import type { Hono } from 'hono';
import * as z from '../../lib/zod.ts';
import { parseCoinId } from '../../api/prices/price-coins.ts';
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
import { priceAsNumber, WORLD_PRICES, type WorldPrice } from '../world/prices.ts';

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
const withholdBodySchema = z.strictObject({ coin: z.string(), priced: z.boolean() });

/** GET /price-source/prices/current/{coins}, GET /price-source/batchHistorical, POST /__mock/prices. */
export function registerPriceSourceRoutes(app: Hono, ctx: MockContext): void {
  // The local stack deploys the reward tokens at addresses of its own (world.setRewardTokenAddress):
  // those are priced as the token they stand for, so the app's dollars agree on every stack.
  const deployedRewardToken = (id: string): WorldPrice | undefined => {
    const ref = parseCoinId(id);
    const token =
      ref === null ? undefined : ctx.world.rewardTokensOn(ref.chainId).find((t) => t.address === ref.address);
    return ref === null || token === undefined
      ? undefined
      : { ...ref, id, symbol: token.symbol, decimals: token.decimals, priceUsd6: token.priceUsd6 };
  };
  const priceOf = (id: string) =>
    ctx.withheldPrices.has(id) ? undefined : (WORLD_PRICES.get(id) ?? deployedRewardToken(id));

  app.get('/price-source/prices/current/:coins', (c) => {
    const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
    const coins: Record<string, CurrentCoin> = {};
    for (const id of coinIds(c.req.param('coins'))) {
      const price = priceOf(id);
      if (price === undefined) continue;
      coins[id] = z.encode(currentCoinSchema, {
        price: priceAsNumber(price.priceUsd6),
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
          price: priceAsNumber(price.priceUsd6),
          confidence: CONFIDENCE,
        })),
      });
    }
    return c.json(z.encode(priceAnswerSchema, { coins }));
  });

  // A token the source has no price for, as a real source has none for a token without a market.
  app.post('/__mock/prices', async (c) => {
    const { coin, priced } = parseOr400(withholdBodySchema, await readJsonBody(c), 'body');
    if (parseCoinId(coin) === null || !WORLD_PRICES.has(coin)) {
      throw new MockHttpError('NOT_FOUND', `The world prices no coin ${coin}`, { coin });
    }
    if (priced) ctx.withheldPrices.delete(coin);
    else ctx.withheldPrices.add(coin);
    return c.json({ withheld: [...ctx.withheldPrices] });
  });
}
