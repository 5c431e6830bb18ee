// The claim and payout runners against a real anvil with the real contracts: the proof comes
// from the service (answered here through MSW), the wallet is scripted (src/test/test-wallet.ts), and
// every result is checked on chain.
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { parseUnits, type Address, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appConfig, LOCAL_MANAGER_ADDRESS } from '../../../config/env.ts';
import type { ClaimProofWire } from '../../../api/schemas/claims.ts';
import type { ReferralProofWire } from '../../../api/schemas/referrals.ts';
import { devAccount, getFreePort, startAnvil } from '../../../mock/chain/anvil.ts';
import { localAnvilChain } from '../../../mock/chain/deploy.ts';
import {
  balanceOf,
  openReferralPayout,
  buildRewardTree,
  startTestChain,
  type TestChain,
} from '../../../mock/chain/test-support.ts';
import { sendManagerWrite } from '../../../contracts/manager-write.ts';
import { DECLINED_IN_WALLET, describeClaimError } from '../shared/claim-errors.ts';
import type { ClaimStep, OnClaimStep } from '../shared/claim-flow.ts';
import { connectTestWallet, type TestWalletBehaviour } from '../../../test/test-wallet.ts';
import { referralPayouts, rewardClaims } from '../shared/claim-kinds.ts';
import { runSingleClaim, type SingleClaimTarget } from './single-claim.ts';

// The app's manager address for chain 31337 is where a fresh anvil puts the first deployment.
const CHAIN_ID = 31337;
const OTHER_CHAIN_ID = 31338;
const day = 86_400;
const usd = (amount: string): bigint => parseUnits(amount, 6);
const [alice, bob, carol] = [2, 3, 4].map((i) => devAccount(i).address.toLowerCase() as Address) as [
  Address,
  Address,
  Address,
];

let chain: TestChain;
let other: Awaited<ReturnType<typeof startAnvil>>;
let token: Address;
const claimProofs = new Map<string, ClaimProofWire>();
const referralProofs = new Map<string, ReferralProofWire>();
const base = appConfig.apiBaseUrl;
const server = setupServer(
  mswHttp.get(`${base}/claims/:campaignId/:address`, ({ params }) => {
    const proof = claimProofs.get(`${String(params.campaignId)}/${String(params.address)}`);
    return proof === undefined
      ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No proof' } }, { status: 404 })
      : HttpResponse.json(proof);
  }),
  mswHttp.get(`${base}/referrals/proofs/:campaignId/:address`, ({ params }) => {
    const proof = referralProofs.get(`${String(params.campaignId)}/${String(params.address)}`);
    return proof === undefined
      ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No proof' } }, { status: 404 })
      : HttpResponse.json(proof);
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  chain = await startTestChain(CHAIN_ID);
  expect(chain.stack.managerAddress.toLowerCase()).toBe(LOCAL_MANAGER_ADDRESS);
  other = await startAnvil({ port: await getFreePort(), chainId: OTHER_CHAIN_ID });
  token = await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
}, 60_000);

afterAll(async () => {
  server.close();
  await Promise.all([chain.anvil.stop(), other.stop()]);
});

afterEach(() => {
  claimProofs.clear();
  referralProofs.clear();
});

let nextCampaign = 1;

/** A funded campaign whose newest root gives `user` `amount`; returns its index. */
async function campaignPaying(
  user: Address,
  amount: bigint,
  options: { fund?: bigint; publish?: boolean; proofToken?: Address; expiry?: number } = {},
) {
  const index = nextCampaign++;
  const now = await chain.stack.getChainTime();
  await chain.stack.createCampaign({
    campaignId: index,
    rewardToken: token,
    endTime: now + 10 * day,
    claimExpiryDuration: options.expiry ?? 30 * day,
    fundAmount: options.fund ?? usd('1000'),
  });
  const leafToken = options.proofToken ?? token;
  const tree = buildRewardTree(leafToken, [
    [user, amount],
    [carol, usd('1')],
  ]);
  if (options.publish !== false) {
    await chain.stack.publishRewardRoot({
      campaignId: index,
      root: tree.root,
      totalCommitted: amount + usd('1'),
      finalize: false,
    });
  }
  const id = `${String(CHAIN_ID)}:${String(index)}`;
  claimProofs.set(`${id}/${user}`, {
    id: { chainId: CHAIN_ID, campaignIndex: index },
    address: user,
    rewardToken: { address: leafToken, decimals: 6, symbol: 'tUSD' },
    cumulativeAmount: amount.toString(),
    alreadyClaimed: '0',
    claimable: amount.toString(),
    proof: tree.proof(user),
    root: tree.root,
    publishedAt: new Date().toISOString(),
  });
  return { chainId: CHAIN_ID, campaignIndex: index };
}

function wallet(
  behaviour: TestWalletBehaviour = {},
  startChainId = CHAIN_ID,
  account: Address = alice,
): Promise<Config> {
  return connectTestWallet({
    chains: [chain.stack.chain, localAnvilChain(other.rpcUrl, OTHER_CHAIN_ID)],
    account,
    startChainId,
    behaviour,
  });
}

// The one single-claim runner with each kind, as a row's claim button and payout button run it.
// `shown` is the amount the row shows: a payout must match it, a cumulative reward need not.
const claimReward = (config: Config, target: SingleClaimTarget, onStep: OnClaimStep) =>
  runSingleClaim(config, rewardClaims, target, onStep);
const claimPayout = (config: Config, target: SingleClaimTarget, onStep: OnClaimStep, kept?: Hash) =>
  runSingleClaim(config, referralPayouts, target, onStep, kept);

/** Runs `run` and returns its result or its failure in the words the UI would show. */
async function outcome<T>(run: Promise<T>): Promise<T | string> {
  try {
    return await run;
  } catch (error) {
    return describeClaimError(error, CHAIN_ID);
  }
}

describe('the reward claim runner', () => {
  it('pays the user what the proof says and returns what the manager logged', async () => {
    const id = await campaignPaying(alice, usd('12.5'));
    const steps: ClaimStep['step'][] = [];
    const before = await balanceOf(chain, token, alice);
    const result = await claimReward(await wallet(), { id, user: alice, shown: usd('12.5') }, (s) =>
      steps.push(s.step),
    );
    expect(result.amount).toBe(usd('12.5'));
    expect((await balanceOf(chain, token, alice)) - before).toBe(usd('12.5'));
    expect(steps).toEqual(['checking', 'confirm-in-wallet', 'confirming']);
  });

  it('pays another address when the connected wallet claims for it', async () => {
    const id = await campaignPaying(bob, usd('3'));
    const before = await balanceOf(chain, token, bob);
    await claimReward(await wallet({}, CHAIN_ID, alice), { id, user: bob, shown: usd('3') }, () => undefined);
    expect((await balanceOf(chain, token, bob)) - before).toBe(usd('3'));
  });

  it('follows a transaction the wallet sped up to the one mined', async () => {
    const id = await campaignPaying(alice, usd('4'));
    const before = await balanceOf(chain, token, alice);
    const result = await claimReward(
      await wallet({ replaceWith: 'speed-up' }),
      { id, user: alice, shown: usd('4') },
      () => undefined,
    );
    expect(result.amount).toBe(usd('4'));
    expect((await balanceOf(chain, token, alice)) - before).toBe(usd('4'));
  });

  it('says a transaction the wallet cancelled paid nothing', async () => {
    const id = await campaignPaying(alice, usd('5'));
    const before = await balanceOf(chain, token, alice);
    expect(
      await outcome(
        claimReward(await wallet({ replaceWith: 'cancel' }), { id, user: alice, shown: usd('5') }, () => undefined),
      ),
    ).toMatch(/^The transaction that was mined paid no claim; it may have been cancelled or replaced/);
    expect(await balanceOf(chain, token, alice)).toBe(before);
  });

  it('puts the chain’s custom errors in words: a proof of another token, an underfunded pool, a closed window', async () => {
    const wrongToken = await chain.stack.deployToken({ name: 'Other', symbol: 'OTH', decimals: 6 });
    const invalidProof = await campaignPaying(alice, usd('1'), { proofToken: wrongToken });
    expect(
      await outcome(claimReward(await wallet(), { id: invalidProof, user: alice, shown: usd('1') }, () => undefined)),
    ).toMatch(/^The chain rejected the proof/);
    const underfunded = await campaignPaying(alice, usd('50'), { fund: usd('10') });
    expect(
      await outcome(claimReward(await wallet(), { id: underfunded, user: alice, shown: usd('50') }, () => undefined)),
    ).toBe('The campaign holds too few reward tokens to pay this claim right now.');
    const expiring = await campaignPaying(alice, usd('1'), { expiry: 1 });
    await chain.stack.increaseTime(11 * day);
    // Known before the wallet is asked (the clone's end plus its expiry, against the chain's time), so
    // the words name the date rather than relay a revert.
    expect(
      await outcome(claimReward(await wallet(), { id: expiring, user: alice, shown: usd('1') }, () => undefined)),
    ).toMatch(/^Expired on .+: the chain no longer pays this claim\.$/);
  });

  it('sends nothing while the newest root is not on chain yet', async () => {
    const id = await campaignPaying(alice, usd('2'), { publish: false });
    expect(await outcome(claimReward(await wallet(), { id, user: alice, shown: usd('2') }, () => undefined))).toBe(
      'The newest rewards are not on chain yet. Try again in a few minutes.',
    );
  });

  it('sends nothing when everything has been paid, and nothing for a campaign the manager does not know', async () => {
    const id = await campaignPaying(alice, usd('2'));
    const config = await wallet();
    await claimReward(config, { id, user: alice, shown: usd('2') }, () => undefined);
    expect(await outcome(claimReward(config, { id, user: alice, shown: usd('2') }, () => undefined))).toMatch(
      /^Nothing left to claim/,
    );
    const unknown = { chainId: CHAIN_ID, campaignIndex: 999 };
    const served = claimProofs.get(`${String(CHAIN_ID)}:${String(id.campaignIndex)}/${alice}`);
    if (served === undefined) throw new Error('the proof of the paid campaign is gone');
    claimProofs.set(`${String(CHAIN_ID)}:999/${alice}`, { ...served, id: unknown });
    expect(await outcome(claimReward(config, { id: unknown, user: alice, shown: usd('2') }, () => undefined))).toBe(
      'The manager contract on this chain does not know this campaign.',
    );
  });

  it('switches a wallet on another chain first, and stops in words when the wallet refuses', async () => {
    const id = await campaignPaying(alice, usd('6'));
    const steps: ClaimStep[] = [];
    await expect(
      claimReward(
        await wallet({ rejectSwitch: true }, OTHER_CHAIN_ID),
        { id, user: alice, shown: usd('6') },
        () => undefined,
      ),
    ).rejects.toSatisfy((error) => describeClaimError(error, CHAIN_ID) === DECLINED_IN_WALLET);
    const result = await claimReward(await wallet({}, OTHER_CHAIN_ID), { id, user: alice, shown: usd('6') }, (s) =>
      steps.push(s),
    );
    expect(result.amount).toBe(usd('6'));
    expect(steps).toContainEqual({ step: 'switching-chain', chainName: 'Local Ethereum' });
  });

  it('says a declined transaction sent nothing', async () => {
    const id = await campaignPaying(alice, usd('7'));
    const before = await balanceOf(chain, token, alice);
    expect(
      await outcome(
        claimReward(await wallet({ rejectSends: true }), { id, user: alice, shown: usd('7') }, () => undefined),
      ),
    ).toBe(DECLINED_IN_WALLET);
    expect(await balanceOf(chain, token, alice)).toBe(before);
  });

  it('names the chain whose RPC does not answer', async () => {
    const id = await campaignPaying(alice, usd('1'));
    const dead = localAnvilChain(`http://127.0.0.1:${String(await getFreePort())}`, CHAIN_ID);
    const config = await connectTestWallet({ chains: [dead], account: alice, startChainId: CHAIN_ID });
    expect(await outcome(claimReward(config, { id, user: alice, shown: usd('1') }, () => undefined))).toMatch(
      /^The RPC of Local Ethereum (\(.*\) )?could not be reached.*Check your connection/,
    );
  });
});

describe('the referral payout runner', () => {
  let nextPayoutCampaign = 100;

  /** A campaign with a referral pool whose published root pays `referrer` `amount`. */
  async function payoutOf(
    referrer: Address,
    amount: bigint,
    options: { publish?: boolean; committed?: bigint; windowDays?: number } = {},
  ) {
    const index = nextPayoutCampaign++;
    const { distributor, root, proof } = await openReferralPayout(chain, {
      campaignId: index,
      token,
      referrer,
      other: carol,
      amount,
      ...options,
    });
    const id = `${String(CHAIN_ID)}:${String(index)}`;
    referralProofs.set(`${id}/${referrer}`, {
      id: { chainId: CHAIN_ID, campaignIndex: index },
      referrer,
      amount: amount.toString(),
      proof,
      root,
      publishedAt: new Date().toISOString(),
      distributorAddress: distributor.toLowerCase(),
      rewardToken: { address: token, decimals: 6, symbol: 'tUSD' },
    });
    return { chainId: CHAIN_ID, campaignIndex: index };
  }

  it('pays the referrer once, and says so when asked again', async () => {
    const id = await payoutOf(bob, usd('8'));
    const before = await balanceOf(chain, token, bob);
    const config = await wallet({}, CHAIN_ID, alice);
    const result = await claimPayout(config, { id, user: bob, shown: usd('8') }, () => undefined);
    expect(result.amount).toBe(usd('8'));
    expect((await balanceOf(chain, token, bob)) - before).toBe(usd('8'));
    expect(await outcome(claimPayout(config, { id, user: bob, shown: usd('8') }, () => undefined))).toBe(
      'This payout has already been paid; each is paid once.',
    );
  });

  it('watches a payout sent before a reload by its kept hash instead of sending it again', async () => {
    const id = await payoutOf(bob, usd('6'));
    const config = await connectTestWallet({
      chains: [chain.stack.chain],
      account: alice,
      startChainId: CHAIN_ID,
      behaviour: {},
    });
    let sentHash: Hash | undefined;
    const first = await claimPayout(config, { id, user: bob, shown: usd('6') }, (step) => {
      if (step.step === 'confirming') sentHash = step.hash;
    });
    if (sentHash === undefined) throw new Error('the payout was never seen sent');
    // A reload: the button runs again with the kept hash and only reads what it paid.
    const watched = await claimPayout(config, { id, user: bob, shown: usd('6') }, () => undefined, sentHash);
    expect(watched).toEqual(first);
    expect(config.walletLog.sendTransactions).toBe(1);
  });

  it('says at once that a kept payout the chain no longer knows (replaced or dropped) is not watched', async () => {
    const id = await payoutOf(bob, usd('1'));
    const gone: Hash = `0x${'ab'.repeat(32)}`;
    const started = Date.now();
    expect(
      await outcome(claimPayout(await wallet(), { id, user: bob, shown: usd('1') }, () => undefined, gone)),
    ).toMatch(/sent before the page was reloaded, is no longer known to the chain/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names the published amount in the proof’s token when it differs from the one shown', async () => {
    const id = await payoutOf(bob, usd('8'));
    expect(await outcome(claimPayout(await wallet(), { id, user: bob, shown: usd('9') }, () => undefined))).toMatch(
      /^The published payout is 8 tUSD, not the 9 tUSD shown/,
    );
  });

  it('follows a sped-up payout and says a cancelled one paid nothing', async () => {
    const fast = await payoutOf(bob, usd('2'));
    expect(
      (
        await claimPayout(
          await wallet({ replaceWith: 'speed-up' }),
          { id: fast, user: bob, shown: usd('2') },
          () => undefined,
        )
      ).amount,
    ).toBe(usd('2'));
    const cancelled = await payoutOf(bob, usd('2'));
    expect(
      await outcome(
        claimPayout(
          await wallet({ replaceWith: 'cancel' }),
          { id: cancelled, user: bob, shown: usd('2') },
          () => undefined,
        ),
      ),
    ).toMatch(/^The transaction that was mined paid no payout/);
  });

  it('puts a pool committed below the payout in words', async () => {
    const id = await payoutOf(bob, usd('5'), { committed: usd('4') });
    expect(await outcome(claimPayout(await wallet(), { id, user: bob, shown: usd('5') }, () => undefined))).toBe(
      'The referral pool holds less than this payout; the campaign operator has to correct it.',
    );
  });

  it('sends nothing before the root is on chain or after the window closed', async () => {
    const unpublished = await payoutOf(bob, usd('1'), { publish: false });
    expect(
      await outcome(claimPayout(await wallet(), { id: unpublished, user: bob, shown: usd('1') }, () => undefined)),
    ).toBe('The payout root is not on chain yet. Try again in a few minutes.');
    const closing = await payoutOf(bob, usd('1'), { windowDays: 1 });
    await chain.stack.increaseTime(2 * day);
    expect(
      await outcome(claimPayout(await wallet(), { id: closing, user: bob, shown: usd('1') }, () => undefined)),
    ).toMatch(/^The claim window of this payout closed/);
  });

  it('switches chains first, and says a declined payout sent nothing', async () => {
    const id = await payoutOf(bob, usd('3'));
    expect(
      await outcome(
        claimPayout(
          await wallet({ rejectSends: true }, OTHER_CHAIN_ID),
          { id, user: bob, shown: usd('3') },
          () => undefined,
        ),
      ),
    ).toBe(DECLINED_IN_WALLET);
    const result = await claimPayout(
      await wallet({}, OTHER_CHAIN_ID),
      { id, user: bob, shown: usd('3') },
      () => undefined,
    );
    expect(result.amount).toBe(usd('3'));
  });

  // The runner checks these before sending; the chain can still change in between (another
  // wallet pays first, the window closes), and then the manager's revert is what the person reads.
  it('puts each payout revert of a chain that moved after the checks in words', async () => {
    const id = await payoutOf(bob, usd('4'));
    const paid = referralProofs.get(`${String(CHAIN_ID)}:${String(id.campaignIndex)}/${bob}`);
    if (paid === undefined) throw new Error('no proof');
    const payoutArgs = (index: number) => [BigInt(index), bob, usd('4'), paid.proof] as const;
    await claimPayout(await wallet(), { id, user: bob, shown: usd('4') }, () => undefined);
    expect(await outcome(managerWrite('claimReferral', payoutArgs(id.campaignIndex)))).toBe(
      'This payout has already been paid; each is paid once.',
    );

    const closing = await payoutOf(bob, usd('4'), { windowDays: 1 });
    await chain.stack.increaseTime(2 * day);
    expect(await outcome(managerWrite('claimReferral', payoutArgs(closing.campaignIndex)))).toBe(
      'The claim window of this payout has closed.',
    );

    const withoutPool = await campaignPaying(alice, usd('1'));
    expect(await outcome(managerWrite('claimReferral', payoutArgs(withoutPool.campaignIndex)))).toBe(
      'This campaign has no referral pool on chain.',
    );
  });
});

describe('the shared manager write, when the chain moved after the claim runner’s checks', () => {
  it('puts a claim of nothing left and a campaign the manager does not know in words', async () => {
    const id = await campaignPaying(alice, usd('3'));
    const proof = claimProofs.get(`${String(CHAIN_ID)}:${String(id.campaignIndex)}/${alice}`);
    if (proof === undefined) throw new Error('no proof');
    await claimReward(await wallet(), { id, user: alice, shown: usd('3') }, () => undefined);
    const claimArgs = (index: number) => [BigInt(index), alice, usd('3'), proof.proof] as const;
    expect(await outcome(managerWrite('claim', claimArgs(id.campaignIndex)))).toBe(
      'Nothing left to claim: everything earned so far has already been paid to this address.',
    );
    expect(await outcome(managerWrite('claim', claimArgs(9_999)))).toBe(
      'The manager contract on this chain does not know this campaign.',
    );
  });
});

/** A manager write sent as the runners send it, skipping their checks, to meet the chain's revert. */
async function managerWrite(
  functionName: 'claim' | 'claimReferral',
  [index, account, amount, proof]: readonly [bigint, Address, bigint, readonly string[]],
) {
  // The service's wire proof is plain strings; the chain takes them as bytes32 words.
  const args = [index, account, amount, proof as readonly `0x${string}`[]] as const;
  const config = await wallet();
  const common = { chainId: CHAIN_ID, manager: chain.stack.managerAddress, account: alice, onStep: () => undefined };
  return functionName === 'claim'
    ? sendManagerWrite(config, { ...common, functionName, args, eventName: 'Claimed', isOurs: () => true })
    : sendManagerWrite(config, { ...common, functionName, args, eventName: 'ReferralClaimed', isOurs: () => true });
}
