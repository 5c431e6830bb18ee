import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

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
          { path: paths.about, lazy: async () => ({ Component: (await import('../pages/about-page.tsx')).default }) },
          { path: '*', lazy: async () => ({ Component: (await import('../pages/not-found-page.tsx')).default }) },
        ],
      },
    ],
  },
];

/** The browser router of the running app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
