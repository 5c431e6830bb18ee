import { chainIconUrl } from '../lib/chain-marks.ts';

interface ChainIconProps {
  chainId: number;
  /** Pixel size of the square icon. */
  size?: number;
}

/**
 * A chain's mark, decorative: the chain's name is always written next to it. The same data: URL
 * mark RainbowKit shows in the network button, so the page and the wallet menu agree. Drawn as a
 * background rather than an `<img>`: React listens for the load of every image it makes, and a
 * referrer's 383 rows sent it 280 of them as they were drawn, 23 to 25 ms of a phone's main thread
 * (4x CPU) for a picture nobody waits on. (`encodeURIComponent` leaves no `"` to close the url.)
 */
export function ChainIcon({ chainId, size = 20 }: ChainIconProps) {
  return (
    <span
      aria-hidden="true"
      data-chain-icon={chainId}
      className="inline-block shrink-0 bg-contain bg-center bg-no-repeat"
      style={{ width: size, height: size, backgroundImage: `url("${chainIconUrl(chainId)}")` }}
    />
  );
}
