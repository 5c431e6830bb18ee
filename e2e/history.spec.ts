import { readKeptAnswers } from '../scripts/kept-answers.ts';
import { readFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import {
  createPublicClient,
  encodeEventTopics,
  erc20Abi,
  formatUnits,
  http,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem';
import { campaignAbi } from '../src/contracts/campaign-abi.ts';
import { managerAbi } from '../src/contracts/manager-abi.ts';
import { REORG_BLOCKS } from '../src/contracts/reads/history-read.ts';
import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { formatUsd, usdFromString, usdToCents, usdValueOf, type UsdValue } from '../src/domain/usd-value.ts';
import { parseCsv } from '../src/lib/csv.ts';
import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { claimPayoutFromItsRow, claimRewardFromItsRow } from './fixtures/row-claims.ts';
import { expect, test } from './fixtures/test.ts';
import { HistoryPage } from './pages/history-page.ts';
import { ReferralsPage } from './pages/referrals-page.ts';

// The single-claim money flows and the History screen on the local stack: one reward claim and one
// referral payout made through the app, each followed on every screen that shows it
// (fixtures/row-claims.ts), then every claim and payout of the wallet read back from the manager's logs, each with the
// amount, hash and fee of its receipt as the test reads them from anvil with viem. The provider is
// made stricter than public ones (ranges over 200 blocks and answers over 100 logs refused, where
// providers say 1,000 or more: anvil mines a few hundred blocks a second, so the chains stay short),
// and a reload must ask only for blocks after the ones already read.

const MANAGER: Address = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
/** Blocks mined on each chain before the first visit, so a read from block 0 must be cut into ranges. */
const EMPTY_BLOCKS = 600;
const MAX_RANGE = 200;
const MAX_LOGS = 100;

interface RpcMessage {
  id?: unknown;
  method?: string;
  params?: unknown[];
  result?: unknown;
}

interface LogsAsked {
  origin: string;
  from: number;
  to: number;
  refused: boolean;
}

/**
 * Makes every local chain's RPC refuse `eth_getLogs` over MAX_RANGE blocks or MAX_LOGS logs, in
 * the words providers use, and records each `eth_getLogs` the page asks.
 */
async function strictLogProvider(page: Page, origins: readonly string[]): Promise<LogsAsked[]> {
  const asked: LogsAsked[] = [];
  const handler = async (route: Route) => {
    const body = route.request().postData() ?? '';
    if (route.request().method() !== 'POST' || !body.includes('eth_getLogs')) {
      await route.fallback();
      return;
    }
    const origin = new URL(route.request().url()).origin;
    const parsed = JSON.parse(body) as RpcMessage | RpcMessage[];
    const requests = Array.isArray(parsed) ? parsed : [parsed];
    const response = await route.fetch();
    const answers = (await response.json()) as RpcMessage | RpcMessage[];
    const list = (Array.isArray(answers) ? answers : [answers]).map((answer) => {
      const request = requests.find((candidate) => candidate.id === answer.id);
      if (request?.method !== 'eth_getLogs') return answer;
      const query = request.params?.[0] as { fromBlock: string; toBlock: string };
      const from = Number(query.fromBlock);
      const to = Number(query.toBlock);
      const tooWide = to - from + 1 > MAX_RANGE;
      const tooMany = Array.isArray(answer.result) && answer.result.length > MAX_LOGS;
      asked.push({ origin, from, to, refused: tooWide || tooMany });
      if (tooWide)
        return {
          jsonrpc: '2.0',
          id: answer.id,
          error: { code: -32005, message: `query exceeds max block range ${String(MAX_RANGE)}` },
        };
      if (tooMany)
        return {
          jsonrpc: '2.0',
          id: answer.id,
          error: { code: -32005, message: `query returned more than ${String(MAX_LOGS)} results` },
        };
      return answer;
    });
    await route.fulfill({ response, json: Array.isArray(answers) ? list : list[0] });
  };
  await page.route((url) => origins.includes(url.origin), handler);
  return asked;
}

/** Waits until the app has kept the history of every chain in IndexedDB (saves are batched, ~1 s). */
async function waitUntilHistoryKept(page: Page, chains: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (await readKeptAnswers(page)).queryKeys.filter((key) => key[0] === 'chain' && key[1] === 'history').length,
      { message: 'the history of every chain kept in IndexedDB' },
    )
    .toBe(chains);
}

/** The reward token of a campaign, as its clone and the token contract say. */
async function tokenOf(client: PublicClient, campaignIndex: number): Promise<{ symbol: string; decimals: number }> {
  const clone = await client.readContract({
    address: MANAGER,
    abi: managerAbi,
    functionName: 'campaigns',
    args: [BigInt(campaignIndex)],
  });
  const token = await client.readContract({ address: clone, abi: campaignAbi, functionName: 'rewardToken' });
  const [symbol, decimals] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
  ]);
  return { symbol, decimals };
}

/** One claim or payout as the test's own reading of the chain has it. */
interface Expected {
  chainId: number;
  kind: 'claim' | 'payout';
  campaignIndex: number;
  hash: Hash;
  logIndex: number;
  amount: bigint;
  fee: bigint;
  calls: number;
}

/** Every claim and payout `user` received on a chain, with its share of its receipt's fee. */
async function expectedOn(client: PublicClient, chainId: number, user: Address): Promise<Expected[]> {
  const claims = await client.getContractEvents({
    address: MANAGER,
    abi: managerAbi,
    eventName: 'Claimed',
    args: { user },
    fromBlock: 0n,
  });
  const payouts = (
    await client.getContractEvents({ address: MANAGER, abi: managerAbi, eventName: 'ReferralClaimed', fromBlock: 0n })
  ).filter((log) => log.args.referrer?.toLowerCase() === user);
  const logs = [
    ...claims.map((log) => ({
      log,
      kind: 'claim' as const,
      campaign: log.args.campaignId ?? 0n,
      amount: log.args.amount ?? 0n,
    })),
    ...payouts.map((log) => ({
      log,
      kind: 'payout' as const,
      campaign: log.args.campaignId ?? 0n,
      amount: log.args.amount ?? 0n,
    })),
  ];
  return Promise.all(
    logs.map(async ({ log, kind, campaign, amount }) => {
      const receipt = await client.getTransactionReceipt({ hash: log.transactionHash });
      const fee = receipt.gasUsed * receipt.effectiveGasPrice;
      // Every claim and payout of the manager in the transaction shares its fee, whoever it paid.
      const calls = receipt.logs
        .filter(
          (entry) =>
            entry.address.toLowerCase() === MANAGER &&
            (entry.topics[0] === CLAIMED_TOPIC || entry.topics[0] === REFERRAL_CLAIMED_TOPIC),
        )
        .map((entry) => entry.logIndex)
        .sort((a, b) => a - b);
      const share = calls.length > 1 ? fee / BigInt(calls.length) : fee;
      const position = calls.indexOf(log.logIndex);
      return {
        chainId,
        kind,
        campaignIndex: Number(campaign),
        hash: log.transactionHash,
        logIndex: log.logIndex,
        amount,
        fee: position === 0 ? fee - share * BigInt(Math.max(0, calls.length - 1)) : share,
        calls: Math.max(1, calls.length),
      };
    }),
  );
}

/** The mock price source's prices, in dollars per token, at any time. */
const MOCK_PRICES: Readonly<Record<string, string>> = { USDC: '1', WETH: '3412.55', PTN: '0.845' };

/** What `amount` of `token` was worth at the mock's price, computed here from the token amount. */
function mockValue(amount: bigint, token: { symbol: string; decimals: number }): { value: UsdValue; price: string } {
  const price = MOCK_PRICES[token.symbol];
  if (price === undefined) throw new Error(`the mock prices no ${token.symbol}`);
  return { value: usdValueOf(amount, token.decimals, usdFromString(price)), price };
}

const [CLAIMED_TOPIC] = encodeEventTopics({ abi: managerAbi, eventName: 'Claimed' });
const [REFERRAL_CLAIMED_TOPIC] = encodeEventTopics({ abi: managerAbi, eventName: 'ReferralClaimed' });

test.describe('History of claims and payouts', { tag: '@chain' }, () => {
  test('a reward claim (declined once) and a referral payout from their rows show what the chain paid at once; History lists each with its receipt’s amount, hash and fee, exports it, and reads only new blocks on a return visit', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    rewardsPage,
  }) => {
    test.setTimeout(180_000);
    const user = wallet.address.toLowerCase() as Address;
    const { rpcUrls } = world.chains();
    const clients = new Map(
      Object.entries(rpcUrls).map(([chainId, url]) => [Number(chainId), createPublicClient({ transport: http(url) })]),
    );

    // The claim flows' journeys (fixtures/row-claims.ts): one reward claim from its row on
    // /rewards, declined once, then reviewed, paid and followed on every screen; one referral
    // payout from its row on /referrals. The referral center links to History, which is how the
    // test gets there.
    const chain = new ClaimsOnChain(request, mock.origin, rpcUrls);
    const campaignId = world.claimableCampaign(wallet.address);
    await claimRewardFromItsRow({
      page,
      rewardsPage,
      chain,
      request,
      mockOrigin: mock.origin,
      user: wallet.address,
      campaignId,
    });
    const referralsPage = new ReferralsPage(page);
    const payoutCampaign = world.referralPayoutCampaign(wallet.address);
    await claimPayoutFromItsRow({
      page,
      referralsPage,
      chain,
      request,
      mockOrigin: mock.origin,
      now: await mock.now(),
      user: wallet.address,
      campaignId: payoutCampaign,
    });

    // The witness: every claim and payout of the wallet on every chain, read by the test.
    const expected = (
      await Promise.all([...clients].map(([chainId, client]) => expectedOn(client as PublicClient, chainId, user)))
    ).flat();
    const [claimChain, claimIndex] = campaignId.split(':').map(Number) as [number, number];
    const [payoutChain, payoutIndex] = payoutCampaign.split(':').map(Number) as [number, number];
    const claimed = expected.find(
      (entry) => entry.kind === 'claim' && entry.chainId === claimChain && entry.campaignIndex === claimIndex,
    );
    const paid = expected.find(
      (entry) => entry.kind === 'payout' && entry.chainId === payoutChain && entry.campaignIndex === payoutIndex,
    );
    expect(claimed).toBeDefined();
    expect(paid).toBeDefined();

    // Chains long enough that reading from block 0 in one request is refused.
    await Promise.all(
      Object.values(rpcUrls).map(async (url) => {
        const response = await request.post(url, {
          data: { jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: [`0x${EMPTY_BLOCKS.toString(16)}`, '0x0'] },
        });
        expect((await response.json()) as { error?: unknown }).not.toHaveProperty('error');
      }),
    );
    const heads = new Map(
      await Promise.all(
        [...clients].map(async ([chainId, client]) => [chainId, Number(await client.getBlockNumber())] as const),
      ),
    );

    const origins = Object.values(rpcUrls).map((url) => new URL(url).origin);
    const asked = await strictLogProvider(page, origins);
    await page.getByRole('link', { name: 'History of claims and payouts' }).click();
    const history = new HistoryPage(page);
    await expect(history.heading).toBeVisible();

    // Each row: the amount the log paid, the fee of its receipt (a share of it in a batch), its hash.
    for (const entry of [claimed, paid]) {
      if (entry === undefined) continue;
      const shown = history.row(entry.hash, entry.logIndex);
      await expect(shown).toBeVisible({ timeout: 30_000 });
      const token = await tokenOf(clients.get(entry.chainId) as PublicClient, entry.campaignIndex);
      // As every screen writes amounts, every decimal on hover.
      const eth = { symbol: 'ETH', decimals: 18 };
      await expect(
        shown.getByTitle(formatTokenWithSymbol(entry.amount, token, { maxFractionDigits: token.decimals })),
      ).toHaveText(formatTokenWithSymbol(entry.amount, token));
      await expect(shown.getByTitle(formatTokenWithSymbol(entry.fee, eth, { maxFractionDigits: 18 }))).toHaveText(
        formatTokenWithSymbol(entry.fee, eth),
      );
      await expect(shown.getByTitle(entry.hash)).toBeVisible();
      await expect(shown.getByRole('button', { name: 'Copy Transaction' })).toBeVisible();
      // Its value when mined, at the mock's price of its token, rounded once to the cent.
      await expect(shown).toContainText(formatUsd(mockValue(entry.amount, token).value));
    }
    await expect(history.summary).toContainText(
      `${String(expected.filter((entry) => entry.kind === 'claim').length)} reward claim`,
    );

    // Every log was read, none refused range left out: the answered ranges of each chain tile 0..head.
    for (const [chainId, url] of Object.entries(rpcUrls)) {
      const origin = new URL(url).origin;
      const answered = asked.filter((entry) => entry.origin === origin && !entry.refused);
      expect(asked.some((entry) => entry.origin === origin && entry.refused)).toBe(true);
      expect(answered.every((entry) => entry.to - entry.from + 1 <= MAX_RANGE)).toBe(true);
      expect(Math.max(...answered.map((entry) => entry.to))).toBe(heads.get(Number(chainId)));
    }

    // The CSV in each layout has the same rows.
    const csvOf = async (layout: string) => {
      await history.csvLayout.selectOption({ label: layout });
      const [download] = await Promise.all([page.waitForEvent('download'), history.csvButton.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^history-${user}-\\w+-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      return parseCsv(await readFile(await download.path(), 'utf8'));
    };
    const full = await csvOf('Every field');
    const header = full[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    // Every row's value at its time, in cents, and the price used, whatever page it is on.
    const values = await Promise.all(
      expected.map(async (entry) => {
        const { value, price } = mockValue(
          entry.amount,
          await tokenOf(clients.get(entry.chainId) as PublicClient, entry.campaignIndex),
        );
        return { hash: entry.hash, cents: usdToCents(value), price };
      }),
    );
    expect(
      full
        .slice(1)
        .map((fields) =>
          [
            fields[column('transaction hash')],
            fields[column('value at claim (USD)')],
            fields[column('price at claim (USD per token)')],
          ].join(' '),
        )
        .sort(),
    ).toEqual(values.map(({ hash, cents, price }) => `${hash} ${cents} ${price}`).sort());
    expect(
      full
        .slice(1)
        .map((fields) =>
          [fields[column('transaction hash')], fields[column('amount (base units)')], fields[column('fee (wei)')]].join(
            ' ',
          ),
        )
        .sort(),
    ).toEqual(expected.map((entry) => [entry.hash, String(entry.amount), String(entry.fee)].join(' ')).sort());
    const koinly = await csvOf('Koinly (universal format)');
    expect(koinly[0]?.join(',')).toBe(
      'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
    );
    expect(
      koinly
        .slice(1)
        .map((fields) => `${fields[11] ?? ''} ${fields[5] ?? ''}`)
        .sort(),
    ).toEqual(expected.map((entry) => `${entry.hash} ${formatUnits(entry.fee, 18)}`).sort());
    // Koinly's Net Worth: the same dollars, in USD.
    expect(
      koinly
        .slice(1)
        .map((fields) => `${fields[11] ?? ''} ${fields[7] ?? ''} ${fields[8] ?? ''}`)
        .sort(),
    ).toEqual(values.map(({ hash, cents }) => `${hash} ${cents} USD`).sort());
    const coinTracker = await csvOf('CoinTracker');
    expect(coinTracker[0]?.join(',')).toBe(
      'Date,Received Quantity,Received Currency,Sent Quantity,Sent Currency,Fee Amount,Fee Currency,Tag',
    );
    expect(
      coinTracker
        .slice(1)
        .map((fields) => fields[5])
        .sort(),
    ).toEqual(expected.map((entry) => formatUnits(entry.fee, 18)).sort());

    // On a phone each row is a card, and nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = history.row(claimed?.hash ?? '0x', claimed?.logIndex ?? 0);
    await expect(card).toHaveJSProperty('tagName', 'LI');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A return visit asks only for the blocks after those read (the last few again, for reorgs).
    await waitUntilHistoryKept(page, Object.keys(rpcUrls).length);
    const firstVisit = asked.length;
    // New blocks since: the return visit reads from where the first stopped (less the reorg margin) to the new head.
    for (const url of Object.values(rpcUrls)) {
      await request.post(url, { data: { jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x3', '0x0'] } });
    }
    await page.reload();
    await expect(history.row(claimed?.hash ?? '0x', claimed?.logIndex ?? 0)).toBeVisible({ timeout: 30_000 });
    // Two reads on each chain (claims, then payouts).
    await expect
      .poll(() => asked.length - firstVisit, { message: 'the return visit read every chain again' })
      .toBe(2 * Object.keys(rpcUrls).length);
    const again = asked.slice(firstVisit);
    for (const [chainId, url] of Object.entries(rpcUrls)) {
      const origin = new URL(url).origin;
      const head = heads.get(Number(chainId)) ?? 0;
      const ranges = again.filter((entry) => entry.origin === origin);
      expect(ranges.length, `the return visit read ${origin}`).toBeGreaterThan(0);
      for (const entry of ranges) {
        // Blocks up to REORG_BLOCKS behind the head were read for good; the last few are read again.
        expect(entry.from, `a return visit asked ${origin} from block ${String(entry.from)}`).toBe(
          head - REORG_BLOCKS + 1,
        );
        expect(entry.to).toBe(head + 3);
        expect(entry.refused).toBe(false);
      }
    }
  });
});
