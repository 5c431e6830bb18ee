/**
 * The History screen in the large world, after Claim everything: part of `npm run bench`, and
 * runnable alone with `npm run bench:history` (BENCH_ONLY=history).
 *
 * History reads the manager's logs on every reward chain, so it needs a build that knows the
 * local chains' managers and RPC URLs: the local-mode build (dist-local/, the one `npm start`
 * serves), pointed at the bench's mock service by the app-config.json it is served with. No chain runs: the bench answers the
 * chains' JSON-RPC itself through Playwright's `page.route`, with the logs Claim everything would
 * have left for alice's rewards in the `large` world (one `Claimed` per campaign, a few batched
 * transactions per chain, each in a block of its own), their receipts and their blocks. The mock
 * service (large world) answers the campaign names and tokens, as it does for the other screens.
 *
 * Per run, on a fresh page at Lighthouse mobile's 4x CPU slowdown and a 412 px viewport:
 * - two moments, each the first frame painted with it: the first history row, and the first page
 *   complete (every row's token and name known: no row shows its amount's skeleton any more). A
 *   MutationObserver sees the change, a requestAnimationFrame callback runs just before that frame
 *   is painted, and a MessageChannel message posted from it is handled right after the paint. This
 *   counts as painted for a row below the fold too, where Element Timing would report nothing (and
 *   it needs an `elementtiming` attribute the app does not set);
 * - the answers each moment needed, from the page's own Resource Timing (`responseEnd`; answers
 *   given by `page.route` are listed there too): for the first row, the last chain (RPC) answer
 *   before it; for the first page, also the service's answers for the campaigns of its 50 rows. The
 *   figures run from the last of those answers to the paint: the app's own time, not the network's;
 * - the rows in the DOM once the screen is quiet, and the total the screen says it holds.
 * The page's time from navigation to the complete first page is reported too: what a person waits.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page, Route } from '@playwright/test';
import {
  encodeAbiParameters,
  encodeEventTopics,
  erc20Abi,
  pad,
  toHex,
  type Address as HexAddress,
  type Hex,
} from 'viem';
import { API_ROUTES } from '../src/api/routes.ts';
import { userRewardListSchema, type UserReward } from '../src/api/schemas/rewards.ts';
import { applyAppConfigFile } from '../src/config/app-config-file.ts';
import { parseAppConfig, type AppConfig } from '../src/config/env.ts';
import { managerAbi } from '../src/contracts/manager-abi.ts';
import { DEFAULT_ALLOWED_ORIGINS, localAppOrigins } from '../src/mock/http/allowed-origins.ts';
import { startMockServer } from '../src/mock/server/main.ts';
import { LARGE_WORLD } from '../src/mock/world/large-world.ts';
import { CPU_SLOWDOWN, PHONE_CONTEXT } from './bench-interactions.ts';
import { benchWorldOptions } from './bench-worlds.ts';
import { startAppServer } from './app-server.ts';
import { buildIfStale, outDirOf } from './build-if-stale.ts';
import { LOCAL_STACK_FRAMING_ORIGINS } from './security-headers.ts';

/** Claims in one Claim everything transaction (its batches are split by gas; about this many fit). */
const CLAIMS_PER_TRANSACTION = 25;
/** The chains' head; the claims sit in the blocks just before it. */
const HEAD_BLOCK = 5_000;
const WAIT_LIMIT_MS = 60_000;
/** The screen is quiet once no request came for this long. */
const QUIET_MS = 1_500;

export interface HistorySample {
  /** From the last chain (RPC) answer before the first row to the first frame painted with it. */
  firstRowAfterRpcMs: number;
  /**
   * From the last answer the first page needs (the chains' answers before it, and the service's
   * answer for each of its rows' campaigns) to the first frame painted with every row of the page
   * named.
   */
  firstPageAfterItsAnswersMs: number;
  /** That frame, ms after navigation start: what a person waits for the first page, names included. */
  firstPageMs: number;
  /** History rows (table rows or cards) in the DOM once the screen is quiet. */
  domRows: number;
  /** How many rows the screen says it holds in all ("Rows 1–50 of N"). */
  rowsInAll: number;
  serviceRequests: number;
  /** JSON-RPC requests (a batch counts once) to the reward chains. */
  rpcRequests: number;
}

interface HistoryMarks {
  /** The first frame painted with a history row. */
  firstRow?: number;
  /** The first frame painted with every row of the page named, and the campaigns those rows link to. */
  firstPage?: number;
  pageLinks?: string[];
}

declare global {
  interface Window {
    __benchHistory?: HistoryMarks;
  }
}

/**
 * Runs in the page before the app: records the first frame painted with a history row, and the
 * first with every row of the page named, as explained in the module comment.
 */
function observeHistoryRows(): void {
  const marks: HistoryMarks = {};
  window.__benchHistory = marks;
  // The screen makes hundreds of requests; the browser keeps 250 resource entries by default.
  performance.setResourceTimingBufferSize(5_000);
  const afterNextPaint = (record: (time: number) => void) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        record(performance.now());
      };
      channel.port2.postMessage(undefined);
    });
  };
  let rowSeen = false;
  const observer = new MutationObserver(() => {
    // One selector per mutation batch, so the watching costs the throttled page next to nothing.
    if (document.querySelector('[data-row-key]') === null) return;
    if (!rowSeen) {
      rowSeen = true;
      afterNextPaint((time) => {
        marks.firstRow = time;
      });
    }
    // A row shows a skeleton for its amount until its campaign (token and name) has answered.
    if (document.querySelector('[data-row-key] .animate-pulse') === null) {
      observer.disconnect();
      marks.pageLinks = [...document.querySelectorAll('[data-row-key]')].map((row) => {
        const link = row.querySelector<HTMLAnchorElement>('a[href*="/campaigns/"]');
        return link === null ? '' : decodeURIComponent(new URL(link.href).pathname);
      });
      afterNextPaint((time) => {
        marks.firstPage = time;
      });
    }
  });
  // The document element does not exist yet when this runs: the document itself is watched.
  observer.observe(document, { childList: true, subtree: true });
}

/** The local-mode build's settings: the bench's mock service, the local chains' managers and RPC URLs. */
/** The local build's values with the bench's mock service (its app-config.json). */
function historyAppConfig(apiPort: number): AppConfig {
  const service = `http://127.0.0.1:${String(apiPort)}`;
  return applyAppConfigFile(
    {
      apiBaseUrl: `${service}/v1`,
      priceApiUrl: `${service}/price-source`,
      safeAppOrigins: [LOCAL_STACK_FRAMING_ORIGINS],
    },
    parseAppConfig({ VITE_APP_MODE: 'local' }),
  ).config;
}

interface RpcCall {
  jsonrpc?: string;
  id: number | string;
  method: string;
  params?: readonly unknown[];
}

interface FakeLog {
  address: string;
  topics: readonly Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  transactionHash: Hex;
  transactionIndex: Hex;
  logIndex: Hex;
  removed: false;
}

/** One reward chain as Claim everything left it: its claim transactions, their logs and blocks. */
interface FakeChain {
  chainId: number;
  manager: string;
  logs: readonly FakeLog[];
  receipts: ReadonlyMap<string, Record<string, unknown>>;
  blocks: ReadonlyMap<string, { hash: Hex; timestamp: Hex }>;
}

const hash32 = (): Hex => `0x${randomBytes(32).toString('hex')}`;

/**
 * Each chain's manager logs after Claim everything paid `rewards` to `user`: the claims of a
 * chain in transactions of CLAIMS_PER_TRANSACTION, one block each, sent by the user; every claim
 * logs the token's Transfer and then the manager's Claimed (amount = what was claimable,
 * cumulativeAmount = everything accrued, as the proof says).
 */
function fakeChains(rewards: readonly UserReward[], user: HexAddress, config: AppConfig): FakeChain[] {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const chainIds = [...new Set(rewards.map((reward) => reward.id.chainId))].sort((a, b) => a - b);
  return chainIds.map((chainId) => {
    const manager = config.managerAddresses[chainId];
    if (manager === undefined) throw new Error(`The history build has no manager on chain ${String(chainId)}`);
    const own = rewards.filter((reward) => reward.id.chainId === chainId);
    const logs: FakeLog[] = [];
    const receipts = new Map<string, Record<string, unknown>>();
    const blocks = new Map<string, { hash: Hex; timestamp: Hex }>();
    const transactions = Math.ceil(own.length / CLAIMS_PER_TRANSACTION);
    for (let tx = 0; tx < transactions; tx += 1) {
      const blockNumber = toHex(HEAD_BLOCK - 10 * (transactions - tx));
      const blockHash = hash32();
      const transactionHash = hash32();
      blocks.set(blockNumber, { hash: blockHash, timestamp: toHex(nowSeconds - 600 * (transactions - tx)) });
      const txLogs: FakeLog[] = [];
      const place = {
        blockNumber,
        blockHash,
        transactionHash,
        transactionIndex: '0x0' as Hex,
        removed: false as const,
      };
      for (const reward of own.slice(tx * CLAIMS_PER_TRANSACTION, (tx + 1) * CLAIMS_PER_TRANSACTION)) {
        const amount = reward.claimable;
        txLogs.push({
          ...place,
          address: reward.rewardToken.address,
          topics: encodeEventTopics({
            abi: erc20Abi,
            eventName: 'Transfer',
            args: { from: manager, to: user },
          }) as Hex[],
          data: encodeAbiParameters([{ type: 'uint256' }], [amount]),
          logIndex: toHex(txLogs.length),
        });
        const claimed: FakeLog = {
          ...place,
          address: manager,
          topics: encodeEventTopics({
            abi: managerAbi,
            eventName: 'Claimed',
            args: { campaignId: BigInt(reward.id.campaignIndex), user },
          }) as Hex[],
          data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [amount, reward.accumulatedRewards]),
          logIndex: toHex(txLogs.length),
        };
        txLogs.push(claimed);
        logs.push(claimed);
      }
      receipts.set(transactionHash, {
        transactionHash,
        transactionIndex: '0x0',
        blockHash,
        blockNumber,
        from: user,
        to: manager,
        cumulativeGasUsed: toHex(60_000 * txLogs.length),
        gasUsed: toHex(30_000 + 55_000 * (txLogs.length / 2)),
        effectiveGasPrice: toHex(1_500_000_000),
        contractAddress: null,
        logs: txLogs,
        logsBloom: pad('0x', { size: 256 }),
        status: '0x1',
        type: '0x2',
      });
    }
    return { chainId, manager, logs, receipts, blocks };
  });
}

/** What one reward chain answers; undefined for a method the fake does not know. */
function answerRpc(chain: FakeChain, call: RpcCall): { result: unknown } | undefined {
  const params = call.params ?? [];
  switch (call.method) {
    case 'eth_chainId':
      return { result: toHex(chain.chainId) };
    case 'eth_blockNumber':
      return { result: toHex(HEAD_BLOCK) };
    case 'eth_getLogs': {
      const query = params[0] as {
        address?: string;
        topics?: readonly (string | null)[];
        fromBlock: Hex;
        toBlock: Hex;
      };
      const from = Number(query.fromBlock);
      const to = Number(query.toBlock);
      const topics = query.topics ?? [];
      const matches = (log: FakeLog) =>
        (query.address === undefined || log.address.toLowerCase() === query.address.toLowerCase()) &&
        Number(log.blockNumber) >= from &&
        Number(log.blockNumber) <= to &&
        topics.every((topic, index) => topic === null || log.topics[index]?.toLowerCase() === topic.toLowerCase());
      return { result: chain.logs.filter(matches) };
    }
    case 'eth_getTransactionReceipt':
      return { result: chain.receipts.get(String(params[0])) ?? null };
    case 'eth_getBlockByNumber': {
      const block = chain.blocks.get(String(params[0]));
      return { result: block === undefined ? null : { number: params[0], ...block, transactions: [] } };
    }
    default:
      return undefined;
  }
}

/** Answers every request to the reward chains' RPC URLs from `chains`; unknown methods are logged loudly. */
async function routeChains(page: Page, config: AppConfig, chains: readonly FakeChain[]): Promise<void> {
  const byOrigin = new Map<string, FakeChain>();
  for (const chain of chains) {
    const url = config.rpcUrls[chain.chainId];
    if (url === undefined) throw new Error(`The history build has no RPC URL for chain ${String(chain.chainId)}`);
    byOrigin.set(new URL(url).origin, chain);
  }
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
  await page.route(
    (url) => byOrigin.has(url.origin),
    async (route: Route) => {
      const request = route.request();
      const chain = byOrigin.get(new URL(request.url()).origin);
      if (request.method() === 'OPTIONS' || chain === undefined) {
        await route.fulfill({ status: 204, headers: cors });
        return;
      }
      const body = request.postDataJSON() as RpcCall | RpcCall[];
      const answer = (call: RpcCall) => {
        const answered = answerRpc(chain, call);
        if (answered !== undefined) return { jsonrpc: '2.0', id: call.id, ...answered };
        console.error(
          `!!! History bench: chain ${String(chain.chainId)} was asked ${call.method}, which it does not fake`,
        );
        return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `${call.method} is not faked` } };
      };
      await route.fulfill({
        status: 200,
        headers: { ...cors, 'content-type': 'application/json' },
        body: JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)),
      });
    },
  );
}

/** Loads the History screen once on a fresh page and measures it; see the module comment. */
async function measureHistory(
  browser: Browser,
  appOrigin: string,
  serviceOrigin: string,
  config: AppConfig,
  chains: readonly FakeChain[],
  user: string,
): Promise<HistorySample> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    // tsx compiles this file keeping function names (a `__name(fn, "name")` call around each named
    // arrow), and the functions sent to the page carry those calls: the page gets the helper too.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.addInitScript(observeHistoryRows);
    await routeChains(page, config, chains);
    const rpcOrigins = chains.map((chain) => new URL(config.rpcUrls[chain.chainId] ?? '').origin);
    let serviceRequests = 0;
    let rpcRequests = 0;
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(serviceOrigin)) serviceRequests += 1;
      else if (rpcOrigins.some((origin) => url.startsWith(origin)) && request.method() === 'POST') rpcRequests += 1;
      else if (!url.startsWith(appOrigin) && !url.startsWith('data:'))
        console.error(`!!! History bench: unexpected request to ${url}`);
      lastRequestAt = Date.now();
    });
    page.on('pageerror', (error) => {
      console.error(`!!! History bench: page error: ${error.message}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${appOrigin}/history?address=${user}`);
    await page.waitForFunction(() => window.__benchHistory?.firstPage !== undefined, undefined, {
      timeout: WAIT_LIMIT_MS,
    });
    // Every name and every chain answered, and nothing more asked for a while.
    for (let waited = 0; Date.now() - lastRequestAt < QUIET_MS && waited < WAIT_LIMIT_MS; waited += 250)
      await page.waitForTimeout(250);
    const figures = await page.evaluate(
      ({ service, chainOrigins }) => {
        const marks = window.__benchHistory ?? {};
        const answers = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const rpcEnds = answers
          .filter((entry) => chainOrigins.some((origin) => entry.name.startsWith(origin)))
          .map((entry) => entry.responseEnd);
        const firstRow = marks.firstRow ?? Number.NaN;
        const firstPage = marks.firstPage ?? Number.NaN;
        const lastRpcBefore = (time: number) => Math.max(0, ...rpcEnds.filter((end) => end <= time));
        // The service's answers naming the page's campaigns (GET /v1/campaigns/<chain>:<index>).
        const pagePaths = new Set((marks.pageLinks ?? []).map((path) => `/v1${path}`));
        const nameEnds = answers
          .filter(
            (entry) =>
              entry.name.startsWith(service) && pagePaths.has(decodeURIComponent(new URL(entry.name).pathname)),
          )
          .map((entry) => entry.responseEnd);
        const pageAnswers = Math.max(lastRpcBefore(firstPage), ...nameEnds.filter((end) => end <= firstPage));
        const range = /of ([\d,.\s]+)$/.exec(
          document.querySelector('nav[aria-label="Pages of the history"] p')?.textContent.trim() ?? '',
        );
        const rows = document.querySelectorAll('[data-row-key]').length;
        return {
          firstRowAfterRpcMs: firstRow - lastRpcBefore(firstRow),
          firstPageAfterItsAnswersMs: firstPage - pageAnswers,
          firstPageMs: firstPage,
          domRows: rows,
          rowsInAll: range === null ? rows : Number((range[1] ?? '').replace(/\D/g, '')),
          namesAnswered: nameEnds.length,
          pageRows: pagePaths.size,
        };
      },
      { service: serviceOrigin, chainOrigins: rpcOrigins },
    );
    const { namesAnswered, pageRows, ...kept } = figures;
    // A page's campaign named without its own answer would make the figure meaningless: say so.
    if (namesAnswered < pageRows)
      console.error(
        `!!! History bench: ${String(pageRows)} campaigns on the first page, ${String(namesAnswered)} name answers found`,
      );
    return { ...kept, serviceRequests, rpcRequests };
  } finally {
    await context.close();
  }
}

/**
 * The user's rewards as the service lists them, every page, decoded with the service's schema
 * (the app's client carries Lingui macros, which only the Vite build compiles).
 */
async function userRewards(apiUrl: string, user: HexAddress): Promise<UserReward[]> {
  const rewards: UserReward[] = [];
  for (let offset = 0; ; offset += 100) {
    const url = `${apiUrl}${API_ROUTES.userRewards.replace('{address}', user)}?limit=100&offset=${String(offset)}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
    const page = userRewardListSchema.parse(await response.json());
    rewards.push(...page.data);
    if (page.data.length === 0 || rewards.length >= page.total) return rewards;
  }
}

/**
 * Builds (when stale) and serves the history build, starts the mock service in the large world,
 * and measures the History screen `runs` times. The `VITE_*` settings are put in the process's
 * environment only while building (Vite reads them from there) and restored after.
 */
export async function benchHistory(options: {
  browser: Browser;
  runs: number;
  appPort: number;
  apiPort: number;
  log?: (line: string) => void;
}): Promise<{ samples: HistorySample[]; claims: number; transactions: number; path: string }> {
  const { browser, runs, appPort, apiPort } = options;
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  if (await buildIfStale('local')) log(`Built the local app into ${outDirOf('local')}/`);
  const config = historyAppConfig(apiPort);
  const server = await startAppServer({ outDir: outDirOf('local'), port: appPort, config });
  const mock = await startMockServer({
    port: apiPort,
    allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...localAppOrigins(appPort)],
    contextOptions: benchWorldOptions('large'),
  });
  try {
    const user = LARGE_WORLD.user;
    // Claim everything pays what is claimable now; a campaign with nothing claimable logs nothing.
    const rewards = (await userRewards(mock.url, user)).filter((reward) => reward.claimable > 0n);
    const chains = fakeChains(rewards, user, config);
    const transactions = chains.reduce((sum, chain) => sum + chain.receipts.size, 0);
    log(
      `History: ${String(rewards.length)} claims in ${String(transactions)} transactions on ${String(chains.length)} chains`,
    );
    const appOrigin = `http://127.0.0.1:${String(appPort)}`;
    const samples: HistorySample[] = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await measureHistory(browser, appOrigin, mock.origin, config, chains, user));
    return { samples, claims: rewards.length, transactions, path: `/history?address=${user}` };
  } finally {
    await mock.close();
    await server.close();
  }
}
