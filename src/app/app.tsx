import { BrowserRouter } from 'react-router-dom';
import { APP_BASE } from '../config/app-base.ts';
import { LinkPrefetch } from './link-prefetch.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** The whole app. */
export function App() {
  return (
    <Providers>
      <BrowserRouter basename={APP_BASE === '' ? undefined : APP_BASE}>
        <LinkPrefetch />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
