import type { Address, Hex } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { buildReferralBindTypedData } from '../../contracts/referral-bind-typed-data.ts';
import type { MockContext } from '../context.ts';
import { issueSessionToken } from '../identity/sessions.ts';
import { FIXTURE_MNEMONIC, fixtureWallets } from '../identity/wallets.ts';
import { startMockServer } from '../server/main.ts';
import type { BindRouteContext } from './referral-bind.ts';

// Test support for the referral routes: the whole mock service over real HTTP on an ephemeral
// port (the same app `npm run mock` serves, rate limiting and error handler included), and
// helpers that sign binds as fixture wallets.

/** A fixed origin so expectations on boundAt and deadlines are exact. */
export const TEST_ORIGIN = new Date('2030-06-01T12:00:00Z');

interface JsonResult {
  status: number;
  json: Record<string, unknown>;
}

export interface ReferralTestServer {
  baseUrl: string;
  ctx: MockContext;
  /** POSTs a JSON body (or a raw string) to /v1/referrals/bind. */
  bind(body: unknown, headers?: Record<string, string>): Promise<JsonResult>;
  get(path: string): Promise<JsonResult>;
  close(): Promise<void>;
}

/**
 * Starts the mock service on 127.0.0.1 with a frozen world at TEST_ORIGIN. The rate limit is
 * lifted far above what these tests send (races and a few hundred property runs) so a 429 can
 * never stand in for the answer under test.
 */
export async function startReferralTestServer(): Promise<ReferralTestServer> {
  const server = await startMockServer({
    port: 0,
    contextOptions: { origin: TEST_ORIGIN, rateLimitPerMinute: 1_000_000 },
  });
  const read = async (response: Response): Promise<JsonResult> => ({
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
  });
  return {
    baseUrl: server.origin,
    ctx: server.ctx,
    bind: async (body, headers = {}) =>
      read(
        await fetch(`${server.url}/referrals/bind`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    get: async (path) => read(await fetch(`${server.origin}${path}`)),
    close: () => server.close(),
  };
}

const signers = new Map<Address, HDAccount>();

/** The viem account of a fixture EOA (derivation is slow, so each is made once). */
function signerOf(address: Address): HDAccount {
  const cached = signers.get(address);
  if (cached) return cached;
  const index = fixtureWallets.find((wallet) => wallet.address === address)?.mnemonicIndex;
  if (index === null || index === undefined) throw new Error(`${address} is not a mnemonic wallet`);
  const account = mnemonicToAccount(FIXTURE_MNEMONIC, { addressIndex: index });
  signers.set(address, account);
  return account;
}

/** Signs (referrer, deadline) as `signer`, exactly as the app does with a connected wallet. */
export function signBind(signer: Address, referrer: Address, deadline: bigint): Promise<Hex> {
  return signerOf(signer).signTypedData(buildReferralBindTypedData(referrer, deadline));
}

/**
 * A signature-mode body: `referee` signs `referrer` (or the address behind `referrerUsername`,
 * passed as `signedReferrer`) with a deadline `ttlSeconds` after the world's now.
 */
export async function signedBindBody(
  ctx: BindRouteContext,
  referee: Address,
  referrer: Address,
  options: { ttlSeconds?: number; signer?: Address; referrerUsername?: string } = {},
): Promise<Record<string, string>> {
  const deadline = BigInt(ctx.clock.nowSeconds() + (options.ttlSeconds ?? 600));
  const signature = await signBind(options.signer ?? referee, referrer, deadline);
  const target: Record<string, string> =
    options.referrerUsername === undefined ? { referrer } : { referrerUsername: options.referrerUsername };
  return { referee, ...target, deadline: deadline.toString(), signature };
}

/** `Authorization` header of a session of `accountId`. */
export async function sessionHeader(ctx: BindRouteContext, accountId: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await issueSessionToken(ctx, accountId)}` };
}
