import { concat, encodeFunctionData, type ContractFunctionArgs, type Hex } from 'viem';
import { appConfig } from '../config/env.ts';
import { attributionSuffix } from './attribution-suffix.ts';
import { managerAbi } from './manager-abi.ts';

// Every claim the app sends, whichever way (a row's button, Claim everything one by one or as a
// batch, a Safe proposal, the widget), carries the same calldata: the manager call, then the
// deployment's ERC-8021 attribution when `app-config.json` names codes. This module is the one
// place that decides it, so no path can send a claim without it, or estimate one without it.

/** One manager call that pays: a reward claim or a referrer's payout, typed by the function it calls. */
export type ManagerClaimCall =
  | { functionName: 'claim'; args: ContractFunctionArgs<typeof managerAbi, 'nonpayable', 'claim'> }
  | { functionName: 'claimReferral'; args: ContractFunctionArgs<typeof managerAbi, 'nonpayable', 'claimReferral'> };

/**
 * The bytes appended to every claim's calldata: the ERC-8021 suffix of the partner's
 * `attributionCodes`, or undefined when the deployment names none (claims carry nothing extra).
 */
export function claimDataSuffix(): Hex | undefined {
  const codes = appConfig.partner.attributionCodes;
  return codes === undefined ? undefined : attributionSuffix(codes);
}

/** The calldata a claim is sent (and estimated, and proposed to a Safe) with. */
export function claimCalldata(call: ManagerClaimCall): Hex {
  const data = encodeFunctionData({ abi: managerAbi, ...call });
  const suffix = claimDataSuffix();
  return suffix === undefined ? data : concat([data, suffix]);
}
