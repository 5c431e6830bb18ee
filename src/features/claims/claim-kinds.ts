import { t } from '@lingui/core/macro';
import { parseEventLogs, zeroAddress, type ContractFunctionArgs, type Hash, type Hex } from 'viem';
import type { Config } from 'wagmi';
import { getBlock, readContract } from 'wagmi/actions';
import { getClaimProof } from '../../api/endpoints/get-claim-proof.ts';
import { getReferralProof } from '../../api/endpoints/get-referral-proof.ts';
import { getReferralStats } from '../../api/endpoints/get-referral-stats.ts';
import { getUserRewards } from '../../api/endpoints/get-user-rewards.ts';
import { campaignKeys, claimKeys, referralKeys, rewardKeys } from '../../api/query-keys.ts';
import { campaignAbi } from '../../contracts/campaign-abi.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { sendManagerWrite, type WriteStep } from '../../contracts/manager-write.ts';
import { referralDistributorAbi } from '../../contracts/referral-distributor-abi.ts';
import { verifyReferralProof, verifyRewardProof } from '../../contracts/reward-leaves.ts';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { formatDateTime } from '../../lib/time.ts';
import { recordPaid } from '../../wallet/sent-transactions.ts';
import { expiredWords, type CampaignCheck, type PlanReward } from './claim-all-plan.ts';
import { ClaimStoppedError, ProofNotPublishedError } from './claim-errors.ts';
import { managerOf } from './claim-manager.ts';
import type { SingleClaimPurpose } from './single-claim-memory.ts';

// Claim-all runs the same plan, batching, resume and summary for two things the manager pays:
// a wallet's rewards (`claim`, cumulative per campaign) and a referrer's one-shot payouts
// (`claimReferral`). What differs, the proof, the chain's reads, the call and its log, is here.

/** One manager call of a claim-all, typed by the function it calls. */
export type ManagerClaimCall =
  | { functionName: 'claim'; args: ContractFunctionArgs<typeof managerAbi, 'nonpayable', 'claim'> }
  | { functionName: 'claimReferral'; args: ContractFunctionArgs<typeof managerAbi, 'nonpayable', 'claimReferral'> };

/** A campaign's fresh, verified proof and the contract that says what the chain has paid. */
export interface CheckedProof {
  check: CampaignCheck;
  /** The token the proof pays in, as the service names it. */
  token: RewardToken;
  /** The proof's amount: cumulative for a reward, the whole one-shot payout for a referral. */
  cumulativeAmount: bigint;
  proof: readonly Hex[];
  /** The campaign's clone (rewards) or referral distributor (payouts), read again before sending. */
  ledger: Address;
}

/** What a manager log says one campaign paid: the amount and the new total paid there. */
interface PaidLog {
  campaignIndex: bigint;
  amount: bigint;
  cumulative: bigint;
  hash: Hash;
}

interface SendOne {
  chainId: number;
  sender: Address;
  user: Address;
  id: CampaignId;
  checked: Pick<CheckedProof, 'cumulativeAmount' | 'proof'>;
  onStep: (step: WriteStep) => void;
}

type ReceiptLogs = readonly { address: Hex; data: Hex; topics: readonly Hex[] }[];
export interface ClaimReceipt {
  transactionHash: Hash;
  logs: ReceiptLogs;
}

export interface ClaimKind {
  /** Names the kind in what this browser keeps and in words. */
  key: 'rewards' | 'payouts';
  /** "claim" or "payout", for the console (sentences shown to people are whole messages per `key`). */
  noun: string;
  /** What a single send of this kind is kept as across a reload (single-claim-memory.ts). */
  singlePurpose: SingleClaimPurpose;
  /** Every row of `user` the service says can be claimed, on one chain or all. */
  listClaimable(user: Address, chainId: number | undefined): Promise<PlanReward[]>;
  /** Every row a kept send may carry, paid ones included, to name them after a reload. */
  listKnown(user: Address, chainId: number | undefined): Promise<PlanReward[]>;
  /**
   * The campaign's fresh proof for `user`, verified against its root, and what the chain holds.
   * Throws in words when there is none, it does not check out, or the chain does not know the
   * campaign: a single claim stops with those words, a claim-all leaves the row out with them.
   */
  checkProof(config: Config, id: CampaignId, user: Address): Promise<CheckedProof>;
  /** The manager call that pays campaign `id` to `user`. */
  call(id: CampaignId, user: Address, checked: Pick<CheckedProof, 'cumulativeAmount' | 'proof'>): ManagerClaimCall;
  /**
   * Sends one claim through the manager's shared write (simulate, send, wait, follow a
   * replacement) and reads what its log paid; `paid` is undefined when the mined transaction paid
   * nothing of this claim (a cancel sent in its place).
   */
  sendOne(config: Config, send: SendOne): Promise<{ hash: Hash; paid: PaidLog | undefined }>;
  /** What the chain has paid `user` in the row's campaign now, in the proof's terms. */
  paidNow(
    config: Config,
    chainId: number,
    checked: Pick<CheckedProof, 'ledger' | 'cumulativeAmount'>,
    user: Address,
  ): Promise<bigint>;
  /** The manager's logs in mined receipts that paid `user`. */
  paidLogs(receipts: readonly ClaimReceipt[], manager: Address, user: Address): PaidLog[];
  /** Once a campaign is seen paid on chain: keep what the screens must show before the service says so. */
  recordPaid(user: Address, id: CampaignId, cumulative: bigint): void;
  /** Service keys whose answers a mined claim changes. */
  changes: readonly (readonly unknown[])[];
}

function badProof(): string {
  return t`The service sent a proof that does not check out, so nothing was sent. Try again later.`;
}

/** The service's largest page. */
const PAGE_SIZE = 100;

function bareLogs(receipt: ClaimReceipt) {
  return receipt.logs.map((log) => ({
    ...log,
    topics: [...log.topics] as [Hex, ...Hex[]],
    blockHash: null,
    blockNumber: null,
    logIndex: null,
    transactionHash: receipt.transactionHash,
    transactionIndex: null,
    removed: false,
  }));
}

const fromManager = (manager: Address) => (log: { address: string }) =>
  log.address.toLowerCase() === manager.toLowerCase();

/** Every reward of `user` (on one reward chain, or all), across the service's pages. */
async function allRewardsOf(user: Address, chainId: number | undefined): Promise<PlanReward[]> {
  const rewards: PlanReward[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await getUserRewards(user, { limit: PAGE_SIZE, offset, chainId });
    rewards.push(...page.data);
    if (page.data.length === 0 || offset + PAGE_SIZE >= page.total) return rewards;
  }
}

/** A referrer's final payouts with something in them, and whether the service reports each paid. */
async function finalPayoutsOf(user: Address, chainId: number | undefined) {
  const { data } = await getReferralStats(user, chainId === undefined ? {} : { chainId });
  return data.flatMap((stat) =>
    stat.status === 'final' && stat.amount !== null && stat.amount > 0n
      ? [
          {
            row: { id: stat.id, rewardToken: stat.rewardToken, claimable: stat.amount },
            paid: stat.claimTxHash !== null || stat.claimedAt !== null,
          },
        ]
      : [],
  );
}

/** A wallet's rewards: `claim(campaignId, user, cumulativeAmount, proof)`, checked against the clone. */
export const rewardClaims: ClaimKind = {
  key: 'rewards',
  noun: 'claim',
  singlePurpose: 'claim',
  // The dashboard is paged; a claim-all is not. Rows with nothing claimable are planned as skips.
  listClaimable: allRewardsOf,
  listKnown: allRewardsOf,
  async checkProof(config, id, user) {
    const { chainId } = id;
    const proof = await getClaimProof(id, user);
    const leaf = { user, rewardToken: proof.rewardToken.address, cumulativeAmount: proof.cumulativeAmount };
    if (proof.address !== user || !verifyRewardProof(proof.root, leaf, proof.proof))
      throw new ClaimStoppedError(badProof());
    const clone = await readContract(config, {
      chainId,
      address: managerOf(chainId),
      abi: managerAbi,
      functionName: 'campaigns',
      args: [BigInt(id.campaignIndex)],
    });
    if (clone === zeroAddress) {
      throw new ClaimStoppedError(t`The manager contract on this chain does not know this campaign.`);
    }
    const read = { chainId, address: clone, abi: campaignAbi } as const;
    const [onChainRoot, claimedOnChain, endTime, claimExpiryDuration, block] = await Promise.all([
      readContract(config, { ...read, functionName: 'merkleRoot' }),
      readContract(config, { ...read, functionName: 'claimed', args: [user] }),
      readContract(config, { ...read, functionName: 'endTime' }),
      readContract(config, { ...read, functionName: 'claimExpiryDuration' }),
      getBlock(config, { chainId }),
    ]);
    const check: CampaignCheck = {
      proofRoot: proof.root,
      onChainRoot,
      cumulativeAmount: proof.cumulativeAmount,
      claimedOnChain,
    };
    // The clone reverts (ClaimExpired) once the block is past its end plus the claim expiry: said
    // before any estimate, with the date, rather than as a decoded revert.
    const deadline = endTime + claimExpiryDuration;
    if (block.timestamp > deadline) {
      check.expiredAt = new Date(Number(deadline) * 1000);
      check.wouldRevert = expiredWords(check.expiredAt);
    }
    return {
      check,
      token: proof.rewardToken,
      cumulativeAmount: proof.cumulativeAmount,
      proof: proof.proof,
      ledger: clone,
    };
  },
  call: (id, user, { cumulativeAmount, proof }) => ({
    functionName: 'claim',
    args: [BigInt(id.campaignIndex), user, cumulativeAmount, proof],
  }),
  async sendOne(config, { chainId, sender, user, id, checked, onStep }) {
    const campaignIndex = BigInt(id.campaignIndex);
    const { hash, log } = await sendManagerWrite(config, {
      chainId,
      manager: managerOf(chainId),
      account: sender,
      functionName: 'claim',
      args: [campaignIndex, user, checked.cumulativeAmount, checked.proof],
      eventName: 'Claimed',
      isOurs: (candidate) => candidate.args.campaignId === campaignIndex && candidate.args.user.toLowerCase() === user,
      onStep,
    });
    const paid = log && { campaignIndex, amount: log.args.amount, cumulative: log.args.cumulativeAmount, hash };
    return { hash, paid };
  },
  paidNow: (config, chainId, { ledger }, user) =>
    readContract(config, { chainId, address: ledger, abi: campaignAbi, functionName: 'claimed', args: [user] }),
  paidLogs: (receipts, manager, user) =>
    receipts.flatMap((receipt) =>
      parseEventLogs({ abi: managerAbi, eventName: 'Claimed', logs: bareLogs(receipt) })
        .filter((log) => fromManager(manager)(log) && log.args.user.toLowerCase() === user)
        .map((log) => ({
          campaignIndex: log.args.campaignId,
          amount: log.args.amount,
          cumulative: log.args.cumulativeAmount,
          hash: receipt.transactionHash,
        })),
    ),
  recordPaid: (user, id, cumulative) => {
    recordPaid('rewards', user, id, cumulative);
  },
  changes: [rewardKeys.all, claimKeys.all, campaignKeys.details()],
};

/**
 * A referrer's one-shot payouts: `claimReferral(campaignId, referrer, amount, proof)`, checked
 * against the campaign's referral distributor. In the plan's terms a payout is "cumulative" with
 * one step: the chain has paid all of it or nothing.
 */
export const referralPayouts: ClaimKind = {
  key: 'payouts',
  noun: 'payout',
  singlePurpose: 'payout',
  // Paid payouts stay out of the plan (a referrer's history would fill its "left out" list).
  listClaimable: async (user, chainId) =>
    (await finalPayoutsOf(user, chainId)).flatMap(({ row, paid }) => (paid ? [] : [row])),
  listKnown: async (user, chainId) => (await finalPayoutsOf(user, chainId)).map(({ row }) => row),
  async checkProof(config, id, user) {
    const { chainId } = id;
    const proof = await getReferralProof(id, user);
    if (proof === null) {
      // Payouts are offered for final campaigns only: the proof lags the finalization, so say that.
      throw new ProofNotPublishedError(
        t`The campaign is final, but the service has not published its payout proof yet. Try again later.`,
      );
    }
    const campaignIndex = BigInt(id.campaignIndex);
    const leaf = { campaignId: campaignIndex, referrer: user, token: proof.rewardToken.address, amount: proof.amount };
    if (proof.referrer !== user || !verifyReferralProof(proof.root, leaf, proof.proof)) {
      throw new ClaimStoppedError(badProof());
    }
    const distributor = await readContract(config, {
      chainId,
      address: managerOf(chainId),
      abi: managerAbi,
      functionName: 'referralDistributors',
      args: [campaignIndex],
    });
    if (distributor === zeroAddress || distributor.toLowerCase() !== proof.distributorAddress) {
      throw new ClaimStoppedError(t`This campaign’s referral pool on chain is not the one the service names.`);
    }
    const read = { chainId, address: distributor, abi: referralDistributorAbi } as const;
    const [claimed, onChainRoot, windowEnd, block] = await Promise.all([
      readContract(config, { ...read, functionName: 'claimed', args: [user] }),
      readContract(config, { ...read, functionName: 'referralRoot' }),
      readContract(config, { ...read, functionName: 'claimWindowEnd' }),
      getBlock(config, { chainId }),
    ]);
    const check: CampaignCheck = {
      proofRoot: proof.root,
      onChainRoot,
      cumulativeAmount: proof.amount,
      claimedOnChain: claimed ? proof.amount : 0n,
    };
    // Said before any estimate, in the words a person needs, rather than as a decoded revert.
    if (windowEnd === 0n) check.wouldRevert = t`The claim window of this payout has not opened yet.`;
    else if (block.timestamp > windowEnd) {
      const closedAt = formatDateTime(new Date(Number(windowEnd) * 1000));
      check.wouldRevert = t`The claim window of this payout closed ${closedAt}.`;
    }
    return { check, token: proof.rewardToken, cumulativeAmount: proof.amount, proof: proof.proof, ledger: distributor };
  },
  call: (id, user, { cumulativeAmount, proof }) => ({
    functionName: 'claimReferral',
    args: [BigInt(id.campaignIndex), user, cumulativeAmount, proof],
  }),
  async sendOne(config, { chainId, sender, user, id, checked, onStep }) {
    const campaignIndex = BigInt(id.campaignIndex);
    const { hash, log } = await sendManagerWrite(config, {
      chainId,
      manager: managerOf(chainId),
      account: sender,
      functionName: 'claimReferral',
      args: [campaignIndex, user, checked.cumulativeAmount, checked.proof],
      eventName: 'ReferralClaimed',
      isOurs: (candidate) =>
        candidate.args.campaignId === campaignIndex && candidate.args.referrer.toLowerCase() === user,
      onStep,
    });
    const paid = log && { campaignIndex, amount: log.args.amount, cumulative: log.args.amount, hash };
    return { hash, paid };
  },
  paidNow: async (config, chainId, { ledger, cumulativeAmount }, user) => {
    const claimed = await readContract(config, {
      chainId,
      address: ledger,
      abi: referralDistributorAbi,
      functionName: 'claimed',
      args: [user],
    });
    return claimed ? cumulativeAmount : 0n;
  },
  paidLogs: (receipts, manager, user) =>
    receipts.flatMap((receipt) =>
      parseEventLogs({ abi: managerAbi, eventName: 'ReferralClaimed', logs: bareLogs(receipt) })
        .filter((log) => fromManager(manager)(log) && log.args.referrer.toLowerCase() === user)
        .map((log) => ({
          campaignIndex: log.args.campaignId,
          amount: log.args.amount,
          cumulative: log.args.amount,
          hash: receipt.transactionHash,
        })),
    ),
  recordPaid: (user, id, cumulative) => {
    recordPaid('payouts', user, id, cumulative);
  },
  changes: [referralKeys.all],
};
