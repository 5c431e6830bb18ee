import { getContractAddress, type Address } from 'viem';
import { MNEMONIC_ADDRESSES } from '../identity/wallets.ts';
import type { MockWorld } from '../world/world.ts';

// Where the local deployment puts the world's reward tokens, known before any chain runs. Kept
// apart from the deployment itself so the demo's first answers can name them without loading it.

/** Mnemonic index 0, the operator that deploys everything (see deploy.ts). */
const OPERATOR: Address = MNEMONIC_ADDRESSES[0] ?? '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

/** The world's reward tokens on one chain, in the order they are deployed. */
export function worldTokensOn(world: MockWorld, chainId: number): { symbol: string; decimals: number }[] {
  const seen = new Map<string, { symbol: string; decimals: number }>();
  for (const campaign of world.allCampaigns()) {
    if (campaign.chainId !== chainId) continue;
    seen.set(campaign.rewardToken.symbol, campaign.rewardToken);
  }
  return [...seen.values()];
}

/**
 * Where deployWorldTokens puts each token on a fresh chain: the operator deploys the manager
 * (nonce 0), then the tokens one after another, so their addresses are known before the chain
 * runs. The demo points the world at them at once, so its first answers already name the tokens
 * the chain will hold.
 */
export function expectedTokenAddress(index: number): Address {
  return getContractAddress({ from: OPERATOR, nonce: BigInt(1 + index) });
}

/** Points the world at the addresses deployWorldTokens will give its tokens on `chainIds`. */
export function pointWorldAtLocalTokens(world: MockWorld, chainIds: readonly number[]): void {
  for (const chainId of chainIds) {
    worldTokensOn(world, chainId).forEach((token, index) => {
      world.setRewardTokenAddress(chainId, token.symbol, expectedTokenAddress(index));
    });
  }
}
