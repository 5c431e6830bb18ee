import { spawn, type ChildProcess } from 'node:child_process';
import { getFreePort } from '../src/mock/chain/anvil.ts';
import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';

// QA runs two stacks from one checkout (say, the suite's own and a developer's `npm start`) on
// different ports. Each bakes its own service and chain URLs into its build; each must serve its
// own build and read its own service, never the other's. The suite's stack itself runs on
// non-default ports (playwright.config.ts), so every @chain test covers the first half.

interface SecondStack {
  appUrl: string;
  apiPort: number;
  process: ChildProcess;
  output: () => string;
}

async function startSecondStack(): Promise<SecondStack> {
  const [app, api, base] = await Promise.all([getFreePort(), getFreePort(), getFreePort()]);
  // Three chain ports in a row that are very unlikely to be taken (free-port probes give one).
  const chainBase = 20_000 + (base % 20_000);
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env: { ...process.env, APP_PORT: String(app), MOCK_API_PORT: String(api), ANVIL_PORT_BASE: String(chainBase) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { appUrl: `http://127.0.0.1:${String(app)}`, apiPort: api, process: child, output: () => output };
}

async function stop(stack: SecondStack): Promise<void> {
  if (stack.process.exitCode !== null) return;
  const exited = new Promise((resolve) => stack.process.once('exit', resolve));
  stack.process.kill('SIGINT');
  await exited;
}

test(
  'a second stack from the same checkout on other ports serves its own build and reads its own service',
  {
    tag: '@chain',
  },
  async ({ page }) => {
    // Building the second stack's app (other URLs, so another dist-local/ folder) takes a while.
    test.setTimeout(240_000);
    const second = await startSecondStack();
    try {
      await expect
        .poll(second.output, { timeout: 200_000, message: 'the second stack never said it was ready' })
        .toContain('Ready in');

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
      // The suite's own stack, started first, still serves its own build (the second one's build
      // went into a folder of its own instead of over it).
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
    await shell.devAccountPicker.selectOption(String(world.mnemonicIndex(alice)));
    await expect(shell.accountButton(alice)).toBeVisible();

    const row = rewardsPage.row(campaign.id);
    await row.getByRole('button', { name: /^Claim \d/ }).click();
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    await expect(row.getByText(/^Claimed /)).toBeVisible({ timeout: 30_000 });
    expect(await chain.claimed(campaign.chainId, campaign.clone, alice)).toBe(campaign.cumulativeAmount);
    expect(await chain.claimEvents(campaign.chainId, campaign.campaignIndex, alice)).toBe(1);
  },
);
