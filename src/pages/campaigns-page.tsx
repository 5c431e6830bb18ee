import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { ACTIVE_FILTERS_CLASS, SUMMARY_CLASS } from '../features/campaigns/list/list-summary.tsx';
import { CampaignListSkeleton } from '../features/campaigns/list/list-skeleton.tsx';
import { msg } from '@lingui/core/macro';
import { usePageTitle } from '../components/page-title.ts';

// The list and its data layer (the API schemas and their decoder) are a chunk of their own, so the
// route paints its heading and skeleton from the small first load. The import starts as soon as
// this module runs, not when React first renders the boundary, to save a round trip.
const browserModule = import('../features/campaigns/list/campaign-browser.tsx');
const CampaignBrowser = lazy(() => browserModule);

/** What the browser's first render looks like, so swapping it in moves nothing on screen. */
function BrowserFallback() {
  const [searchParams] = useSearchParams();
  return (
    <div className="mt-6 flex flex-col gap-4" aria-busy="true">
      <p className="sr-only" role="status">
        <Trans>Loading campaigns</Trans>
      </p>
      {/* The toolbar's height: three rows on a phone (search; filters and sort; toggles), one above. */}
      <div className="h-[8.25rem] sm:h-[3.75rem]" />
      {searchParams.get('watchlist') === null && <div className={ACTIVE_FILTERS_CLASS} />}
      <div className={SUMMARY_CLASS} />
      <CampaignListSkeleton view={searchParams.get('view') === 'table' ? 'table' : 'cards'} count={6} />
    </div>
  );
}

/** Campaign list (`/`): every campaign across reward chains, filtered, sorted and paged. */
export default function CampaignsPage() {
  usePageTitle(msg`Campaigns`);
  return (
    <section aria-labelledby="campaigns-heading">
      <h1 id="campaigns-heading" className="text-2xl font-bold">
        <Trans>Campaigns</Trans>
      </h1>
      {/* Three lines on a phone, where the first card comes first; the About page says the same. */}
      <p className="mt-2 hidden text-slate-600 sm:block dark:text-slate-400">
        <Trans>
          Incentive campaigns across every reward chain. Hold a position on a campaign’s target to earn its rewards.
        </Trans>
      </p>
      <Suspense fallback={<BrowserFallback />}>
        <CampaignBrowser />
      </Suspense>
    </section>
  );
}
