import { t } from '@lingui/core/macro';
import { parseEventLogs, zeroAddress, type Hash, type Hex } from 'viem';
import type { Config } from 'wagmi';
import { getBlock, readContract } from 'wagmi/actions';
import { getClaimProof } from '../../../api/endpoints/get-claim-proof.ts';
import { getReferralProof } from '../../../api/endpoints/get-referral-proof.ts';
import { getReferralStats } from '../../../api/endpoints/get-referral-stats.ts';
import { getUserRewards } from '../../../api/endpoints/get-user-rewards.ts';
import { campaignAbi } from '../../../contracts/campaign-abi.ts';
import type { ManagerClaimCall } from '../../../contracts/claim-calldata.ts';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import {
  followKeptWrite,
  sendManagerWrite,
  type ManagerLog,
  type WriteStep,
} from '../../../contracts/manager-write.ts';
import { referralDistributorAbi } from '../../../contracts/referral-distributor-abi.ts';
import { verifyReferralProof, verifyRewardProof } from '../../../contracts/reward-leaves.ts';
import type { RewardToken } from '../../../api/schemas/campaign.ts';
import type { Address } from '../../../domain/address.ts';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { recordPaid } from '../../../wallet/sent-transactions.ts';
import { expiredWords, type CampaignCheck, type PlanReward } from './claim-all-plan.ts';
import { ClaimStoppedError, ProofNotPublishedError } from './claim-errors.ts';
import { managerOf } from './claim-manager.ts';
import { readEarlierSendsOnce } from '../../../wallet/sent-transactions-legacy.ts';

// Every claim path (a single claim, Claim everything, a Safe proposal, the watcher) loads this
// module: what an earlier build kept of a send under way is read into the record of sends here,
// before any of them looks for a send to resume.
readEarlierSendsOnce();

// Claim-all runs the same plan, batching, resume and summary for two things the manager pays:
// a wallet's rewards (`claim`, cumulative per campaign) and a referrer's one-shot payouts
// (`claimReferral`). What differs, the proof, the chain's reads, the call and its log, is here.

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

/** One claim being followed to its mined transaction: whose, where, and who hears of it. */
interface WatchOne {
  chainId: number;
  user: Address;
  id: CampaignId;
  onStep: (step: WriteStep) => void;
  /** Once the hash is known: a single claim keeps it, so a reload watches it rather than send again. */
  onSent?: (hash: Hash) => void;
  /** Once a receipt for it was read (paid or reverted): the send is settled either way. */
  onMined?: () => void;
}

interface SendOne extends WatchOne {
  sender: Address;
  checked: Pick<CheckedProof, 'cumulativeAmount' | 'proof'>;
}

/**
 * A check a single claim makes on its fresh proof before anything is sent: the chain is known to
 * revert it (`check.wouldRevert`, already in words), the proof's root is not on chain yet, or the
 * chain has already paid all of it.
 */
type SingleClaimRefusal = 'would-revert' | 'root-not-on-chain' | 'nothing-left';

/** What a single claim (one row's button) of a kind checks, in which order, and says. */
interface SingleClaimRules {
  /**
   * For a kind that pays exactly what the person was shown (a one-shot payout): the words when the
   * proof pays `published` rather than the `shown` amount, both in the proof's token. Checked
   * first, before the wallet is asked anything.
   */
  notAsShown?: (published: string, shown: string) => string;
  /** Checked before the wallet is asked anything (even to switch chains), in this order. */
  beforeWallet: readonly SingleClaimRefusal[];
  /** Checked once the wallet is on the reward chain, in this order. */
  onChain: readonly SingleClaimRefusal[];
  /** The kind's words for a root the chain does not have yet. */
  rootNotOnChain: () => string;
  /** The kind's words for a claim the chain has paid all of. */
  nothingLeft: () => string;
  /** The kind's words for a mined transaction without its log (a cancel sent in its place). */
  paidNothing: () => string;
}

type ReceiptLogs = readonly { address: Hex; data: Hex; topics: readonly Hex[] }[];
export interface ClaimReceipt {
  transactionHash: Hash;
  logs: ReceiptLogs;
}

/** What a single send of a kind is kept as across a reload: a reward claim or a referrer's payout. */
export type SingleClaimPurpose = 'claim' | 'payout';

export interface ClaimKind {
  /** Names the kind in what this browser keeps and in words. */
  key: 'rewards' | 'payouts';
  /** "claim" or "payout", for the console (sentences shown to people are whole messages per `key`). */
  noun: string;
  /** What a single send of this kind is kept as across a reload (single-claim-memory.ts). */
  singlePurpose: SingleClaimPurpose;
  /** What a single claim of this kind checks before sending, and its words (single-claim.ts). */
  single: SingleClaimRules;
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
  /**
   * Follows a claim sent before a reload by its kept hash (`sentAt`: when it was accepted), to
   * what its mined transaction paid, without sending again; in words when the chain lost it.
   */
  followOne(
    config: Config,
    hash: Hash,
    sentAt: number | undefined,
    watch: WatchOne,
  ): Promise<{ hash: Hash; paid: PaidLog | undefined }>;
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
  recordPaid(user: Address, id: CampaignId, paid: { amount: bigint; cumulative: bigint; hash: Hash }): void;
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

/** The manager's event for what a kind pays: whom a log pays, in which campaign, and how much. */
interface PaidEvent<E extends 'Claimed' | 'ReferralClaimed'> {
  eventName: E;
  /** The recipient and the campaign a log pays. */
  payee: (log: ManagerLog<E>) => { user: Address; campaignIndex: bigint };
  /** What a log paid, and the total paid there since, in the plan's terms. */
  amounts: (log: ManagerLog<E>) => { amount: bigint; cumulative: bigint };
}

/**
 * What every kind does with its event, written once: send one claim, follow a kept one, and read
 * what mined receipts paid, each finding the kind's log for the campaign and recipient.
 */
function paidThrough<E extends 'Claimed' | 'ReferralClaimed'>(
  event: PaidEvent<E>,
  call: ClaimKind['call'],
): Pick<ClaimKind, 'call' | 'sendOne' | 'followOne' | 'paidLogs'> {
  const pays = (user: Address, campaignIndex?: bigint) => (log: ManagerLog<E>) => {
    const payee = event.payee(log);
    return payee.user.toLowerCase() === user && (campaignIndex === undefined || payee.campaignIndex === campaignIndex);
  };
  const watchOf = ({ chainId, user, id, onStep, onSent, onMined }: WatchOne) => ({
    chainId,
    manager: managerOf(chainId),
    eventName: event.eventName,
    isOurs: pays(user, BigInt(id.campaignIndex)),
    onStep,
    onSent,
    onMined,
  });
  const paidBy = ({ hash, log }: { hash: Hash; log: ManagerLog<E> | undefined }) => ({
    hash,
    paid: log && { campaignIndex: event.payee(log).campaignIndex, ...event.amounts(log), hash },
  });
  return {
    call,
    sendOne: async (config, send) =>
      paidBy(
        await sendManagerWrite(config, {
          ...watchOf(send),
          account: send.sender,
          ...call(send.id, send.user, send.checked),
        }),
      ),
    followOne: async (config, hash, sentAt, watch) =>
      paidBy(await followKeptWrite(config, hash, sentAt, watchOf(watch))),
    paidLogs: (receipts, manager, user) =>
      receipts.flatMap((receipt) =>
        parseEventLogs({ abi: managerAbi, eventName: event.eventName, logs: bareLogs(receipt) })
          .filter((log) => fromManager(manager)(log) && pays(user)(log))
          .map((log) => ({
            campaignIndex: event.payee(log).campaignIndex,
            ...event.amounts(log),
            hash: receipt.transactionHash,
          })),
      ),
  };
}

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
  single: {
    // Known to revert (an expired claim, say): said in words before the wallet is asked anything.
    beforeWallet: ['would-revert'],
    onChain: ['root-not-on-chain', 'nothing-left'],
    rootNotOnChain: () => t`The newest rewards are not on chain yet. Try again in a few minutes.`,
    nothingLeft: () => t`Nothing left to claim: everything earned so far has already been paid to this address.`,
    paidNothing: () =>
      t`The transaction that was mined paid no claim; it may have been cancelled or replaced in your wallet.`,
  },
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
  ...paidThrough(
    {
      eventName: 'Claimed',
      payee: (log) => ({ user: log.args.user, campaignIndex: log.args.campaignId }),
      amounts: (log) => ({ amount: log.args.amount, cumulative: log.args.cumulativeAmount }),
    },
    (id, user, { cumulativeAmount, proof }) => ({
      functionName: 'claim',
      args: [BigInt(id.campaignIndex), user, cumulativeAmount, proof],
    }),
  ),
  paidNow: (config, chainId, { ledger }, user) =>
    readContract(config, { chainId, address: ledger, abi: campaignAbi, functionName: 'claimed', args: [user] }),
  recordPaid: (user, id, { amount, cumulative, hash }) => {
    recordPaid('rewards', user, id, cumulative, { amount, hash });
  },
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
  single: {
    // A payout is paid once and whole: a proof of another amount than the one shown is news.
    notAsShown: (published, shown) =>
      t`The published payout is ${published}, not the ${shown} shown; nothing was sent. Reload to see it.`,
    // The distributor is the only source of truth for "already claimed" and for the window.
    beforeWallet: [],
    onChain: ['nothing-left', 'root-not-on-chain', 'would-revert'],
    rootNotOnChain: () => t`The payout root is not on chain yet. Try again in a few minutes.`,
    nothingLeft: () => t`This payout has already been paid; each is paid once.`,
    paidNothing: () =>
      t`The transaction that was mined paid no payout; it may have been cancelled or replaced in your wallet.`,
  },
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
  ...paidThrough(
    {
      eventName: 'ReferralClaimed',
      payee: (log) => ({ user: log.args.referrer, campaignIndex: log.args.campaignId }),
      // One-shot: what a payout pays is all it will ever pay.
      amounts: (log) => ({ amount: log.args.amount, cumulative: log.args.amount }),
    },
    (id, user, { cumulativeAmount, proof }) => ({
      functionName: 'claimReferral',
      args: [BigInt(id.campaignIndex), user, cumulativeAmount, proof],
    }),
  ),
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
  recordPaid: (user, id, { amount, cumulative, hash }) => {
    recordPaid('payouts', user, id, cumulative, { amount, hash });
  },
};
