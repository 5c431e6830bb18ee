import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { APP_BASE } from '../config/app-base.ts';
import { LinkPrefetch } from './link-prefetch.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** The whole app, on the client main.tsx made (and may already have asked the first screen's data with). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient} keepAnswers>
      <BrowserRouter basename={APP_BASE === '' ? undefined : APP_BASE}>
        <LinkPrefetch />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
