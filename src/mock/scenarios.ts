import type { Address } from 'viem';
import { formatCampaignId } from '../domain/campaign-id.ts';
import type { MockContext } from './context.ts';
import { fixtureScenariosIdentity, fixtureWallets, type IdentityScenarios } from './identity/wallets.ts';
import { REWARD_CHAINS } from './world/chains.ts';
import { CLAIM_EXPIRY_SECONDS } from './world/constants.ts';
import { claimableOf, referralStatsOf } from './world/world-queries.ts';
import { campaignIdOf } from './world/views.ts';
import { ROLE } from './world/wallet-roles.ts';

// Named situations for tests and demos, computed from the live world and binds each time they
// are asked for, so every entry is true at that moment (claimable now, proof published now,
// referee still unbound now) even after the clock moved or a test bound someone.

interface CampaignUser {
  /** `<chainId>:<campaignIndex>`, as in API paths. */
  campaignId: string;
  user: Address;
}

interface CampaignReferrer {
  campaignId: string;
  referrer: Address;
}

export type MockScenarios = Omit<IdentityScenarios, 'freeReferees'> & {
  /** Fixture wallets (mnemonic EOAs and the smart wallet) with something to claim now, alice first, every reward chain. */
  claimable: CampaignUser[];
  /** Published, unexpired, unclaimed referral payouts of fixture referrers. */
  referralProof: CampaignReferrer[];
  /** Finalized campaigns whose referral root is not published yet: the proof endpoint says 404. */
  unpublishedReferralProof: CampaignReferrer[];
  /** Linked EOAs of distinct accounts, unbound and referring nobody, right now. */
  freeReferees: Address[];
};

const fixtureAddresses = new Set<Address>(fixtureWallets.map((wallet) => wallet.address));

/** Everything `/__mock/fixtures` lists under `scenarios`. */
export function computeScenarios(ctx: MockContext): MockScenarios {
  const { world, binds } = ctx;
  const now = world.now();
  const identity = fixtureScenariosIdentity();
  const claimable: CampaignUser[] = [];
  const referralProof: CampaignReferrer[] = [];
  const unpublishedReferralProof: CampaignReferrer[] = [];
  const referrers = [...new Set(binds.listBinds().map((bind) => bind.referrer))];

  for (const chain of REWARD_CHAINS) {
    const campaigns = world.allCampaigns().filter((campaign) => campaign.chainId === chain.chainId);
    for (const campaign of campaigns) {
      const id = formatCampaignId(campaignIdOf(campaign));
      // Claims revert on chain after endTime + claimExpiryDuration; such a campaign is no example.
      if (now > campaign.endTime + CLAIM_EXPIRY_SECONDS) continue;
      // Fixture wallets earn only through positions; a campaign with none (most of the large
      // world's) needs no tree built to know it has no example.
      if (world.positionsIn(campaign).length === 0) continue;
      const users = [...(world.rewardTree(campaign)?.leaves.keys() ?? [])].filter((user) => fixtureAddresses.has(user));
      users.sort((a, b) => Number(b === ROLE.alice) - Number(a === ROLE.alice));
      for (const user of users) {
        if (claimableOf(world, campaign, user) > 0n) claimable.push({ campaignId: id, user });
      }
      const publication = world.referralPublication(campaign);
      if (publication !== null && publication.claimWindowEnd > now) {
        for (const referrer of publication.tree.leaves.keys()) {
          if (fixtureAddresses.has(referrer) && world.referralClaimOf(campaign, referrer) === undefined) {
            referralProof.push({ campaignId: id, referrer });
          }
        }
      }
    }
  }
  for (const referrer of referrers) {
    for (const stat of referralStatsOf(world, referrer)) {
      const campaign = world.findCampaign(stat.id);
      if (stat.status === 'final' && campaign !== undefined && world.referralPublication(campaign) === null) {
        unpublishedReferralProof.push({ campaignId: formatCampaignId(stat.id), referrer });
      }
    }
  }
  claimable.sort((a, b) => chainOf(a.campaignId) - chainOf(b.campaignId));
  return { ...identity, claimable, referralProof, unpublishedReferralProof, freeReferees: freeReferees(ctx, identity) };
}

function chainOf(campaignId: string): number {
  return Number(campaignId.split(':')[0]);
}

/** The identity fixtures' free referees first, then any other wallet that qualifies now. */
function freeReferees(ctx: MockContext, identity: IdentityScenarios): Address[] {
  const bound = new Set(ctx.binds.listBinds().flatMap((bind) => [bind.referee, bind.referrer]));
  const usedAccounts = new Set<string>();
  const result: Address[] = [];
  const candidates = [
    ...identity.freeReferees,
    ...fixtureWallets.map((wallet) => wallet.address).filter((address) => !identity.freeReferees.includes(address)),
  ];
  for (const address of candidates) {
    const wallet = fixtureWallets.find((candidate) => candidate.address === address);
    if (wallet?.kind !== 'eoa' || wallet.account === null || bound.has(address) || usedAccounts.has(wallet.account))
      continue;
    // A wallet whose account already has a bound or referring wallet would mix scenarios; skip it.
    const accountWallets = fixtureWallets.filter((other) => other.account === wallet.account);
    if (accountWallets.some((other) => bound.has(other.address))) continue;
    usedAccounts.add(wallet.account);
    result.push(address);
  }
  return result;
}
