import { describe, expect, it } from 'vitest';
import { coinId } from '../../../api/prices/price-coins.ts';
import type { Address } from '../../../domain/address.ts';
import { usdFromString, usdToDecimalString, type UsdPrice } from '../../../domain/usd-value.ts';
import { buildClaimPlan, campaignKey, describeSkip, leaveOutCostly, type PlanReward } from './claim-all-plan.ts';
import {
  costsMoreThanItPays,
  feeShareOf,
  gasTokenOf,
  judgeWorth,
  valueOfClaims,
  weighClaim,
  type JudgedClaim,
  type PlanPrices,
} from './claim-worth.ts';

// The fee rule with exact values: a claim's share of its chain's fee is its own estimated gas at
// the chain's gas price, in dollars at the gas token's price; it is left out when its value is
// strictly below that share (equal is kept), and a missing price leaves nothing out.

const CHAIN = 31337;
const usdc = { address: '0x00000000000000000000000000000000000000a1' as Address, symbol: 'USDC', decimals: 6 };
const weth = { address: '0x00000000000000000000000000000000000000b2' as Address, symbol: 'WETH', decimals: 18 };
const GWEI = 1_000_000_000n;

function reward(campaignIndex: number, token = usdc, claimable = 10n): PlanReward {
  return { id: { chainId: CHAIN, campaignIndex }, rewardToken: token, claimable };
}

const price = (usd: string): UsdPrice => ({ usd: usdFromString(usd), at: 1_700_000_000_000 });

function prices(entries: Record<string, string | null>, extra: Partial<PlanPrices> = {}): PlanPrices {
  const byCoin = new Map<string, UsdPrice | null>();
  for (const [address, usd] of Object.entries(entries))
    byCoin.set(coinId({ chainId: CHAIN, address: address as Address }), usd === null ? null : price(usd));
  return { enabled: true, byCoin, ...extra };
}

const ETH = gasTokenOf(CHAIN).address;
const world = prices({ [ETH]: '3412.55', [usdc.address]: '1', [weth.address]: '3412.55' });

function judge(claims: JudgedClaim[], gasPrice: bigint | undefined, withPrices: PlanPrices = world) {
  return judgeWorth([{ chainId: CHAIN, claims }], () => gasPrice, withPrices);
}

const dollars = (value: { digits: bigint; scale: number }) => usdToDecimalString(value);

describe('the fee share and the rule', () => {
  it('charges a claim its own gas at the chain’s gas price', () => {
    expect(feeShareOf(123_000n, 5n * GWEI)).toBe(615_000_000_000_000n);
  });

  it('leaves out 0.0004333 WETH whose share is about $2.10, in the words the plan shows', () => {
    const dust = reward(1, weth);
    const judgement = judge([{ reward: dust, amount: 433_300_000_000_000n, gas: 123_000n }], 5n * GWEI);
    expect(judgement.costly).toHaveLength(1);
    const [costly] = judgement.costly;
    expect(dollars(costly?.value ?? { digits: 0n, scale: 0 })).toBe('1.478657915');
    // 123,000 gas × 5 gwei = 0.000615 ETH, at $3,412.55.
    expect(dollars(costly?.share ?? { digits: 0n, scale: 0 })).toBe('2.09871825');
    const plan = leaveOutCostly(
      { chains: [{ chainId: CHAIN, claims: [{ reward: dust, amount: 433_300_000_000_000n }], sums: [] }], skipped: [] },
      judgement.costly,
    );
    expect(plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      '0.0004333 WETH ($1.48) costs more to claim than it pays: its share of the fee is about $2.10',
    ]);
  });

  it('keeps a claim worth exactly its share, and leaves out one a base unit below it', () => {
    // 100,000 gas × 1 gwei = 0.0001 ETH; at $2,000 that is $0.20, i.e. 200,000 base units of a $1 USDC.
    const at2000 = prices({ [ETH]: '2000', [usdc.address]: '1' });
    const equal = reward(1);
    const below = reward(2);
    const judgement = judge(
      [
        { reward: equal, amount: 200_000n, gas: 100_000n },
        { reward: below, amount: 199_999n, gas: 100_000n },
      ],
      GWEI,
      at2000,
    );
    expect(judgement.costly.map((claim) => claim.reward.id.campaignIndex)).toEqual([2]);
    expect(dollars(judgement.costly[0]?.share ?? { digits: 0n, scale: 0 })).toBe('0.2');
    expect(costsMoreThanItPays(usdFromString('0.2'), usdFromString('0.20'))).toBe(false);
    expect(costsMoreThanItPays(usdFromString('0.199999'), usdFromString('0.2'))).toBe(true);
  });

  it('weighs each claim by its own gas: a dearer call needs a larger value', () => {
    const at2000 = prices({ [ETH]: '2000', [usdc.address]: '1' });
    const cheap = reward(1);
    const dear = reward(2);
    // Both pay $0.25; shares $0.20 and $0.30.
    const judgement = judge(
      [
        { reward: cheap, amount: 250_000n, gas: 100_000n },
        { reward: dear, amount: 250_000n, gas: 150_000n },
      ],
      GWEI,
      at2000,
    );
    expect(judgement.costly.map((claim) => [claim.reward.id.campaignIndex, dollars(claim.share)])).toEqual([
      [2, '0.3'],
    ]);
  });

  it('leaves nothing out for a token without a price, and counts that token once', () => {
    const unpriced = prices({ [ETH]: '3412.55', [usdc.address]: null });
    const judgement = judge(
      [
        { reward: reward(1), amount: 1n, gas: 100_000n },
        { reward: reward(2), amount: 2n, gas: 100_000n },
      ],
      GWEI,
      unpriced,
    );
    expect(judgement).toEqual({ costly: [], unjudgedChains: [], unpricedTokens: 1, judged: true });
  });

  it('leaves nothing out on a chain whose gas token has no price, or whose gas price could not be read', () => {
    const claims = [{ reward: reward(1), amount: 1n, gas: 100_000n }];
    const noEth = judge(claims, GWEI, prices({ [usdc.address]: '1' }));
    expect(noEth).toEqual({ costly: [], unjudgedChains: [CHAIN], unpricedTokens: 0, judged: true });
    expect(judge(claims, undefined)).toEqual({ costly: [], unjudgedChains: [CHAIN], unpricedTokens: 0, judged: true });
  });

  it('leaves nothing out when the source failed or the build has no price source', () => {
    const claims = [{ reward: reward(1), amount: 1n, gas: 100_000n }];
    expect(judge(claims, GWEI, { ...world, failure: 'The price source did not answer.' })).toEqual({
      costly: [],
      unjudgedChains: [],
      unpricedTokens: 0,
      judged: false,
    });
    expect(judge(claims, GWEI, { enabled: false, byCoin: new Map() }).costly).toEqual([]);
  });
});

describe('leaveOutCostly', () => {
  it('takes the costly claims off their chain, sums the rest again, drops an emptied chain, and says why', () => {
    const keep = reward(1, usdc, 5_000_000n);
    const dust = reward(2, usdc, 1n);
    const alone = { ...reward(3, weth, 1n), id: { chainId: 31338, campaignIndex: 3 } };
    const check = (amount: bigint) => ({
      proofRoot: '0xaa',
      onChainRoot: '0xaa',
      cumulativeAmount: amount,
      claimedOnChain: 0n,
    });
    const whole = buildClaimPlan([keep, dust, alone], {
      hasManager: () => true,
      checks: new Map([
        [campaignKey(keep.id), check(5_000_000n)],
        [campaignKey(dust.id), check(1n)],
        [campaignKey(alone.id), check(1n)],
      ]),
    });
    const costly = [
      { reward: dust, amount: 1n, value: usdFromString('0.000001'), share: usdFromString('0.5') },
      { reward: alone, amount: 1n, value: usdFromString('0.000000000000003412'), share: usdFromString('0.5') },
    ];
    const lean = leaveOutCostly(whole, costly);
    expect(
      lean.chains.map((chain) => [chain.chainId, chain.claims.length, chain.sums.map((sum) => sum.amount)]),
    ).toEqual([[CHAIN, 1, [5_000_000n]]]);
    expect(lean.skipped.map((skip) => [skip.reward.id.campaignIndex, skip.reason])).toEqual([
      [2, 'costs-more'],
      [3, 'costs-more'],
    ]);
    expect(describeSkip(lean.skipped[0] ?? { reason: 'nothing-left' })).toBe(
      '0.000001 USDC (<$0.01) costs more to claim than it pays: its share of the fee is about $0.50',
    );
    // The plan with nothing to leave out is the plan itself.
    expect(leaveOutCostly(whole, [])).toBe(whole);
  });

  it('values a chain’s claims in dollars, counting an unpriced token apart', () => {
    const total = valueOfClaims(
      [
        { reward: reward(1, usdc), amount: 1_500_000n },
        { reward: reward(2, weth), amount: 10n ** 18n },
      ],
      prices({ [usdc.address]: '1', [weth.address]: null }),
    );
    expect(dollars(total.total)).toBe('1.5');
    expect(total.unpriced).toBe(1);
  });
});

describe('weighClaim (the single-claim review)', () => {
  const base = {
    amount: 20_000n, // 0.02 USDC
    token: usdc,
    tokenPrice: price('1'),
    gasSymbol: 'ETH',
    gasDecimals: 18,
    gasPrice: price('3412.55'),
    feeWei: 180_000_000_000_000n, // 0.00018 ETH = $0.614259
  };

  it('warns when the fee is above the value, with both in dollars', () => {
    const worth = weighClaim(base);
    expect(worth.verdict.verdict).toBe('costs-more');
    expect(dollars(worth.fee ?? { digits: 0n, scale: 0 })).toBe('0.614259');
    expect(dollars(worth.value ?? { digits: 0n, scale: 0 })).toBe('0.02');
    expect(worth.valuePricedAt).toBe(1_700_000_000_000);
  });

  it('does not warn when the value covers the fee, exactly equal included', () => {
    expect(weighClaim({ ...base, amount: 12_500_000n }).verdict).toEqual({ verdict: 'worth-it' });
    expect(weighClaim({ ...base, amount: 614_259n }).verdict).toEqual({ verdict: 'worth-it' });
    expect(weighClaim({ ...base, amount: 614_258n }).verdict.verdict).toBe('costs-more');
  });

  it('says a missing price instead of comparing with $0, and waits for what is still asked', () => {
    expect(weighClaim({ ...base, tokenPrice: null }).verdict).toEqual({ verdict: 'no-price', symbol: 'USDC' });
    expect(weighClaim({ ...base, tokenPrice: null }).value).toBeNull();
    expect(weighClaim({ ...base, gasPrice: null }).verdict).toEqual({ verdict: 'no-price', symbol: 'ETH' });
    expect(weighClaim({ ...base, gasPrice: null }).fee).toBeNull();
    expect(weighClaim({ ...base, tokenPrice: undefined }).verdict).toEqual({ verdict: 'pending' });
    expect(weighClaim({ ...base, feeWei: undefined }).verdict).toEqual({ verdict: 'pending' });
    expect(weighClaim({ ...base, feeWei: null }).verdict).toEqual({ verdict: 'no-fee' });
    expect(weighClaim({ ...base, sourceError: 'timed out' }).verdict).toEqual({
      verdict: 'unavailable',
      reason: 'timed out',
    });
  });
});
