import { BrowserRouter } from 'react-router-dom';
import { LinkPrefetch } from './link-prefetch.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** The whole app. */
export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <LinkPrefetch />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
