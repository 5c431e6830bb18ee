// Claim everything on two anvil chains with the real contracts: a plain wallet (one confirmation
// per campaign), a batching wallet (one per chain), an atomic batch with a reverting call, Stop,
// a claim paid meanwhile, and the plan's skips. Results are checked on chain.
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { parseUnits, type Address, type Hex } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appConfig } from '../../../config/env.ts';
import type { ClaimProofWire } from '../../../api/schemas/claims.ts';
import type { ReferralProofWire } from '../../../api/schemas/referrals.ts';
import { referralDistributorAbi } from '../../../contracts/referral-distributor-abi.ts';
import { campaignAbi } from '../../../contracts/campaign-abi.ts';
import { devAccount } from '../../../mock/chain/anvil.ts';
import { localAnvilChain } from '../../../mock/chain/deploy.ts';
import {
  balanceOf,
  buildRewardTree,
  claimAsRelayer,
  claimReferralAsRelayer,
  openReferralPayout,
  startTestChain,
  type TestChain,
} from '../../../mock/chain/test-support.ts';
import { describeSkip, type PlanReward } from '../shared/claim-all-plan.ts';
import { prepareClaimAll, runChainClaims, type PreparedClaimAll } from './claim-all-run.ts';
import type { ClaimOutcome } from '../shared/claim-outcomes.ts';
import { keptSendIsGone } from '../../../contracts/manager-write.ts';
import { watchPendingSend } from './claim-all-resume.ts';
import { referralPayouts, rewardClaims } from '../shared/claim-kinds.ts';
import { connectTestWallet, type TestWalletBehaviour } from '../../../test/test-wallet.ts';
import { coinId, NATIVE_TOKEN, type TokenRef } from '../../../api/prices/price-coins.ts';
import { usdFromString } from '../../../domain/usd-value.ts';

const day = 86_400;
const usd = (amount: string): bigint => parseUnits(amount, 6);
const user = devAccount(5).address.toLowerCase() as Address;
const other = devAccount(6).address.toLowerCase() as Address;

const chains = new Map<number, TestChain>();
const tokens = new Map<number, Address>();
const proofs = new Map<string, ClaimProofWire>();
const referralProofs = new Map<string, ReferralProofWire>();
const server = setupServer(
  mswHttp.get(`${appConfig.apiBaseUrl}/referrals/proofs/:campaignId/:address`, ({ params }) => {
    const proof = referralProofs.get(`${String(params.campaignId)}/${String(params.address)}`);
    return proof === undefined
      ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No proof' } }, { status: 404 })
      : HttpResponse.json(proof);
  }),
  mswHttp.get(`${appConfig.apiBaseUrl}/claims/:campaignId/:address`, ({ params }) => {
    const proof = proofs.get(`${String(params.campaignId)}/${String(params.address)}`);
    return proof === undefined
      ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No proof' } }, { status: 404 })
      : HttpResponse.json(proof);
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  for (const chainId of [31337, 31338]) {
    const chain = await startTestChain(chainId);
    chains.set(chainId, chain);
    tokens.set(chainId, await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 }));
  }
}, 60_000);

afterAll(async () => {
  server.close();
  await Promise.all([...chains.values()].map((chain) => chain.anvil.stop()));
});

afterEach(() => {
  proofs.clear();
  referralProofs.clear();
});

function chainOf(chainId: number): TestChain {
  const chain = chains.get(chainId);
  if (chain === undefined) throw new Error(`no chain ${String(chainId)}`);
  return chain;
}

function tokenOf(chainId: number): Address {
  const token = tokens.get(chainId);
  if (token === undefined) throw new Error(`no token on ${String(chainId)}`);
  return token;
}

let nextIndex = 1;

/** A campaign on `chainId` whose newest root gives `user` `amount`; returns its reward row. */
async function rewardOf(chainId: number, amount: bigint, options: { fund?: bigint; publish?: boolean } = {}) {
  const chain = chainOf(chainId);
  const token = tokenOf(chainId);
  const index = nextIndex++;
  const now = await chain.stack.getChainTime();
  await chain.stack.createCampaign({
    campaignId: index,
    rewardToken: token,
    endTime: now + 10 * day,
    claimExpiryDuration: 30 * day,
    fundAmount: options.fund ?? usd('1000'),
  });
  const tree = buildRewardTree(token, [
    [user, amount],
    [other, usd('1')],
  ]);
  if (options.publish !== false) {
    await chain.stack.publishRewardRoot({
      campaignId: index,
      root: tree.root,
      totalCommitted: amount + usd('1'),
      finalize: false,
    });
  }
  const id = { chainId, campaignIndex: index };
  proofs.set(`${String(chainId)}:${String(index)}/${user}`, {
    id,
    address: user,
    rewardToken: { address: token, decimals: 6, symbol: 'tUSD' },
    cumulativeAmount: amount.toString(),
    alreadyClaimed: '0',
    claimable: amount.toString(),
    proof: tree.proof(user),
    root: tree.root,
    publishedAt: new Date().toISOString(),
  });
  const reward: PlanReward = { id, rewardToken: { address: token, decimals: 6, symbol: 'tUSD' }, claimable: amount };
  return { reward, proof: tree.proof(user) };
}

async function connect(behaviour: TestWalletBehaviour = {}) {
  return connectTestWallet({
    chains: [chainOf(31337).stack.chain, chainOf(31338).stack.chain],
    account: user,
    startChainId: 31337,
    behaviour,
  });
}

async function runAll(config: Awaited<ReturnType<typeof connect>>, prepared: PreparedClaimAll, stopAfter = Infinity) {
  const outcomes: ClaimOutcome[] = [];
  let sent = 0;
  for (const chain of prepared.chains) {
    outcomes.push(
      ...(await runChainClaims(config, prepared, chain, {
        onProgress: (progress) => {
          if (progress.step === 'confirming') sent += 1;
        },
        shouldStop: () => sent >= stopAfter,
      })),
    );
  }
  return outcomes;
}

async function claimedOnChain(reward: PlanReward): Promise<bigint> {
  const chain = chainOf(reward.id.chainId);
  const clone = await chain.stack.publicClient.readContract({
    address: chain.stack.managerAddress,
    abi: [
      {
        type: 'function',
        name: 'campaigns',
        stateMutability: 'view',
        inputs: [{ name: 'id', type: 'uint256' }],
        outputs: [{ name: '', type: 'address' }],
      },
    ] as const,
    functionName: 'campaigns',
    args: [BigInt(reward.id.campaignIndex)],
  });
  return chain.stack.publicClient.readContract({
    address: clone,
    abi: campaignAbi,
    functionName: 'claimed',
    args: [user],
  });
}

async function balances() {
  return Promise.all([31337, 31338].map((chainId) => balanceOf(chainOf(chainId), tokenOf(chainId), user)));
}

describe('claim everything', () => {
  for (const kind of ['plain', 'batching'] as const) {
    it(`pays every campaign on both chains with a ${kind} wallet, exactly the sums the plan announced`, async () => {
      const rows = await Promise.all([
        rewardOf(31337, usd('1.5')),
        rewardOf(31337, usd('2')),
        rewardOf(31337, usd('3')),
        rewardOf(31338, usd('4')),
        rewardOf(31338, usd('5')),
      ]);
      const config = await connect({ batching: kind === 'batching' });
      const prepared = await prepareClaimAll(
        config,
        rewardClaims,
        rows.map((row) => row.reward),
        user,
        user,
      );
      expect(prepared.plan.skipped).toEqual([]);
      // The plan states each chain's fee before signing: its claims' estimated gas at today's price.
      for (const chain of prepared.chains) {
        const gas = chain.batches.flat().reduce((sum, claim) => sum + claim.gas, 0n);
        expect(gas).toBeGreaterThan(0n);
        expect(chain.fee.state === 'ready' && chain.fee.fee > 0n && chain.fee.fee % gas === 0n).toBe(true);
      }
      expect(prepared.chains.map((chain) => [chain.plan.chainId, chain.atomic, chain.confirmations])).toEqual(
        kind === 'batching'
          ? [
              [31337, true, 1],
              [31338, true, 1],
            ]
          : [
              [31337, false, 3],
              [31338, false, 2],
            ],
      );
      const announced = prepared.chains.map((chain) => chain.plan.sums.map((sum) => sum.amount));
      expect(announced).toEqual([[usd('6.5')], [usd('9')]]);
      const before = await balances();

      const outcomes = await runAll(config, prepared);

      expect(outcomes.map((outcome) => outcome.failure)).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      const after = await balances();
      expect(after.map((balance, chain) => balance - (before[chain] ?? 0n))).toEqual([usd('6.5'), usd('9')]);
      for (const row of rows) expect(await claimedOnChain(row.reward)).toBe(row.reward.claimable);
      expect(config.walletLog).toEqual(
        kind === 'batching' ? { sendCalls: 2, sendTransactions: 0 } : { sendCalls: 0, sendTransactions: 5 },
      );
    });
  }

  it('leaves out a claim worth less than its share of the fee, pays exactly the plan, and the switch brings it back', async () => {
    const worth = await rewardOf(31337, usd('5'));
    const dust = await rewardOf(31337, 1n);
    const config = await connect();
    // tUSD at $1 and ETH at $3,412.55: one base unit ($0.000001) is below any claim's share of the fee.
    const readPrices = (asked: readonly TokenRef[]) =>
      Promise.resolve({
        enabled: true,
        byCoin: new Map(
          asked.map((token) => [
            coinId(token),
            { usd: usdFromString(token.address === NATIVE_TOKEN ? '3412.55' : '1'), at: 0 },
          ]),
        ),
      });
    const lean = await prepareClaimAll(config, rewardClaims, [worth.reward, dust.reward], user, user, readPrices);
    expect(lean.worth.costlyIncluded).toBe(false);
    expect(lean.worth.judgement.costly.map((claim) => claim.reward.id)).toEqual([dust.reward.id]);
    expect(lean.chains.map((chain) => chain.batches.flat().map((claim) => claim.reward.id))).toEqual([
      [worth.reward.id],
    ]);
    expect(lean.plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      expect.stringMatching(
        /^0\.000001 tUSD \(<\$0\.01\) costs more to claim than it pays: its share of the fee is about \$\d+\.\d\d$/,
      ),
    ]);
    // The fee shown is the fee of what is sent: the left-out claim's gas is not in it.
    const [chain] = lean.chains;
    const gas = chain?.batches.flat().reduce((sum, claim) => sum + claim.gas, 0n) ?? 0n;
    expect(chain?.fee.state === 'ready' && chain.fee.fee % gas === 0n).toBe(true);

    await runAll(config, lean);
    expect(await claimedOnChain(worth.reward)).toBe(usd('5'));
    expect(await claimedOnChain(dust.reward)).toBe(0n);

    // Switched on, the next plan sends it too; switched back, it is left out again.
    const again = await prepareClaimAll(config, rewardClaims, [dust.reward], user, user, readPrices);
    const whole = again.switchCostly?.();
    expect(whole?.worth.costlyIncluded).toBe(true);
    expect(whole?.switchCostly?.().chains).toEqual([]);
    if (whole === undefined) throw new Error('no switch');
    await runAll(config, whole);
    expect(await claimedOnChain(dust.reward)).toBe(1n);
  });

  it('leaves a claim the chain would refuse out of the plan, with the chain’s reason', async () => {
    const underfunded = await rewardOf(31337, usd('50'), { fund: usd('10') });
    const prepared = await prepareClaimAll(await connect(), rewardClaims, [underfunded.reward], user, user);
    expect(prepared.chains).toEqual([]);
    expect(prepared.plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      'the chain would refuse the claim: The campaign holds too few reward tokens to pay this claim right now.',
    ]);
  });

  it('pays nothing of an atomic batch in which one claim reverts, and says which and why', async () => {
    const good = await rewardOf(31337, usd('1'));
    const drained = await rewardOf(31337, usd('50'), { fund: usd('51') });
    const config = await connect({ batching: true });
    const prepared = await prepareClaimAll(config, rewardClaims, [good.reward, drained.reward], user, user);
    expect(prepared.chains[0]?.confirmations).toBe(1);
    // After planning, the operator publishes a new root, so the planned proof no longer checks
    // out on chain: the batch's second call reverts.
    const chain = chainOf(31337);
    const tree = buildRewardTree(tokenOf(31337), [
      [user, usd('50')],
      [other, usd('2')],
    ]);
    await chain.stack.publishRewardRoot({
      campaignId: drained.reward.id.campaignIndex,
      root: tree.root,
      totalCommitted: usd('52'),
      finalize: false,
    });
    await claimAsRelayer(chain, [BigInt(drained.reward.id.campaignIndex), other, usd('2'), tree.proof(other)]);
    const outcomes = await runAll(config, prepared);
    const byIndex = new Map(outcomes.map((o) => [o.reward.id.campaignIndex, o.failure]));
    expect(byIndex.get(drained.reward.id.campaignIndex)).toMatch(/^Not paid: The chain rejected the proof/);
    expect(byIndex.get(good.reward.id.campaignIndex)).toMatch(/a batch pays all or nothing/);
    expect(await claimedOnChain(good.reward)).toBe(0n);
    expect(config.walletLog.sendCalls).toBe(1);
  });

  it('stops between claims when asked, and sends nothing twice for a claim paid meanwhile', async () => {
    const rows = await Promise.all([
      rewardOf(31337, usd('1')),
      rewardOf(31337, usd('2')),
      rewardOf(31337, usd('3')),
      rewardOf(31337, usd('4')),
    ]);
    const config = await connect();
    const prepared = await prepareClaimAll(
      config,
      rewardClaims,
      rows.map((row) => row.reward),
      user,
      user,
    );
    const [, second] = rows;
    // Someone pays the second claim after the plan was made.
    await claimAsRelayer(chainOf(31337), [
      BigInt(second.reward.id.campaignIndex),
      user,
      second.reward.claimable,
      second.proof,
    ]);
    const outcomes = await runAll(config, prepared, 2);
    expect(outcomes.map((o) => o.paid?.amount ?? o.failure)).toEqual([
      usd('1'),
      'Already paid before this claim was sent.',
      usd('3'),
      'Stopped before it was sent.',
    ]);
    expect(config.walletLog.sendTransactions).toBe(2);
  });

  it('says in words that the wallet declined a batch, and pays nothing', async () => {
    const row = await rewardOf(31337, usd('1'));
    const prepared = await prepareClaimAll(await connect({ batching: true }), rewardClaims, [row.reward], user, user);
    const declining = await connect({ batching: true, rejectSends: true });
    const [outcome] = await runAll(declining, prepared);
    expect(outcome?.paid).toBeUndefined();
    expect(outcome?.failure).toMatch(/declined|rejected/i);
    expect(await claimedOnChain(row.reward)).toBe(0n);
  });

  it('finishes the other chains when one chain’s RPC stops answering mid-run, and names it', async () => {
    const rows = await Promise.all([rewardOf(31337, usd('1')), rewardOf(31338, usd('2'))]);
    const config = await connect();
    const prepared = await prepareClaimAll(
      config,
      rewardClaims,
      rows.map((row) => row.reward),
      user,
      user,
    );
    // The second chain's RPC goes silent after planning: a wallet and reads pointed at a closed port.
    const silent = await connectTestWallet({
      chains: [chainOf(31337).stack.chain, localAnvilChain('http://127.0.0.1:9', 31338)],
      account: user,
      startChainId: 31337,
    });
    const outcomes = await runAll(silent, prepared);
    expect(outcomes[0]?.paid?.amount).toBe(usd('1'));
    expect(outcomes[1]?.paid).toBeUndefined();
    expect(outcomes[1]?.failure).toMatch(/Local Base|31338/);
    expect(await claimedOnChain(rows[1].reward)).toBe(0n);
  });

  it('takes an unknown kept send as gone only once it is too old to be still on its way', async () => {
    const config = await connect();
    const unknown: Hex = `0x${'ef'.repeat(32)}`;
    expect(await keptSendIsGone(config, 31337, unknown, Date.now() - 60_000)).toBe(false);
    expect(await keptSendIsGone(config, 31337, unknown, Date.now() - 60 * 60_000)).toBe(true);
    expect(await keptSendIsGone(config, 31337, unknown, undefined)).toBe(true);
  });

  it('settles a kept send the chain no longer knows, so its campaigns are planned again rather than blocked', async () => {
    const row = await rewardOf(31337, usd('1'));
    const watched = await watchPendingSend(
      await connect(),
      rewardClaims,
      { chainId: 31337, kind: 'transaction', reference: `0x${'cd'.repeat(32)}`, campaigns: [row.reward.id] },
      user,
      chainOf(31337).stack.managerAddress,
      () => row.reward,
    );
    expect(watched.settled).toBe(true);
    expect(watched.outcomes.map((outcome) => outcome.failure)).toEqual([
      expect.stringMatching(/replaced or dropped in the wallet/),
    ]);
  });

  it('leaves out rows whose root is not on chain or that have nothing left, saying why', async () => {
    const unpublished = await rewardOf(31337, usd('1'), { publish: false });
    const paid = await rewardOf(31338, usd('1'));
    await claimAsRelayer(chainOf(31338), [BigInt(paid.reward.id.campaignIndex), user, usd('1'), paid.proof]);
    const config = await connect();
    const prepared = await prepareClaimAll(config, rewardClaims, [unpublished.reward, paid.reward], user, user);
    expect(prepared.chains).toEqual([]);
    expect(prepared.plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      'the newest rewards are not on chain yet',
      'nothing left to claim',
    ]);
  });
});

describe('claim all payouts', () => {
  /** A campaign on `chainId` with a referral pool whose published root pays `user` `amount`. */
  async function payoutOf(chainId: number, amount: bigint, options: { windowDays?: number } = {}) {
    const token = tokenOf(chainId);
    const index = nextIndex++;
    const { distributor, root, proof } = await openReferralPayout(chainOf(chainId), {
      campaignId: index,
      token,
      referrer: user,
      other,
      amount,
      ...options,
    });
    const id = { chainId, campaignIndex: index };
    referralProofs.set(`${String(chainId)}:${String(index)}/${user}`, {
      id,
      referrer: user,
      amount: amount.toString(),
      proof,
      root,
      publishedAt: new Date().toISOString(),
      distributorAddress: distributor.toLowerCase(),
      rewardToken: { address: token, decimals: 6, symbol: 'tUSD' },
    });
    const row: PlanReward = { id, rewardToken: { address: token, decimals: 6, symbol: 'tUSD' }, claimable: amount };
    return { row, distributor, proof };
  }

  const paidOut = (chainId: number, distributor: Address) =>
    chainOf(chainId).stack.publicClient.readContract({
      address: distributor,
      abi: referralDistributorAbi,
      functionName: 'claimed',
      args: [user],
    });

  for (const kind of ['plain', 'batching'] as const) {
    it(`pays every payout on both chains through claimReferral with a ${kind} wallet`, async () => {
      const payouts = await Promise.all([
        payoutOf(31337, usd('2')),
        payoutOf(31337, usd('3')),
        payoutOf(31338, usd('7')),
      ]);
      const config = await connect({ batching: kind === 'batching' });
      const prepared = await prepareClaimAll(
        config,
        referralPayouts,
        payouts.map((payout) => payout.row),
        user,
        user,
      );
      expect(prepared.plan.skipped).toEqual([]);
      expect(prepared.chains.map((chain) => chain.confirmations)).toEqual(kind === 'batching' ? [1, 1] : [2, 1]);
      expect(prepared.chains.map((chain) => chain.plan.sums.map((sum) => sum.amount))).toEqual([
        [usd('5')],
        [usd('7')],
      ]);
      const before = await balances();

      const outcomes = await runAll(config, prepared);

      expect(outcomes.map((outcome) => outcome.paid?.amount ?? outcome.failure)).toEqual([
        usd('2'),
        usd('3'),
        usd('7'),
      ]);
      const after = await balances();
      expect(after.map((balance, chain) => balance - (before[chain] ?? 0n))).toEqual([usd('5'), usd('7')]);
      for (const payout of payouts) expect(await paidOut(payout.row.id.chainId, payout.distributor)).toBe(true);
      expect(config.walletLog).toEqual(
        kind === 'batching' ? { sendCalls: 2, sendTransactions: 0 } : { sendCalls: 0, sendTransactions: 3 },
      );
    });
  }

  it('leaves out a payout already taken and one whose window closed, saying why', async () => {
    const taken = await payoutOf(31337, usd('1'));
    await claimReferralAsRelayer(chainOf(31337), [BigInt(taken.row.id.campaignIndex), user, usd('1'), taken.proof]);
    const closed = await payoutOf(31338, usd('1'), { windowDays: 1 });
    await chainOf(31338).stack.increaseTime(2 * day);
    const prepared = await prepareClaimAll(await connect(), referralPayouts, [taken.row, closed.row], user, user);
    expect(prepared.chains).toEqual([]);
    expect(prepared.plan.skipped.map((skip) => describeSkip(skip, 'payouts'))).toEqual([
      'already paid; each payout is paid once',
      expect.stringMatching(/^the chain would refuse the claim: The claim window of this payout closed /),
    ]);
  });

  it('sends no payout that was taken after the plan was made', async () => {
    const [first, second] = await Promise.all([payoutOf(31337, usd('1')), payoutOf(31337, usd('2'))]);
    const config = await connect();
    const prepared = await prepareClaimAll(config, referralPayouts, [first.row, second.row], user, user);
    await claimReferralAsRelayer(chainOf(31337), [BigInt(second.row.id.campaignIndex), user, usd('2'), second.proof]);
    const outcomes = await runAll(config, prepared);
    expect(outcomes.map((outcome) => outcome.paid?.amount ?? outcome.failure)).toEqual([
      usd('1'),
      'Already paid before this payout was sent.',
    ]);
    expect(config.walletLog.sendTransactions).toBe(1);
  });
});
