/** The product's name: a name, never translated. A deployment's partner may set its own (partner.ts). */
export const APP_NAME = 'Partner Incentives';

/** A tab's title: the page's name, then the product's, so tabs and history tell pages apart. */
export function documentTitle(page: string | undefined, appName: string): string {
  return page === undefined || page.trim() === '' ? appName : `${page} · ${appName}`;
}
