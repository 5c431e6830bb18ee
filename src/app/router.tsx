import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

/** Every page is its own chunk; each route has its own error boundary so one failure keeps the shell. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.campaigns,
            lazy: async () => ({ Component: (await import('../pages/campaigns-page.tsx')).default }),
          },
          {
            path: paths.campaignDetailPattern,
            lazy: async () => ({ Component: (await import('../pages/campaign-detail-page.tsx')).default }),
          },
          { path: paths.about, lazy: async () => ({ Component: (await import('../pages/about-page.tsx')).default }) },
          // The error boundary renders the not-found page too, so it is in the main chunk anyway.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The browser router of the running app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
