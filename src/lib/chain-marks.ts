// Small chain marks as SVG documents, drawn here rather than fetched: no request, no third-party
// host in the CSP (img-src allows data:), and they show before anything loads. One source for the
// app's own chain icons and RainbowKit's network button and "Switch Networks" list, so both show
// the same mark. Local chains wear their namesake's mark, a size smaller, inside a dashed ring, so
// a local chain never passes for the real one and never reads as a warning.

import { svgDataUrl } from './svg-data-url.ts';

interface Mark {
  background: string;
  /** The glyph, in a 24×24 box. */
  glyph: string;
}

const ethereum: Mark = {
  background: '#627eea',
  glyph:
    '<g fill="#fff"><path d="M12 3.5 7 12.2l5 2.9 5-2.9z" fill-opacity="0.9"/><path d="M12 16.1 7 13.2l5 7.3 5-7.3z"/></g>',
};
const base: Mark = {
  background: '#0052ff',
  glyph: '<path fill="#fff" d="M11.9 19.5a7.5 7.5 0 1 0-7.4-8.4h9.8v1.8H4.5a7.5 7.5 0 0 0 7.4 6.6z"/>',
};
const arbitrum: Mark = {
  background: '#213147',
  glyph:
    '<g fill="none" stroke-width="2" stroke-linecap="round"><path stroke="#12aaff" d="m8 17 4.5-10 4.5 10"/><path stroke="#fff" d="M10 13.5h5"/></g>',
};
// Optimism's mark is its initials: a logo, never translated.
const optimism: Mark = {
  background: '#ff0420',
  glyph:
    '<text x="12" y="15.5" text-anchor="middle" fill="#fff" font-size="9" font-weight="700" font-family="sans-serif">OP</text>',
};

const marks: Readonly<Record<number, { mark: Mark; local: boolean }>> = {
  1: { mark: ethereum, local: false },
  8453: { mark: base, local: false },
  42161: { mark: arbitrum, local: false },
  10: { mark: optimism, local: false },
  31337: { mark: ethereum, local: true },
  31338: { mark: base, local: true },
  31339: { mark: arbitrum, local: true },
};

const NEUTRAL = '#64748b';

/** The mark of a chain as a standalone 24×24 SVG document; chains without one get a disc with their id's start. */
function chainMarkSvg(chainId: number): string {
  const known = marks[chainId];
  let body: string;
  if (known === undefined) {
    const digits = String(Math.trunc(chainId)).slice(0, 3);
    body =
      `<circle cx="12" cy="12" r="12" fill="${NEUTRAL}"/>` +
      `<text x="12" y="15.5" text-anchor="middle" fill="#fff" font-size="8" font-weight="700" font-family="sans-serif">${digits}</text>`;
  } else if (known.local) {
    body =
      `<circle cx="12" cy="12" r="10.5" fill="${known.mark.background}"/>` +
      `<circle cx="12" cy="12" r="11.4" fill="none" stroke="${NEUTRAL}" stroke-width="1.2" stroke-dasharray="2 1.6"/>` +
      known.mark.glyph;
  } else {
    body = `<circle cx="12" cy="12" r="12" fill="${known.mark.background}"/>${known.mark.glyph}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`;
}

/** The mark as a data: URL, for an `<img>` or RainbowKit's `iconUrl`. */
export function chainIconUrl(chainId: number): string {
  return svgDataUrl(chainMarkSvg(chainId));
}
