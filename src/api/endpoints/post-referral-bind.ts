import { apiClient, encodeRequest, type EndpointOptions } from '../client.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import type { Hex } from '../schemas/primitives.ts';
import type { Address } from '../../domain/address.ts';
import { referralBindSchema, type ReferralBind } from '../schemas/referrals.ts';
import { referralBindBodySchema, type ReferralBindBody } from '../schemas/requests.ts';

/**
 * Signature mode: the referee's wallet signed `{ referrer, deadline }` (EIP-712, see
 * contracts/referral-bind-typed-data.ts). A username must be resolved to its wallet first, because
 * the signature covers the address exactly as submitted.
 */
interface SignatureBindRequest {
  mode: 'signature';
  referee: Address;
  referrer: Address;
  /** Unix seconds, at most one hour ahead. */
  deadline: bigint;
  signature: Hex;
}

/** Session mode: an identity-provider session token vouches for the referee's wallet link. */
type SessionBindRequest = {
  mode: 'session';
  sessionToken: string;
  referee: Address;
} & ({ referrer: Address; referrerUsername?: undefined } | { referrerUsername: string; referrer?: undefined });

/** A bind in either authorization mode. */
export type BindReferralRequest = SignatureBindRequest | SessionBindRequest;

function toBody(request: BindReferralRequest): ReferralBindBody {
  if (request.mode === 'signature') {
    const { referee, referrer, deadline, signature } = request;
    return { referee, referrer, deadline, signature };
  }
  return request.referrer === undefined
    ? { referee: request.referee, referrerUsername: request.referrerUsername }
    : { referee: request.referee, referrer: request.referrer };
}

/**
 * POST /v1/referrals/bind: binds the referee to a referrer. `created` is false for a repeat of
 * the same bind; a different referrer fails with ApiError ALREADY_BOUND (the first bind is permanent).
 */
export async function bindReferral(request: BindReferralRequest, options: EndpointOptions = {}): Promise<ReferralBind> {
  const client = options.client ?? apiClient;
  const headers = request.mode === 'session' ? { Authorization: `Bearer ${request.sessionToken}` } : undefined;
  return client.post(buildPath(API_ROUTES.referralBind), {
    body: encodeRequest(referralBindBodySchema, toBody(request)),
    schema: referralBindSchema,
    headers,
    signal: options.signal,
  });
}
