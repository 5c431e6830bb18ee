import type { PartnerConfig } from '../config/partner.ts';
import { PARTNER_STYLE_ATTRIBUTE, partnerStyleSheet, partnerThemeColor } from '../config/partner-style.ts';

/**
 * Makes the page's partner sheet the one app-config.json asks for. A build configured with
 * `npm run configure` (or served by the app server) already carries it in each page's head, before
 * the first paint, and this leaves it alone; a deployment that edited app-config.json without
 * configuring gets it here, at start, and one that dropped its colours loses the stale sheet.
 */
export function applyPartnerStyle(document: Document, partner: Pick<PartnerConfig, 'colors'>): void {
  const sheet = partnerStyleSheet(partner);
  const present = document.head.querySelector<HTMLStyleElement>(`style[${PARTNER_STYLE_ATTRIBUTE}]`);
  if (sheet === '') {
    present?.remove();
    return;
  }
  if (present?.textContent === sheet) return;
  const element = present ?? document.createElement('style');
  element.setAttribute(PARTNER_STYLE_ATTRIBUTE, '');
  element.textContent = sheet;
  if (present === null) document.head.appendChild(element);
  const themeColor = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  themeColor?.setAttribute('content', partnerThemeColor(partner, themeColor.content));
}
