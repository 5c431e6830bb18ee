import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import { referralStatsQueryOptions } from '../../api/endpoints/get-referral-stats.ts';
import { parseReferralUsername } from '../../domain/referral-username.ts';
import { useWalletSession } from '../../wallet/wallet-session.ts';
import { VIEW_AS_PARAM } from './referral-link.ts';
import { readSavedUsername } from './share-username.ts';

/** The referral center's three panels. */
export type ReferralPanel = 'bind' | 'share' | 'earnings';

export interface ReferralCenterFacts {
  /** The connected wallet earns as a referrer: it has referral stats, or the share card's username credits it. */
  isReferrer: boolean;
  /** The page shows another address's earnings (`?address=`), read-only. */
  viewingOther: boolean;
}

/**
 * Which panel comes first: what the visitor came to do. A referrer comes for their link and
 * earnings; someone reading another address's earnings for those; anyone else (a wallet that may
 * still bind, a bound referee who wants to see to whom, a visitor with no wallet yet) for
 * "Your referrer", which shows the bind form or the bound state.
 */
export function referralCenterOrder({ isReferrer, viewingOther }: ReferralCenterFacts): readonly ReferralPanel[] {
  if (viewingOther) return ['earnings', 'share', 'bind'];
  if (isReferrer) return ['share', 'earnings', 'bind'];
  return ['bind', 'share', 'earnings'];
}

/** The panel order, and whether it is decided yet. */
export interface ReferralCenterOrder {
  order: readonly ReferralPanel[];
  /**
   * False while the wallet is being restored or its referral stats have not answered: a referrer
   * would otherwise meet the bind form first and see it jump away (perhaps mid-typing) a moment later.
   */
  decided: boolean;
}

/**
 * The panel order for the connected wallet. Reads the same stats query as the earnings panel (one
 * request for both). A failed stats answer decides too (as a wallet that may still bind): the
 * earnings panel says what failed.
 */
export function useReferralCenterOrder(): ReferralCenterOrder {
  const wallet = useWalletSession();
  const [params] = useSearchParams();
  const [savedUsername] = useState(() => parseReferralUsername(readSavedUsername()));
  const stats = useQuery(referralStatsQueryOptions(wallet.address));
  const saved = useReferralUsername(wallet.address === undefined ? undefined : (savedUsername ?? undefined));
  const hasStats = (stats.data?.data.length ?? 0) > 0;
  const savedIsOwn = wallet.address !== undefined && saved.data?.referrer === wallet.address;
  const viewingOther = params.get(VIEW_AS_PARAM) !== null;
  const walletKnown = wallet.ready || wallet.address !== undefined;
  const decided = viewingOther || (walletKnown && (wallet.address === undefined || !stats.isPending));
  return {
    order: referralCenterOrder({ isReferrer: wallet.address !== undefined && (hasStats || savedIsOwn), viewingOther }),
    decided,
  };
}
