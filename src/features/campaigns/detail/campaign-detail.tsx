import { Suspense } from 'react';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { DrawnNext } from '../../../components/drawn-next.tsx';
import { lazyWithRetry } from '../../../components/lazy-with-retry.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { CampaignHeader } from './campaign-header.tsx';
import { CampaignStatsPanel } from './campaign-stats-panel.tsx';
import type { RenderClaim } from './position-section.tsx';

// Loaded when first drawn, after the top: a download that fails shows the page's "Try again".
const CampaignSections = lazyWithRetry(() => import('./campaign-sections.tsx'));

/**
 * One campaign, organised for a person: what it is, its live figures, the reader's position and
 * why it earns or not, then the rules, the target and the money trail.
 */
export function CampaignDetail({ campaign, renderClaim }: { campaign: Campaign; renderClaim: RenderClaim }) {
  return (
    <article className="flex flex-col gap-5">
      <CampaignHeader campaign={campaign} />
      <CampaignStatsPanel campaign={campaign} />
      {/* The header and the figures paint first; the sections below (their code too) follow in a background render. */}
      <DrawnNext placeholder={<SectionSkeletons heights={['h-36']} />}>
        <Suspense fallback={<SectionSkeletons heights={['h-36']} />}>
          <CampaignSections campaign={campaign} renderClaim={renderClaim} />
        </Suspense>
      </DrawnNext>
    </article>
  );
}

function SectionSkeletons({ heights }: { heights: readonly string[] }) {
  return heights.map((height) => <Skeleton key={height} className={`w-full rounded-2xl ${height}`} />);
}

/** The page's outline while the campaign loads. */
export function CampaignDetailSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full max-w-xl" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <SectionSkeletons heights={['h-40', 'h-28', 'h-36']} />
    </div>
  );
}
