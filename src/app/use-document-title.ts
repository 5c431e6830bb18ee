import { useEffect } from 'react';
import { useCurrentPageTitle } from '../components/page-title.ts';
import { documentTitle } from '../config/app-name.ts';
import { appConfig } from '../config/env.ts';

/** Keeps `document.title` to "<Page> · <App name>" for the page on screen (usePageTitle). */
export function useDocumentTitle(): void {
  const page = useCurrentPageTitle();
  useEffect(() => {
    document.title = documentTitle(page, appConfig.partner.name);
  }, [page]);
}
