interface TokenAvatarProps {
  /** The token contract; its bytes pick the colour, so one token always looks the same. */
  address: string;
  symbol: string;
  size?: number;
}

/** Up to three letters or digits of a symbol: "USDC" → "USD", "wstETH" → "WST", "$$" → "?". */
export function tokenInitials(symbol: string): string {
  const letters = symbol.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
  return letters === '' ? '?' : Array.from(letters).slice(0, 3).join('');
}

/** A hue from the address (0–359); the same address gives the same hue on every screen. */
export function tokenHue(address: string): number {
  const hex = address.toLowerCase().replace(/^0x/, '');
  let hash = 0;
  for (const char of hex) hash = (hash * 31 + char.charCodeAt(0)) % 3600;
  return Math.floor(hash / 10);
}

/**
 * A token's stand-in icon: its initials on a colour taken from its address. Decorative (the
 * symbol is always written next to it); SVG text, so it scales and needs no font request.
 */
export function TokenAvatar({ address, symbol, size = 20 }: TokenAvatarProps) {
  const initials = tokenInitials(symbol);
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      {/* Dark enough for white initials at any hue. */}
      <circle cx="12" cy="12" r="12" fill={`hsl(${String(tokenHue(address))} 65% 32%)`} />
      <text
        x="12"
        y="15.2"
        textAnchor="middle"
        fill="#fff"
        fontSize={initials.length > 2 ? 7.5 : 9}
        fontWeight="700"
        fontFamily="sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
