import { RouterProvider } from 'react-router-dom';
import type { CreateConnectorFn } from 'wagmi';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** The whole app; `extraConnectors` is how the local entry adds its development wallet. */
export function createApp(extraConnectors: readonly CreateConnectorFn[] = []) {
  const router = createAppRouter();
  return function App() {
    return (
      <Providers extraConnectors={extraConnectors}>
        <RouterProvider router={router} />
      </Providers>
    );
  };
}
