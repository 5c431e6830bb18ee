import { useEffect } from 'react';
import { useCurrentPageTitle } from '../components/page-title.ts';
import { APP_NAME } from '../config/app-name.ts';

/** Joins the page's name and the product's, the page first so tabs and history tell pages apart. */
function documentTitle(page: string | undefined): string {
  return page === undefined || page.trim() === '' ? APP_NAME : `${page} · ${APP_NAME}`;
}

/** Keeps `document.title` to "<Page> · <App name>" for the page on screen (usePageTitle). */
export function useDocumentTitle(): void {
  const page = useCurrentPageTitle();
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
