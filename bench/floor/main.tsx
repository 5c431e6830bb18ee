// The floor app of `npm run bench` (scripts/bench-floor.ts): React, react-router and React Query
// rendering each data screen's first view from the same service answers the app's screen asks
// for, and nothing else (no schemas, no i18n, no wallet, no app code but the app's links: the
// router's own bring its framework's prefetching, which the app leaves out). Built by the bench,
// never shipped. What each screen asks and draws, and why: docs/performance.md, "The floor".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLink } from '../../src/components/app-link.tsx';
import { CampaignDetail } from './campaign-detail.tsx';
import { CampaignList } from './campaign-list.tsx';
import { DepositTargets } from './deposit-targets.tsx';
import { Referrals } from './referrals.tsx';
import { MenuIcon } from './parts.tsx';
import { Rewards } from './rewards.tsx';

// No retries and no refetch on focus: a bench load asks each request once, as the app's does.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** The app's header, in its classes: brand, menu button and the wallet button's place. */
function Header() {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-surface/90 backdrop-blur dark:border-slate-800 dark:bg-page/90">
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6 lg:gap-2 xl:gap-4">
        <AppLink to="/" className="mr-auto flex min-w-0 items-center gap-2 font-semibold lg:mr-0">
          <span className="size-6 shrink-0 rounded bg-brand-600" aria-hidden="true" />
          <span className="leading-tight max-sm:text-sm sm:whitespace-nowrap">Partner Incentives</span>
        </AppLink>
        <button
          type="button"
          className="flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium lg:hidden dark:border-slate-700"
        >
          <MenuIcon />
          <span className="max-sm:sr-only">Menu</span>
        </button>
        <button
          type="button"
          className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-500"
        >
          Connect Wallet
        </button>
      </div>
    </header>
  );
}

function App() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-6">
        <Routes>
          <Route path="/" element={<CampaignList />} />
          <Route path="/campaigns/:campaignId" element={<CampaignDetail />} />
          <Route path="/rewards" element={<Rewards />} />
          <Route path="/referrals" element={<Referrals />} />
          <Route path="/deposit-targets" element={<DepositTargets />} />
        </Routes>
      </main>
    </div>
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('The floor page has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
