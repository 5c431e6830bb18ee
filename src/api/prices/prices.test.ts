import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { createApiClient } from '../client.ts';
import { appConfig } from '../../config/env.ts';
import { usdToDecimalString, type UsdPrice } from '../../domain/usd-value.ts';
import { createMockContext } from '../../mock/context.ts';
import { asset, rewardToken } from '../../mock/world/tokens.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { getCurrentPrices } from './get-current-prices.ts';
import { getHistoricalPrices } from './get-historical-prices.ts';
import { createPriceBatcher } from './price-batcher.ts';
import { coinId, NATIVE_TOKEN, parseCoinId, type TokenRef } from './price-coins.ts';

const ctx = createMockContext();
const server = setupMockService({ ctx });
const priceApiUrl = appConfig.priceApiUrl ?? '';
const client = createApiClient({ baseUrl: priceApiUrl });

const usdc: TokenRef = { chainId: 31337, address: rewardToken(31337, 'USDC').address };
const ptn: TokenRef = { chainId: 31338, address: rewardToken(31338, 'PTN').address };
const eth: TokenRef = { chainId: 31339, address: NATIVE_TOKEN };

function dollars(price: UsdPrice | null | undefined): string | undefined {
  return price === null || price === undefined ? undefined : usdToDecimalString(price.usd);
}

describe('the price source', () => {
  it('is the mock beside the service in local mode', () => {
    expect(priceApiUrl).toBe(`${appConfig.apiBaseUrl.replace(/\/v1$/, '')}/price-source`);
  });

  it('names coins as the public source does, and reads them back', () => {
    expect(coinId({ chainId: 8453, address: '0x833589FCD6EDB6E08F4C7C32D4F71B54BDA02913' })).toBe(
      'base:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    );
    expect(parseCoinId(coinId(usdc))).toEqual(usdc);
    expect(parseCoinId('nochain:0x1')).toBeNull();
  });

  it("serves the world's own prices, the gas token as ETH, and leaves a withheld token out", async () => {
    const weth = { chainId: 1, address: asset(1, 'WETH').address };
    const prices = await getCurrentPrices(client, [usdc, ptn, eth, weth]);
    expect(dollars(prices.get(coinId(usdc)))).toBe('1');
    expect(dollars(prices.get(coinId(ptn)))).toBe('0.845');
    expect(dollars(prices.get(coinId(eth)))).toBe('3412.55');
    expect(dollars(prices.get(coinId(weth)))).toBe('3412.55');
    expect(prices.get(coinId(ptn))?.at).toBe(Math.floor(ctx.clock.now().getTime() / 1000) * 1000);

    ctx.withheldPrices.add(coinId(ptn));
    try {
      expect((await getCurrentPrices(client, [usdc, ptn])).has(coinId(ptn))).toBe(false);
    } finally {
      ctx.withheldPrices.clear();
    }
  });

  it('prices past moments', async () => {
    const prices = await getHistoricalPrices(client, [
      { ...usdc, timestamp: 1_700_000_000 },
      { ...usdc, timestamp: 1_700_086_400 },
    ]);
    expect(dollars(prices.get(`${coinId(usdc)}@1700000000`))).toBe('1');
    expect(prices.get(`${coinId(usdc)}@1700086400`)?.at).toBe(1_700_086_400_000);
  });

  it('leaves out a coin it cannot read, and a price of 0, rather than pricing them at 0', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${priceApiUrl}/prices/current/*`, () =>
        Response.json({
          coins: { [coinId(usdc)]: { price: 'one', timestamp: 1 }, [coinId(ptn)]: { price: 0, timestamp: 1 } },
        }),
      ),
    );
    const prices = await getCurrentPrices(client, [usdc, ptn]);
    expect(prices.size).toBe(0);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe('the local stack’s reward tokens', () => {
  it('are priced at the address the stack deployed them to, as the token they stand for', async () => {
    const original = rewardToken(31337, 'PTN').address;
    const deployed = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
    ctx.world.setRewardTokenAddress(31337, 'PTN', deployed);
    try {
      const prices = await getCurrentPrices(client, [{ chainId: 31337, address: deployed }]);
      expect(dollars(prices.get(coinId({ chainId: 31337, address: deployed })))).toBe('0.845');
    } finally {
      ctx.world.setRewardTokenAddress(31337, 'PTN', original);
    }
  });
});

describe('asking in batches', () => {
  it('asks once per chain for every token asked together, and answers each ask', async () => {
    const asked: (readonly TokenRef[])[] = [];
    const batcher = createPriceBatcher<TokenRef>({
      keyOf: coinId,
      chainOf: (token) => token.chainId,
      fetchBatch: (tokens) => {
        asked.push(tokens);
        return getCurrentPrices(client, tokens);
      },
    });
    const usdcOn38 = { chainId: 31338, address: rewardToken(31338, 'USDC').address };
    const answers = await Promise.all([usdc, ptn, usdc, usdcOn38].map((token) => batcher.load(token)));
    expect(answers.map(dollars)).toEqual(['1', '0.845', '1', '1']);
    expect(asked.map((tokens) => tokens.length).sort()).toEqual([1, 2]);
  });

  it('splits a large batch and fails every ask of a request the source refused', async () => {
    const batcher = createPriceBatcher<TokenRef>({
      keyOf: coinId,
      chainOf: (token) => token.chainId,
      maxPerRequest: 2,
      fetchBatch: () => Promise.reject(new Error('source down')),
    });
    const results = await Promise.allSettled([usdc, ptn, eth].map((token) => batcher.load(token)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
  });
});
