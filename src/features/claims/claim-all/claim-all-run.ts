import { t } from '@lingui/core/macro';
import type { Config } from 'wagmi';
import { estimateGas, getBlock, getGasPrice, sendCalls, simulateContract, waitForCallsStatus } from 'wagmi/actions';
import type { Address } from '../../../domain/address.ts';
import { pendingCarrying } from '../../../wallet/sent-transactions.ts';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import { claimCalldata, claimDataSuffix, type ManagerClaimCall } from '../../../contracts/claim-calldata.ts';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import { TransactionRevertedError } from '../../../contracts/manager-write.ts';
import { walletBatchesAtomically } from '../../../wallet/atomic-batching.ts';
import {
  buildClaimPlan,
  campaignKey,
  confirmationsFor,
  leaveOutCostly,
  splitByGas,
  type CampaignCheck,
  type ChainPlan,
  type ClaimPlan,
  type PlannedClaim,
  type PlanReward,
} from '../shared/claim-all-plan.ts';
import { outcomesFromLogs } from './claim-all-resume.ts';
import type { CheckedProof, ClaimKind } from '../shared/claim-kinds.ts';
import { ClaimStoppedError, describeClaimError, ProofNotPublishedError } from '../shared/claim-errors.ts';
import { walletOnChain } from '../shared/claim-flow.ts';
import { managerAddressOf, managerOf } from '../shared/claim-manager.ts';
import type { ClaimOutcome, SentClaims } from '../shared/claim-outcomes.ts';
import { feeOf } from '../shared/claim-fee.ts';
import { gasTokenOf, judgeWorth, NO_PRICES, type PlanPrices, type WorthJudgement } from '../shared/claim-worth.ts';
import type { PlanPriceReader } from '../shared/plan-prices.ts';

// Claim everything, run: read fresh proofs and the chain, plan, then per chain switch the wallet
// and send, atomically in gas-bounded batches where the wallet can (EIP-5792), else one claim at
// a time. A chain that fails does not stop the others; what was paid is read from the Claimed logs.

/** A claim ready to send: its plan entry and the fresh, verified proof. */
interface ReadyClaim extends PlannedClaim, Omit<CheckedProof, 'check' | 'token'> {
  gas: bigint;
}

export interface ChainSteps {
  plan: ChainPlan;
  atomic: boolean;
  batches: readonly (readonly ReadyClaim[])[];
  confirmations: number;
  /** The estimated fee of the chain's claims (their gas × the gas price now), or why there is none. */
  fee: { state: 'ready'; fee: bigint } | { state: 'failed'; reason: string };
}

export interface PreparedClaimAll {
  kind: ClaimKind;
  user: Address;
  /** What is shown and what is sent: the same plan. */
  plan: ClaimPlan;
  chains: readonly ChainSteps[];
  /** The prices the plan was judged with, what the fee rule decided, and which way its switch stands. */
  worth: PlanWorth;
  /**
   * The same plan with the switch the other way (the claims that cost more than they pay put back,
   * or left out again); absent when the rule left nothing out.
   */
  switchCostly?: () => PreparedClaimAll;
}

interface PlanWorth {
  prices: PlanPrices;
  judgement: WorthJudgement;
  /** Whether the claims that cost more than they pay are in this plan. */
  costlyIncluded: boolean;
}

// A batch stays well inside one block: half the block's gas limit, and never more than this.
const MAX_BATCH_GAS = 15_000_000n;

/**
 * Whether this browser has a send of campaign `id` not yet known mined: a single claim's, a
 * claim-all's, or a Safe transaction proposed and still waiting for its owners.
 */
function isHeldHere(kind: ClaimKind, user: Address, id: CampaignId): boolean {
  return pendingCarrying(kind.key, user, id) !== undefined;
}

/** Simulates a manager call as it is sent: undefined when it would pass, else why it reverts in words. */
async function simulateCall(config: Config, chainId: number, sender: Address, call: ManagerClaimCall) {
  return simulateContract(config, {
    chainId,
    account: sender,
    address: managerOf(chainId),
    abi: managerAbi,
    ...call,
    dataSuffix: claimDataSuffix(),
  }).then(
    () => undefined,
    (error: unknown) => describeClaimError(error, chainId),
  );
}

/**
 * Fetches every row's proof afresh, verifies it against its root and reads what the chain holds
 * (the root, what it has paid), then plans. A row whose proof or chain cannot be read is left
 * out with that reason rather than stopping the rest.
 */
export async function prepareClaimAll(
  config: Config,
  kind: ClaimKind,
  rewards: readonly PlanReward[],
  user: Address,
  sender: Address,
  /** Prices for the fee rule; without, no dollar values and nothing is left out on value. */
  readPrices: PlanPriceReader = () => Promise.resolve(NO_PRICES),
): Promise<PreparedClaimAll> {
  const hasManager = (chainId: number) => managerAddressOf(chainId) !== undefined;
  const ready = new Map<string, Omit<ReadyClaim, keyof PlannedClaim>>();
  const checks = new Map<string, CampaignCheck>();
  const unreadable = new Map<string, string>();
  const unpublished = new Set<string>();
  // A send of this browser's that is not yet known mined (a single claim's, or a claim-all's
  // that could not be followed after a reload) would make a second one revert, and a batch
  // that holds it pay nothing: such campaigns wait for it.
  const inFlight = new Set(
    rewards.filter((reward) => isHeldHere(kind, user, reward.id)).map((reward) => campaignKey(reward.id)),
  );
  await Promise.all(
    rewards
      .filter(
        (reward) => reward.claimable > 0n && hasManager(reward.id.chainId) && !inFlight.has(campaignKey(reward.id)),
      )
      .map(async (reward) => {
        try {
          const { chainId } = reward.id;
          const checked = await kind.checkProof(config, reward.id, user);
          const { check } = checked;
          let gas = 0n;
          const claimsNow =
            check.wouldRevert === undefined &&
            check.onChainRoot.toLowerCase() === check.proofRoot.toLowerCase() &&
            check.cumulativeAmount > check.claimedOnChain;
          if (claimsNow) {
            // The estimate runs the claim: a revert now is a row left out, with the chain's reason.
            const call = kind.call(reward.id, user, checked);
            try {
              gas = await estimateGas(config, {
                chainId,
                account: sender,
                to: managerOf(chainId),
                data: claimCalldata(call),
              });
            } catch (error) {
              // A bare estimate does not decode custom errors; the simulation does.
              check.wouldRevert =
                (await simulateCall(config, chainId, sender, call)) ?? describeClaimError(error, chainId);
            }
          }
          const key = campaignKey(reward.id);
          checks.set(key, check);
          ready.set(key, {
            cumulativeAmount: checked.cumulativeAmount,
            proof: checked.proof,
            ledger: checked.ledger,
            gas,
          });
        } catch (error) {
          if (error instanceof ProofNotPublishedError) {
            unpublished.add(campaignKey(reward.id));
            return;
          }
          console.warn(`A ${kind.noun} could not be checked for claiming`, reward.id, error);
          unreadable.set(campaignKey(reward.id), describeClaimError(error, reward.id.chainId));
        }
      }),
  );
  const whole = buildClaimPlan(rewards, { hasManager, checks, unreadable, unpublished, inFlight });
  const readyOf = (claim: PlannedClaim): ReadyClaim => {
    const extra = ready.get(campaignKey(claim.reward.id));
    if (extra === undefined) throw new ClaimStoppedError(t`A planned claim lost its proof.`);
    return { ...claim, ...extra };
  };
  // The chains' reads and the prices (one ask per distinct token) go together.
  const [reads, prices] = await Promise.all([
    Promise.all(whole.chains.map(async (chainPlan) => readChain(config, chainPlan.chainId))),
    readPrices([
      ...whole.chains.map((chainPlan) => gasTokenOf(chainPlan.chainId)),
      ...whole.chains.flatMap((chainPlan) =>
        chainPlan.claims.map((claim) => ({ chainId: chainPlan.chainId, address: claim.reward.rewardToken.address })),
      ),
    ]),
  ]);
  const readOf = new Map(reads.map((read) => [read.chainId, read]));
  const judgement = judgeWorth(
    whole.chains.map((chainPlan) => ({ chainId: chainPlan.chainId, claims: chainPlan.claims.map(readyOf) })),
    (chainId) => readOf.get(chainId)?.gasPrice,
    prices,
  );
  // The plan shown is the plan sent, whichever way the switch stands: both are built here from the
  // same reads, and the window swaps one for the other (`switchCostly`).
  const build = (costlyIncluded: boolean): PreparedClaimAll => {
    const plan = costlyIncluded ? whole : leaveOutCostly(whole, judgement.costly);
    const chains = plan.chains.map((chainPlan) => {
      const read = readOf.get(chainPlan.chainId);
      if (read === undefined) throw new ClaimStoppedError(t`A planned chain was not read.`);
      return stepsOf(chainPlan, chainPlan.claims.map(readyOf), read);
    });
    return {
      kind,
      user,
      plan,
      chains,
      worth: { prices, judgement, costlyIncluded },
      ...(judgement.costly.length > 0 && { switchCostly: () => build(!costlyIncluded) }),
    };
  };
  return build(false);
}

/** What planning reads of a chain: how the wallet sends there, the block's gas limit, the gas price now. */
interface ChainRead {
  chainId: number;
  atomic: boolean;
  /** The most gas one batch may take. */
  batchGas: bigint;
  /** The gas price now; undefined when it could not be read (then no fee, and nothing left out on value). */
  gasPrice: bigint | undefined;
  gasPriceFailure?: string;
}

async function readChain(config: Config, chainId: number): Promise<ChainRead> {
  const [atomic, block, gasPrice] = await Promise.all([
    walletBatchesAtomically(config, chainId),
    getBlock(config, { chainId }),
    getGasPrice(config, { chainId }).then(
      (price) => ({ price }),
      (error: unknown) => {
        // The plan stands without it: the wallet shows each transaction's fee before signing.
        console.warn('The gas price could not be read', chainId, error);
        return { failure: describeClaimError(error, chainId) };
      },
    ),
  ]);
  const batchGas = block.gasLimit / 2n < MAX_BATCH_GAS ? block.gasLimit / 2n : MAX_BATCH_GAS;
  return {
    chainId,
    atomic,
    batchGas,
    gasPrice: 'price' in gasPrice ? gasPrice.price : undefined,
    ...('failure' in gasPrice && { gasPriceFailure: gasPrice.failure }),
  };
}

/** A chain's steps: its claims in batches (or one by one), and their estimated fee at the gas price read. */
function stepsOf(plan: ChainPlan, claims: readonly ReadyClaim[], read: ChainRead): ChainSteps {
  const batches = read.atomic
    ? splitByGas(claims, (claim) => claim.gas, read.batchGas)
    : claims.map((claim) => [claim]);
  const fee: ChainSteps['fee'] =
    read.gasPrice === undefined
      ? { state: 'failed', reason: read.gasPriceFailure ?? '' }
      : {
          state: 'ready',
          fee: feeOf(
            claims.reduce((sum, claim) => sum + claim.gas, 0n),
            read.gasPrice,
          ),
        };
  return { plan, atomic: read.atomic, batches, confirmations: confirmationsFor(batches, read.atomic), fee };
}

export type ClaimAllProgress =
  | { step: 'switching-chain'; chainId: number }
  | { step: 'confirm-in-wallet'; chainId: number; done: number; total: number }
  | { step: 'confirming'; chainId: number; done: number; total: number; reference: string };

export interface RunOptions {
  onProgress: (progress: ClaimAllProgress) => void;
  /** Checked between sends: true stops before the next one. */
  shouldStop: () => boolean;
  /** Right after the wallet accepted a send, before it is mined. */
  onSent?: (sent: SentClaims) => void;
  /** When a sent transaction or batch has ended, paid or not. */
  onSettled?: (sent: SentClaims, outcomes: readonly ClaimOutcome[]) => void;
}

/** Sends one chain's claims; never throws: every claim ends paid or with a reason. */
export async function runChainClaims(
  config: Config,
  prepared: PreparedClaimAll,
  chain: ChainSteps,
  options: RunOptions,
): Promise<ClaimOutcome[]> {
  const { onProgress, shouldStop } = options;
  const { chainId } = chain.plan;
  const { kind, user } = prepared;
  const all = chain.batches.flat();
  const outcomes = new Map<string, ClaimOutcome>();
  const fail = (claims: readonly ReadyClaim[], failure: string) => {
    for (const claim of claims) outcomes.set(campaignKey(claim.reward.id), { reward: claim.reward, failure });
  };
  const result = () =>
    all.map((claim) => outcomes.get(campaignKey(claim.reward.id)) ?? { reward: claim.reward, failure: t`Not sent.` });
  let manager: Address;
  let sender: Address;
  try {
    manager = managerOf(chainId);
    sender = await walletOnChain(
      config,
      chainId,
      () => {
        onProgress({ step: 'switching-chain', chainId });
      },
      kind.key,
    );
  } catch (error) {
    fail(all, describeClaimError(error, chainId));
    return result();
  }
  let done = 0;
  for (const batch of chain.batches) {
    const doneBefore = done;
    done += batch.length;
    if (shouldStop()) {
      fail(batch, t`Stopped before it was sent.`);
      continue;
    }
    // The send of this batch the wallet accepted last, to settle it if it is mined and reverts.
    let lastSent: SentClaims | undefined;
    try {
      // Sent meanwhile from this browser (a row's button, another tab or control): not sent twice.
      const held = batch.filter((claim) => isHeldHere(kind, user, claim.reward.id));
      fail(
        held,
        kind.key === 'payouts'
          ? t`A payout of this campaign sent from this browser is still being confirmed; it is not sent twice.`
          : t`A claim of this campaign sent from this browser is still being confirmed; it is not sent twice.`,
      );
      // Paid meanwhile (another tab, a resumed plan): never send a claim twice.
      const open = batch.filter((claim) => !held.includes(claim));
      const paidNow = await Promise.all(open.map((claim) => kind.paidNow(config, chainId, claim, user)));
      const toSend = open.filter((claim, index) => (paidNow[index] ?? 0n) < claim.cumulativeAmount);
      fail(
        open.filter((claim) => !toSend.includes(claim)),
        kind.key === 'payouts'
          ? t`Already paid before this payout was sent.`
          : t`Already paid before this claim was sent.`,
      );
      if (toSend.length === 0) continue;
      onProgress({ step: 'confirm-in-wallet', chainId, done: doneBefore, total: all.length });
      if (chain.atomic) {
        await sendBatch(config, {
          kind,
          chainId,
          manager,
          user,
          claims: toSend,
          outcomes,
          sender,
          done: doneBefore,
          total: all.length,
          options,
        });
      } else {
        for (const claim of toSend) {
          const watched: { sent?: SentClaims } = {};
          const { hash, paid } = await kind.sendOne(config, {
            chainId,
            sender,
            user,
            id: claim.reward.id,
            checked: claim,
            onStep: (step) => {
              if (step.step === 'confirm-in-wallet') return;
              if (step.step === 'confirming') {
                watched.sent = { chainId, kind: 'transaction', reference: step.hash, claims: [claim] };
                lastSent = watched.sent;
                options.onSent?.(watched.sent);
              }
              onProgress({ step: 'confirming', chainId, done: doneBefore, total: all.length, reference: step.hash });
            },
          });
          const outcome: ClaimOutcome =
            paid === undefined
              ? {
                  reward: claim.reward,
                  failure: t`The mined transaction paid nothing; it may have been replaced in the wallet.`,
                }
              : { reward: claim.reward, paid: { amount: paid.amount, cumulative: paid.cumulative, hash: paid.hash } };
          outcomes.set(campaignKey(claim.reward.id), outcome);
          options.onSettled?.(watched.sent ?? { chainId, kind: 'transaction', reference: hash, claims: [claim] }, [
            outcome,
          ]);
        }
      }
    } catch (error) {
      const unsettled = batch.filter((claim) => !outcomes.has(campaignKey(claim.reward.id)));
      fail(unsettled, describeClaimError(error, chainId));
      // Mined and reverted: settled, so it is no longer kept as on its way.
      if (error instanceof TransactionRevertedError && lastSent !== undefined) {
        const reverted = lastSent;
        options.onSettled?.(
          reverted,
          reverted.claims.flatMap((claim) => outcomes.get(campaignKey(claim.reward.id)) ?? []),
        );
      }
    }
  }
  return result();
}

/** One atomic `wallet_sendCalls`; on failure, says which campaign's claim reverts and why. */
async function sendBatch(
  config: Config,
  params: {
    kind: ClaimKind;
    chainId: number;
    manager: Address;
    user: Address;
    claims: readonly ReadyClaim[];
    outcomes: Map<string, ClaimOutcome>;
    sender: Address;
    done: number;
    total: number;
    options: RunOptions;
  },
) {
  const { kind, chainId, manager, user, claims, outcomes } = params;
  const callOf = (claim: ReadyClaim) => kind.call(claim.reward.id, user, claim);
  const { id } = await sendCalls(config, {
    chainId,
    forceAtomic: true,
    calls: claims.map((claim) => ({ to: manager, data: claimCalldata(callOf(claim)) })),
  });
  const sent: SentClaims = { chainId, kind: 'calls', reference: id, claims };
  params.options.onSent?.(sent);
  params.options.onProgress({ step: 'confirming', chainId, done: params.done, total: params.total, reference: id });
  const settle = () => {
    params.options.onSettled?.(
      sent,
      claims.flatMap((claim) => outcomes.get(campaignKey(claim.reward.id)) ?? []),
    );
  };
  const status = await waitForCallsStatus(config, { id, timeout: 5 * 60_000 });
  if (status.status !== 'success') {
    // Atomic: nothing was paid. Find the call that reverts, to say which campaign and why.
    for (const claim of claims) {
      const failure = await simulateCall(config, chainId, params.sender, callOf(claim));
      outcomes.set(campaignKey(claim.reward.id), {
        reward: claim.reward,
        failure:
          failure === undefined
            ? t`Not paid: another claim of the same batch failed, and a batch pays all or nothing.`
            : t`Not paid: ${failure}`,
      });
    }
    settle();
    return;
  }
  for (const outcome of outcomesFromLogs(kind, status.receipts ?? [], {
    user,
    manager,
    rewards: claims.map((claim) => claim.reward),
    unpaid: t`The batch was mined but paid nothing for this campaign.`,
  })) {
    outcomes.set(campaignKey(outcome.reward.id), outcome);
  }
  settle();
}
