import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  decodeFunctionData,
  encodeFunctionResult,
  getAddress,
  multicall3Abi,
  numberToHex,
  type Address,
  type Hex,
} from 'viem';
import { appConfig } from '../config/env.ts';
import { campaignAbi } from '../contracts/campaign-abi.ts';
import { managerAbi } from '../contracts/manager-abi.ts';
import type { MockContext } from '../mock/context.ts';
import { CLAIM_EXPIRY_SECONDS } from '../mock/world/constants.ts';

// Component tests read the service through MSW and the chains through this: the local chains'
// RPC URLs answer the Multicall3 reads the screens make (a manager's `campaigns(i)`, a clone's
// `claimed(user)`, `endTime()` and `claimExpiryDuration()`) from the mock world, with no anvil. Anything else a screen asks a chain fails
// loudly, so a test notices a read it did not expect. Each HTTP request is counted.

interface RpcCall {
  id: number;
  method: string;
  params?: unknown[];
}

/** The clone of campaign `index` as this fake chain names it (any unique address works). */
const cloneOf = (index: number): Address => getAddress(numberToHex(0xc10e0000n + BigInt(index), { size: 20 }));
const indexOfClone = (address: string): number => Number(BigInt(address) - 0xc10e0000n);

function answerCall(ctx: MockContext, chainId: number, target: string, callData: Hex): Hex {
  if (target.toLowerCase() === appConfig.managerAddresses[chainId]?.toLowerCase()) {
    const call = decodeFunctionData({ abi: managerAbi, data: callData });
    if (call.functionName !== 'campaigns') throw new Error(`unexpected manager call ${call.functionName}`);
    const index = Number(call.args[0]);
    const exists = ctx.world.findCampaign({ chainId, campaignIndex: index }) !== undefined;
    return encodeFunctionResult({
      abi: managerAbi,
      functionName: 'campaigns',
      result: exists ? cloneOf(index) : '0x0000000000000000000000000000000000000000',
    });
  }
  const call = decodeFunctionData({ abi: campaignAbi, data: callData });
  const campaign = ctx.world.findCampaign({ chainId, campaignIndex: indexOfClone(target) });
  if (campaign === undefined) throw new Error(`no campaign behind ${target}`);
  switch (call.functionName) {
    case 'claimed': {
      const user = call.args[0].toLowerCase() as Address;
      return encodeFunctionResult({
        abi: campaignAbi,
        functionName: 'claimed',
        result: ctx.world.claimedOnChain(campaign, user),
      });
    }
    // The clone is created with the world's end and expiry, as the local chains' publisher does.
    case 'endTime':
      return encodeFunctionResult({ abi: campaignAbi, functionName: 'endTime', result: BigInt(campaign.endTime) });
    case 'claimExpiryDuration':
      return encodeFunctionResult({
        abi: campaignAbi,
        functionName: 'claimExpiryDuration',
        result: BigInt(CLAIM_EXPIRY_SECONDS),
      });
    default:
      throw new Error(`unexpected campaign call ${call.functionName}`);
  }
}

function answer(ctx: MockContext, chainId: number, call: RpcCall) {
  const [request] = (call.params ?? []) as [{ data?: Hex; input?: Hex }];
  if (call.method !== 'eth_call') throw new Error(`unexpected ${call.method}`);
  const data = request.data ?? request.input;
  if (data === undefined) throw new Error('eth_call without data');
  const multicall = decodeFunctionData({ abi: multicall3Abi, data });
  if (multicall.functionName !== 'aggregate3') throw new Error(`unexpected ${multicall.functionName}`);
  const results = multicall.args[0].map(({ target, callData }) => ({
    success: true,
    returnData: answerCall(ctx, chainId, target, callData),
  }));
  return {
    jsonrpc: '2.0',
    id: call.id,
    result: encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results }),
  };
}

/** Handlers answering every local chain's reads from `ctx`'s world; `requests` counts per chain. */
export function worldChainReads(ctx: MockContext, chainIds: readonly number[] = [31337, 31338, 31339]) {
  const requests = new Map<number, number>();
  const handlers: HttpHandler[] = chainIds.flatMap((chainId) => {
    const url = appConfig.rpcUrls[chainId];
    if (url === undefined) return [];
    return [
      http.post(url, async ({ request }) => {
        requests.set(chainId, (requests.get(chainId) ?? 0) + 1);
        const body = (await request.json()) as RpcCall | RpcCall[];
        return HttpResponse.json(
          Array.isArray(body) ? body.map((call) => answer(ctx, chainId, call)) : answer(ctx, chainId, body),
        );
      }),
    ];
  });
  return { handlers, requests };
}
