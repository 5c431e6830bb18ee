import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ChainIcon } from './chain-icon.tsx';
import { formatAgo } from './published-ago.tsx';
import { TokenAvatar, tokenHue, tokenInitials } from './token-avatar.tsx';

describe('token avatar', () => {
  it('takes up to three letters or digits of the symbol', () => {
    expect(tokenInitials('USDC')).toBe('USD');
    expect(tokenInitials('wstETH')).toBe('WST');
    expect(tokenInitials('e')).toBe('E');
    expect(tokenInitials('$$')).toBe('?');
  });

  it('gives one address one colour, whatever its case, and others other colours', () => {
    const a = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(tokenHue(a)).toBe(tokenHue(a.toLowerCase()));
    expect(tokenHue(a)).toBeGreaterThanOrEqual(0);
    expect(tokenHue(a)).toBeLessThan(360);
    const hues = new Set(
      ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222', a].map(tokenHue),
    );
    expect(hues.size).toBe(3);
    const { container } = render(<TokenAvatar address={a} symbol="PTN" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('PTN');
  });
});

describe('chain icon', () => {
  it('draws known chains and a labelled disc for others, decorative for screen readers', () => {
    const { container } = render(
      <>
        <ChainIcon chainId={8453} />
        <ChainIcon chainId={31338} />
        <ChainIcon chainId={777777} />
      </>,
    );
    const icons = [...container.querySelectorAll<HTMLElement>('[data-chain-icon]')];
    expect(icons).toHaveLength(3);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      // An empty box has no size of its own, as an image had: without these it would not show.
      expect([icon.style.width, icon.style.height]).toEqual(['20px', '20px']);
    }
    // No image for React to hear load: the mark is the box's background.
    expect(container.querySelector('img')).toBeNull();
    const svgOf = (icon: HTMLElement | undefined) =>
      decodeURIComponent(/url\("data:image\/svg\+xml,(.*)"\)/.exec(icon?.style.backgroundImage ?? '')?.[1] ?? '');
    // Base's blue disc; Local Base the same mark in a dashed "local" ring; an unknown chain its id.
    expect(svgOf(icons[0])).toContain('#0052ff');
    expect(svgOf(icons[0])).not.toContain('stroke-dasharray');
    expect(svgOf(icons[1])).toContain('#0052ff');
    expect(svgOf(icons[1])).toContain('stroke-dasharray');
    expect(svgOf(icons[2])).toContain('>777<');
  });
});

describe('formatAgo', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is coarse: just now, minutes, then hours', () => {
    expect(formatAgo(new Date('2026-11-24T11:59:30Z'), now)).toBe('just now');
    expect(formatAgo(new Date('2026-11-24T11:37:00Z'), now)).toBe('23 min ago');
    expect(formatAgo(new Date('2026-11-24T09:55:00Z'), now)).toBe('2h 5m ago');
  });
});
