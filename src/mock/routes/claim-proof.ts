import type { Hono } from 'hono';
import { claimProofSchema } from '../../api/schemas/claims.ts';
import { campaignAddressPathSchema } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parsePath, requireCampaign, sendEncoded } from '../http/request.ts';
import { claimProofOf } from '../world/world-queries.ts';

/** GET /v1/claims/{campaignId}/{address}: latest proof; 404 when the address has no leaf. */
export function registerClaimProofRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/claims/:campaignId/:address', (c) => {
    const { campaignId, address } = parsePath(c, campaignAddressPathSchema);
    const proof = claimProofOf(ctx.world, requireCampaign(ctx.world, campaignId), address);
    if (proof === undefined) throw notFound('Claim proof', { campaignId, address });
    return sendEncoded(c, claimProofSchema, proof);
  });
}
