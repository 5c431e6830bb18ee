import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { getHistoricalPrices } from '../../api/prices/get-historical-prices.ts';
import { coinId } from '../../api/prices/price-coins.ts';
import { appConfig } from '../../config/env.ts';
import { usdToDecimalString } from '../../domain/usd-value.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { createMockContext } from '../context.ts';

const ctx = createMockContext();
setupMockService({ ctx });
const client = createApiClient({ baseUrl: appConfig.priceApiUrl ?? '' });

describe("the mock's price source on the local stack", () => {
  it('prices a reward token the local chains deployed at an address of their own, as the token it stands for', async () => {
    // The local stack deploys WETH on Local Ethereum at a nonce address and points the world at it.
    const deployed = { chainId: 31337, address: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0' } as const;
    ctx.world.setRewardTokenAddress(31337, 'WETH', deployed.address);
    const prices = await getHistoricalPrices(client, [{ ...deployed, timestamp: 1_795_856_100 }]);
    const price = prices.get(`${coinId(deployed)}@1795856100`);
    expect(price === undefined ? undefined : usdToDecimalString(price.usd)).toBe('3412.55');
  });
});
