import { chainIconUrl } from '../lib/chain-marks.ts';

interface ChainIconProps {
  chainId: number;
  /** Pixel size of the square icon. */
  size?: number;
}

/**
 * A chain's mark, decorative: the chain's name is always written next to it. The same data: URL
 * mark RainbowKit shows in the network button, so the page and the wallet menu agree.
 */
export function ChainIcon({ chainId, size = 20 }: ChainIconProps) {
  return (
    <img
      src={chainIconUrl(chainId)}
      alt=""
      width={size}
      height={size}
      className="shrink-0"
      draggable={false}
      data-chain-icon={chainId}
    />
  );
}
