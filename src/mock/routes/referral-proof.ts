import type { Hono } from 'hono';
import { referralProofSchema } from '../../api/schemas/referrals.ts';
import { campaignAddressPathSchema } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parsePath, requireCampaign, sendEncoded } from '../http/request.ts';
import { referralProofOf } from '../world/world-queries.ts';

/** GET /v1/referrals/proofs/{campaignId}/{address}: 404 until finalized and the root is published. */
export function registerReferralProofRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/referrals/proofs/:campaignId/:address', (c) => {
    const { campaignId, address } = parsePath(c, campaignAddressPathSchema);
    const proof = referralProofOf(ctx.world, requireCampaign(ctx.world, campaignId), address);
    if (proof === undefined) throw notFound('Referral proof', { campaignId, referrer: address });
    return sendEncoded(c, referralProofSchema, proof);
  });
}
