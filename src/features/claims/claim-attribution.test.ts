// The partner's ERC-8021 attribution on every claim, against a real anvil with the real contracts:
// each way the app sends a claim (a row's button, a payout, Claim everything one by one and as a
// batch, a Safe proposal) mines with the suffix at the end of its calldata, and pays exactly what
// the same claim without it pays: the manager reads its arguments and never the bytes after them.
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  concat,
  createWalletClient,
  encodeFunctionData,
  http,
  parseUnits,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appConfig, LOCAL_MANAGER_ADDRESS } from '../../config/env.ts';
import type { ClaimProofWire } from '../../api/schemas/claims.ts';
import type { ReferralProofWire } from '../../api/schemas/referrals.ts';
import { attributionSuffix } from '../../contracts/attribution-suffix.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { devAccount } from '../../mock/chain/anvil.ts';
import {
  balanceOf,
  buildRewardTree,
  openReferralPayout,
  startTestChain,
  type TestChain,
} from '../../mock/chain/test-support.ts';
import { connectTestWallet } from '../../test/test-wallet.ts';
import type { PlanReward } from './shared/claim-all-plan.ts';
import { referralPayouts, rewardClaims } from './shared/claim-kinds.ts';
import { runSingleClaim } from './single/single-claim.ts';
import { prepareClaimAll, runChainClaims } from './claim-all/claim-all-run.ts';
import { prepareSafeClaimAll, proposeSafeClaims } from './safe/safe-claim-all.ts';

const CHAIN_ID = 31337;
const day = 86_400;
const usd = (amount: string): bigint => parseUnits(amount, 6);
const [alice, bob, carol, safeAddress] = [2, 3, 4, 7].map((i) => devAccount(i).address.toLowerCase() as Address) as [
  Address,
  Address,
  Address,
  Address,
];
const CODES = ['partner-x', 'tbi'];
const SUFFIX = attributionSuffix(CODES);

let chain: TestChain;
let token: Address;
const claimProofs = new Map<string, ClaimProofWire>();
const referralProofs = new Map<string, ReferralProofWire>();
const server = setupServer(
  mswHttp.get(`${appConfig.apiBaseUrl}/claims/:campaignId/:address`, ({ params }) => {
    const proof = claimProofs.get(`${String(params.campaignId)}/${String(params.address)}`);
    return proof === undefined
      ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No proof' } }, { status: 404 })
      : HttpResponse.json(proof);
  }),
  mswHttp.get(`${appConfig.apiBaseUrl}/referrals/proofs/:campaignId/:address`, ({ params }) => {
    const proof = referralProofs.get(`${String(params.campaignId)}/${String(params.address)}`);
    return proof === undefined
      ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No proof' } }, { status: 404 })
      : HttpResponse.json(proof);
  }),
);

const partner = appConfig.partner;
/** What app-config.json's `partner.attributionCodes` says for the claims sent next. */
function attributeTo(codes: readonly string[] | undefined) {
  appConfig.partner = { ...partner, attributionCodes: codes };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  chain = await startTestChain(CHAIN_ID);
  expect(chain.stack.managerAddress.toLowerCase()).toBe(LOCAL_MANAGER_ADDRESS);
  token = await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
}, 60_000);

afterAll(async () => {
  server.close();
  await chain.anvil.stop();
});

afterEach(() => {
  appConfig.partner = partner;
  claimProofs.clear();
  referralProofs.clear();
});

let nextCampaign = 1;

/** A funded campaign whose published root pays each of `payees` its amount; returns its reward rows. */
async function campaignPaying(payees: readonly (readonly [Address, bigint])[]) {
  const index = nextCampaign++;
  const now = await chain.stack.getChainTime();
  await chain.stack.createCampaign({
    campaignId: index,
    rewardToken: token,
    endTime: now + 10 * day,
    claimExpiryDuration: 30 * day,
    fundAmount: usd('1000'),
  });
  const tree = buildRewardTree(token, payees);
  const total = payees.reduce((sum, [, amount]) => sum + amount, 0n);
  await chain.stack.publishRewardRoot({
    campaignId: index,
    root: tree.root,
    totalCommitted: total,
    finalize: false,
  });
  const id = { chainId: CHAIN_ID, campaignIndex: index };
  const rewardToken = { address: token, decimals: 6, symbol: 'tUSD' };
  for (const [user, amount] of payees) {
    claimProofs.set(`${String(CHAIN_ID)}:${String(index)}/${user}`, {
      id,
      address: user,
      rewardToken,
      cumulativeAmount: amount.toString(),
      alreadyClaimed: '0',
      claimable: amount.toString(),
      proof: tree.proof(user),
      root: tree.root,
      publishedAt: new Date().toISOString(),
    });
  }
  const row = (amount: bigint): PlanReward => ({ id, rewardToken, claimable: amount });
  return { id, row, proofOf: (user: Address) => tree.proof(user) };
}

/** The calldata of the mined transaction `hash`. */
async function inputOf(hash: Hash): Promise<Hex> {
  return (await chain.stack.publicClient.getTransaction({ hash })).input;
}

function wallet(account: Address, batching = false) {
  return connectTestWallet({ chains: [chain.stack.chain], account, startChainId: CHAIN_ID, behaviour: { batching } });
}

describe('a claim carrying the partner’s ERC-8021 attribution', () => {
  it('pays exactly what the same claim without it pays, and is mined with the suffix at the end', async () => {
    // One root, two leaves of the same amount: bob's claim is sent bare, alice's attributed.
    const amount = usd('7.25');
    const { id, proofOf } = await campaignPaying([
      [bob, amount],
      [alice, amount],
    ]);
    const bare = encodeFunctionData({
      abi: managerAbi,
      functionName: 'claim',
      args: [BigInt(id.campaignIndex), bob, amount, proofOf(bob)],
    });
    const attributed = encodeFunctionData({
      abi: managerAbi,
      functionName: 'claim',
      args: [BigInt(id.campaignIndex), alice, amount, proofOf(alice)],
    });
    const [bobBefore, aliceBefore] = await Promise.all([balanceOf(chain, token, bob), balanceOf(chain, token, alice)]);

    attributeTo(undefined);
    const withoutSuffix = await runSingleClaim(
      await wallet(bob),
      rewardClaims,
      { id, user: bob, shown: amount },
      () => undefined,
    );
    attributeTo(CODES);
    const withSuffix = await runSingleClaim(
      await wallet(alice),
      rewardClaims,
      { id, user: alice, shown: amount },
      () => undefined,
    );

    expect(withoutSuffix.amount).toBe(amount);
    expect(withSuffix.amount).toBe(amount);
    expect((await balanceOf(chain, token, bob)) - bobBefore).toBe(amount);
    expect((await balanceOf(chain, token, alice)) - aliceBefore).toBe(amount);
    expect(await inputOf(withoutSuffix.hash)).toBe(bare);
    expect(await inputOf(withSuffix.hash)).toBe(concat([attributed, SUFFIX]));
  });

  it('goes with a referrer’s payout, which pays the published amount', async () => {
    const amount = usd('8');
    const index = nextCampaign++;
    const { distributor, root, proof } = await openReferralPayout(chain, {
      campaignId: index,
      token,
      referrer: bob,
      other: carol,
      amount,
    });
    referralProofs.set(`${String(CHAIN_ID)}:${String(index)}/${bob}`, {
      id: { chainId: CHAIN_ID, campaignIndex: index },
      referrer: bob,
      amount: amount.toString(),
      proof,
      root,
      publishedAt: new Date().toISOString(),
      distributorAddress: distributor.toLowerCase(),
      rewardToken: { address: token, decimals: 6, symbol: 'tUSD' },
    });
    const before = await balanceOf(chain, token, bob);

    attributeTo(CODES);
    const result = await runSingleClaim(
      await wallet(bob),
      referralPayouts,
      { id: { chainId: CHAIN_ID, campaignIndex: index }, user: bob, shown: amount },
      () => undefined,
    );

    expect(result.amount).toBe(amount);
    expect((await balanceOf(chain, token, bob)) - before).toBe(amount);
    const input = await inputOf(result.hash);
    expect(input.endsWith(SUFFIX.slice(2))).toBe(true);
    expect(input.slice(0, -(SUFFIX.length - 2))).toBe(
      encodeFunctionData({ abi: managerAbi, functionName: 'claimReferral', args: [BigInt(index), bob, amount, proof] }),
    );
  });

  for (const batching of [false, true]) {
    it(`goes with every claim of Claim everything ${batching ? 'sent as one batch' : 'sent one by one'}`, async () => {
      const amounts = [usd('1.5'), usd('2'), usd('3')];
      const campaigns = await Promise.all(amounts.map((amount) => campaignPaying([[carol, amount]])));
      const rows = campaigns.map((campaign, i) => campaign.row(amounts[i] ?? 0n));
      const config = await wallet(carol, batching);
      const before = await balanceOf(chain, token, carol);

      attributeTo(CODES);
      const prepared = await prepareClaimAll(config, rewardClaims, rows, carol, carol);
      const [chainSteps] = prepared.chains;
      if (chainSteps === undefined) throw new Error('nothing planned');
      expect(chainSteps.atomic).toBe(batching);
      const outcomes = await runChainClaims(config, prepared, chainSteps, {
        onProgress: () => undefined,
        shouldStop: () => false,
      });

      expect(outcomes.map((outcome) => outcome.paid?.amount)).toEqual(amounts);
      expect((await balanceOf(chain, token, carol)) - before).toBe(usd('6.5'));
      const hashes = outcomes.map((outcome) => outcome.paid?.hash ?? '0x');
      expect(new Set(hashes).size).toBe(3);
      for (const [i, hash] of hashes.entries()) {
        const campaign = campaigns[i];
        if (campaign === undefined) throw new Error('no campaign');
        expect(await inputOf(hash)).toBe(
          concat([
            encodeFunctionData({
              abi: managerAbi,
              functionName: 'claim',
              args: [BigInt(campaign.id.campaignIndex), carol, amounts[i] ?? 0n, campaign.proofOf(carol)],
            }),
            SUFFIX,
          ]),
        );
      }
      expect(config.walletLog).toEqual(
        batching ? { sendCalls: 1, sendTransactions: 0 } : { sendCalls: 0, sendTransactions: 3 },
      );
    });
  }

  it('goes with each call of a Safe proposal, and those calls pay when the Safe executes them', async () => {
    const amounts = [usd('4'), usd('5')];
    const campaigns = await Promise.all(amounts.map((amount) => campaignPaying([[carol, amount]])));
    const rows = campaigns.map((campaign, i) => campaign.row(amounts[i] ?? 0n));
    const safe = {
      address: safeAddress,
      reportedAddress: devAccount(7).address,
      chainId: CHAIN_ID,
      threshold: 1,
      owners: 1,
    };

    attributeTo(CODES);
    const plan = await prepareSafeClaimAll(
      await wallet(safeAddress, true),
      rewardClaims,
      rows,
      carol,
      safe,
      'http://app.test/',
    );
    let proposed: readonly { to: Address; data: Hex }[] = [];
    const proposal = await proposeSafeClaims(plan, {}, (calls) => {
      proposed = calls;
      return Promise.resolve<Hex>(`0x${'5a'.repeat(32)}`);
    });

    expect(proposal.calls).toEqual(proposed);
    expect(proposed.map((call) => call.data.endsWith(SUFFIX.slice(2)))).toEqual([true, true]);
    // What Safe{Wallet} does once the owners signed: each call, from the Safe, as proposed.
    const safeSender = createWalletClient({
      account: safeAddress,
      chain: chain.stack.chain,
      transport: http(chain.anvil.rpcUrl),
    });
    const before = await balanceOf(chain, token, carol);
    for (const call of proposed) {
      const hash = await safeSender.sendTransaction({ to: call.to, data: call.data });
      const receipt = await chain.stack.publicClient.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
    }
    expect((await balanceOf(chain, token, carol)) - before).toBe(usd('9'));
  });
});
