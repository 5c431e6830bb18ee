/**
 * Rewrites a built page for a partner (app-config.json `partner`) so its first paint already
 * carries the partner's name, logo and colours, and link previews and the Safe App manifest say
 * the partner's name: used by the local app server on every response (app-server.ts) and by
 * `npm run configure` on the files of a finished build (configure.ts). Pure and idempotent: it
 * rewrites marked elements (`data-partner-name`, `data-partner-logo`, `data-partner-style`) and
 * named tags (`<title>`, `<meta name|property=…>`), never text that happens to match, so a page
 * rewritten for one partner and then for another is the page the second one would have got.
 * Inline scripts are left byte for byte, so their CSP hashes still match.
 */
import { documentTitle } from '../src/config/app-name.ts';
import { escapeHtml } from './escape-html.ts';
import { PRODUCT_MARK_URL } from '../src/lib/product-mark.ts';
import type { PartnerConfig } from '../src/config/partner.ts';
import { PARTNER_STYLE_ATTRIBUTE, partnerStyleSheet, partnerThemeColor } from '../src/config/partner-style.ts';

/** The product's own `theme-color` (index.html), for a partner that keeps the product's colours. */
const DEFAULT_THEME_COLOR = '#0b1020';

/** Sets (or adds) one attribute of an opening tag. */
function withAttribute(tag: string, name: string, value: string): string {
  const attribute = new RegExp(`\\s${name}="[^"]*"`);
  const written = ` ${name}="${escapeHtml(value)}"`;
  // Replaced by functions throughout: a `$` in a partner's name or URL is text, never a pattern.
  return attribute.test(tag)
    ? tag.replace(attribute, () => written)
    : tag.replace(/\s*\/?>$/, (end) => `${written}${end}`);
}

/** The social-preview tags, written on one line each so the next rewrite finds them whole. */
function socialTags(partner: PartnerConfig, description: string | undefined): string {
  const image = partner.logo?.light;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', partner.name],
    ['property', 'og:title', partner.name],
    ...(description === undefined ? [] : [['property', 'og:description', description] as [string, string, string]]),
    // A preview needs an absolute URL; a path or a data: logo has no address a crawler can fetch.
    ...(image !== undefined && /^https?:\/\//.test(image)
      ? [['property', 'og:image', image] as [string, string, string]]
      : []),
    ['name', 'twitter:card', 'summary'],
  ];
  return tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

const SOCIAL_TAG = /[ \t]*<meta\s+(?:property="og:[^"]*"|name="twitter:[^"]*")[^>]*>\n?/g;
const STYLE_ELEMENT = new RegExp(`[ \\t]*<style ${PARTNER_STYLE_ATTRIBUTE}(?:="")?>[^<]*</style>\\n?`, 'g');

/** The page's `<meta name="description">`, whose words the preview repeats. */
function descriptionOf(html: string): string | undefined {
  const match = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A built page (a route's prerendered HTML, or a language's copy of its markup) for `partner`. */
export function rewritePageForPartner(html: string, partner: PartnerConfig): string {
  const name = escapeHtml(partner.name);
  let page = html
    .replace(
      /(<span\b[^>]*\bdata-partner-name(?:="")?[^>]*>)[^<]*(<\/span>)/g,
      (_span, open: string, close: string) => `${open}${name}${close}`,
    )
    .replace(/<img\b[^>]*\bdata-partner-logo="(light|dark)"[^>]*>/g, (tag, theme: 'light' | 'dark') =>
      withAttribute(tag, 'src', partner.logo?.[theme] ?? PRODUCT_MARK_URL),
    );
  if (!/<head[\s>]/.test(page)) return page;
  const sheet = partnerStyleSheet(partner);
  const description = descriptionOf(page);
  page = page
    // The page's own part of the title (`data-page`, scripts/prerender.ts) stays before the name.
    .replace(
      /<title( data-page="([^"]*)")?>[^<]*<\/title>/,
      (_title, marked = '', page?: string) => `<title${marked}>${documentTitle(page, name)}</title>`,
    )
    .replace(/<meta\s+name="theme-color"[^>]*>/, (tag) =>
      withAttribute(tag, 'content', partnerThemeColor(partner, DEFAULT_THEME_COLOR)),
    )
    .replace(SOCIAL_TAG, '')
    .replace(STYLE_ELEMENT, '');
  const head = [
    socialTags(partner, description),
    ...(sheet === '' ? [] : [`<style ${PARTNER_STYLE_ATTRIBUTE}>${sheet}</style>`]),
  ].join('\n    ');
  return page.replace(/([ \t]*)<\/head>/, (_end, indent: string) => `    ${head}\n${indent}</head>`);
}

/** The Safe App manifest (public/manifest.json) with the partner's name. */
export function rewriteManifestForPartner(manifest: string, partner: PartnerConfig): string {
  const parsed = JSON.parse(manifest) as Record<string, unknown>;
  return `${JSON.stringify({ ...parsed, name: partner.name }, null, 2)}\n`;
}
