import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { RewardsPage } from './pages/rewards-page.ts';
import type { Shell } from './pages/shell.ts';

// Rewards in dollars on the local stack, connected as alice. Expected values are worked out here,
// apart from the app: the service's claimable amounts (base units, exact) times the mock's prices
// (USDC $1, WETH $3412.55, PTN $0.845), summed exactly and rounded once, half up to the cent.

/** The mock's prices in millionths of a dollar, by symbol. */
const PRICE_USD6: Record<string, bigint> = { USDC: 1_000_000n, WETH: 3_412_550_000n, PTN: 845_000n };
/** Every value is brought to 10^-24 dollars: 18 token decimals at most, and 6 for the price. */
const SCALE = 24;

interface ServiceReward {
  id: string;
  chainId: number;
  symbol: string;
  address: string;
  claimable: bigint;
  /** Exact value in 10^-24 dollars. */
  value: bigint;
}

interface RewardWire {
  id: { chainId: number; campaignIndex: number };
  rewardToken: { address: string; decimals: number; symbol: string };
  claimable: string;
}

/** Alice's rewards as the service has them (the rows before the chain is read: nothing is paid yet). */
async function serviceRewards(request: APIRequestContext, origin: string, user: string): Promise<ServiceReward[]> {
  const response = await request.get(`${origin}/v1/users/${user}/rewards?limit=100&offset=0`);
  expect(response.ok(), await response.text()).toBe(true);
  const { data, total } = (await response.json()) as { data: RewardWire[]; total: number };
  expect(data).toHaveLength(total);
  return data.map(({ id, rewardToken, claimable }) => {
    const price = PRICE_USD6[rewardToken.symbol];
    if (price === undefined) throw new Error(`no price for ${rewardToken.symbol} in this test`);
    const amount = BigInt(claimable);
    return {
      id: `${String(id.chainId)}:${String(id.campaignIndex)}`,
      chainId: id.chainId,
      symbol: rewardToken.symbol,
      address: rewardToken.address.toLowerCase(),
      claimable: amount,
      value: amount * price * 10n ** BigInt(SCALE - rewardToken.decimals - 6),
    };
  });
}

/** "$26,923.22": rounded once, half up to the cent; "<$0.01" for dust above zero. */
function dollars(value: bigint): string {
  const cents = (value + 5n * 10n ** BigInt(SCALE - 3)) / 10n ** BigInt(SCALE - 2);
  if (value > 0n && cents === 0n) return '<$0.01';
  return `$${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;
}

const sum = (rewards: readonly ServiceReward[]) => rewards.reduce((total, reward) => total + reward.value, 0n);

/** One page load: /rewards, then alice connects from the header, as a person does. */
async function openAsAlice(rewardsPage: RewardsPage, shell: Shell, address: string) {
  await rewardsPage.page.goto('/rewards');
  await shell.connect('Test Wallet');
  await expect(rewardsPage.whose(address, 'connected')).toBeVisible();
}

test.describe('rewards in dollars', { tag: '@chain' }, () => {
  test('the total claimable now is the sum of the rows’ values, each at the mock’s price, and sorting by value orders them', async ({
    wallet,
    mock,
    request,
    rewardsPage,
    shell,
  }) => {
    const rewards = await serviceRewards(request, mock.origin, wallet.address);
    await openAsAlice(rewardsPage, shell, wallet.address);
    await expect(rewardsPage.claimableNowTotal).toHaveText(`Claimable now ≈ ${dollars(sum(rewards))}`);
    await expect(rewardsPage.page.getByText(/without a price/)).toHaveCount(0);
    const expected = rewards.map((reward) => ({ id: reward.id, value: dollars(reward.value) }));
    await expect
      .poll(async () => sortedById(await rewardsPage.rowValues()), { message: 'each row’s value at the mock’s price' })
      .toEqual(sortedById(expected));

    // Sorting by value orders the rows by their dollar value, kept in the URL: within each chain,
    // most valuable first; the chain holding the most valuable row comes first.
    const valueOf = new Map(rewards.map((reward) => [reward.id, reward.value]));
    await rewardsPage.sortSelect.selectOption({ label: 'Value in dollars' });
    await expect(rewardsPage.page).toHaveURL(/[?&]sort=value(&|$)/);
    const byValue = (ids: readonly string[]) =>
      [...ids].sort((a, b) => {
        const difference = (valueOf.get(b) ?? 0n) - (valueOf.get(a) ?? 0n);
        return difference > 0n ? 1 : difference < 0n ? -1 : 0;
      });
    await expect
      .poll(
        async () => {
          const shown = (await rewardsPage.rowValues()).map((row) => row.id);
          const chains = [...new Set(shown.map((id) => id.split(':')[0]))];
          return chains.map((chain) => shown.filter((id) => id.startsWith(`${chain ?? ''}:`)));
        },
        { message: 'the rows in order of their dollar value' },
      )
      .toEqual(chainsByFirstValue(byValue(rewards.map((reward) => reward.id))).map((ids) => byValue(ids)));
  });

  // A token without a price ("—" on its rows, the total saying what it leaves out) is a component
  // test against the mock's price source: src/features/rewards/rewards-dollars.test.tsx.
});

function sortedById(rows: readonly { id: string; value: string }[]) {
  return [...rows].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** The ids grouped by chain, chains in the order of their first (most valuable) id. */
function chainsByFirstValue(ids: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const chain = id.split(':')[0] ?? '';
    groups.set(chain, [...(groups.get(chain) ?? []), id]);
  }
  return [...groups.values()];
}
