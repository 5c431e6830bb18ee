import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CampaignStatus } from '../../api/schemas/campaign.ts';
import { formatBps } from '../../lib/format.ts';
import { isOver } from './campaign-over.ts';

/** Why a campaign has no reward APR (the spec's four cases for a null `partnerApyBps`). */
export type AprNullReason = 'not-started' | 'ended' | 'zero-tvl' | 'price-lag';

/** What `aprNullReason` needs: the schedule and TVL of a campaign. */
export interface AprContext {
  status: CampaignStatus;
  startTime: Date;
  endTime?: Date | undefined;
  tvl: bigint;
}

const NOT_STARTED: readonly CampaignStatus[] = ['draft', 'pending'];

/**
 * The likely reason a campaign's APR is null. The service gives none, so it is derived in the
 * spec's order: before the start, after the end, zero TVL; a running campaign with TVL and no
 * APR can only be waiting on its reward-token price feed.
 */
export function aprNullReason(context: AprContext, now: Date): AprNullReason {
  if (NOT_STARTED.includes(context.status) || now < context.startTime) return 'not-started';
  if (isOver(context.status) || (context.endTime !== undefined && now >= context.endTime)) return 'ended';
  if (context.tvl === 0n) return 'zero-tvl';
  return 'price-lag';
}

const reasonText: Record<AprNullReason, MessageDescriptor> = {
  'not-started': msg`Not started`,
  ended: msg`Ended`,
  'zero-tvl': msg`Zero TVL`,
  'price-lag': msg`Price feed lagging`,
};

/** The words shown in place of a null APR. */
function aprNullReasonText(reason: AprNullReason): string {
  return i18n._(reasonText[reason]);
}

/** The APR figures as shown: each rate, or the reason it is missing, and the sum when both exist. */
export interface AprSummary {
  /** "15.50%", or the null reason in words. */
  partner: string;
  /** Whether `partner` is a rate (false: it is a reason). */
  hasPartner: boolean;
  /** "4.80%", or undefined when no data source has the protocol's own rate. */
  protocol: string | undefined;
  /** Partner plus protocol APR, only when both are known. */
  total: string | undefined;
  /** The total, or which rate it lacks in words ("Unknown without the protocol APR"). */
  totalText: string;
}

const missingTotal = {
  partner: msg`Unknown without the reward APR`,
  protocol: msg`Unknown without the protocol APR`,
  both: msg`Unknown without either APR`,
} as const;

/** The total APR, or the rate it cannot be added up without. */
function totalText(partnerApyBps: bigint | null, protocolApyBps: bigint | null): string {
  if (partnerApyBps !== null && protocolApyBps !== null) return formatBps(partnerApyBps + protocolApyBps);
  if (partnerApyBps === null && protocolApyBps === null) return i18n._(missingTotal.both);
  return i18n._(partnerApyBps === null ? missingTotal.partner : missingTotal.protocol);
}

/** The rates of a campaign or of its fresher stats. */
export interface AprRates {
  partnerApyBps: bigint | null;
  protocolApyBps: bigint | null;
}

/** Formats the partner and protocol APR of a campaign, with a reason in words for a null partner APR. */
export function summarizeApr(rates: AprRates, context: AprContext, now: Date): AprSummary {
  const { partnerApyBps, protocolApyBps } = rates;
  return {
    partner: partnerApyBps === null ? aprNullReasonText(aprNullReason(context, now)) : formatBps(partnerApyBps),
    hasPartner: partnerApyBps !== null,
    protocol: protocolApyBps === null ? undefined : formatBps(protocolApyBps),
    total: partnerApyBps === null || protocolApyBps === null ? undefined : formatBps(partnerApyBps + protocolApyBps),
    totalText: totalText(partnerApyBps, protocolApyBps),
  };
}
