import type { ForwarderTarget } from '../../api/schemas/forwarder.ts';
import { KNOWN_DEPOSIT_ACTION_TYPES, KNOWN_FORWARDER_ACTIONS } from '../../api/assumptions.ts';
import { asset, labelledAddress } from './tokens.ts';
import type { CampaignRecord } from './types.ts';

// Deposit targets reachable through the forwarder: the ERC-4626 vaults of campaigns that require
// a forwarder deposit, plus the vaults of a few other campaigns (a forwarder serves any vault
// registered with it, not only the ones whose campaign insists on it).

/** Archetypes whose vault is registered with the forwarder besides the forwarder-only ones. */
const ALSO_REGISTERED = new Set(['active-tiers', 'pending-far']);

const PROTOCOL_NAMES: Readonly<Record<string, string>> = { morpho: 'Morpho', euler: 'Euler', 'yearn-v3': 'Yearn V3' };

/** Forwarder contract of an event chain. */
function forwarderAddress(chainId: number): `0x${string}` {
  return labelledAddress(`forwarder:${String(chainId)}`);
}

/** GET /v1/forwarder/targets, one entry per registered vault, ordered by chain then address. */
export function forwarderTargetsOf(campaigns: readonly CampaignRecord[]): ForwarderTarget[] {
  const byKey = new Map<string, ForwarderTarget>();
  for (const campaign of campaigns) {
    const { target } = campaign;
    if (target.tokenStandard !== 'erc4626' || target.address === null || target.asset === null) continue;
    if (!campaign.requiresForwarderDeposit && !ALSO_REGISTERED.has(campaign.archetype)) continue;
    const underlying = [asset(target.chainId, 'USDC'), asset(target.chainId, 'WETH')].find(
      (token) => token.address === target.asset,
    );
    if (underlying === undefined) continue;
    const accepted = { address: underlying.address, decimals: underlying.decimals, symbol: underlying.symbol };
    byKey.set(`${String(target.chainId)}:${target.address}`, {
      chainId: target.chainId,
      targetAddress: target.address,
      forwarderAddress: forwarderAddress(target.chainId),
      acceptedToken: accepted,
      acceptedTokens: [accepted],
      shareToken: { symbol: target.symbol, decimals: target.decimals },
      protocol: target.protocol,
      name: `${PROTOCOL_NAMES[target.protocol] ?? target.protocol} ${target.symbol}`,
      supportedActions: [...KNOWN_FORWARDER_ACTIONS],
      depositActionType: KNOWN_DEPOSIT_ACTION_TYPES[0],
    });
  }
  return [...byKey.values()].sort((a, b) => a.chainId - b.chainId || a.targetAddress.localeCompare(b.targetAddress));
}
