// @vitest-environment jsdom
// (a run is kept in the browser's localStorage)
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from '../../../domain/address.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import { loadClaimAll, saveClaimAll } from './claim-all-memory.ts';
import type { PreparedClaimAll } from './claim-all-run.ts';
import { asKept, limitTo, runScopeOf } from './use-claim-all.ts';

const reward = (chainId: number, campaignIndex: number) =>
  ({ id: { chainId, campaignIndex }, claimable: 1n }) as unknown as PlanReward;

describe('a claim-all limited to some campaigns', () => {
  const rewards = [reward(1, 1), reward(1, 2), reward(2, 1)];

  it('plans every claimable reward when no limit is given', () => {
    expect(limitTo(rewards, undefined)).toEqual(rewards);
  });

  it('plans only the campaigns named, on their own chain', () => {
    expect(limitTo(rewards, [{ chainId: 2, campaignIndex: 1 }]).map((row) => row.id)).toEqual([
      { chainId: 2, campaignIndex: 1 },
    ]);
    expect(limitTo(rewards, [{ chainId: 3, campaignIndex: 1 }])).toEqual([]);
  });

  it('plans nothing when the limit names nothing', () => {
    expect(limitTo(rewards, [])).toEqual([]);
  });
});

describe('a Claim everything resumed after a reload', () => {
  const user = '0x00000000000000000000000000000000000000aa' as Address;
  /** A plan whose fee rule left out `costly` claims, with its switch at `costlyIncluded`. */
  const planned = (costlyIncluded: boolean, costly = 1): PreparedClaimAll =>
    ({
      worth: { costlyIncluded, judgement: { costly: Array.from({ length: costly }) } },
      ...(costly > 0 && { switchCostly: () => planned(!costlyIncluded, costly) }),
    }) as unknown as PreparedClaimAll;
  /** The plan a resume sends, after the run of `sent` was kept and the page reloaded. */
  const resumed = (sent: PreparedClaimAll, costlyNow = 1) => {
    saveClaimAll('rewards', user, { scope: runScopeOf(sent, { chainId: 31338 }), pending: [] });
    const memory = loadClaimAll('rewards', user);
    if (memory === undefined) throw new Error('the run was not kept');
    return asKept(planned(false, costlyNow), memory.scope);
  };

  afterEach(() => {
    localStorage.clear();
  });

  it('sends the claims that cost more than they pay when the owner had switched them in', () => {
    expect(resumed(planned(true)).worth.costlyIncluded).toBe(true);
    // Judged again with today's fees, the rule may leave out other claims: the switch puts them in.
    expect(resumed(planned(true), 3).worth.costlyIncluded).toBe(true);
  });

  it('leaves them out when the switch was left as the rule set it', () => {
    expect(resumed(planned(false)).worth.costlyIncluded).toBe(false);
  });

  it('keeps the scope as it was when the rule left nothing out', () => {
    expect(runScopeOf(planned(true, 0), { chainId: 31338 })).toEqual({ chainId: 31338 });
    expect(resumed(planned(true, 0)).worth.costlyIncluded).toBe(false);
  });

  it('remembers the switch through a resume whose plan had nothing costly, for the next reload', () => {
    const kept = runScopeOf(planned(true), { chainId: 31338 });
    // Resumed when fees had fallen: nothing to leave out, so no switch to read.
    const again = runScopeOf(planned(false, 0), kept);
    expect(again).toEqual({ chainId: 31338, withCostly: true });
    // Fees rose before the next reload: the claims the rule leaves out go in, as chosen.
    expect(asKept(planned(false), again).worth.costlyIncluded).toBe(true);
  });
});
