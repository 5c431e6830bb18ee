import type { ReactNode } from 'react';

// Small chain marks, drawn here rather than fetched: no request, no third-party host in the CSP,
// and they render before anything loads. Local chains wear their namesake's mark with a dashed
// ring, so a local chain never passes for the real one.

interface Mark {
  background: string;
  /** The glyph, in a 24×24 box. */
  glyph: ReactNode;
}

const ethereum: Mark = {
  background: '#627eea',
  glyph: (
    <g fill="#fff">
      <path d="M12 3.5 7 12.2l5 2.9 5-2.9z" fillOpacity="0.9" />
      <path d="M12 16.1 7 13.2l5 7.3 5-7.3z" />
    </g>
  ),
};
const base: Mark = {
  background: '#0052ff',
  glyph: <path fill="#fff" d="M11.9 19.5a7.5 7.5 0 1 0-7.4-8.4h9.8v1.8H4.5a7.5 7.5 0 0 0 7.4 6.6z" />,
};
const arbitrum: Mark = {
  background: '#213147',
  glyph: (
    <g fill="none" strokeWidth="2" strokeLinecap="round">
      <path stroke="#12aaff" d="m8 17 4.5-10 4.5 10" />
      <path stroke="#fff" d="M10 13.5h5" />
    </g>
  ),
};
/** Optimism's mark is its initials: a logo, never translated. */
const OPTIMISM_INITIALS = 'OP';
const optimism: Mark = {
  background: '#ff0420',
  glyph: (
    <text x="12" y="15.5" textAnchor="middle" fill="#fff" fontSize="9" fontWeight="700" fontFamily="sans-serif">
      {OPTIMISM_INITIALS}
    </text>
  ),
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

interface ChainIconProps {
  chainId: number;
  /** Pixel size of the square icon. */
  size?: number;
}

/**
 * A chain's mark, decorative: the chain's name is always written next to it. Chains without a
 * mark get a neutral disc with the start of their id.
 */
export function ChainIcon({ chainId, size = 20 }: ChainIconProps) {
  const known = marks[chainId];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
      data-chain-icon={chainId}
    >
      {known === undefined ? (
        <>
          <circle cx="12" cy="12" r="12" fill="#64748b" />
          <text x="12" y="15.5" textAnchor="middle" fill="#fff" fontSize="8" fontWeight="700" fontFamily="sans-serif">
            {String(chainId).slice(0, 3)}
          </text>
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r={known.local ? 10.5 : 12} fill={known.mark.background} />
          {known.local && (
            <circle cx="12" cy="12" r="11.4" fill="none" stroke="#64748b" strokeWidth="1.2" strokeDasharray="2 1.6" />
          )}
          {known.mark.glyph}
        </>
      )}
    </svg>
  );
}
