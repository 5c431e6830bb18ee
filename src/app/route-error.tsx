import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Per-route error boundary: the header stays usable and the user can retry or go home. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <section
      role="alert"
      className="mx-auto max-w-xl rounded-2xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/40"
    >
      <h1 className="text-lg font-semibold">This page ran into a problem</h1>
      <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">{describe(error)}</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => {
            window.location.reload();
          }}
          className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500"
        >
          Try again
        </button>
        <Link to={paths.campaigns} className="rounded-lg px-3 py-1.5 text-sm underline">
          Back to campaigns
        </Link>
      </div>
    </section>
  );
}
