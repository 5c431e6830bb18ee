import { describe, expect, it } from 'vitest';
import { coinId } from '../../api/prices/price-coins.ts';
import { createMockApp } from '../app.ts';
import { testContext } from '../test-support.ts';
import { rewardToken } from '../world/tokens.ts';

// POST /__mock/prices: a test withholds a token's price, or sets it exactly (dust whose claim
// costs more than it pays), until the next reset.

function setup() {
  const ctx = testContext();
  const app = createMockApp(ctx);
  const post = async (body: unknown) => {
    const response = await app.request('/__mock/prices', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return response.status;
  };
  const priceOf = async (coin: string) => {
    const response = await app.request(`/price-source/prices/current/${coin}`);
    const body = (await response.json()) as { coins: Record<string, { price: number } | undefined> };
    return body.coins[coin]?.price;
  };
  return { ctx, post, priceOf };
}

const ptn = coinId({ chainId: 31338, address: rewardToken(31338, 'PTN').address });

describe('POST /__mock/prices', () => {
  it('sets one token at an exact price until reset, and "priced" restores the world’s own', async () => {
    const { ctx, post, priceOf } = setup();
    expect(await priceOf(ptn)).toBe(0.845);
    expect(await post({ coin: ptn, usd: '0.000001' })).toBe(200);
    expect(await priceOf(ptn)).toBe(0.000001);
    expect(await post({ coin: ptn, usd: '12.5' })).toBe(200);
    expect(await priceOf(ptn)).toBe(12.5);
    expect(await post({ coin: ptn, priced: true })).toBe(200);
    expect(await priceOf(ptn)).toBe(0.845);
    expect(await post({ coin: ptn, usd: '2' })).toBe(200);
    ctx.reset();
    expect(await priceOf(ptn)).toBe(0.845);
  });

  it('still withholds a price, and a repriced token can be withheld too', async () => {
    const { post, priceOf } = setup();
    expect(await post({ coin: ptn, usd: '3' })).toBe(200);
    expect(await post({ coin: ptn, priced: false })).toBe(200);
    expect(await priceOf(ptn)).toBeUndefined();
  });

  it('refuses a price that is not a plain decimal above 0, both controls at once, and an unknown coin', async () => {
    const { post, priceOf } = setup();
    for (const usd of ['0', '0.000', '-1', '1e-7', 'abc', '']) expect(await post({ coin: ptn, usd })).toBe(400);
    expect(await post({ coin: ptn, usd: '1', priced: true })).toBe(400);
    expect(await post({ coin: 'chain-31338:0x0000000000000000000000000000000000000001', usd: '1' })).toBe(404);
    expect(await priceOf(ptn)).toBe(0.845);
  });
});

describe('reward tokens deployed at addresses of their own (the local stack)', () => {
  it('prices a reward token at the address the world names it now, and reprices it there', async () => {
    const { ctx, post, priceOf } = setup();
    const deployed = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';
    ctx.world.setRewardTokenAddress(31337, 'WETH', deployed);
    const coin = `chain-31337:${deployed}`;
    expect(await priceOf(coin)).toBe(3412.55);
    expect(await post({ coin, usd: '30.5' })).toBe(200);
    expect(await priceOf(coin)).toBe(30.5);
  });
});
