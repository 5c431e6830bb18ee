import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { getFreePort } from '../src/mock/chain/anvil.ts';
import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';

// QA runs two stacks from one checkout (say, the suite's own and a developer's `npm start`) on
// different ports. Both serve the one local build (dist-local/), each with an app-config.json of
// its own ports; each app must read its own service, never the other's. The suite's stack itself runs on
// non-default ports (playwright.config.ts), so every @chain test covers the first half.

interface SecondStack {
  appUrl: string;
  apiPort: number;
  process: ChildProcess;
  output: () => string;
  /** Settles, saying why, if the stack's process ends. */
  stopped: Promise<string>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () =>
      server.close(() => {
        resolve(true);
      }),
    );
  });
}

/**
 * Three free ports in a row for the chains (free-port probes give one at a time), below the
 * range the system hands out for outgoing connections (32768 and up), where a port found free
 * could be taken by the time anvil binds it.
 */
async function freeChainPortBase(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await Promise.all([base, base + 1, base + 2].map(portIsFree));
    if (free.every(Boolean)) return base;
  }
  throw new Error('No three free ports in a row between 20000 and 30002');
}

async function startSecondStack(): Promise<SecondStack> {
  const [app, api, chainBase] = await Promise.all([getFreePort(), getFreePort(), freeChainPortBase()]);
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env: { ...process.env, APP_PORT: String(app), MOCK_API_PORT: String(api), ANVIL_PORT_BASE: String(chainBase) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    appUrl: `http://127.0.0.1:${String(app)}`,
    apiPort: api,
    process: child,
    output: () => output,
    stopped: new Promise((resolve) =>
      child.once('exit', (code) => {
        resolve(`the second stack stopped (exit code ${String(code)}) before it was ready:\n${output}`);
      }),
    ),
  };
}

/** Waits for "Ready in" in the stack's output; says why if the process ended first. */
async function untilReadyOrStopped(stack: SecondStack, timeoutMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<undefined>((resolve) => {
    const check = (): void => {
      if (stack.output().includes('Ready in')) resolve(undefined);
      else timer = setTimeout(check, 250);
    };
    check();
  });
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    deadline = setTimeout(resolve, timeoutMs, undefined);
  });
  try {
    return await Promise.race([ready, stack.stopped, timedOut]);
  } finally {
    clearTimeout(timer);
    clearTimeout(deadline);
  }
}

async function stop(stack: SecondStack): Promise<void> {
  if (stack.process.exitCode !== null) return;
  const exited = new Promise((resolve) => stack.process.once('exit', resolve));
  stack.process.kill('SIGINT');
  await exited;
}

test(
  'a second stack from the same checkout on other ports starts without building and reads its own service',
  {
    tag: '@chain',
  },
  async ({ page }) => {
    // No build: the suite's stack has made dist-local/ already; starting chains takes a while on a busy machine.
    test.setTimeout(120_000);
    const second = await startSecondStack();
    try {
      // Until it says it is ready, or its process ends (a port taken, say): then it fails at once.
      const stoppedEarly = await untilReadyOrStopped(second, 90_000);
      expect(second.output(), stoppedEarly ?? 'the second stack never said it was ready').toContain('Ready in');
      expect(second.output()).not.toContain('Built the app');

      const suiteApiPort = new URL(localMockOrigin()).port;
      const servicePorts = async (url: string): Promise<string[]> => {
        const ports: string[] = [];
        const record = (request: { url: () => string }): void => {
          const requested = new URL(request.url());
          if (requested.pathname.startsWith('/v1/')) ports.push(requested.port);
        };
        page.on('request', record);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: 'Campaigns', exact: true })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await expect(page.getByText('Campaigns could not be loaded')).toHaveCount(0);
        page.off('request', record);
        return ports;
      };

      const secondPorts = await servicePorts(second.appUrl);
      expect(secondPorts.length).toBeGreaterThan(0);
      expect(new Set(secondPorts)).toEqual(new Set([String(second.apiPort)]));
      // The suite's own stack, started first, still sends its app to its own service: the
      // configuration is per server, in memory, not in the shared folder.
      const suitePorts = await servicePorts('/');
      expect(suitePorts.length).toBeGreaterThan(0);
      expect(new Set(suitePorts)).toEqual(new Set([suiteApiPort]));
    } finally {
      await stop(second);
    }
  },
);

test(
  'the development wallet claims on the chains of a stack started on other ports',
  {
    tag: '@chain',
  },
  async ({ world, request, shell, rewardsPage }) => {
    test.setTimeout(90_000);
    // The suite's own stack runs on MOCK_API_PORT / ANVIL_PORT_BASE other than the defaults
    // (playwright.config.ts): a wallet sending to 8545-8547 would fail here.
    expect(Object.values(world.chains().rpcUrls).some((url) => url.includes(':8545'))).toBe(false);
    const alice = world.user('alice');
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    const [campaign] = await chain.claimable(alice);
    if (campaign === undefined) throw new Error('alice has nothing claimable in the fixture world');

    await rewardsPage.goto();
    await shell.connect('Development wallet');
    await shell.chooseDevAccount(world.mnemonicIndex(alice));
    await expect(shell.accountButton(alice)).toBeVisible();

    const row = rewardsPage.row(campaign.id);
    await row.getByRole('button', { name: /^Claim \d/ }).click();
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    await expect(row.getByText(/^Claimed /)).toBeVisible({ timeout: 30_000 });
    expect(await chain.claimed(campaign.chainId, campaign.clone, alice)).toBe(campaign.cumulativeAmount);
    expect(await chain.claimEvents(campaign.chainId, campaign.campaignIndex, alice)).toBe(1);
  },
);
