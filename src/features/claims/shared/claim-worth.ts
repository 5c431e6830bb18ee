import { coinId, NATIVE_TOKEN, type TokenRef } from '../../../api/prices/price-coins.ts';
import {
  compareUsd,
  totalUsd,
  usdValueOf,
  type UsdPrice,
  type UsdTotal,
  type UsdValue,
} from '../../../domain/usd-value.ts';
import { nativeCurrencyOf } from './claim-fee.ts';
import type { CostlyClaim, PlanReward } from './claim-all-plan.ts';

// Whether a claim is worth its fee, in dollars: a claim's value against its share of the fee.
// Pure (prices and gas are read before), so every rule below is unit-tested with exact values.
// A price that is missing never counts as $0: a claim whose value or share cannot be had in
// dollars is kept, and the plan says why it could not be judged.

/** The prices a plan or a review was judged with, read once, so what is shown is what was decided. */
export interface PlanPrices {
  /** Whether this build has a price source at all; without one, no dollar value shows and nothing is left out. */
  enabled: boolean;
  /** Why the source could not be asked, in words: then nothing is left out on value. */
  failure?: string;
  /** By coin id (`coinId`): a price, or null when the source has none. A token not asked is absent. */
  byCoin: ReadonlyMap<string, UsdPrice | null>;
}

export const NO_PRICES: PlanPrices = { enabled: false, byCoin: new Map() };

/** The price of `token` in `prices`: null when the source has none, failed, or was not asked. */
export function priceIn(prices: PlanPrices, token: TokenRef): UsdPrice | null {
  if (!prices.enabled || prices.failure !== undefined) return null;
  return prices.byCoin.get(coinId(token)) ?? null;
}

/** The gas token of `chainId`, as the price source names it. */
export function gasTokenOf(chainId: number): TokenRef {
  return { chainId, address: NATIVE_TOKEN };
}

/** What `wei` of `chainId`'s gas token is worth; null without its price. */
export function feeInUsd(wei: bigint, chainId: number, prices: PlanPrices): UsdValue | null {
  const price = priceIn(prices, gasTokenOf(chainId));
  return price === null ? null : usdValueOf(wei, nativeCurrencyOf(chainId).decimals, price.usd);
}

/** What `amount` of a reward's token is worth; null without its price. */
export function claimInUsd(reward: PlanReward, amount: bigint, prices: PlanPrices): UsdValue | null {
  const price = priceIn(prices, { chainId: reward.id.chainId, address: reward.rewardToken.address });
  return price === null ? null : usdValueOf(amount, reward.rewardToken.decimals, price.usd);
}

/**
 * A claim's share of its chain's fee, in wei: its OWN estimated gas at the chain's gas price.
 *
 * Why this and not the chain's fee divided by its number of calls: the shares then add up exactly
 * to the chain's estimated fee the plan shows (which is the sum of the calls' gas at that price);
 * a claim's share does not depend on which other claims are in the plan, so leaving one out never
 * changes the verdict on another, and the switch brings back exactly the claims listed; and with a
 * wallet that does not batch, each claim is its own transaction, whose fee is exactly this. A
 * claim that costs more gas than its neighbours (a longer proof) carries its own cost.
 */
export function feeShareOf(gas: bigint, gasPrice: bigint): bigint {
  return gas * gasPrice;
}

/**
 * Whether a claim costs more to claim than it pays: its value strictly below its share of the
 * fee. A value exactly equal to its share is kept: it does not cost more than it pays.
 */
export function costsMoreThanItPays(value: UsdValue, share: UsdValue): boolean {
  return compareUsd(value, share) < 0;
}

/** A planned claim as the rule reads it: what it pays and the gas its call was estimated at. */
export interface JudgedClaim {
  reward: PlanReward;
  amount: bigint;
  gas: bigint;
}

/** What the rule decided over a plan, and what it could not judge. */
export interface WorthJudgement {
  /** Claims whose value is below their share of the fee, in plan order. */
  costly: readonly CostlyClaim[];
  /** Chains whose fee has no price in dollars (no gas price, or the gas token unpriced): nothing left out there. */
  unjudgedChains: readonly number[];
  /** Distinct tokens of the planned claims without a price: their claims are kept. */
  unpricedTokens: number;
  /** Whether the build has prices and the source answered: else nothing is judged at all. */
  judged: boolean;
}

/**
 * Judges every planned claim of every chain against its share of that chain's fee. `gasPriceOf`
 * is undefined for a chain whose gas price could not be read. Nothing is left out where a price
 * or the fee is missing, and the judgement says where.
 */
export function judgeWorth(
  chains: readonly { chainId: number; claims: readonly JudgedClaim[] }[],
  gasPriceOf: (chainId: number) => bigint | undefined,
  prices: PlanPrices,
): WorthJudgement {
  const judged = prices.enabled && prices.failure === undefined;
  const costly: CostlyClaim[] = [];
  const unjudgedChains: number[] = [];
  const unpriced = new Set<string>();
  for (const { chainId, claims } of chains) {
    if (!judged) continue;
    const gasPrice = gasPriceOf(chainId);
    const feePriced = gasPrice !== undefined && feeInUsd(1n, chainId, prices) !== null;
    if (!feePriced) unjudgedChains.push(chainId);
    for (const claim of claims) {
      const value = claimInUsd(claim.reward, claim.amount, prices);
      if (value === null) {
        unpriced.add(coinId({ chainId, address: claim.reward.rewardToken.address }));
        continue;
      }
      if (gasPrice === undefined) continue;
      const share = feeInUsd(feeShareOf(claim.gas, gasPrice), chainId, prices);
      if (share !== null && costsMoreThanItPays(value, share))
        costly.push({ reward: claim.reward, amount: claim.amount, value, share });
    }
  }
  return { costly, unjudgedChains, unpricedTokens: unpriced.size, judged };
}

/** What a chain's claims are worth in dollars: the priced ones summed, the unpriced tokens counted. */
export function valueOfClaims(claims: readonly { reward: PlanReward; amount: bigint }[], prices: PlanPrices): UsdTotal {
  return totalUsd(
    claims.map((claim) => ({
      token: coinId({ chainId: claim.reward.id.chainId, address: claim.reward.rewardToken.address }),
      value: claimInUsd(claim.reward, claim.amount, prices),
    })),
  );
}

/** What the single-claim review says of a claim's fee against its value. */
export type ClaimVerdict =
  /** A price or the fee is still being asked. */
  | { verdict: 'pending' }
  /** The fee is above what the claim pays: warn before the wallet opens. */
  | { verdict: 'costs-more'; value: UsdValue; fee: UsdValue }
  | { verdict: 'worth-it' }
  /** `symbol`'s price is missing: no comparison, and none is made with $0. */
  | { verdict: 'no-price'; symbol: string }
  /** The price source failed, in words. */
  | { verdict: 'unavailable'; reason: string }
  /** No fee estimate (it failed, and says why), so nothing to compare. */
  | { verdict: 'no-fee' };

/** A single claim's dollar figures and its verdict, from the prices as a screen knows them. */
export interface ClaimWorth {
  /** What the claim pays in dollars: null without a price, undefined while asked. */
  value: UsdValue | null | undefined;
  valuePricedAt: number | undefined;
  /** The estimated fee in dollars: null without a price, undefined while the fee or its price is asked. */
  fee: UsdValue | null | undefined;
  feePricedAt: number | undefined;
  verdict: ClaimVerdict;
}

/**
 * Weighs one claim's estimated fee (`feeWei`, undefined while estimating, null when the estimate
 * failed) against what it pays. The rule is the plan's: it costs more than it pays when its value
 * is strictly below its fee; a missing price makes no comparison, never a comparison with $0.
 */
export function weighClaim(input: {
  amount: bigint;
  token: { symbol: string; decimals: number };
  tokenPrice: UsdPrice | null | undefined;
  gasSymbol: string;
  gasDecimals: number;
  gasPrice: UsdPrice | null | undefined;
  feeWei: bigint | null | undefined;
  /** Why the price source failed, when it did. */
  sourceError?: string | undefined;
}): ClaimWorth {
  const { amount, token, tokenPrice, gasPrice, feeWei } = input;
  const value =
    tokenPrice === null || tokenPrice === undefined ? tokenPrice : usdValueOf(amount, token.decimals, tokenPrice.usd);
  const fee =
    feeWei === null || feeWei === undefined
      ? undefined
      : gasPrice === null || gasPrice === undefined
        ? gasPrice
        : usdValueOf(feeWei, input.gasDecimals, gasPrice.usd);
  const figures = { value, valuePricedAt: tokenPrice?.at, fee, feePricedAt: gasPrice?.at };
  const verdict = ((): ClaimVerdict => {
    if (input.sourceError !== undefined) return { verdict: 'unavailable', reason: input.sourceError };
    if (feeWei === null) return { verdict: 'no-fee' };
    if (tokenPrice === null) return { verdict: 'no-price', symbol: token.symbol };
    if (gasPrice === null) return { verdict: 'no-price', symbol: input.gasSymbol };
    if (value === undefined || value === null || fee === undefined || fee === null) return { verdict: 'pending' };
    return costsMoreThanItPays(value, fee) ? { verdict: 'costs-more', value, fee } : { verdict: 'worth-it' };
  })();
  return { ...figures, verdict };
}
