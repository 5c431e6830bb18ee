import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/**
 * Renders routes in a memory router with a fresh QueryClient (no retries, so an error shows at
 * once), starting at `url`. Returns the router too, so a test can read the URL it ends on.
 */
export function renderRoute(routes: RouteObject[], url: string, wrapper?: (children: ReactNode) => ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const tree = <RouterProvider router={router} />;
  const view = render(
    <QueryClientProvider client={client}>{wrapper === undefined ? tree : wrapper(tree)}</QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** The current location of a memory router as `pathname?search`. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
