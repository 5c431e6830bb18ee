import { svgDataUrl } from './svg-data-url.ts';

/**
 * The product's mark beside its name in the header: public/favicon.svg's drawing, as a data URL.
 * As a file it cost every first visit two requests: React's preload of the prerendered header's
 * image, and the image again once the app had drawn its own header, since the file is served to be
 * revalidated each time (scripts/security-headers.ts). Drawn here, it shows with the page's first
 * paint and asks for nothing (img-src allows data:). The tab's icon is still the file.
 */
export const PRODUCT_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 21l5-10 4 7 2-3 3 6z" fill="#fff"/></svg>';

export const PRODUCT_MARK_URL = svgDataUrl(PRODUCT_MARK_SVG);
